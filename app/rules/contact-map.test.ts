import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_LOCATION, mapEmbedUrl, mapPageUrl, MAP_ORIGIN, parseMapLocation } from "./contact-map";

describe("contact map", () => {
  it("embeds OpenStreetMap centred on the location with a marker", () => {
    const url = new URL(mapEmbedUrl({ lat: 30.41, lon: -91.13 }, 0.02));
    expect(url.origin).toBe(MAP_ORIGIN);
    expect(url.pathname).toBe("/export/embed.html");
    expect(url.searchParams.get("bbox")).toBe("-91.14000,30.40500,-91.12000,30.41500");
    expect(url.searchParams.get("marker")).toBe("30.41000,-91.13000");
    expect(url.searchParams.get("layer")).toBe("mapnik");
  });

  it("links to a search for the address, or to the location without one", () => {
    expect(mapPageUrl("4521 Jamestown Avenue, Baton Rouge, LA", DEFAULT_MAP_LOCATION)).toBe(
      "https://www.openstreetmap.org/search?query=4521%20Jamestown%20Avenue%2C%20Baton%20Rouge%2C%20LA",
    );
    expect(mapPageUrl(" ", { lat: 30.41, lon: -91.13 })).toBe(
      "https://www.openstreetmap.org/?mlat=30.41000&mlon=-91.13000#map=16/30.41000/-91.13000",
    );
  });

  it("reads a location from settings and ignores anything malformed", () => {
    expect(parseMapLocation({ lat: 30.4, lon: -91.1 })).toEqual({ lat: 30.4, lon: -91.1 });
    expect(parseMapLocation({ lat: "30.4", lon: -91.1 })).toBeNull();
    expect(parseMapLocation({ lat: 95, lon: 0 })).toBeNull();
    expect(parseMapLocation(null)).toBeNull();
    expect(parseMapLocation("30.4,-91.1")).toBeNull();
  });
});

// The lazy map of /contact (requirements public-pages-and-routes, business-constants): an OpenStreetMap embed, framed only from this origin (see
// app/utils/csp.server.ts), plus a plain link that opens the map, which works with no frame at all.

export const MAP_ORIGIN = "https://www.openstreetmap.org";

export type MapLocation = { lat: number; lon: number };

/** The school's office (the seeded mailing address in Baton Rouge); site_settings.extra.mapLocation overrides it. */
export const DEFAULT_MAP_LOCATION: MapLocation = { lat: 30.4105, lon: -91.1311 };

/** Reads `{ lat, lon }` from a settings value; anything else gives null. */
export function parseMapLocation(value: unknown): MapLocation | null {
  if (!value || typeof value !== "object") return null;
  const { lat, lon } = value as Record<string, unknown>;
  if (typeof lat !== "number" || typeof lon !== "number") return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

const fixed = (n: number) => n.toFixed(5);

/** The embeddable map centred on the location, with a marker; `span` is the width in degrees of longitude. */
export function mapEmbedUrl({ lat, lon }: MapLocation, span = 0.02): string {
  const bbox = [lon - span / 2, lat - span / 4, lon + span / 2, lat + span / 4].map(fixed).join(",");
  return `${MAP_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(lat)},${fixed(lon)}`;
}

/** The full map page: a search for the address when there is one, else the location. */
export function mapPageUrl(address: string | null, { lat, lon }: MapLocation): string {
  if (address?.trim()) return `${MAP_ORIGIN}/search?query=${encodeURIComponent(address.trim())}`;
  return `${MAP_ORIGIN}/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=16/${fixed(lat)}/${fixed(lon)}`;
}

import { describe, expect, it } from "vitest";
import { crossSiteRefusal, ownOrigins } from "./origin-gate.js";

const own = ownOrigins("https://pelican.example");
const post = (headers: { origin?: string; fetchSite?: string; referer?: string }, path = "/login") =>
  crossSiteRefusal({ method: "POST", path, ...headers }, own);

describe("ownOrigins", () => {
  it("is APP_URL's origin, without its path or a default port", () => {
    expect([...ownOrigins("https://pelican.example:443/some/path")]).toEqual(["https://pelican.example"]);
  });

  it("adds the other loopback names on the same port to a loopback APP_URL", () => {
    expect(ownOrigins("http://localhost:3000")).toEqual(new Set(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]));
    expect(ownOrigins("http://127.0.0.1:3110").has("http://localhost:3110")).toBe(true);
    expect(ownOrigins("http://localhost:3000").has("http://localhost:5173")).toBe(false);
  });
});

describe("crossSiteRefusal", () => {
  it("lets GET, HEAD, OPTIONS and TRACE through whatever they say", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "TRACE"])
      expect(crossSiteRefusal({ method, path: "/login", origin: "http://evil.test", fetchSite: "cross-site" }, own)).toBeNull();
  });

  it("refuses every other method from another origin", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "PROPFIND"])
      expect(crossSiteRefusal({ method, path: "/login", origin: "http://evil.test" }, own)).toBe("origin");
  });

  it("accepts the app's own origin, and nothing that only resembles it", () => {
    expect(post({ origin: "https://pelican.example", fetchSite: "same-origin" })).toBeNull();
    for (const origin of [
      "http://pelican.example",
      "https://pelican.example:8443",
      "https://admin.pelican.example",
      "https://pelican.example.evil.test",
      "https://pelican.example/",
      "",
      "not a url",
    ])
      expect(post({ origin }), origin).toBe("origin");
  });

  it("Origin: null passes only when the browser says the request is same-origin", () => {
    expect(post({ origin: "null", fetchSite: "same-origin" })).toBeNull();
    expect(post({ origin: "null" })).toBe("origin null");
    expect(post({ origin: "null", fetchSite: "cross-site" })).toBe("origin null");
    expect(post({ origin: "null", fetchSite: "same-site" })).toBe("origin null");
    expect(post({ origin: "null", referer: "https://pelican.example/login" })).toBe("origin null");
  });

  it("without Origin, Sec-Fetch-Site decides, then Referer", () => {
    expect(post({ fetchSite: "same-origin" })).toBeNull();
    expect(post({ fetchSite: "none" })).toBeNull();
    expect(post({ fetchSite: "same-site" })).toBe("sec-fetch-site");
    expect(post({ fetchSite: "cross-site" })).toBe("sec-fetch-site");
    expect(post({ fetchSite: "cross-site", referer: "https://pelican.example/login" })).toBe("sec-fetch-site");
    expect(post({ referer: "https://pelican.example/login?x=1" })).toBeNull();
    expect(post({ referer: "https://evil.test/https://pelican.example/" })).toBe("referer");
    expect(post({ referer: "garbage" })).toBe("referer");
  });

  it("a request with none of the three is not a browser's, and goes on", () => {
    expect(post({})).toBeNull();
  });

  it("Origin wins over what the other headers say", () => {
    expect(post({ origin: "http://evil.test", fetchSite: "same-origin", referer: "https://pelican.example/" })).toBe("origin");
  });

  it("exempts Stripe's webhook, at its exact address only", () => {
    expect(post({ origin: "http://evil.test" }, "/webhooks/stripe")).toBeNull();
    expect(post({ origin: "http://evil.test" }, "/webhooks/stripe/")).toBe("origin");
    expect(post({ origin: "http://evil.test" }, "/webhooks/stripe.data")).toBe("origin");
    expect(post({ origin: "http://evil.test" }, "/Webhooks/Stripe")).toBe("origin");
  });
});

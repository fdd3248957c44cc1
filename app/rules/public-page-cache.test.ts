import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CACHEABLE_PUBLIC_PATHS,
  cacheablePublicPath,
  cookieNames,
  isAnonymousVisitor,
  isCacheablePublicPath,
  publicPageCacheKey,
} from "./public-page-cache";

const anonymous = (target: string, cookie: string | null = null, method = "GET") => cacheablePublicPath({ method, target, cookie });

describe("isCacheablePublicPath", () => {
  it("takes the marketing pages, the catalogue and the detail pages", () => {
    for (const p of ["/", "/about", "/pricing", "/louisiana-real-estate-courses", "/terms", "/help"])
      expect(isCacheablePublicPath(p), p).toBe(true);
    for (const p of ["/course/intro-to-real-estate", "/bundle/6f9619ff-8b86-d011-b42d-00c04fc964ff", "/instructor/abc"]) {
      expect(isCacheablePublicPath(p), p).toBe(true);
    }
  });

  it("refuses the contact form, certificate verification, data requests and everything else", () => {
    for (const p of [
      "/contact",
      "/verify/ABC-123",
      "/_root.data",
      "/louisiana-real-estate-courses.data",
      "/course/x.data",
      "/course/x/extra",
      "/course/",
      "/student",
      "/login",
      "/about/",
      "/admin/courses",
    ]) {
      expect(isCacheablePublicPath(p), p).toBe(false);
    }
  });

  it("lists every page route of _public+ except the contact form and certificate verification", () => {
    const dir = path.resolve(__dirname, "../routes/_public+");
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith(".tsx"))
      .map((name) => name.replace(/\.tsx$/, ""))
      .map((name) => (name === "_index" ? "/" : `/${name}`));
    const excluded = pages.filter((p) => !CACHEABLE_PUBLIC_PATHS.has(p));
    expect(excluded).toEqual(["/verify.$certificateId"]);
    expect(CACHEABLE_PUBLIC_PATHS.size).toBe(pages.length - 1);
  });
});

describe("isAnonymousVisitor", () => {
  it("reads cookie names", () => {
    expect(cookieNames("tz=America%2FChicago; theme=ImRhcmsi;__session=abc")).toEqual(["tz", "theme", "__session"]);
    expect(cookieNames("")).toEqual([]);
    expect(cookieNames(undefined)).toEqual([]);
  });

  it("counts a visitor with only the time-zone, theme or foreign cookies as anonymous", () => {
    expect(isAnonymousVisitor(null)).toBe(true);
    expect(isAnonymousVisitor("tz=America%2FChicago; theme=ImRhcmsi; _ga=GA1.2")).toBe(true);
    expect(isAnonymousVisitor("my__session=1; toasty=2")).toBe(true);
  });

  it("never counts a session or a flash message as anonymous, whatever its value", () => {
    expect(isAnonymousVisitor("__session=s%3Aabc")).toBe(false);
    expect(isAnonymousVisitor("tz=UTC; toast=eyJ9")).toBe(false);
    expect(isAnonymousVisitor("__session=")).toBe(false);
    expect(isAnonymousVisitor(" __session = x")).toBe(false);
  });
});

describe("cacheablePublicPath", () => {
  it("gives the path of an anonymous GET or HEAD of a public page", () => {
    expect(anonymous("/louisiana-real-estate-courses")).toBe("/louisiana-real-estate-courses");
    expect(anonymous("/course/x", "tz=UTC", "HEAD")).toBe("/course/x");
  });

  it("refuses other methods, a query string, a session or a flash cookie", () => {
    expect(anonymous("/", null, "POST")).toBeNull();
    expect(anonymous("/louisiana-real-estate-courses?q=law")).toBeNull();
    expect(anonymous("/louisiana-real-estate-courses?")).toBeNull();
    expect(anonymous("/instructor/abc?from=course")).toBeNull();
    expect(anonymous("/", "__session=abc")).toBeNull();
    expect(anonymous("/pricing", "toast=abc")).toBeNull();
    expect(anonymous("/contact")).toBeNull();
  });
});

describe("publicPageCacheKey", () => {
  const now = new Date("2026-06-01T12:00:00Z");

  it("keeps a copy per path, theme and preference", () => {
    const key = publicPageCacheKey({ path: "/", theme: "day", preference: "auto", now });
    expect(key).not.toBe(publicPageCacheKey({ path: "/", theme: "night", preference: "auto", now }));
    expect(key).not.toBe(publicPageCacheKey({ path: "/", theme: "night", preference: "dark", now }));
    expect(key).not.toBe(publicPageCacheKey({ path: "/pricing", theme: "day", preference: "auto", now }));
    expect(key).toBe(publicPageCacheKey({ path: "/", theme: "day", preference: "auto", now: new Date("2026-06-01T12:59:00Z") }));
  });

  it("changes with the year, in the school's zone as well as the server's", () => {
    const key = (iso: string) => publicPageCacheKey({ path: "/", theme: "night", preference: "auto", now: new Date(iso) });
    // 03:00 UTC on 1 January is still the 31st of December in Louisiana: the school's year lags.
    expect(key("2026-12-31T23:00:00Z")).not.toBe(key("2027-01-01T03:00:00Z"));
    expect(key("2027-01-01T03:00:00Z")).not.toBe(key("2027-01-01T07:00:00Z"));
  });
});

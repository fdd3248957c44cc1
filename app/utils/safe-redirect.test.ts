import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const SITE = "http://localhost";

/** What every answer of the gate must be: a path on this site that a browser cannot read as another host. */
function expectSitePath(out: string) {
  expect(out.startsWith("/")).toBe(true);
  expect(out.startsWith("//")).toBe(false);
  expect(out.startsWith("/\\")).toBe(false);
  expect(out).not.toMatch(/[\u0000-\u0020\u007f-\u009f]/);
  expect(new URL(out, SITE).origin).toBe(SITE);
  // A second pass changes nothing: the answer is already what the browser will request.
  expect(safeRedirect(out, "/fallback")).toBe(out);
}

describe("safeRedirect", () => {
  it("keeps local paths with their query", () => {
    expect(safeRedirect("/student?tab=2")).toBe("/student?tab=2");
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", "/a\nb"])("refuses %j", (to) => {
    expect(safeRedirect(to, "/home")).toBe("/home");
  });

  it("falls back for missing values", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/dashboard")).toBe("/dashboard");
  });
});

describe("safeRedirect checks what the address resolves to (decision 0055)", () => {
  it.each([
    "/.//evil.test",
    "/./\\evil.test",
    "/x/..//evil.test",
    "/%2e//evil.test",
    "/%2E//evil.test",
    "/.%2e//evil.test",
    "/x/%2e%2e//evil.test",
    "/./..//evil.test",
    "/.\\/evil.test",
    "/x/..\\\\evil.test",
    "/\t/evil.test",
    "/\u0085/evil.test",
  ])("never lets %j become another site", (to) => {
    const out = safeRedirect(to, "/home");
    expectSitePath(out);
    expect(out).toBe("/home");
  });

  it("keeps ordinary paths with dot segments, resolved", () => {
    expect(safeRedirect("/student/../course/flood?x=1")).toBe("/course/flood?x=1");
    expect(safeRedirect("/a/./b")).toBe("/a/b");
    expect(safeRedirect("/%2F/evil.test")).toBe("/%2F/evil.test"); // an encoded slash is a path character, not a host
  });
});

describe("safeRedirect encodes what it keeps", () => {
  it("percent-encodes text a header cannot carry, and keeps it on this site", () => {
    expect(safeRedirect("/\u3000/evil.test")).toBe("/%E3%80%80/evil.test");
    expect(safeRedirect("/course/😀?q=é")).toBe("/course/%F0%9F%98%80?q=%C3%A9");
    expect(() => new Headers({ Location: safeRedirect("/\u3000/evil.test") })).not.toThrow();
    expect(safeRedirect("/student?tab=a#x")).toBe("/student?tab=a#x");
    expect(safeRedirect("/" + "a".repeat(3_000), "/home")).toBe("/home");
  });
});

describe("safeRedirect, property-based", () => {
  // Pieces an attacker combines: dot segments (plain and percent-encoded), slashes and backslashes
  // (plain and encoded), hosts, control, whitespace and Unicode look-alikes of "/" and ".".
  const piece = fc.constantFrom(
    "/",
    "\\",
    ".",
    "..",
    "%2e",
    "%2E",
    "%2f",
    "%2F",
    "%5c",
    "%5C",
    "%00",
    "%09",
    "evil.test",
    "@evil.test",
    ":",
    "?",
    "#",
    "x",
    "\t",
    "\n",
    "\r",
    "\u0000",
    "\u007f",
    "\u0085",
    " ",
    "\u3000",
    "\u2044",
    "\u2215",
    "\uff0f",
    "\uff3c",
    "\uff0e",
    "\u200b",
    "http:",
    "https:",
    "javascript:",
  );
  const attack = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(""));
  const startingWithSlash = attack.map((rest) => `/${rest}`);

  it("always answers a path on this site, for crafted input", () => {
    fc.assert(
      fc.property(fc.oneof(attack, startingWithSlash), (to) => {
        expectSitePath(safeRedirect(to, "/fallback"));
      }),
      { numRuns: 5_000 },
    );
  });

  it("always answers a path on this site, for any string at all", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme-composite" }), fc.webUrl()), (to) => {
        expectSitePath(safeRedirect(to, "/fallback"));
        expectSitePath(safeRedirect(`/${to}`, "/fallback"));
      }),
      { numRuns: 5_000 },
    );
  });

  it("keeps every plain site path as it is", () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join("/")}`;
        expect(safeRedirect(path, "/fallback")).toBe(path);
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

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

describe("safeRedirect encodes what it keeps", () => {
  it("percent-encodes text a header cannot carry, and keeps it on this site", () => {
    expect(safeRedirect("/\u3000/evil.test")).toBe("/%E3%80%80/evil.test");
    expect(safeRedirect("/course/😀?q=é")).toBe("/course/%F0%9F%98%80?q=%C3%A9");
    expect(() => new Headers({ Location: safeRedirect("/\u3000/evil.test") })).not.toThrow();
    expect(safeRedirect("/student?tab=a#x")).toBe("/student?tab=a#x");
    expect(safeRedirect("/" + "a".repeat(3_000), "/home")).toBe("/home");
  });
});

import { describe, expect, it } from "vitest";
import { containsPattern, SEARCH_MAX_LENGTH, searchTextFromParam } from "./search";

describe("searchTextFromParam", () => {
  it("trims and collapses blanks and caps the length", () => {
    expect(searchTextFromParam("  fair   housing ")).toBe("fair housing");
    expect(searchTextFromParam("a".repeat(500))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(searchTextFromParam("   ")).toBe("");
    expect(searchTextFromParam(null)).toBe("");
  });
});

describe("containsPattern", () => {
  it("escapes LIKE wildcards", () => {
    expect(containsPattern("flood")).toBe("%flood%");
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("c:\\x")).toBe("%c:\\\\x%");
    expect(containsPattern("50%_a\\")).toBe("%50\\%\\_a\\\\%");
    expect(containsPattern("Ann")).toBe("%ann%");
  });
});

import { describe, expect, it } from "vitest";
import { cardIndexFromParam, wrapIndex } from "./carousel";

describe("wrapIndex", () => {
  it("wraps past either end", () => {
    expect(wrapIndex(0, 4)).toBe(0);
    expect(wrapIndex(3, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-9, 4)).toBe(3);
  });

  it("is 0 for an empty list or a non-number", () => {
    expect(wrapIndex(2, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
  });
});

describe("cardIndexFromParam", () => {
  it("reads a 1-based card number and wraps it", () => {
    expect(cardIndexFromParam("1", 4)).toBe(0);
    expect(cardIndexFromParam("4", 4)).toBe(3);
    expect(cardIndexFromParam("5", 4)).toBe(0);
    expect(cardIndexFromParam("0", 4)).toBe(3);
  });

  it("falls back to the first card", () => {
    expect(cardIndexFromParam(null, 4)).toBe(0);
    expect(cardIndexFromParam("", 4)).toBe(0);
    expect(cardIndexFromParam("-2", 4)).toBe(0);
    expect(cardIndexFromParam("two", 4)).toBe(0);
    expect(cardIndexFromParam("1.5", 4)).toBe(0);
  });
});

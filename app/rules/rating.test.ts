import { describe, expect, it } from "vitest";
import { formatRating, starFills } from "./rating";

describe("starFills", () => {
  it("rounds to the nearest half star", () => {
    expect(starFills(4.3)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(4.2)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFills(4.8)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starFills(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
  });

  it("clamps out-of-range ratings", () => {
    expect(starFills(7)).toEqual(Array(5).fill("full"));
    expect(starFills(-1)).toEqual(Array(5).fill("empty"));
  });

  it("formats with one decimal", () => {
    expect(formatRating(4.25)).toBe("4.3");
    expect(formatRating(5)).toBe("5.0");
  });
});

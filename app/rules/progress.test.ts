import { describe, expect, it } from "vitest";
import { completionPercentage, neverDecrease, progressStats } from "./progress";

describe("progress figures", () => {
  it("rounds the percentage to one decimal", () => {
    expect(completionPercentage(1, 3)).toBe(33.3);
    expect(completionPercentage(2, 3)).toBe(66.7);
    expect(completionPercentage(7, 7)).toBe(100);
    expect(completionPercentage(1, 8)).toBe(12.5);
  });

  it("is 0 without content and never above 100", () => {
    expect(completionPercentage(0, 0)).toBe(0);
    expect(completionPercentage(5, 0)).toBe(0);
    expect(progressStats(9, 7)).toEqual({ totalItems: 7, completedItems: 7, completionPercentage: 100 });
    expect(progressStats(-1, 7)).toEqual({ totalItems: 7, completedItems: 0, completionPercentage: 0 });
  });

  it("never shows fewer completed items than before", () => {
    const shown = progressStats(3, 7);
    expect(neverDecrease(shown, progressStats(2, 7))).toBe(shown);
    expect(neverDecrease(shown, progressStats(4, 7))).toEqual(progressStats(4, 7));
    expect(neverDecrease(null, progressStats(1, 7))).toEqual(progressStats(1, 7));
  });

  it("takes new figures when the course's total changes", () => {
    expect(neverDecrease(progressStats(3, 7), progressStats(2, 9))).toEqual(progressStats(2, 9));
  });
});

import { describe, expect, it } from "vitest";
import { formatHours, hrsText } from "./hours";

describe("formatHours", () => {
  it("prints whole and half hours without trailing zeros, at most one decimal", () => {
    expect(formatHours(45)).toBe("45");
    expect(formatHours(4.5)).toBe("4.5");
    expect(formatHours(4.04)).toBe("4");
    expect(formatHours(11)).toBe("11");
    expect(formatHours(4.25)).toBe("4.3");
    expect(formatHours(0)).toBe("0");
  });
});

describe("hrsText", () => {
  it("prints N hrs", () => {
    expect(hrsText(90)).toBe("90 hrs");
    expect(hrsText(1)).toBe("1 hrs");
    expect(hrsText(2.5)).toBe("2.5 hrs");
    expect(hrsText(4.25)).toBe("4.3 hrs");
    expect(hrsText(0)).toBe("0 hrs");
  });
});

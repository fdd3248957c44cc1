import { describe, expect, it } from "vitest";
import { planYearStart } from "./school-time";

describe("planYearStart", () => {
  it("is midnight on January 1 in Louisiana", () => {
    expect(planYearStart(new Date("2026-11-22T18:00:00Z")).toISOString()).toBe("2026-01-01T06:00:00.000Z");
  });

  it("uses the Louisiana date around New Year", () => {
    // 03:00 UTC on Jan 1 is still December 31 in Louisiana.
    expect(planYearStart(new Date("2027-01-01T03:00:00Z")).toISOString()).toBe("2026-01-01T06:00:00.000Z");
    expect(planYearStart(new Date("2027-01-01T06:00:00Z")).toISOString()).toBe("2027-01-01T06:00:00.000Z");
  });
});

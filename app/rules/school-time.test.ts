import { describe, expect, it } from "vitest";
import { planYearStart, schoolDay, schoolYear } from "./school-time";

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

describe("planYearStart with the plan's own start date", () => {
  it("runs from the latest anniversary, at midnight in Louisiana (daylight time in summer)", () => {
    expect(planYearStart(new Date("2026-11-24T12:00:00Z"), "2025-03-15").toISOString()).toBe("2026-03-15T05:00:00.000Z");
    expect(planYearStart(new Date("2026-03-01T12:00:00Z"), "2025-03-15").toISOString()).toBe("2025-03-15T05:00:00.000Z");
  });

  it("starts exactly at the anniversary's midnight, by the Louisiana clock", () => {
    expect(planYearStart(new Date("2026-07-01T04:59:59Z"), "2024-07-01").toISOString()).toBe("2025-07-01T05:00:00.000Z");
    expect(planYearStart(new Date("2026-07-01T05:00:00Z"), "2024-07-01").toISOString()).toBe("2026-07-01T05:00:00.000Z");
  });

  it("puts a February 29 start on February 28 in other years", () => {
    expect(planYearStart(new Date("2027-03-01T12:00:00Z"), "2024-02-29").toISOString()).toBe("2027-02-28T06:00:00.000Z");
    expect(planYearStart(new Date("2028-02-29T12:00:00Z"), "2024-02-29").toISOString()).toBe("2028-02-29T06:00:00.000Z");
  });

  it("counts a start still to come by its anniversaries", () => {
    expect(planYearStart(new Date("2026-11-24T12:00:00Z"), "2027-02-01").toISOString()).toBe("2026-02-01T06:00:00.000Z");
  });
});

describe("schoolYear and schoolDay", () => {
  it("read the Louisiana calendar, not UTC's, around New Year", () => {
    const utcNewYear = new Date("2027-01-01T03:00:00Z"); // 21:00 on December 31 in Louisiana
    expect(schoolYear(utcNewYear)).toBe(2026);
    expect(schoolDay(utcNewYear)).toBe("2026-12-31");
    expect(schoolYear(new Date("2027-01-01T06:00:00Z"))).toBe(2027);
    expect(schoolDay(new Date("2027-01-01T06:00:00Z"))).toBe("2027-01-01");
  });
});

import { describe, expect, it } from "vitest";
import {
  CURRENT_REFUND_TERMS,
  REFUND_MAX_PROGRESS_PERCENT,
  REFUND_WINDOW_DAYS,
  refundEligibility,
  refundProgressText,
  refundWindowEnd,
  refundWindowText,
  schoolDaysBetween,
} from "./refund-eligibility";

// 09:30 in Louisiana (CST, UTC-6) on March 3, 2026; the window crosses the DST change of March 8.
const purchasedAt = new Date("2026-03-03T15:30:00Z");
// Sold under a 10-day window and a 10 % limit (the terms stored on the purchase), whatever today's figures are.
const soldUnder10 = { windowDays: 10, maxProgressPercent: 10 };
const clean = { purchasedAt, highestProgressPercent: 0, certificates: 0, terms: soldUnder10 };

describe("refundEligibility", () => {
  it("is eligible within the window with no progress and no certificate", () => {
    const result = refundEligibility(clean, new Date("2026-03-05T15:30:00Z"));
    expect(result).toMatchObject({ eligible: true, daysSincePurchase: 2, failures: [] });
  });

  it("ends 10 Louisiana days later at the same wall-clock time (CDT after March 8: one hour earlier in UTC)", () => {
    const end = refundWindowEnd(purchasedAt, 10);
    expect(end.toISOString()).toBe("2026-03-13T14:30:00.000Z");
    expect(refundEligibility(clean, end)).toMatchObject({ eligible: true, daysSincePurchase: 10 });
    const late = refundEligibility(clean, new Date(end.getTime() + 1000));
    expect(late.eligible).toBe(false);
    expect(late.failures).toEqual([{ condition: "window", message: "Purchased 10 days ago, after the 10-day refund window closed." }]);
  });

  it("exactly 10 days outside DST changes, and 10 days + 1 s", () => {
    const june = new Date("2026-06-01T17:00:00Z");
    const facts = { ...clean, purchasedAt: june };
    expect(refundEligibility(facts, new Date("2026-06-11T17:00:00Z")).eligible).toBe(true);
    expect(refundEligibility(facts, new Date("2026-06-11T17:00:01Z")).eligible).toBe(false);
  });

  it("allows 10 % of a course, not 10.01 %", () => {
    const now = new Date("2026-03-04T12:00:00Z");
    expect(refundEligibility({ ...clean, highestProgressPercent: 10 }, now).eligible).toBe(true);
    const over = refundEligibility({ ...clean, highestProgressPercent: 10.01 }, now);
    expect(over.eligible).toBe(false);
    expect(over.failures).toEqual([{ condition: "progress", message: "10.01% of a course completed: refunds allow at most 10%." }]);
  });

  it("refuses with any certificate", () => {
    const now = new Date("2026-03-04T12:00:00Z");
    const one = refundEligibility({ ...clean, certificates: 1 }, now);
    expect(one.eligible).toBe(false);
    expect(one.failures).toEqual([{ condition: "certificate", message: "1 certificate issued: refunds need none." }]);
    expect(refundEligibility({ ...clean, certificates: 2 }, now).failures[0].message).toBe("2 certificates issued: refunds need none.");
  });

  it("reports every failing condition with its figure", () => {
    const result = refundEligibility({ ...clean, highestProgressPercent: 55.5, certificates: 3 }, new Date("2026-04-02T15:30:00Z"));
    expect(result.eligible).toBe(false);
    expect(result.daysSincePurchase).toBe(30);
    expect(result.failures.map((f) => f.condition)).toEqual(["window", "progress", "certificate"]);
    expect(result.failures[1].message).toContain("55.5%");
  });

  it("counts days as Louisiana calendar days", () => {
    // 23:30 CST on March 3 is 05:30 UTC on March 4; 00:30 CST on March 4 is the next school day.
    expect(schoolDaysBetween(new Date("2026-03-04T05:30:00Z"), new Date("2026-03-04T06:30:00Z"))).toBe(1);
    expect(schoolDaysBetween(purchasedAt, purchasedAt)).toBe(0);
  });

  it("applies the terms the purchase was sold under, not today's", () => {
    const day12 = new Date("2026-03-15T14:30:00Z");
    expect(refundEligibility(clean, day12).failures.map((f) => f.condition)).toEqual(["window"]);
    const longer = refundEligibility({ ...clean, terms: { windowDays: 14, maxProgressPercent: 10 } }, day12);
    expect(longer).toMatchObject({ eligible: true, daysSincePurchase: 12, terms: { windowDays: 14 } });
    expect(longer.windowEndsAt.toISOString()).toBe("2026-03-17T14:30:00.000Z");
    const late = refundEligibility({ ...clean, terms: { windowDays: 7, maxProgressPercent: 5 }, highestProgressPercent: 6 }, day12);
    expect(late.failures).toEqual([
      { condition: "window", message: "Purchased 12 days ago, after the 7-day refund window closed." },
      { condition: "progress", message: "6% of a course completed: refunds allow at most 5%." },
    ]);
  });

  it("uses today's terms when a purchase has none", () => {
    const result = refundEligibility({ purchasedAt, highestProgressPercent: 0, certificates: 0 }, purchasedAt);
    expect(result.terms).toEqual({ windowDays: REFUND_WINDOW_DAYS, maxProgressPercent: REFUND_MAX_PROGRESS_PERCENT });
    expect(result.windowEndsAt).toEqual(refundWindowEnd(purchasedAt, REFUND_WINDOW_DAYS));
  });
});

describe("the figures as the copy quotes them", () => {
  it("counts the window's days and prints the limit as a percentage", () => {
    expect(refundWindowText(soldUnder10)).toBe("10 days");
    expect(refundWindowText({ windowDays: 1, maxProgressPercent: 10 })).toBe("1 day");
    expect(refundProgressText(soldUnder10)).toBe("10%");
    expect(refundWindowText()).toBe(refundWindowText(CURRENT_REFUND_TERMS));
  });
});

import { describe, expect, it } from "vitest";
import { allowanceText, BROKERAGE_PLANS, formatUsd, monthsFree } from "./pricing";

describe("monthsFree", () => {
  it("is round((monthly × 12 − yearly) / monthly)", () => {
    expect(monthsFree(100, 1000)).toBe(2);
    expect(monthsFree(100, 1050)).toBe(2); // 1.5 rounds up
    expect(monthsFree(100, 1060)).toBe(1); // 1.4 rounds down
    expect(monthsFree(100, 1200)).toBe(0);
  });

  it("never goes negative and survives a zero monthly price", () => {
    expect(monthsFree(100, 1500)).toBe(0);
    expect(monthsFree(0, 1000)).toBe(0);
  });

  it("gives 2 months free on every brokerage plan of requirement business-constants", () => {
    for (const plan of BROKERAGE_PLANS) {
      expect(monthsFree(plan.starter.monthly, plan.starter.yearly)).toBe(2);
      expect(monthsFree(plan.pro.monthly, plan.pro.yearly)).toBe(2);
    }
  });
});

describe("plan table", () => {
  it("holds the seats, prices and allowances of requirement business-constants", () => {
    expect(BROKERAGE_PLANS.map((p) => [p.seats, p.starter.monthly, p.starter.yearly, p.pro.monthly, p.pro.yearly])).toEqual([
      [25, 100, 1000, 150, 1500],
      [50, 200, 2000, 300, 3000],
      [100, 400, 4000, 600, 6000],
    ]);
    expect(BROKERAGE_PLANS.map((p) => allowanceText(p.starter))).toEqual([
      "5 pre and post courses per year",
      "10 pre and post courses per year",
      "20 pre and post courses per year",
    ]);
    expect(allowanceText(BROKERAGE_PLANS[0].pro)).toMatch(/^Unlimited/);
  });
});

describe("formatUsd", () => {
  it("shows cents only when there are any", () => {
    expect(formatUsd(59.99)).toBe("$59.99");
    expect(formatUsd(1000)).toBe("$1,000");
    expect(formatUsd(4.5)).toBe("$4.50");
  });
});

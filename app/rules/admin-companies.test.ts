import { describe, expect, it } from "vitest";
import { COMPANY_MESSAGES, companyEditSchema, companySchema, planAllowances, starterAllowance } from "./admin-companies";

describe("starterAllowance", () => {
  it("follows requirement business-constants (one course per five seats) for Starter; none for Pro or unlimited seats", () => {
    expect(starterAllowance("starter", 25)).toBe(5);
    expect(starterAllowance("starter", 50)).toBe(10);
    expect(starterAllowance("starter", 100)).toBe(20);
    expect(starterAllowance("starter", 3)).toBe(1);
    expect(starterAllowance("starter", null)).toBeNull();
    expect(starterAllowance("pro", 25)).toBeNull();
  });
});

describe("companySchema", () => {
  it("reads empty seats as unlimited and trims the name", () => {
    expect(companySchema.parse({ name: " Acme ", allowedUserSeats: "", planTier: "starter" })).toEqual({
      name: "Acme",
      logoUrl: null,
      allowedUserSeats: null,
      planTier: "starter",
      planYearStart: null,
    });
    expect(companySchema.parse({ name: "Acme", allowedUserSeats: "3" }).allowedUserSeats).toBe(3);
    expect(companySchema.parse({ name: "Acme", planYearStart: "2024-02-29" }).planYearStart).toBe("2024-02-29");
    expect(companySchema.safeParse({ name: "Acme", planYearStart: "2025-02-29" }).success).toBe(false);
  });
  it("refuses bad seats, a missing name and a non-https logo", () => {
    const result = companySchema.safeParse({ name: "", allowedUserSeats: "2.5", logoUrl: "http://x.test/a.png" });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ name: COMPANY_MESSAGES.name, allowedUserSeats: COMPANY_MESSAGES.seats, logoUrl: COMPANY_MESSAGES.logoUrl });
    expect(companySchema.safeParse({ name: "A", allowedUserSeats: "0" }).success).toBe(false);
  });
});

describe("custom plans", () => {
  it("is chosen only on the edit form (create offers Starter or Pro)", () => {
    expect(companySchema.safeParse({ name: "Acme", planTier: "custom" }).success).toBe(false);
    expect(companyEditSchema.parse({ name: "Acme", planTier: "custom" }).planTier).toBe("custom");
    const gold = companyEditSchema.safeParse({ name: "Acme", planTier: "gold" });
    expect(gold.error?.issues[0]?.message).toBe(COMPANY_MESSAGES.planTier);
  });
  it("keeps a custom plan's own allowances; Starter derives them from the seats; Pro has none", () => {
    const current = { pre: 40, post: 7 };
    expect(planAllowances("custom", 25, current)).toEqual({ pre: 40, post: 7 });
    expect(planAllowances("custom", null, { pre: null, post: 3 })).toEqual({ pre: null, post: 3 });
    expect(planAllowances("starter", 25, current)).toEqual({ pre: 5, post: 5 });
    expect(planAllowances("pro", 25, current)).toEqual({ pre: null, post: null });
  });
});

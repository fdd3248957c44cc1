import { describe, expect, it } from "vitest";
import { DEFAULT_POLICY } from "./delivery-policy";
import { deliveryPolicySchema, policyFormDefaults, policyFromForm } from "./delivery-policy-form";

const valid = { intent: "delivery-policy", enabled: "on", requiredSeatTimePercent: "80", minMinutesPerLesson: "", idleLimitMinutes: "20" };

describe("deliveryPolicySchema", () => {
  it("reads a valid form, unchecked boxes as false and a blank minimum as none", () => {
    const parsed = deliveryPolicySchema.parse(valid);
    expect(policyFromForm(parsed)).toEqual({
      enabled: true,
      requiredSeatTimePercent: 80,
      minMinutesPerLesson: null,
      idleLimitMinutes: 20,
      identityChecksRequired: false,
      externalProctoringRequired: false,
    });
    expect(
      policyFromForm(deliveryPolicySchema.parse({ ...valid, minMinutesPerLesson: "15", externalProctoringRequired: "on" })),
    ).toMatchObject({
      minMinutesPerLesson: 15,
      externalProctoringRequired: true,
    });
  });
  it("refuses out-of-range, fractional, empty and oversized values", () => {
    for (const bad of [
      { requiredSeatTimePercent: "101" },
      { requiredSeatTimePercent: "-1" },
      { requiredSeatTimePercent: "50.5" },
      { requiredSeatTimePercent: "" },
      { idleLimitMinutes: "2" },
      { idleLimitMinutes: "241" },
      { minMinutesPerLesson: "0" },
      { minMinutesPerLesson: "x".repeat(10_000) },
      { enabled: "yes" },
    ]) {
      expect(deliveryPolicySchema.safeParse({ ...valid, ...bad }).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
  });
  it("round-trips the defaults", () => {
    const form = { intent: "delivery-policy", ...policyFormDefaults(DEFAULT_POLICY) };
    const cleaned = Object.fromEntries(Object.entries(form).filter(([, v]) => v !== ""));
    expect(policyFromForm(deliveryPolicySchema.parse(cleaned))).toEqual(DEFAULT_POLICY);
  });
});

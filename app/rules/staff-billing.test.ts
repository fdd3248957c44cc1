import { describe, expect, it } from "vitest";
import {
  complimentaryDayProblem,
  complimentaryEnd,
  complimentaryLastDay,
  hasLiveSubscription,
  STAFF_BILLING_MESSAGES,
} from "./staff-billing";

describe("complimentary access dates", () => {
  it("runs through the chosen Louisiana day", () => {
    expect(complimentaryEnd("2026-07-04").toISOString()).toBe("2026-07-05T05:00:00.000Z"); // CDT
    expect(complimentaryEnd("2026-12-31").toISOString()).toBe("2027-01-01T06:00:00.000Z"); // CST
    expect(complimentaryLastDay(complimentaryEnd("2026-07-04"))).toBe("2026-07-04");
  });

  it("refuses a day already over and more than two years ahead", () => {
    const now = new Date("2026-07-04T20:00:00Z"); // 15:00 in Louisiana
    expect(complimentaryDayProblem("2026-07-04", now)).toBeNull();
    expect(complimentaryDayProblem("2026-07-03", now)).toBe(STAFF_BILLING_MESSAGES.untilPast);
    expect(complimentaryDayProblem("2028-07-03", now)).toBeNull();
    expect(complimentaryDayProblem("2028-07-06", now)).toBe(STAFF_BILLING_MESSAGES.untilTooFar);
  });
});

describe("hasLiveSubscription", () => {
  const now = new Date("2026-07-04T12:00:00Z");
  it("needs a provider subscription still running", () => {
    const live = { stripeSubscriptionId: "sub_1", subscribed: true, subscriptionEnd: new Date("2027-01-01T00:00:00Z") };
    expect(hasLiveSubscription(live, now)).toBe(true);
    expect(hasLiveSubscription({ ...live, stripeSubscriptionId: null }, now)).toBe(false);
    expect(hasLiveSubscription({ ...live, subscribed: false }, now)).toBe(false);
    expect(hasLiveSubscription({ ...live, subscriptionEnd: now }, now)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { isSubscribed } from "./subscription";

const now = new Date("2026-06-01T12:00:00Z");
const active = { subscribed: true, subscriptionEnd: new Date("2026-12-31T00:00:00Z"), accountStatus: "active" as const };

describe("isSubscribed", () => {
  it("needs the flag, a future end and an active account", () => {
    expect(isSubscribed(active, now)).toBe(true);
    expect(isSubscribed({ ...active, subscribed: false }, now)).toBe(false);
    expect(isSubscribed({ ...active, accountStatus: "inactive" }, now)).toBe(false);
  });

  it("ends exactly at the end date", () => {
    expect(isSubscribed({ ...active, subscriptionEnd: "2026-06-01T12:00:00.001Z" }, now)).toBe(true);
    expect(isSubscribed({ ...active, subscriptionEnd: "2026-06-01T12:00:00.000Z" }, now)).toBe(false);
    expect(isSubscribed({ ...active, subscriptionEnd: new Date("2026-05-31T00:00:00Z") }, now)).toBe(false);
  });

  it("trusts the flag when no end date is recorded", () => {
    expect(isSubscribed({ ...active, subscriptionEnd: null }, now)).toBe(true);
  });
});

describe("complimentary premium", () => {
  const free = { subscribed: false, subscriptionEnd: null, accountStatus: "active" as const };
  it("counts as subscribed until its end, never for an inactive account", () => {
    expect(isSubscribed({ ...free, complimentaryUntil: "2026-06-01T12:00:00.001Z" }, now)).toBe(true);
    expect(isSubscribed({ ...free, complimentaryUntil: "2026-06-01T12:00:00.000Z" }, now)).toBe(false);
    expect(isSubscribed({ ...free, complimentaryUntil: null }, now)).toBe(false);
    expect(isSubscribed({ ...free, accountStatus: "inactive", complimentaryUntil: "2027-01-01T00:00:00Z" }, now)).toBe(false);
  });
});

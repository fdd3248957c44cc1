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

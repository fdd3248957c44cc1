import { describe, expect, it } from "vitest";
import {
  activationKindOf,
  activationMessage,
  activationOutcome,
  ACTIVATION_POLL_DELAYS_MS,
  currentPeriodStart,
  formatMinorAmount,
  invoiceNumber,
  isNewerVersion,
  isValidExpiry,
  normalizeCardNumber,
  priceInCents,
  profileStateFor,
  shouldReplaceInvoice,
  subscriptionVersion,
  type SubscriptionSnapshot,
} from "./billing";

const base: SubscriptionSnapshot = {
  id: "sub_1",
  customer: "cus_1",
  status: "active",
  cancelAtPeriodEnd: false,
  created: 1_700_000_000,
  currentPeriodEnd: 1_731_536_000,
  endedAt: null,
};

describe("subscriptionVersion", () => {
  it("orders by subscription, then period end, then ended, then event time", () => {
    const v = (s: Partial<SubscriptionSnapshot>, at = 1_700_000_100) => subscriptionVersion({ ...base, ...s }, at);
    expect(v({ created: base.created + 1 }) > v({ currentPeriodEnd: base.currentPeriodEnd + 10_000_000 }, 1_800_000_000)).toBe(true);
    expect(v({ currentPeriodEnd: base.currentPeriodEnd + 1 }) > v({}, 1_800_000_000)).toBe(true);
    expect(v({ status: "canceled" }, 1) > v({ status: "active" }, 1_800_000_000)).toBe(true);
    expect(v({ cancelAtPeriodEnd: true }, 200) > v({ cancelAtPeriodEnd: false }, 100)).toBe(true);
    expect(v({ status: "incomplete" }, 500) < v({ status: "active" }, 100)).toBe(true);
  });

  it("applies a newer or equal version, never an older one", () => {
    expect(isNewerVersion("b", null)).toBe(true);
    expect(isNewerVersion("b", "a")).toBe(true);
    expect(isNewerVersion("b", "b")).toBe(true);
    expect(isNewerVersion("a", "b")).toBe(false);
  });
});

describe("profileStateFor", () => {
  it("an active subscription is premium until its period end", () => {
    expect(profileStateFor(base)).toEqual({
      subscribed: true,
      subscriptionStatus: "active",
      subscriptionEnd: new Date(base.currentPeriodEnd * 1000),
      subscriptionTier: "premium",
    });
  });

  it("cancel at period end keeps access and shows canceled; past_due keeps access", () => {
    expect(profileStateFor({ ...base, cancelAtPeriodEnd: true })).toMatchObject({ subscribed: true, subscriptionStatus: "canceled" });
    expect(profileStateFor({ ...base, status: "past_due" })).toMatchObject({ subscribed: true, subscriptionStatus: "past_due" });
  });

  it("an ended subscription drops access and the tier, ending when it ended", () => {
    expect(profileStateFor({ ...base, status: "canceled", endedAt: 1_710_000_000 })).toEqual({
      subscribed: false,
      subscriptionStatus: "canceled",
      subscriptionEnd: new Date(1_710_000_000_000),
      subscriptionTier: null,
    });
    expect(profileStateFor({ ...base, status: "incomplete" })).toMatchObject({ subscribed: false, subscriptionStatus: "inactive" });
    expect(profileStateFor({ ...base, status: "unpaid" })).toMatchObject({ subscribed: false, subscriptionStatus: "past_due" });
  });
});

describe("invoices", () => {
  it("never move back from paid or void", () => {
    expect(shouldReplaceInvoice(null, "open")).toBe(true);
    expect(shouldReplaceInvoice("open", "paid")).toBe(true);
    expect(shouldReplaceInvoice("draft", "open")).toBe(true);
    expect(shouldReplaceInvoice("paid", "open")).toBe(false);
    expect(shouldReplaceInvoice("void", "draft")).toBe(false);
  });

  it("number falls back to EN + the id's last 8 characters in upper case", () => {
    expect(invoiceNumber("in_1abcdefgh12345678", null)).toBe("EN12345678");
    expect(invoiceNumber("in_1abcdefgxyzwvuts", " ")).toBe("ENXYZWVUTS");
    expect(invoiceNumber("in_1", "PEL-0001")).toBe("PEL-0001");
  });

  it("amounts are minor units / 100 in en-US currency", () => {
    expect(formatMinorAmount(5999, "usd")).toBe("$59.99");
    expect(formatMinorAmount(499, "USD")).toBe("$4.99");
    expect(formatMinorAmount(123456, "usd")).toBe("$1,234.56");
    expect(priceInCents(59.99)).toBe(5999);
    expect(priceInCents(4.99)).toBe(499);
  });

  it("current period starts one year before the end", () => {
    expect(currentPeriodStart(new Date("2027-03-14T23:59:59.000Z")).toISOString()).toBe("2026-03-14T23:59:59.000Z");
  });
});

describe("activation", () => {
  it("polls 5 times 1 s apart, then 5 times 3 s apart", () => {
    expect(ACTIVATION_POLL_DELAYS_MS).toEqual([1000, 1000, 1000, 1000, 1000, 3000, 3000, 3000, 3000, 3000]);
  });

  it("reads the outcome as required", () => {
    expect(activationOutcome({ subscribed: true, subscriptionStatus: "active" })).toBe("activated");
    expect(activationOutcome({ subscribed: false, subscriptionStatus: "past_due" })).toBe("activated");
    expect(activationOutcome({ subscribed: true, subscriptionStatus: "canceled" })).toBe("changes_applied");
    expect(activationOutcome({ subscribed: false, subscriptionStatus: "inactive" })).toBe("pending");
  });

  it("says the required messages", () => {
    expect(activationMessage("checkout", "activated", false)).toBe("Subscription activated successfully!");
    expect(activationMessage("portal", "activated", false)).toBe("Subscription changes applied successfully.");
    expect(activationMessage("portal", "changes_applied", false)).toBe("Subscription changes applied successfully.");
    expect(activationMessage("checkout", "pending", false)).toBeNull();
    expect(activationMessage("checkout", "pending", true)).toBe("Processing subscription. Please refresh if needed.");
  });

  it("recognises the return parameters", () => {
    expect(activationKindOf(new URLSearchParams("success=true&session_id=cs_1"))).toBe("checkout");
    expect(activationKindOf(new URLSearchParams("success=true"))).toBeNull();
    expect(activationKindOf(new URLSearchParams("portal_return=true"))).toBe("portal");
    expect(activationKindOf(new URLSearchParams(""))).toBeNull();
  });
});

describe("local test cards", () => {
  it("normalises numbers and checks expiry", () => {
    expect(normalizeCardNumber("4242 4242-4242 4242")).toBe("4242424242424242");
    const now = new Date("2026-11-23T00:00:00Z");
    expect(isValidExpiry("12 / 34", now)).toBe(true);
    expect(isValidExpiry("11/26", now)).toBe(true);
    expect(isValidExpiry("10/26", now)).toBe(false);
    expect(isValidExpiry("13/30", now)).toBe(false);
    expect(isValidExpiry("soon", now)).toBe(false);
  });
});

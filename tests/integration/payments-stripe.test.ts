// Decision 0062: the payments service's staff actions in Stripe mode call the SDK as Stripe expects —
// cancel at period end / now (nothing for a subscription already ended), and a refund of the
// invoice's paid payment found through invoice payments (API 2025-03-31+), with the invoice id in
// the refund's metadata and an idempotency key. The SDK is replaced by a recorder; no network.
import { beforeEach, describe, expect, it, vi } from "vitest";

const calls: unknown[][] = [];
const state = { status: "active", payments: [] as unknown[] };

vi.mock("stripe", () => {
  class FakeStripe {
    static API_VERSION = "2026-10-28.endive";
    subscriptions = {
      retrieve: async (id: string) => ({ id, status: state.status }),
      update: async (...args: unknown[]) => void calls.push(["subscriptions.update", ...args]),
      cancel: async (...args: unknown[]) => void calls.push(["subscriptions.cancel", ...args]),
    };
    invoicePayments = {
      list: async (params: unknown) => {
        calls.push(["invoicePayments.list", params]);
        return { data: state.payments };
      },
    };
    refunds = { create: async (...args: unknown[]) => void calls.push(["refunds.create", ...args]) };
  }
  return { default: FakeStripe };
});

vi.mock("~/utils/env.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/utils/env.server")>();
  return { ...original, env: () => ({ ...original.env(), STRIPE_SECRET_KEY: "sk_test_recorder" }) };
});

const { cancelSubscription, paymentsMode, refundPayment } = await import("~/services/payments.server");

beforeEach(() => {
  calls.length = 0;
  state.status = "active";
  state.payments = [];
});

const refund = { invoiceId: "in_1", userId: "user-1", customer: "cus_1", amount: 499, currency: "usd", reason: "Within the policy" };

describe("payments service, Stripe mode", () => {
  it("is in Stripe mode", () => {
    expect(paymentsMode()).toBe("stripe");
  });

  it("cancels at the period end or now, and leaves an ended subscription alone", async () => {
    await cancelSubscription("sub_1", { atPeriodEnd: true });
    await cancelSubscription("sub_1", { atPeriodEnd: false });
    state.status = "canceled";
    await cancelSubscription("sub_1", { atPeriodEnd: false });
    expect(calls).toEqual([
      ["subscriptions.update", "sub_1", { cancel_at_period_end: true }],
      ["subscriptions.cancel", "sub_1"],
    ]);
  });

  it("refunds the invoice's paid PaymentIntent with the invoice in the metadata, once", async () => {
    state.payments = [{ payment: { type: "payment_intent", payment_intent: "pi_1" } }];
    await refundPayment(refund);
    expect(calls).toEqual([
      ["invoicePayments.list", { invoice: "in_1", status: "paid", limit: 1 }],
      [
        "refunds.create",
        {
          payment_intent: "pi_1",
          reason: "requested_by_customer",
          metadata: { invoice_id: "in_1", user_id: "user-1", staff_reason: "Within the policy" },
        },
        { idempotencyKey: "refund-in_1" },
      ],
    ]);
  });

  it("refunds a bare charge, and refuses an invoice with no paid payment", async () => {
    state.payments = [{ payment: { type: "charge", charge: { id: "ch_1" } } }];
    await refundPayment(refund);
    expect(calls[1][0]).toBe("refunds.create");
    expect(calls[1][1]).toMatchObject({ charge: "ch_1" });
    state.payments = [];
    await expect(refundPayment(refund)).rejects.toThrow("no paid payment");
  });
});

// Decision 0095: a purchase keeps the refund terms it was sold under. A new invoice stores today's
// terms (app/rules/refund-eligibility.ts); refund eligibility reads the invoice's, so a purchase sold
// under a 10-day window keeps it when the school's window is 14 days (passed in here, never by
// changing the rule's constant), and one sold under 14 days gets 14.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { processPaymentEvent } from "~/models/billing/billing.server";
import { getStaffBilling } from "~/models/billing/staff-billing.server";
import { CURRENT_REFUND_TERMS, REFUND_MAX_PROGRESS_PERCENT, REFUND_WINDOW_DAYS, type RefundTerms } from "~/rules/refund-eligibility";
import type { PaymentEvent } from "~/services/payments/events.server";
import { createLearner } from "../learners";

const { profiles, invoices } = schema;

const DAY = 86_400_000;
const PURCHASED = new Date("2026-06-01T17:00:00Z");
/** Twelve Louisiana days after the purchase: outside a 10-day window, inside a 14-day one. */
const DAY_12 = new Date(PURCHASED.getTime() + 12 * DAY);
const FOURTEEN_DAYS: RefundTerms = { windowDays: 14, maxProgressPercent: 5 };

let run = 0;

/** A learner with a Stripe customer id, so the provider's invoice events find their profile. */
async function customer() {
  const userId = await createLearner();
  const customerId = `cus_terms_${++run}_${userId.slice(0, 8)}`;
  await getDb().update(profiles).set({ stripeCustomerId: customerId }).where(eq(profiles.id, userId));
  return { userId, customerId };
}

/** The provider's "invoice.paid" event of a purchase made at `created`. */
function invoicePaid(customerId: string, created: Date): PaymentEvent {
  const id = `in_terms_${++run}`;
  return {
    id: `evt_terms_${run}`,
    type: "invoice.paid",
    created: Math.floor(created.getTime() / 1000),
    payload: {},
    action: {
      kind: "invoice",
      paid: true,
      failed: false,
      invoice: { id, customer: customerId, number: null, amount: 5999, currency: "usd", status: "paid", invoicePdf: null, created },
    },
  };
}

async function storedTerms(userId: string) {
  return getDb()
    .select({ windowDays: invoices.refundWindowDays, maxProgressPercent: invoices.refundMaxProgressPercent })
    .from(invoices)
    .where(eq(invoices.userId, userId));
}

describe("a purchase's refund terms", () => {
  it("a new purchase stores today's terms (the rule's constants)", async () => {
    const { userId, customerId } = await customer();
    expect(await processPaymentEvent(invoicePaid(customerId, PURCHASED))).toBe("processed");
    expect(await storedTerms(userId)).toEqual([{ windowDays: REFUND_WINDOW_DAYS, maxProgressPercent: REFUND_MAX_PROGRESS_PERCENT }]);
  });

  it("an insert that does not name them gets today's terms; the database itself has no default", async () => {
    const userId = await createLearner();
    await getDb()
      .insert(invoices)
      .values({ id: `in_terms_${++run}`, userId, amount: 5999, status: "paid", created: PURCHASED });
    expect(await storedTerms(userId)).toEqual([CURRENT_REFUND_TERMS]);
    const result = await getDb().execute<{ column_name: string; column_default: string | null; is_nullable: string }>(
      sql`select column_name, column_default, is_nullable from information_schema.columns
          where table_name = 'invoices' and column_name in ('refund_window_days', 'refund_max_progress_percent') order by column_name`,
    );
    type Column = { column_name: string; column_default: string | null; is_nullable: string };
    const rows = Array.isArray(result) ? (result as Column[]) : (result as unknown as { rows: Column[] }).rows;
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { column_name: "refund_max_progress_percent", column_default: null, is_nullable: "NO" },
      { column_name: "refund_window_days", column_default: null, is_nullable: "NO" },
    ]);
  });

  it("an earlier purchase keeps its 10-day window when new purchases are sold under 14 days", async () => {
    const earlier = await customer();
    await processPaymentEvent(invoicePaid(earlier.customerId, PURCHASED), { windowDays: 10, maxProgressPercent: 10 });
    const later = await customer();
    await processPaymentEvent(invoicePaid(later.customerId, PURCHASED), FOURTEEN_DAYS);
    expect(await storedTerms(earlier.userId)).toEqual([{ windowDays: 10, maxProgressPercent: 10 }]);
    expect(await storedTerms(later.userId)).toEqual([FOURTEEN_DAYS]);

    const kept = await getStaffBilling(earlier.userId, DAY_12);
    expect(kept?.refund?.eligibility).toMatchObject({
      eligible: false,
      daysSincePurchase: 12,
      terms: { windowDays: 10, maxProgressPercent: 10 },
      failures: [{ condition: "window", message: "Purchased 12 days ago, after the 10-day refund window closed." }],
    });
    expect(kept?.refund?.eligibility.windowEndsAt.toISOString()).toBe("2026-06-11T17:00:00.000Z");

    const longer = await getStaffBilling(later.userId, DAY_12);
    expect(longer?.refund?.eligibility).toMatchObject({ eligible: true, daysSincePurchase: 12, terms: FOURTEEN_DAYS, failures: [] });
    expect(longer?.refund?.eligibility.windowEndsAt.toISOString()).toBe("2026-06-15T17:00:00.000Z");
  });

  it("an invoice recorded again (open, then paid) keeps the terms of its first recording", async () => {
    const { userId, customerId } = await customer();
    const paid = invoicePaid(customerId, PURCHASED);
    if (paid.action.kind !== "invoice") throw new Error("unreachable");
    const open: PaymentEvent = {
      ...paid,
      id: `${paid.id}_failed`,
      type: "invoice.payment_failed",
      action: { ...paid.action, paid: false, failed: true, invoice: { ...paid.action.invoice, status: "open" } },
    };
    await processPaymentEvent(open, { windowDays: 10, maxProgressPercent: 10 });
    await processPaymentEvent(paid, FOURTEEN_DAYS);
    const [row] = await getDb()
      .select({ status: invoices.status, windowDays: invoices.refundWindowDays })
      .from(invoices)
      .where(eq(invoices.userId, userId));
    expect(row).toEqual({ status: "paid", windowDays: 10 });
  });

  it("the database refuses terms out of range", async () => {
    const userId = await createLearner();
    const error = await getDb()
      .insert(invoices)
      .values({ id: `in_terms_${++run}`, userId, amount: 1, status: "paid", created: PURCHASED, refundMaxProgressPercent: 101 })
      .then(
        () => null,
        (e: unknown) => e as { message?: string; cause?: { message?: string; constraint?: string; constraint_name?: string } },
      );
    expect([error?.message, error?.cause?.message, error?.cause?.constraint, error?.cause?.constraint_name].join(" ")).toMatch(
      /invoices_refund_terms_range/,
    );
  });
});

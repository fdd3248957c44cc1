// Billing data: processing payment-provider events once and in any order, the billing page's
// subscription and invoices, and a profile's one Stripe customer.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { formatCentralDate } from "~/emails/templates";
import {
  formatMinorAmount,
  invoiceNumber,
  isNewerVersion,
  profileStateFor,
  shouldReplaceInvoice,
  subscriptionVersion,
  INVOICES_SHOWN,
} from "~/rules/billing";
import type { PaymentEvent, PaymentInvoice, PaymentRefund } from "~/services/payments/events.server";
import type { LocalSubscription } from "~/services/payments/provider.server";
import { localSubscriptionFrom, YEAR_SECONDS } from "~/services/payments/standin.server";
import { enqueueEmail } from "~/services/email.server";
import { CURRENT_REFUND_TERMS, type RefundTerms } from "~/rules/refund-eligibility";
import { env } from "~/utils/env.server";
import type { AccountStatus } from "~/rules/roles";

const { profiles, invoices, paymentEvents, siteSettings } = schema;

export type ProcessResult = "processed" | "duplicate";

/**
 * Records the event id and applies the event in one transaction: a duplicate delivery (the id is
 * already stored, or being stored by a concurrent delivery — the primary key makes it wait) does
 * nothing; an error rolls everything back, the id included, so the provider's retry runs it again.
 * A new invoice stores `refundTerms`, today's refund terms (decision 0095; tests pass others).
 */
export async function processPaymentEvent(event: PaymentEvent, refundTerms: RefundTerms = CURRENT_REFUND_TERMS): Promise<ProcessResult> {
  return getDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, payload: event.payload })
      .onConflictDoNothing({ target: paymentEvents.id })
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return "duplicate";
    await applyEvent(tx, event, refundTerms);
    await tx.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.id, event.id));
    return "processed";
  });
}

type ProfileRow = { id: string; email: string; firstName: string; stripeCustomerId: string | null };

async function profileByCustomer(tx: Tx, customer: string | null, userId: string | null): Promise<ProfileRow | null> {
  const columns = { id: profiles.id, email: profiles.email, firstName: profiles.firstName, stripeCustomerId: profiles.stripeCustomerId };
  if (customer) {
    const [row] = await tx.select(columns).from(profiles).where(eq(profiles.stripeCustomerId, customer)).for("update");
    if (row) return row;
  }
  if (userId && /^[0-9a-f-]{36}$/i.test(userId)) {
    const [row] = await tx.select(columns).from(profiles).where(eq(profiles.id, userId)).for("update");
    if (row && (row.stripeCustomerId === null || row.stripeCustomerId === customer || customer === null)) return row;
  }
  return null;
}

async function applyEvent(tx: Tx, event: PaymentEvent, refundTerms: RefundTerms) {
  const action = event.action;
  switch (action.kind) {
    case "ignored":
      return;
    case "checkout_completed": {
      const profile = await profileByCustomer(tx, action.customer, action.userId);
      if (!profile) return;
      // Ties the customer to the profile; the subscription's own events carry its state.
      if (action.customer && profile.stripeCustomerId === null) {
        await tx.update(profiles).set({ stripeCustomerId: action.customer }).where(eq(profiles.id, profile.id));
      }
      return;
    }
    case "subscription": {
      const profile = await profileByCustomer(tx, action.snapshot.customer, action.userId);
      if (!profile) return;
      const [stored] = await tx
        .select({ version: profiles.stripeSubscriptionVersion, status: profiles.subscriptionStatus, subscribed: profiles.subscribed })
        .from(profiles)
        .where(eq(profiles.id, profile.id));
      const version = subscriptionVersion(action.snapshot, event.created);
      if (!isNewerVersion(version, stored?.version ?? null)) return;
      const state = profileStateFor(action.snapshot);
      await tx
        .update(profiles)
        .set({
          ...state,
          stripeCustomerId: profile.stripeCustomerId ?? action.snapshot.customer,
          stripeSubscriptionId: action.snapshot.id,
          stripeSubscriptionVersion: version,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, profile.id));
      // A notice when the member turns cancellation on (not on replays of an already canceled state).
      const wasCanceled = stored?.status === "canceled";
      if (state.subscriptionStatus === "canceled" && !wasCanceled) {
        await enqueueEmail(tx, {
          templateKey: "subscription_canceled",
          to: profile.email,
          variables: {
            firstName: profile.firstName,
            accessUntil: formatCentralDate(state.subscriptionEnd),
            ended: !state.subscribed,
            billingUrl: `${env().APP_URL}/student/billing`,
          },
        });
      }
      return;
    }
    case "invoice": {
      const profile = await profileByCustomer(tx, action.invoice.customer, null);
      if (!profile) return;
      const changed = await upsertInvoice(tx, profile.id, action.invoice, refundTerms);
      if (!changed) return;
      const amount = formatMinorAmount(action.invoice.amount, action.invoice.currency);
      const number = invoiceNumber(action.invoice.id, action.invoice.number);
      const billingUrl = `${env().APP_URL}/student/billing`;
      if (action.paid) {
        await enqueueEmail(tx, {
          templateKey: "payment_receipt",
          to: profile.email,
          variables: { firstName: profile.firstName, amount, invoiceNumber: number, invoicePdf: action.invoice.invoicePdf, billingUrl },
        });
      } else {
        await enqueueEmail(tx, {
          templateKey: "payment_failed",
          to: profile.email,
          variables: { firstName: profile.firstName, amount, invoiceNumber: number, billingUrl },
        });
      }
      return;
    }
    case "refund":
      await applyRefund(tx, action.refund);
      return;
  }
}

const REFUND_APPLIES = new Set(["succeeded", "pending", "requires_action"]);

/**
 * A refund of an invoice's payment: succeeded or under way marks the invoice refunded with
 * the amount; failed or canceled puts back the invoice this very refund had marked. A refund that
 * names no invoice of the school (made elsewhere in Stripe's dashboard) changes nothing here.
 */
async function applyRefund(tx: Tx, refund: PaymentRefund) {
  if (!refund.invoiceId) return;
  const [stored] = await tx
    .select({ status: invoices.status, refundId: invoices.refundId })
    .from(invoices)
    .where(eq(invoices.id, refund.invoiceId))
    .for("update");
  if (!stored) return;
  if (REFUND_APPLIES.has(refund.status)) {
    await tx
      .update(invoices)
      .set({ status: "refunded", refundId: refund.id, refundedAmount: refund.amount, refundedAt: refund.created })
      .where(eq(invoices.id, refund.invoiceId));
  } else if (stored.refundId === refund.id && stored.status === "refunded") {
    await tx
      .update(invoices)
      .set({ status: "paid", refundId: null, refundedAmount: null, refundedAt: null })
      .where(eq(invoices.id, refund.invoiceId));
  }
}

/**
 * Inserts or moves the invoice forward (never back from paid to open); true when something changed.
 * A new invoice stores the refund terms it is sold under (decision 0095: its window counts from its
 * `created`, so the terms are those of that moment); moving it forward keeps them.
 */
async function upsertInvoice(tx: Tx, userId: string, invoice: PaymentInvoice, refundTerms: RefundTerms): Promise<boolean> {
  const [stored] = await tx.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id)).for("update");
  if (stored && (stored.status === invoice.status || !shouldReplaceInvoice(stored.status, invoice.status))) return false;
  const values = {
    userId,
    number: invoice.number,
    amount: invoice.amount,
    currency: invoice.currency,
    status: invoice.status,
    invoicePdf: invoice.invoicePdf,
    created: invoice.created,
  };
  if (stored) await tx.update(invoices).set(values).where(eq(invoices.id, invoice.id));
  else
    await tx.insert(invoices).values({
      id: invoice.id,
      ...values,
      refundWindowDays: refundTerms.windowDays,
      refundMaxProgressPercent: refundTerms.maxProgressPercent,
    });
  return true;
}

// ---- reading ----

export type BillingProfile = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyId: string | null;
  accountStatus: AccountStatus;
  subscribed: boolean;
  subscriptionStatus: string;
  subscriptionEnd: Date | null;
  subscriptionTier: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  complimentaryUntil: Date | null;
  complimentaryReason: string | null;
};

export async function getBillingProfile(userId: string): Promise<BillingProfile | null> {
  const [row] = await getDb()
    .select({
      id: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyId: profiles.companyId,
      accountStatus: profiles.accountStatus,
      subscribed: profiles.subscribed,
      subscriptionStatus: profiles.subscriptionStatus,
      subscriptionEnd: profiles.subscriptionEnd,
      subscriptionTier: profiles.subscriptionTier,
      stripeCustomerId: profiles.stripeCustomerId,
      stripeSubscriptionId: profiles.stripeSubscriptionId,
      complimentaryUntil: profiles.complimentaryUntil,
      complimentaryReason: profiles.complimentaryReason,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/** The profile whose current subscription this is (the stand-in's memory of subscriptions it never sent events for). */
export async function subscriptionHolder(subscriptionId: string) {
  const [row] = await getDb()
    .select({
      id: profiles.id,
      subscribed: profiles.subscribed,
      subscriptionStatus: profiles.subscriptionStatus,
      subscriptionEnd: profiles.subscriptionEnd,
      stripeCustomerId: profiles.stripeCustomerId,
    })
    .from(profiles)
    .where(eq(profiles.stripeSubscriptionId, subscriptionId))
    .limit(1);
  return row ?? null;
}

export type InvoiceRow = {
  id: string;
  number: string | null;
  amount: number;
  currency: string;
  status: string;
  invoicePdf: string | null;
  created: Date;
  refundedAmount: number | null;
  refundedAt: Date | null;
};

/** The member's invoices, newest first: the latest 10, or all of them. */
export async function listInvoices(userId: string, all: boolean): Promise<{ invoices: InvoiceRow[]; total: number }> {
  const db = getDb();
  const query = db
    .select({
      id: invoices.id,
      number: invoices.number,
      amount: invoices.amount,
      currency: invoices.currency,
      status: invoices.status,
      invoicePdf: invoices.invoicePdf,
      created: invoices.created,
      refundedAmount: invoices.refundedAmount,
      refundedAt: invoices.refundedAt,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.created), desc(invoices.id));
  const [rows, [{ total }]] = await Promise.all([
    all ? query : query.limit(INVOICES_SHOWN),
    db.select({ total: count() }).from(invoices).where(eq(invoices.userId, userId)),
  ]);
  return { invoices: rows, total };
}

export async function getInvoice(invoiceId: string) {
  const [row] = await getDb()
    .select({
      id: invoices.id,
      userId: invoices.userId,
      number: invoices.number,
      amount: invoices.amount,
      currency: invoices.currency,
      status: invoices.status,
      created: invoices.created,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(invoices)
    .innerJoin(profiles, eq(profiles.id, invoices.userId))
    .where(eq(invoices.id, invoiceId));
  return row ?? null;
}

export async function getMembershipPrice(): Promise<number> {
  const [row] = await getDb().select({ price: siteSettings.premiumMembershipPrice }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.price ?? 4.99;
}

/**
 * The profile's Stripe customer: the stored one, else a new one from `create`, stored once. Two
 * concurrent first checkouts both may create a customer at the provider, but only one is kept.
 */
export async function ensureStripeCustomer(userId: string, create: () => Promise<string>): Promise<string> {
  const db = getDb();
  const [row] = await db.select({ customer: profiles.stripeCustomerId }).from(profiles).where(eq(profiles.id, userId));
  if (row?.customer) return row.customer;
  const customer = await create();
  const updated = await db
    .update(profiles)
    .set({ stripeCustomerId: customer })
    .where(and(eq(profiles.id, userId), isNull(profiles.stripeCustomerId)))
    .returning({ customer: profiles.stripeCustomerId });
  if (updated[0]?.customer) return updated[0].customer;
  const [again] = await db.select({ customer: profiles.stripeCustomerId }).from(profiles).where(eq(profiles.id, userId));
  if (!again?.customer) throw new Error("Could not store the Stripe customer");
  return again.customer;
}

/** The stand-in's memory of a subscription: the newest stored state of it from the events it sent. */
export async function latestSubscriptionPayload(subscriptionId: string): Promise<unknown | null> {
  const rows = await getDb()
    .select({ payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(
      and(
        sql`${paymentEvents.type} like 'customer.subscription.%'`,
        sql`${paymentEvents.payload} -> 'data' -> 'object' ->> 'id' = ${subscriptionId}`,
      ),
    )
    .orderBy(desc(sql`(${paymentEvents.payload} ->> 'created')::bigint`), desc(paymentEvents.receivedAt));
  const first = rows[0]?.payload as { data?: { object?: unknown } } | undefined;
  return first?.data?.object ?? null;
}

/** How many invoices the stand-in has issued (for its invoice numbers). */
export async function countAllInvoices(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(invoices);
  return row.n;
}

/**
 * The stand-in's memory of a subscription: the newest state its events stored, or — for one that
 * never went through the stand-in (the seed's demo members) — its holder's profile columns, read as
 * a yearly subscription ending at subscription_end.
 */
export async function localSubscriptionById(subscriptionId: string): Promise<LocalSubscription | null> {
  const stored = localSubscriptionFrom(await latestSubscriptionPayload(subscriptionId));
  if (stored) return stored;
  const profile = await subscriptionHolder(subscriptionId);
  if (!profile?.stripeCustomerId || !profile.subscriptionEnd) return null;
  const end = Math.floor(profile.subscriptionEnd.getTime() / 1000);
  const ended = !profile.subscribed || end <= Math.floor(Date.now() / 1000);
  return {
    id: subscriptionId,
    customer: profile.stripeCustomerId,
    status: ended ? "canceled" : profile.subscriptionStatus === "past_due" ? "past_due" : "active",
    cancelAtPeriodEnd: !ended && profile.subscriptionStatus === "canceled",
    created: end - YEAR_SECONDS,
    currentPeriodStart: end - YEAR_SECONDS,
    currentPeriodEnd: end,
    endedAt: ended ? end : null,
    userId: profile.id,
    card: "4242424242424242",
  };
}

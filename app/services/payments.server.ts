// Payments through Stripe (decision 0062; README, Real services): checkout sessions, the customer portal and signed webhooks.
// With STRIPE_SECRET_KEY the real SDK talks to Stripe; without it a local stand-in answers with
// pages under /dev (a card form and a portal) that build Stripe-shaped events, sign them with the
// SDK's test-header helper and POST them to the same webhook route Stripe calls in production.
import { createHash } from "node:crypto";
import Stripe from "stripe";
import { z } from "zod";
import type { SubscriptionSnapshot } from "~/rules/billing";
import { env } from "~/utils/env.server";
import { cookieSecrets } from "~/utils/secrets.server";

export const WEBHOOK_PATH = "/webhooks/stripe";

let client: Stripe | undefined;
/** An SDK instance for signature work only (no network) when no key is configured. */
let offline: Stripe | undefined;

export function paymentsMode(): "stripe" | "local" {
  return env().STRIPE_SECRET_KEY ? "stripe" : "local";
}

/**
 * The customer's page in Stripe's dashboard (test or live by the key), for an admin chasing a failed
 * payment; null with the local stand-in, which has no dashboard of its own.
 */
export function customerDashboardUrl(customerId: string | null): string | null {
  const key = env().STRIPE_SECRET_KEY;
  if (!key || !customerId) return null;
  const mode = key.startsWith("sk_test_") || key.startsWith("rk_test_") ? "test/" : "";
  return `https://dashboard.stripe.com/${mode}customers/${encodeURIComponent(customerId)}`;
}

function stripe(): Stripe {
  const key = env().STRIPE_SECRET_KEY;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  client ??= new Stripe(key, { maxNetworkRetries: 2, timeout: 15_000 });
  return client;
}

function webhooks() {
  if (env().STRIPE_SECRET_KEY) return stripe().webhooks;
  offline ??= new Stripe("sk_test_local_standin");
  return offline.webhooks;
}

/**
 * The secrets webhooks are verified with, the first also signing the stand-in's events: Stripe's
 * (STRIPE_WEBHOOK_SECRET, comma-separated while Stripe's "roll secret" keeps the old one valid), else
 * the stand-in's — one derived from each cookie secret (SESSION_SECRET's list, or the random one made
 * at start), so nobody outside this server can sign an event the stand-in would accept, and an event
 * signed by a machine still on the old secret is accepted during a rotation (README).
 */
export function webhookSecrets(): string[] {
  const { STRIPE_WEBHOOK_SECRET } = env();
  if (STRIPE_WEBHOOK_SECRET) {
    return STRIPE_WEBHOOK_SECRET.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return cookieSecrets().map((secret) => `whsec_${createHash("sha256").update(`${secret}:stripe-standin`).digest("hex")}`);
}

/** The secret the stand-in signs with (the first of `webhookSecrets`). */
export function webhookSecret(): string {
  return webhookSecrets()[0]!;
}

/** Verifies the Stripe-Signature header on the raw body against each secret; throws when none matches. */
export function constructWebhookEvent(rawBody: string, signature: string | null): Stripe.Event {
  if (!signature) throw new Error("Missing Stripe-Signature header");
  const [first, ...rest] = webhookSecrets();
  try {
    return webhooks().constructEvent(rawBody, signature, first!);
  } catch (error) {
    for (const secret of rest) {
      try {
        return webhooks().constructEvent(rawBody, signature, secret);
      } catch {
        // the next one
      }
    }
    throw error;
  }
}

/** The Stripe-Signature header for a payload (the stand-in and tests sign what they send). */
export function signPayload(payload: string, timestamp?: number): string {
  return webhooks().generateTestHeaderString({ payload, secret: webhookSecret(), timestamp });
}

// ---- customers, checkout, portal ----

export async function createCustomer(input: { email: string; name: string; userId: string }): Promise<string> {
  if (paymentsMode() === "local") return `cus_local_${randomId()}`;
  const customer = await stripe().customers.create(
    { email: input.email, name: input.name, metadata: { userId: input.userId } },
    { idempotencyKey: `customer-${input.userId}` },
  );
  return customer.id;
}

export type CheckoutInput = {
  userId: string;
  customerId: string;
  priceCents: number;
  productName: string;
  /** Absolute URLs; the success URL gets Stripe's {CHECKOUT_SESSION_ID} placeholder appended. */
  successUrl: string;
  cancelUrl: string;
};

/** A checkout session's URL: Stripe's hosted page, or the local card form. */
export async function createCheckoutSession(input: CheckoutInput): Promise<string> {
  if (paymentsMode() === "local") {
    const params = new URLSearchParams({ session_id: `cs_local_${randomId()}`, customer: input.customerId });
    return `/dev/checkout?${params}`;
  }
  const session = await stripe().checkout.sessions.create({
    mode: "subscription",
    customer: input.customerId,
    client_reference_id: input.userId,
    metadata: { userId: input.userId },
    subscription_data: { metadata: { userId: input.userId } },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: input.priceCents,
          recurring: { interval: "year" },
          product_data: { name: input.productName },
        },
      },
    ],
    success_url: `${input.successUrl}${input.successUrl.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: input.cancelUrl,
  });
  if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
  return session.url;
}

/** A customer-portal session's URL: Stripe's portal, or the local one. */
export async function createPortalSession(customerId: string, returnUrl: string): Promise<string> {
  if (paymentsMode() === "local") return `/dev/portal?${new URLSearchParams({ customer: customerId })}`;
  const session = await stripe().billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
  return session.url;
}

// ---- reading events ----

const id = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);

const subscriptionShape = z.object({
  id: z.string(),
  customer: id,
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  created: z.number(),
  ended_at: z.number().nullable().optional(),
  /** Before API 2025-03-31 the period end was on the subscription; since then it is on its items. */
  current_period_end: z.number().optional(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().optional() })) }).optional(),
  metadata: z.record(z.string(), z.string()).default({}),
});

const invoiceShape = z.object({
  id: z.string(),
  customer: id,
  number: z.string().nullable().optional(),
  amount_paid: z.number().default(0),
  amount_due: z.number().default(0),
  currency: z.string().default("usd"),
  status: z.string().nullable().optional(),
  invoice_pdf: z.string().nullable().optional(),
  created: z.number(),
});

const refundShape = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string().default("usd"),
  status: z.string().nullable().optional(),
  created: z.number(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});

const checkoutShape = z.object({
  id: z.string(),
  customer: id.nullable().optional(),
  subscription: id.nullable().optional(),
  client_reference_id: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});

export type PaymentInvoice = {
  id: string;
  customer: string;
  number: string | null;
  amount: number;
  currency: string;
  status: string;
  invoicePdf: string | null;
  created: Date;
};

/** What the school does with an event; `ignored` for types it does not handle. */
export type PaymentRefund = {
  id: string;
  /** The school's invoice the refund is for (the refund's metadata.invoice_id, set when staff refund). */
  invoiceId: string | null;
  amount: number;
  currency: string;
  /** pending, requires_action, succeeded, failed or canceled. */
  status: string;
  created: Date;
};

export type PaymentEventAction =
  | { kind: "checkout_completed"; sessionId: string; customer: string | null; subscriptionId: string | null; userId: string | null }
  | { kind: "subscription"; snapshot: SubscriptionSnapshot; userId: string | null; deleted: boolean }
  | { kind: "invoice"; invoice: PaymentInvoice; paid: boolean; failed: boolean }
  | { kind: "refund"; refund: PaymentRefund }
  | { kind: "ignored" };

export type PaymentEvent = { id: string; type: string; created: number; payload: Record<string, unknown>; action: PaymentEventAction };

export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
  "refund.created",
  "refund.updated",
  "refund.failed",
] as const;

/** Reads a verified Stripe event into the school's terms; throws when a handled type has an unexpected shape. */
export function readPaymentEvent(event: { id: string; type: string; created: number; data: { object: unknown } }): PaymentEvent {
  const base = { id: event.id, type: event.type, created: event.created, payload: event as unknown as Record<string, unknown> };
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      const s = checkoutShape.parse(object);
      return {
        ...base,
        action: {
          kind: "checkout_completed",
          sessionId: s.id,
          customer: s.customer ?? null,
          subscriptionId: s.subscription ?? null,
          userId: s.client_reference_id ?? s.metadata?.userId ?? null,
        },
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const s = subscriptionShape.parse(object);
      const periodEnd = s.current_period_end ?? Math.max(0, ...(s.items?.data ?? []).map((item) => item.current_period_end ?? 0));
      return {
        ...base,
        action: {
          kind: "subscription",
          deleted: event.type === "customer.subscription.deleted",
          userId: s.metadata.userId ?? null,
          snapshot: {
            id: s.id,
            customer: s.customer,
            status: event.type === "customer.subscription.deleted" ? "canceled" : s.status,
            cancelAtPeriodEnd: s.cancel_at_period_end,
            created: s.created,
            currentPeriodEnd: periodEnd,
            endedAt: s.ended_at ?? null,
          },
        },
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const i = invoiceShape.parse(object);
      const paid = event.type === "invoice.paid";
      return {
        ...base,
        action: {
          kind: "invoice",
          paid,
          failed: !paid,
          invoice: {
            id: i.id,
            customer: i.customer,
            number: i.number ?? null,
            amount: paid ? i.amount_paid || i.amount_due : i.amount_due,
            currency: i.currency,
            status: paid ? "paid" : (i.status ?? "open"),
            invoicePdf: i.invoice_pdf ?? null,
            created: new Date(i.created * 1000),
          },
        },
      };
    }
    case "refund.created":
    case "refund.updated":
    case "refund.failed": {
      const r = refundShape.parse(object);
      return {
        ...base,
        action: {
          kind: "refund",
          refund: {
            id: r.id,
            invoiceId: r.metadata?.invoice_id ?? null,
            amount: r.amount,
            currency: r.currency,
            status: event.type === "refund.failed" ? "failed" : (r.status ?? "pending"),
            created: new Date(r.created * 1000),
          },
        },
      };
    }
    default:
      return { ...base, action: { kind: "ignored" } };
  }
}

// ---- the local stand-in's events ----

export function randomId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 24);
}

export type LocalSubscription = {
  id: string;
  customer: string;
  status: "active" | "past_due" | "canceled";
  cancelAtPeriodEnd: boolean;
  created: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  endedAt: number | null;
  userId: string;
  /** The test card's behaviour, kept in metadata so renewals know whether to fail. */
  card: string;
};

export const YEAR_SECONDS = 365 * 86_400;

export function localSubscriptionObject(s: LocalSubscription) {
  return {
    id: s.id,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? s.currentPeriodEnd : null,
    created: s.created,
    ended_at: s.endedAt,
    items: {
      object: "list",
      data: [
        {
          id: `si_${s.id.slice(4)}`,
          object: "subscription_item",
          current_period_start: s.currentPeriodStart,
          current_period_end: s.currentPeriodEnd,
        },
      ],
    },
    metadata: { userId: s.userId, local_card: s.card },
  };
}

/** Reads back a subscription object the stand-in built (from a stored event). */
export function localSubscriptionFrom(object: unknown): LocalSubscription | null {
  const parsed = subscriptionShape.safeParse(object);
  if (!parsed.success) return null;
  const s = parsed.data;
  const end = s.current_period_end ?? s.items?.data[0]?.current_period_end ?? 0;
  return {
    id: s.id,
    customer: s.customer,
    status: s.status === "canceled" ? "canceled" : s.status === "past_due" ? "past_due" : "active",
    cancelAtPeriodEnd: s.cancel_at_period_end,
    created: s.created,
    currentPeriodStart: end - YEAR_SECONDS,
    currentPeriodEnd: end,
    endedAt: s.ended_at ?? null,
    userId: s.metadata.userId ?? "",
    card: s.metadata.local_card ?? "4242424242424242",
  };
}

export function localInvoiceObject(input: {
  customer: string;
  subscription: string;
  amount: number;
  paid: boolean;
  created: number;
  sequence: number;
}) {
  const invoiceId = `in_local_${randomId()}`;
  return {
    id: invoiceId,
    object: "invoice",
    customer: input.customer,
    number: `PEL-${String(input.sequence).padStart(4, "0")}`,
    amount_due: input.amount,
    amount_paid: input.paid ? input.amount : 0,
    currency: "usd",
    status: input.paid ? "paid" : "open",
    invoice_pdf: new URL(`/dev/invoice/${invoiceId}`, env().APP_URL).toString(),
    created: input.created,
    parent: { type: "subscription_details", subscription_details: { subscription: input.subscription } },
  };
}

export function localEvent(type: string, object: object, created: number) {
  return { id: `evt_local_${randomId()}`, object: "event", api_version: Stripe.API_VERSION, type, created, data: { object } };
}

export function newLocalSubscription(input: { customer: string; userId: string; card: string; now: number }): LocalSubscription {
  return {
    id: `sub_local_${randomId()}`,
    customer: input.customer,
    status: "active",
    cancelAtPeriodEnd: false,
    created: input.now,
    currentPeriodStart: input.now,
    currentPeriodEnd: input.now + YEAR_SECONDS,
    endedAt: null,
    userId: input.userId,
    card: input.card,
  };
}

export function renewedPeriod(s: LocalSubscription): Pick<LocalSubscription, "currentPeriodStart" | "currentPeriodEnd"> {
  return { currentPeriodStart: s.currentPeriodEnd, currentPeriodEnd: s.currentPeriodEnd + YEAR_SECONDS };
}

/**
 * Sends signed events to the webhook route at APP_URL, one after another, as Stripe would; throws
 * when the route does not answer 2xx (the caller shows an error, nothing is half-delivered
 * silently). Never to the request's own Host: a client names that header, so it could have the
 * server send signed events (and their payloads) to any host it likes.
 */
export async function deliverLocalEvents(events: object[]): Promise<void> {
  for (const event of events) {
    const payload = JSON.stringify(event);
    const response = await fetch(new URL(WEBHOOK_PATH, env().APP_URL), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signPayload(payload) },
      body: payload,
    });
    if (!response.ok) throw new Error(`Webhook answered ${response.status}: ${await response.text()}`);
  }
}

// ---- staff actions: cancel a subscription, refund a payment ----
// Both go to the provider only; the school's own records change when the provider's events come back
// to the webhook route — Stripe's, or the stand-in's signed ones — so both modes take the same path.

/**
 * `standIn`: with the local stand-in, where its memory of a subscription is read (the caller's model
 * passes it, so this service never reads the school's database).
 */
export type CancelOptions = { atPeriodEnd: boolean; standIn?: (subscriptionId: string) => Promise<LocalSubscription | null> };

/**
 * Cancels a subscription: at the end of the paid period (it stops renewing; access lasts until then)
 * or now (access ends at once). Throws when the provider refuses or cannot be reached.
 */
export async function cancelSubscription(subscriptionId: string, options: CancelOptions): Promise<void> {
  if (paymentsMode() === "local") return cancelLocalSubscription(subscriptionId, options);
  // Already ended at Stripe (a missed webhook): nothing to cancel — Stripe would refuse, and the
  // account's deactivation must not be blocked by it.
  const current = await stripe().subscriptions.retrieve(subscriptionId);
  if (current.status === "canceled" || current.status === "incomplete_expired") return;
  if (options.atPeriodEnd) {
    await stripe().subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  } else {
    await stripe().subscriptions.cancel(subscriptionId);
  }
}

export type RefundInput = {
  /** The school's invoice (Stripe's invoice id). */
  invoiceId: string;
  userId: string;
  customer: string;
  amount: number;
  currency: string;
  /** Why staff refunded (kept in the refund's metadata and in the audit log). */
  reason: string;
};

/**
 * Refunds an invoice's payment in full. With Stripe: the invoice's paid payment (API 2025-03-31 and
 * later keep it in invoice payments, no longer on the invoice) — its PaymentIntent, or its charge —
 * refunded with the invoice id in the refund's metadata, so the refund event finds the invoice.
 * Throws when the provider refuses (already refunded, nothing paid) or cannot be reached.
 */
export async function refundPayment(input: RefundInput): Promise<void> {
  const metadata = { invoice_id: input.invoiceId, user_id: input.userId, staff_reason: input.reason.slice(0, 500) };
  if (paymentsMode() === "local") {
    const now = Math.floor(Date.now() / 1000);
    const refund = {
      id: `re_local_${randomId()}`,
      object: "refund",
      amount: input.amount,
      currency: input.currency,
      charge: `ch_local_${randomId()}`,
      payment_intent: null,
      reason: "requested_by_customer",
      status: "succeeded",
      created: now,
      metadata,
    };
    await deliverLocalEvents([localEvent("refund.created", refund, now)]);
    return;
  }
  const payments = await stripe().invoicePayments.list({ invoice: input.invoiceId, status: "paid", limit: 1 });
  const payment = payments.data[0]?.payment;
  const paymentIntent = payment?.payment_intent;
  const charge = payment?.charge;
  const target = paymentIntent
    ? { payment_intent: typeof paymentIntent === "string" ? paymentIntent : paymentIntent.id }
    : charge
      ? { charge: typeof charge === "string" ? charge : charge.id }
      : null;
  if (!target) throw new Error(`Invoice ${input.invoiceId} has no paid payment to refund`);
  await stripe().refunds.create({ ...target, reason: "requested_by_customer", metadata }, { idempotencyKey: `refund-${input.invoiceId}` });
}

async function cancelLocalSubscription(subscriptionId: string, options: CancelOptions): Promise<void> {
  if (!options.standIn) throw new Error("The local stand-in needs its memory of the subscription (options.standIn)");
  const subscription = await options.standIn(subscriptionId);
  if (!subscription) throw new Error(`No such subscription: ${subscriptionId}`);
  // Already ended (as Stripe mode: nothing to cancel).
  if (subscription.status === "canceled") return;
  // Never earlier than the subscription itself (keeps the stand-in's event times increasing).
  const now = Math.max(Math.floor(Date.now() / 1000), subscription.created + 1);
  if (options.atPeriodEnd) {
    const next = { ...subscription, cancelAtPeriodEnd: true };
    await deliverLocalEvents([localEvent("customer.subscription.updated", localSubscriptionObject(next), now)]);
    return;
  }
  const ended = { ...subscription, status: "canceled" as const, endedAt: Math.floor(Date.now() / 1000), cancelAtPeriodEnd: false };
  await deliverLocalEvents([localEvent("customer.subscription.deleted", localSubscriptionObject(ended), now)]);
}

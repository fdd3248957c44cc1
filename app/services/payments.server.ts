// Payments through Stripe (design §4): checkout sessions, the customer portal and signed webhooks.
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
 * The secret webhooks are verified with: Stripe's, else the stand-in's — derived from the cookie
 * secret (SESSION_SECRET, or the random one made at start), so nobody outside this server can sign
 * an event the stand-in would accept.
 */
export function webhookSecret(): string {
  const { STRIPE_WEBHOOK_SECRET } = env();
  if (STRIPE_WEBHOOK_SECRET) return STRIPE_WEBHOOK_SECRET;
  return `whsec_${createHash("sha256").update(`${cookieSecrets()[0]}:stripe-standin`).digest("hex")}`;
}

/** Verifies the Stripe-Signature header on the raw body; throws when it does not match. */
export function constructWebhookEvent(rawBody: string, signature: string | null): Stripe.Event {
  if (!signature) throw new Error("Missing Stripe-Signature header");
  return webhooks().constructEvent(rawBody, signature, webhookSecret());
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
export type PaymentEventAction =
  | { kind: "checkout_completed"; sessionId: string; customer: string | null; subscriptionId: string | null; userId: string | null }
  | { kind: "subscription"; snapshot: SubscriptionSnapshot; userId: string | null; deleted: boolean }
  | { kind: "invoice"; invoice: PaymentInvoice; paid: boolean; failed: boolean }
  | { kind: "ignored" };

export type PaymentEvent = { id: string; type: string; created: number; payload: Record<string, unknown>; action: PaymentEventAction };

export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
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

const YEAR_SECONDS = 365 * 86_400;

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

// The local stand-in for Stripe (decision 0023), without STRIPE_SECRET_KEY: checkout and the portal are
// pages under /dev (a card form and a portal), and what Stripe would do is built here as Stripe-shaped
// objects and events, signed with the SDK's test-header helper and POSTed to the same webhook route
// Stripe calls in production — so the school's records change through the same code path.
import Stripe from "stripe";
import { env } from "~/utils/env.server";
import { subscriptionShape } from "./events.server";
import type { CancelOptions, LocalSubscription, PaymentProvider } from "./provider.server";
import { signPayload, WEBHOOK_PATH } from "./webhook.server";

export function randomId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 24);
}

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

/**
 * The stand-in as a provider: a customer id of its own, the /dev card form and portal, and staff
 * actions answered by a signed event delivered to the webhook route, as Stripe would send.
 */
export const standInProvider: PaymentProvider = {
  async createCustomer() {
    return `cus_local_${randomId()}`;
  },

  async createCheckoutSession(input) {
    const params = new URLSearchParams({ session_id: `cs_local_${randomId()}`, customer: input.customerId });
    return `/dev/checkout?${params}`;
  },

  async createPortalSession(customerId) {
    return `/dev/portal?${new URLSearchParams({ customer: customerId })}`;
  },

  cancelSubscription: cancelLocalSubscription,

  async refundPayment(input) {
    const metadata = { invoice_id: input.invoiceId, user_id: input.userId, staff_reason: input.reason.slice(0, 500) };
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
  },

  /** The stand-in has no dashboard of its own. */
  customerDashboardUrl() {
    return null;
  },
};

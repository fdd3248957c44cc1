// The local Stripe stand-in's actions (only with the local stand-ins): what a checkout, the portal and
// the subscription clock would make Stripe send, built as Stripe-shaped events, signed and POSTed to
// the real webhook route. The stand-in's memory of a subscription is the newest state of it that the
// webhook route stored in payment_events.
import { countAllInvoices, getBillingProfile, getMembershipPrice, localSubscriptionById } from "~/models/billing/billing.server";
import { z } from "zod";
import {
  isValidExpiry,
  LOCAL_CARD_MESSAGES,
  LOCAL_TEST_CARDS,
  normalizeCardNumber,
  priceInCents,
  type LocalCardBehaviour,
} from "~/rules/billing";
import type { LocalSubscription } from "~/services/payments/provider.server";
import {
  deliverLocalEvents,
  localEvent,
  localInvoiceObject,
  localSubscriptionObject,
  newLocalSubscription,
  renewedPeriod,
} from "~/services/payments/standin.server";

/** Seconds, never earlier than the last event of this subscription (keeps the stand-in's event times increasing). */
function nowAfter(subscription: LocalSubscription | null): number {
  const now = Math.floor(Date.now() / 1000);
  return subscription ? Math.max(now, subscription.created + 1) : now;
}

/** The subscription as the stand-in's "Stripe" knows it (see localSubscriptionById), for the learner's own subscription. */
export async function currentLocalSubscription(userId: string): Promise<LocalSubscription | null> {
  const profile = await getBillingProfile(userId);
  if (!profile?.stripeSubscriptionId || !profile.stripeCustomerId) return null;
  return localSubscriptionById(profile.stripeSubscriptionId);
}

async function invoiceFor(subscription: LocalSubscription, paid: boolean, created: number) {
  const amount = priceInCents(await getMembershipPrice());
  return localInvoiceObject({
    customer: subscription.customer,
    subscription: subscription.id,
    amount,
    paid,
    created,
    sequence: (await countAllInvoices()) + 1,
  });
}

/** A paid checkout: the session, the new subscription and its first paid invoice. */
export async function completeLocalCheckout(input: { sessionId: string; customer: string; userId: string; card: string }) {
  const now = Math.floor(Date.now() / 1000);
  const subscription = newLocalSubscription({ customer: input.customer, userId: input.userId, card: input.card, now });
  const session = {
    id: input.sessionId,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    customer: input.customer,
    subscription: subscription.id,
    client_reference_id: input.userId,
    metadata: { userId: input.userId },
  };
  await deliverLocalEvents([
    localEvent("checkout.session.completed", session, now),
    localEvent("customer.subscription.created", localSubscriptionObject(subscription), now),
    localEvent("invoice.paid", await invoiceFor(subscription, true, now), now),
  ]);
}

export type PortalChange = { kind: "cancel" } | { kind: "resume" } | { kind: "update_card"; card: string };

/**
 * A change made in the portal, sent as Stripe sends it: customer.subscription.updated. A new card is
 * the subscription's default payment method (kept in its metadata by the stand-in): later renewals
 * succeed or fail as that card does.
 */
export async function changeLocalSubscription(subscription: LocalSubscription, change: PortalChange) {
  const now = nowAfter(subscription);
  const next =
    change.kind === "update_card"
      ? { ...subscription, card: change.card }
      : { ...subscription, cancelAtPeriodEnd: change.kind === "cancel" };
  await deliverLocalEvents([localEvent("customer.subscription.updated", localSubscriptionObject(next), now)]);
}

export type ClockStep = "renew" | "fail_renewal" | "expire";

/**
 * Advances the subscription's clock. Renew: the next year is charged (a 4000 0000 0000 0341 card is
 * declined, which makes the renewal fail); fail_renewal: the charge is declined, the subscription
 * goes past due; expire: the subscription ends now (as at the end of a canceled period, or after
 * unpaid renewals).
 */
export async function advanceLocalSubscription(subscription: LocalSubscription, step: ClockStep) {
  const now = nowAfter(subscription);
  if (step === "expire" || (subscription.cancelAtPeriodEnd && step === "renew")) {
    // Ended at this very second (never later, or access would linger); the event's own time keeps order.
    const ended = { ...subscription, status: "canceled" as const, endedAt: Math.floor(Date.now() / 1000), cancelAtPeriodEnd: false };
    await deliverLocalEvents([localEvent("customer.subscription.deleted", localSubscriptionObject(ended), now)]);
    return "expired" as const;
  }
  const fails = step === "fail_renewal" || LOCAL_TEST_CARDS[subscription.card] === "fails_renewal";
  const renewed = { ...subscription, ...renewedPeriod(subscription), status: fails ? ("past_due" as const) : ("active" as const) };
  const invoice = await invoiceFor(renewed, !fails, now);
  await deliverLocalEvents([
    localEvent(fails ? "invoice.payment_failed" : "invoice.paid", invoice, now),
    localEvent("customer.subscription.updated", localSubscriptionObject(renewed), now),
  ]);
  return fails ? ("renewal_failed" as const) : ("renewed" as const);
}

// ---- the card form (checkout and the portal's Update card) ----

const cardSchema = z.object({
  cardNumber: z.string().trim().min(1, "Enter your card number."),
  expiry: z.string().trim().min(1, "Enter the expiration date."),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, LOCAL_CARD_MESSAGES.cvc),
  name: z.string().trim().min(1, "Enter the name on the card.").max(200),
});

export type TestCardResult =
  { ok: true; card: string; behaviour: Exclude<LocalCardBehaviour, "declined"> } | { ok: false; error: string; status: 400 | 402 };

/** The posted card: a test card that is not declined, or the message Stripe's form would show. */
export function readTestCard(form: FormData): TestCardResult {
  const parsed = cardSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? LOCAL_CARD_MESSAGES.unknown, status: 400 };
  if (!isValidExpiry(parsed.data.expiry)) return { ok: false, error: LOCAL_CARD_MESSAGES.expiry, status: 400 };
  const card = normalizeCardNumber(parsed.data.cardNumber);
  const behaviour = LOCAL_TEST_CARDS[card];
  if (!behaviour) return { ok: false, error: LOCAL_CARD_MESSAGES.unknown, status: 400 };
  if (behaviour === "declined") return { ok: false, error: LOCAL_CARD_MESSAGES.declined, status: 402 };
  return { ok: true, card, behaviour };
}

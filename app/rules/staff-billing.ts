// Staff tools for a learner's premium membership (decision 0062): the forms, their
// messages and toasts, and when a subscription is still live at the provider. Pure.
import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import { isCalendarDate, louisianaDayEnd } from "./calendar-date";
import { calendarDateSchema } from "./calendar-date-schema";
import { SCHOOL_TIME_ZONE } from "./school-time";

export const STAFF_BILLING_INTENTS = {
  refund: "refund",
  cancelAtPeriodEnd: "cancel_at_period_end",
  cancelNow: "cancel_now",
  complimentary: "complimentary",
  endComplimentary: "end_complimentary",
} as const;

export const REASON_MAX = 500;

export const STAFF_BILLING_MESSAGES = {
  noSubscription: "This learner has no live subscription to cancel.",
  noPayment: "This learner has no paid invoice to refund.",
  notLatest: "Only the latest payment can be refunded.",
  overrideRequired: "This purchase is outside the refund policy. Give an override reason to refund it anyway.",
  reasonRequired: "Give a reason.",
  reasonTooLong: `Keep the reason under ${REASON_MAX} characters.`,
  untilRequired: "Choose the last day of complimentary access.",
  untilInvalid: "The last day of complimentary access is not a real date. Choose a day as YYYY-MM-DD.",
  untilPast: "Choose today or a later day.",
  untilTooFar: "Complimentary access lasts at most two years.",
  noComplimentary: "This learner has no complimentary access to end.",
  companyMember: "Company members get access from their company's plan; complimentary premium is for individual learners.",
  inactive: "Reactivate the account before giving complimentary access.",
  provider: "The payment service did not answer. Nothing was changed; try again in a moment.",
  refundFailed: "The payment service refused the refund. Nothing was refunded; check the payment in Stripe.",
  refundInProgress: "A refund for this payment is already in progress.",
  alreadyRefunded: "This payment is already refunded.",
  cancelInProgress: "A cancellation of this subscription is already in progress.",
  alreadyCanceling: "This subscription is already set to end at the period end.",
  cancelBeforeDeactivation:
    "The subscription could not be cancelled at the payment service, so the account was left as it was. Try again in a moment.",
} as const;

export const STAFF_BILLING_TOASTS = {
  refunded: { type: "success", title: "Payment refunded", description: "The payment is refunded and the membership has ended." },
  canceledAtPeriodEnd: {
    type: "success",
    title: "Subscription cancelled",
    description: "It will not renew; access lasts until the end of the paid period.",
  },
  canceledNow: { type: "success", title: "Subscription cancelled", description: "The membership has ended now." },
  complimentary: { type: "success", title: "Complimentary access given" },
  complimentaryEnded: { type: "success", title: "Complimentary access ended" },
  failed: { type: "error", title: "Billing change failed" },
} as const;

const reason = z.string().trim().max(REASON_MAX, STAFF_BILLING_MESSAGES.reasonTooLong);
const requiredReason = reason.min(1, STAFF_BILLING_MESSAGES.reasonRequired);

export const staffBillingSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(STAFF_BILLING_INTENTS.refund), invoiceId: z.string().trim().min(1).max(200), reason: reason.default("") }),
  z.object({ intent: z.literal(STAFF_BILLING_INTENTS.cancelAtPeriodEnd) }),
  z.object({ intent: z.literal(STAFF_BILLING_INTENTS.cancelNow) }),
  z.object({
    intent: z.literal(STAFF_BILLING_INTENTS.complimentary),
    until: calendarDateSchema({ required: STAFF_BILLING_MESSAGES.untilRequired, invalid: STAFF_BILLING_MESSAGES.untilInvalid }),
    reason: requiredReason,
  }),
  z.object({ intent: z.literal(STAFF_BILLING_INTENTS.endComplimentary) }),
]);
export type StaffBillingInput = z.output<typeof staffBillingSchema>;

export type LiveSubscriptionFields = {
  stripeSubscriptionId: string | null;
  subscribed: boolean;
  subscriptionEnd: Date | string | null;
};

/** Does the provider still hold a running subscription (renewing, or cancelled at period end but not yet over)? */
export function hasLiveSubscription(profile: LiveSubscriptionFields, now: Date = new Date()): boolean {
  if (!profile.stripeSubscriptionId || !profile.subscribed) return false;
  return profile.subscriptionEnd === null || new Date(profile.subscriptionEnd).getTime() > now.getTime();
}

/**
 * How long a refund's or a cancellation's in-progress mark blocks the same change (decision 0079):
 * long enough for the provider's event to reach the webhook, short enough that a mark left by a
 * process that died between its claim and the provider's call does not block staff for long.
 */
export const BILLING_OPERATION_STALE_MS = 10 * 60_000;

/** The key of a change's in-progress mark: one per invoice for a refund, one per subscription and kind for a cancellation. */
export function billingOperationKey(kind: "refund" | "cancel_now" | "cancel_at_period_end", id: string): string {
  return `${kind}:${id}`;
}

/** The longest complimentary access staff may give, in days from today. */
export const COMPLIMENTARY_MAX_DAYS = 731;

const MS_PER_DAY = 86_400_000;

/** Complimentary access through the chosen Louisiana day: it ends at 00:00 of the next day there. Throws on a day that does not exist. */
export function complimentaryEnd(lastDay: string): Date {
  return louisianaDayEnd(lastDay);
}

/** The last day (YYYY-MM-DD, Louisiana) of complimentary access ending at `until`. */
export function complimentaryLastDay(until: Date): string {
  const local = new TZDate(until.getTime() - 1, SCHOOL_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** Why a chosen last day is refused (null when it is fine): not before today, at most two years ahead. */
export function complimentaryDayProblem(lastDay: string, now: Date = new Date()): string | null {
  if (!isCalendarDate(lastDay)) return STAFF_BILLING_MESSAGES.untilInvalid;
  const end = complimentaryEnd(lastDay);
  if (end.getTime() <= now.getTime()) return STAFF_BILLING_MESSAGES.untilPast;
  if (end.getTime() - now.getTime() > COMPLIMENTARY_MAX_DAYS * MS_PER_DAY) return STAFF_BILLING_MESSAGES.untilTooFar;
  return null;
}

// Billing rules (requirements billing-screens, signed-in-data-fields, signed-in-state-flows Subscription, requirement signed-in-error-texts): how a payment provider's subscription maps to
// the profile, which of two states of a subscription is newer (webhooks arrive in any order), which
// invoice state wins, how invoices and amounts are shown, and what the activation poll says.

/** The parts of a Stripe subscription the school keeps. Times are epoch seconds, as Stripe sends them. */
export type SubscriptionSnapshot = {
  id: string;
  customer: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  created: number;
  currentPeriodEnd: number;
  endedAt: number | null;
};

/** Statuses that end a subscription for good: nothing of that subscription comes after them. */
const TERMINAL = new Set(["canceled", "incomplete_expired"]);
/** Statuses that still give access until the period ends. */
const LIVE = new Set(["active", "trialing", "past_due"]);

function statusRank(snapshot: SubscriptionSnapshot): number {
  if (TERMINAL.has(snapshot.status)) return 2;
  if (snapshot.status === "incomplete") return 0;
  return 1;
}

const pad = (seconds: number) => String(Math.max(0, Math.floor(seconds))).padStart(12, "0");

/**
 * A sortable key of one state of a subscription: a later subscription beats an earlier one; within a
 * subscription a later period end beats an earlier one, an ended subscription beats a live one, and
 * only then does the event's own creation time decide (cancel then resume in the same period).
 */
export function subscriptionVersion(snapshot: SubscriptionSnapshot, eventCreated: number): string {
  return [pad(snapshot.created), pad(snapshot.currentPeriodEnd), String(statusRank(snapshot)), pad(eventCreated)].join("|");
}

/** Apply the incoming state only if it is not older than the stored one (ties apply: replaying an event is harmless). */
export function isNewerVersion(incoming: string, stored: string | null): boolean {
  return stored === null || incoming >= stored;
}

export type ProfileSubscriptionState = {
  subscribed: boolean;
  /** What the billing page shows: active, trialing, past_due, canceled (also for cancel-at-period-end), inactive. */
  subscriptionStatus: string;
  subscriptionEnd: Date;
  subscriptionTier: string | null;
};

export const PREMIUM_TIER = "premium";

/**
 * The profile's subscription columns for a subscription state. A subscription set to cancel at the
 * period end still gives access until then and shows as canceled ("Access Expires").
 */
export function profileStateFor(snapshot: SubscriptionSnapshot): ProfileSubscriptionState {
  const live = LIVE.has(snapshot.status);
  const end = new Date(1000 * (live ? snapshot.currentPeriodEnd : (snapshot.endedAt ?? snapshot.currentPeriodEnd)));
  if (!live) {
    const status = TERMINAL.has(snapshot.status) ? "canceled" : snapshot.status === "unpaid" ? "past_due" : "inactive";
    return { subscribed: false, subscriptionStatus: status, subscriptionEnd: end, subscriptionTier: null };
  }
  return {
    subscribed: true,
    subscriptionStatus: snapshot.cancelAtPeriodEnd ? "canceled" : snapshot.status,
    subscriptionEnd: end,
    subscriptionTier: PREMIUM_TIER,
  };
}

// ---- invoices ----

/** The invoice statuses stored (Stripe's); "refunded" is shown, derived from the refunds. */
export const INVOICE_STATUSES = ["paid", "open", "draft", "void", "uncollectible"] as const;

const INVOICE_RANK: Record<string, number> = { draft: 0, open: 1, uncollectible: 2, paid: 3, void: 3, refunded: 4 };

/**
 * Invoice events may arrive out of order: a paid or void invoice never goes back to open or draft,
 * and a refunded one (its payment refunded) never back to paid.
 */
export function shouldReplaceInvoice(stored: string | null, incoming: string): boolean {
  if (stored === null) return true;
  return (INVOICE_RANK[incoming] ?? 0) >= (INVOICE_RANK[stored] ?? 0);
}

/** The number shown for an invoice: its own, else 'EN' plus the last 8 characters of the id in upper case. */
export function invoiceNumber(id: string, number: string | null): string {
  return number?.trim() ? number : `EN${id.slice(-8).toUpperCase()}`;
}

/** Minor currency units / 100, en-US formatting: 499 usd → $4.99. */
export function formatMinorAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
}

/** Site-settings price (dollars) in minor units for the provider. */
export function priceInCents(price: number): number {
  return Math.round(price * 100);
}

export const INVOICES_SHOWN = 10;

/** Current period start: one year before the end (requirement signed-in-state-flows). */
export function currentPeriodStart(end: Date): Date {
  const start = new Date(end);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

// ---- messages and activation ----

export const BILLING_PATH = "/student/billing";
export const BILLING_INTENTS = { checkout: "checkout", portal: "portal" } as const;

export const BILLING_MESSAGES = {
  authRequired: { title: "Authentication Required", description: "Please log in to subscribe or manage your subscription." },
  checkoutError: { title: "Checkout Error", description: "Failed to create checkout session. Please try again." },
  portalError: { title: "Portal Error", description: "Failed to open customer portal. Please try again." },
  inactive: { title: "Checkout Error", description: "Account is inactive. Please contact support for assistance." },
  companyMember: {
    title: "Billing Managed by Your Company",
    description: "Your access comes with your company's plan. Contact your company administrator about billing.",
  },
  reviewer: { title: "No Billing Needed", description: "Reviewers open every course without a membership." },
  alreadySubscribed: { title: "Already a Premium Member", description: "Your premium membership is already active." },
  paymentWindow: { title: "Payment Window Opened", description: "Complete your payment to activate premium access." },
  statusUpdated: { title: "Subscription Status Updated", description: "Your subscription details are up to date." },
  checkoutCanceled: { title: "Checkout Canceled", description: "No payment was taken. You can subscribe whenever you are ready." },
} as const;

export const ACTIVATION_MESSAGES = {
  activating: "Activating your subscription...",
  activated: "Subscription activated successfully!",
  changesApplied: "Subscription changes applied successfully.",
  processing: "Processing subscription. Please refresh if needed.",
  error: "Error activating subscription. Please refresh the page.",
} as const;

/** The poll after a checkout or portal return: 5 tries 1000 ms apart, then 5 tries 3000 ms apart. */
export const ACTIVATION_POLL_DELAYS_MS: readonly number[] = [1000, 1000, 1000, 1000, 1000, 3000, 3000, 3000, 3000, 3000];

export type ActivationOutcome = "activated" | "changes_applied" | "pending";

/** Active, trialing, past_due or the subscribed flag means activated; canceled while still subscribed means changes applied. */
export function activationOutcome(state: { subscribed: boolean; subscriptionStatus: string }): ActivationOutcome {
  if (state.subscriptionStatus === "canceled" && state.subscribed) return "changes_applied";
  if (state.subscribed || ["active", "trialing", "past_due"].includes(state.subscriptionStatus)) return "activated";
  return "pending";
}

export type ActivationKind = "checkout" | "portal";

/** The message shown for a return (checkout or portal) once the poll has an outcome; null while still waiting. */
export function activationMessage(kind: ActivationKind, outcome: ActivationOutcome, exhausted: boolean): string | null {
  if (outcome === "changes_applied") return ACTIVATION_MESSAGES.changesApplied;
  if (outcome === "activated") return kind === "portal" ? ACTIVATION_MESSAGES.changesApplied : ACTIVATION_MESSAGES.activated;
  return exhausted ? ACTIVATION_MESSAGES.processing : null;
}

/** Where a checkout/portal return lands once its parameters are stripped, or null when it is not a return. */
export function activationKindOf(params: URLSearchParams): ActivationKind | null {
  if (params.get("success") === "true" && params.get("session_id")) return "checkout";
  if (params.get("portal_return") === "true") return "portal";
  return null;
}

// ---- the local stand-in's test cards (Stripe's own test numbers) ----

export type LocalCardBehaviour = "succeeds" | "declined" | "fails_renewal";

export const LOCAL_TEST_CARDS: Record<string, LocalCardBehaviour> = {
  "4242424242424242": "succeeds",
  "4000000000000002": "declined",
  "4000000000000341": "fails_renewal",
};

export const LOCAL_CARD_MESSAGES = {
  declined: "Your card was declined.",
  unknown: "Use a test card: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined) or 4000 0000 0000 0341 (fails at renewal).",
  expiry: "Your card's expiration date is incomplete or in the past.",
  cvc: "Your card's security code is incomplete.",
} as const;

export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** Is MM / YY a month not yet over at `now`? */
export function isValidExpiry(value: string, now: Date = new Date()): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

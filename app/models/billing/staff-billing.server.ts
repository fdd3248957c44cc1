// Staff tools for a learner's premium membership (decision 0062): the subscription and
// invoices on the admin record, cancel at period end or now, refund the latest payment (the refund
// policy's figures shown, an override reason when outside it), complimentary premium until a date.
// Cancel and refund go through the payments service (Stripe, or the stand-in's signed events); the
// school's records change when the provider's events reach the webhook route. Every action is audited.
import { and, count, desc, eq, gte, lt, max } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { refundEligibility, type RefundEligibility, type RefundFacts, type RefundTerms } from "~/rules/refund-eligibility";
import {
  BILLING_OPERATION_STALE_MS,
  billingOperationKey,
  complimentaryDayProblem,
  complimentaryEnd,
  hasLiveSubscription,
  STAFF_BILLING_MESSAGES,
} from "~/rules/staff-billing";
import { localSubscriptionById } from "~/models/billing/billing.server";
import { cancelSubscription, refundPayment } from "~/services/payments.server";
import { logEvent } from "~/utils/log.server";

const { profiles, invoices, userCourseProgressSummary, generatedCertificates, billingOperations } = schema;

async function billingRow(userId: string) {
  const [row] = await getDb()
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      companyId: profiles.companyId,
      accountStatus: profiles.accountStatus,
      anonymisedAt: profiles.anonymisedAt,
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

/** The latest paid invoice: the payment a refund is for, with the refund terms it was sold under (decision 0095). */
async function latestPaidInvoice(userId: string) {
  const [row] = await getDb()
    .select({
      id: invoices.id,
      amount: invoices.amount,
      currency: invoices.currency,
      created: invoices.created,
      terms: { windowDays: invoices.refundWindowDays, maxProgressPercent: invoices.refundMaxProgressPercent },
    })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, "paid")))
    .orderBy(desc(invoices.created), desc(invoices.id))
    .limit(1);
  return row ?? null;
}

/**
 * The policy's figures for a purchase: the highest progress in any course, certificates issued since
 * the purchase, and the terms the purchase was sold under (its invoice's; today's when not given).
 */
export async function refundFacts(userId: string, purchasedAt: Date, terms?: RefundTerms): Promise<RefundFacts> {
  const [[progress], [certificates]] = await Promise.all([
    getDb()
      .select({ highest: max(userCourseProgressSummary.progressPercentage) })
      .from(userCourseProgressSummary)
      .where(eq(userCourseProgressSummary.userId, userId)),
    getDb()
      .select({ n: count() })
      .from(generatedCertificates)
      .where(and(eq(generatedCertificates.userId, userId), gte(generatedCertificates.generatedAt, purchasedAt))),
  ]);
  return { purchasedAt, highestProgressPercent: Number(progress?.highest ?? 0), certificates: certificates?.n ?? 0, terms };
}

/** The audit entry of a cancellation (by staff, a refund, a deactivation or an anonymisation). */
function auditCancel(
  actor: AuditActor,
  who: { userId: string; companyId: string | null },
  details: { subscriptionId: string | null; atPeriodEnd: boolean; cause: string },
) {
  return recordAudit(getDb(), {
    actor,
    action: "billing.subscription.cancel",
    entityType: "user",
    entityId: who.userId,
    companyId: who.companyId,
    details,
  });
}

export type StaffBillingView = {
  profile: NonNullable<Awaited<ReturnType<typeof billingRow>>>;
  liveSubscription: boolean;
  invoices: {
    id: string;
    number: string | null;
    amount: number;
    currency: string;
    status: string;
    created: Date;
    refundedAmount: number | null;
    refundedAt: Date | null;
  }[];
  refund: { invoiceId: string; amount: number; currency: string; purchasedAt: Date; eligibility: RefundEligibility } | null;
};

export async function getStaffBilling(userId: string, now: Date = new Date()): Promise<StaffBillingView | null> {
  const profile = await billingRow(userId);
  if (!profile) return null;
  const [rows, latest] = await Promise.all([
    getDb()
      .select({
        id: invoices.id,
        number: invoices.number,
        amount: invoices.amount,
        currency: invoices.currency,
        status: invoices.status,
        created: invoices.created,
        refundedAmount: invoices.refundedAmount,
        refundedAt: invoices.refundedAt,
      })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.created), desc(invoices.id)),
    latestPaidInvoice(userId),
  ]);
  const refund = latest
    ? {
        invoiceId: latest.id,
        amount: latest.amount,
        currency: latest.currency,
        purchasedAt: latest.created,
        eligibility: refundEligibility(await refundFacts(userId, latest.created, latest.terms), now),
      }
    : null;
  return { profile, liveSubscription: hasLiveSubscription(profile, now), invoices: rows, refund };
}

export type StaffBillingResult = { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "refused"; message: string };

const refused = (message: string): StaffBillingResult => ({ ok: false, reason: "refused", message });

function logFailure(event: string, userId: string, error: unknown) {
  logEvent("error", event, { userId, error });
}

// ---- at most once (decision 0079) ----
// A refund of one invoice, or a cancellation of one subscription, is claimed before the payment
// service is called: in a transaction that locks the invoice's (or the profile's) row, the change is
// checked again against the school's records and its in-progress mark is written. Concurrent requests
// for the same change wait on the row lock, then find the mark and are refused, so the provider is
// called, and the change audited, once. A failed call removes its mark (staff may try again); a
// successful one leaves it until the provider's event has updated the records, and a mark older than
// BILLING_OPERATION_STALE_MS no longer blocks.

type Claim = { key: string; startedAt: Date };

/** Writes the mark unless a fresh one is there (inside the caller's transaction, after its row lock); null when busy. */
async function markInProgress(tx: Tx, key: string, userId: string, now: Date): Promise<Claim | null> {
  const stale = new Date(now.getTime() - BILLING_OPERATION_STALE_MS);
  const [row] = await tx
    .insert(billingOperations)
    .values({ key, userId, startedAt: now })
    .onConflictDoUpdate({
      target: billingOperations.key,
      set: { userId, startedAt: now },
      setWhere: lt(billingOperations.startedAt, stale),
    })
    .returning({ key: billingOperations.key });
  return row ? { key, startedAt: now } : null;
}

/** Removes a mark this request wrote (not a newer one), after the provider refused or was unreachable. */
async function releaseMark(claim: Claim | null) {
  if (!claim) return;
  await getDb()
    .delete(billingOperations)
    .where(and(eq(billingOperations.key, claim.key), eq(billingOperations.startedAt, claim.startedAt)));
}

type LockedSubscription = { subscriptionId: string; companyId: string | null };

/** Locks the profile's row and claims the cancellation of its live subscription (`mode`). */
async function claimCancel(
  userId: string,
  mode: "cancel_now" | "cancel_at_period_end",
  now: Date,
): Promise<StaffBillingResult | (LockedSubscription & { claim: Claim })> {
  return getDb().transaction(async (tx) => {
    const [profile] = await tx
      .select({
        companyId: profiles.companyId,
        subscribed: profiles.subscribed,
        subscriptionStatus: profiles.subscriptionStatus,
        subscriptionEnd: profiles.subscriptionEnd,
        stripeSubscriptionId: profiles.stripeSubscriptionId,
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!profile) return { ok: false, reason: "not_found" } as const;
    if (!hasLiveSubscription(profile, now) || !profile.stripeSubscriptionId) return refused(STAFF_BILLING_MESSAGES.noSubscription);
    if (mode === "cancel_at_period_end" && profile.subscriptionStatus === "canceled") {
      return refused(STAFF_BILLING_MESSAGES.alreadyCanceling);
    }
    const claim = await markInProgress(tx, billingOperationKey(mode, profile.stripeSubscriptionId), userId, now);
    if (!claim) return refused(STAFF_BILLING_MESSAGES.cancelInProgress);
    return { subscriptionId: profile.stripeSubscriptionId, companyId: profile.companyId, claim };
  });
}

/** Cancels the learner's subscription at the provider: at the period end, or now. At most once at a time (decision 0079). */
export async function staffCancelSubscription(
  userId: string,
  atPeriodEnd: boolean,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<StaffBillingResult> {
  const claimed = await claimCancel(userId, atPeriodEnd ? "cancel_at_period_end" : "cancel_now", now);
  if ("ok" in claimed) return claimed;
  try {
    await cancelSubscription(claimed.subscriptionId, { atPeriodEnd, standIn: localSubscriptionById });
  } catch (error) {
    logFailure("staff_cancel_failed", userId, error);
    await releaseMark(claimed.claim);
    return refused(STAFF_BILLING_MESSAGES.provider);
  }
  await auditCancel(
    actor,
    { userId, companyId: claimed.companyId },
    { subscriptionId: claimed.subscriptionId, atPeriodEnd: atPeriodEnd, cause: "staff" },
  );
  return { ok: true };
}

/**
 * Locks the profile's and the invoice's rows and claims the invoice's refund: still this learner's latest paid invoice, no refund
 * of it in progress. A live subscription's cancellation is claimed with it, unless a "Cancel now" of
 * it is already under way (that one ends it; the refund does not cancel a second time).
 */
async function claimRefund(
  userId: string,
  invoiceId: string,
  now: Date,
): Promise<StaffBillingResult | { refund: Claim; cancel: (LockedSubscription & { claim: Claim }) | null }> {
  return getDb().transaction(async (tx) => {
    // The webhook's lock order: the profile's row, then the invoice's.
    const [profile] = await tx
      .select({
        companyId: profiles.companyId,
        subscribed: profiles.subscribed,
        subscriptionEnd: profiles.subscriptionEnd,
        stripeSubscriptionId: profiles.stripeSubscriptionId,
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!profile) return { ok: false, reason: "not_found" } as const;
    const [invoice] = await tx
      .select({ status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
      .for("update");
    if (invoice?.status === "refunded") return refused(STAFF_BILLING_MESSAGES.alreadyRefunded);
    const [latest] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.status, "paid")))
      .orderBy(desc(invoices.created), desc(invoices.id))
      .limit(1);
    if (!latest) return refused(STAFF_BILLING_MESSAGES.noPayment);
    if (latest.id !== invoiceId) return refused(STAFF_BILLING_MESSAGES.notLatest);
    const refund = await markInProgress(tx, billingOperationKey("refund", invoiceId), userId, now);
    if (!refund) return refused(STAFF_BILLING_MESSAGES.refundInProgress);
    if (!profile.stripeSubscriptionId || !hasLiveSubscription(profile, now)) return { refund, cancel: null };
    const cancel = await markInProgress(tx, billingOperationKey("cancel_now", profile.stripeSubscriptionId), userId, now);
    return {
      refund,
      cancel: cancel ? { subscriptionId: profile.stripeSubscriptionId, companyId: profile.companyId, claim: cancel } : null,
    };
  });
}

/**
 * Refunds the latest payment in full, at most once (decision 0079). The policy's figures are worked
 * out again here (never taken from the form); outside the policy staff must give an override reason.
 * A refund ends the membership (the policy: "when a refund is approved, access ends"): a live
 * subscription is cancelled now first, and if that fails nothing is refunded.
 */
export async function staffRefund(
  userId: string,
  input: { invoiceId: string; reason: string },
  actor: AuditActor,
  now: Date = new Date(),
): Promise<StaffBillingResult> {
  const profile = await billingRow(userId);
  if (!profile) return { ok: false, reason: "not_found" };
  const latest = await latestPaidInvoice(userId);
  if (!latest) {
    const [asked] = await getDb()
      .select({ status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.userId, userId)));
    return refused(asked?.status === "refunded" ? STAFF_BILLING_MESSAGES.alreadyRefunded : STAFF_BILLING_MESSAGES.noPayment);
  }
  if (latest.id !== input.invoiceId) return refused(STAFF_BILLING_MESSAGES.notLatest);
  const eligibility = refundEligibility(await refundFacts(userId, latest.created, latest.terms), now);
  if (!eligibility.eligible && !input.reason) return refused(STAFF_BILLING_MESSAGES.overrideRequired);

  const claimed = await claimRefund(userId, latest.id, now);
  if ("ok" in claimed) return claimed;
  const { cancel } = claimed;
  if (cancel) {
    try {
      await cancelSubscription(cancel.subscriptionId, { atPeriodEnd: false, standIn: localSubscriptionById });
    } catch (error) {
      logFailure("staff_refund_cancel_failed", userId, error);
      await releaseMark(cancel.claim);
      await releaseMark(claimed.refund);
      return refused(STAFF_BILLING_MESSAGES.provider);
    }
    await auditCancel(
      actor,
      { userId, companyId: cancel.companyId },
      { subscriptionId: cancel.subscriptionId, atPeriodEnd: false, cause: "refund" },
    );
  }
  try {
    await refundPayment({
      invoiceId: latest.id,
      userId,
      customer: profile.stripeCustomerId ?? "",
      amount: latest.amount,
      currency: latest.currency,
      reason: input.reason || "Within the refund policy",
    });
  } catch (error) {
    logFailure("staff_refund_failed", userId, error);
    await releaseMark(claimed.refund);
    return refused(STAFF_BILLING_MESSAGES.refundFailed);
  }
  await recordAudit(getDb(), {
    actor,
    action: "billing.refund",
    entityType: "user",
    entityId: userId,
    companyId: profile.companyId,
    details: {
      invoiceId: latest.id,
      amount: latest.amount,
      currency: latest.currency,
      eligible: eligibility.eligible,
      override: !eligibility.eligible,
      reason: input.reason || null,
      daysSincePurchase: eligibility.daysSincePurchase,
      highestProgressPercent: eligibility.highestProgressPercent,
      certificates: eligibility.certificates,
      failures: eligibility.failures.map((f) => f.condition),
    },
  });
  return { ok: true };
}

/** Complimentary premium through `lastDay` (a Louisiana day), with a reason; no payment. */
export async function grantComplimentary(
  userId: string,
  input: { lastDay: string; reason: string },
  actor: AuditActor,
  now: Date = new Date(),
): Promise<StaffBillingResult> {
  const problem = complimentaryDayProblem(input.lastDay, now);
  if (problem) return refused(problem);
  const until = complimentaryEnd(input.lastDay);
  return getDb().transaction(async (tx): Promise<StaffBillingResult> => {
    const [current] = await tx
      .select({
        companyId: profiles.companyId,
        accountStatus: profiles.accountStatus,
        until: profiles.complimentaryUntil,
        reason: profiles.complimentaryReason,
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" };
    if (current.companyId) return refused(STAFF_BILLING_MESSAGES.companyMember);
    if (current.accountStatus === "inactive") return refused(STAFF_BILLING_MESSAGES.inactive);
    await tx
      .update(profiles)
      .set({ complimentaryUntil: until, complimentaryReason: input.reason, updatedAt: now })
      .where(eq(profiles.id, userId));
    await recordAudit(tx, {
      actor,
      action: "billing.complimentary.grant",
      entityType: "user",
      entityId: userId,
      before: { complimentaryUntil: current.until?.toISOString() ?? null, complimentaryReason: current.reason },
      after: { complimentaryUntil: until.toISOString(), complimentaryReason: input.reason },
    });
    return { ok: true };
  });
}

/** Ends complimentary premium now. */
export async function endComplimentary(userId: string, actor: AuditActor, now: Date = new Date()): Promise<StaffBillingResult> {
  return getDb().transaction(async (tx): Promise<StaffBillingResult> => {
    const [current] = await tx
      .select({ companyId: profiles.companyId, until: profiles.complimentaryUntil, reason: profiles.complimentaryReason })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" };
    if (!current.until || current.until.getTime() <= now.getTime()) return refused(STAFF_BILLING_MESSAGES.noComplimentary);
    await tx.update(profiles).set({ complimentaryUntil: null, complimentaryReason: null, updatedAt: now }).where(eq(profiles.id, userId));
    await recordAudit(tx, {
      actor,
      action: "billing.complimentary.end",
      entityType: "user",
      entityId: userId,
      companyId: current.companyId,
      before: { complimentaryUntil: current.until.toISOString(), complimentaryReason: current.reason },
      after: { complimentaryUntil: null, complimentaryReason: null },
    });
    return { ok: true };
  });
}

/**
 * Before an account is deactivated or anonymised: its live subscription is cancelled now at the
 * provider, so nobody is charged for an account they cannot use. False when the provider refused or
 * could not be reached (the caller then changes nothing); true when cancelled or nothing was live.
 */
export async function cancelBeforeClosing(
  userId: string,
  cause: "deactivation" | "anonymisation",
  actor: AuditActor,
  now: Date = new Date(),
): Promise<boolean> {
  const profile = await billingRow(userId);
  if (!profile || !profile.stripeSubscriptionId || !hasLiveSubscription(profile, now)) return true;
  try {
    await cancelSubscription(profile.stripeSubscriptionId, { atPeriodEnd: false, standIn: localSubscriptionById });
  } catch (error) {
    logFailure("cancel_before_closing_failed", userId, error);
    return false;
  }
  await auditCancel(
    actor,
    { userId, companyId: profile.companyId },
    { subscriptionId: profile.stripeSubscriptionId, atPeriodEnd: false, cause: cause },
  );
  return true;
}

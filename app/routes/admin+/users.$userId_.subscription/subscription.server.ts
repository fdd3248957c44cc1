// The loader and action of /admin/users/{userId}/subscription (decision 0062), beside its page:
// the admin first, then the form; every change goes through the staff billing model.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { formatCentralDate } from "~/emails/templates";
import {
  endComplimentary,
  getStaffBilling,
  grantComplimentary,
  staffCancelSubscription,
  staffRefund,
} from "~/models/billing/staff-billing.server";
import { ADMIN_USERS_PATH, USER_ADMIN_MESSAGES } from "~/rules/admin-users";
import { formatMinorAmount, invoiceNumber } from "~/rules/billing";
import { louisianaDayStart } from "~/rules/calendar-date";
import { refundProgressText, refundWindowText } from "~/rules/refund-eligibility";
import {
  complimentaryLastDay,
  STAFF_BILLING_INTENTS,
  STAFF_BILLING_TOASTS,
  staffBillingSchema,
  type StaffBillingInput,
} from "~/rules/staff-billing";
import { hasComplimentary } from "~/rules/subscription";
import { customerDashboardUrl } from "~/services/payments.server";
import { readForm } from "~/utils/form.server";
import { requireIdParam } from "~/utils/http.server";
import { redirectWithToast, type ToastInput } from "~/utils/toast.server";
import { fail, requireAdmin } from "../admin.server";

const day = (value: Date | null) => (value ? formatCentralDate(value) : "—");

/** Today in Louisiana, for the date field's minimum. */
const today = () => complimentaryLastDay(new Date(Date.now() + 1));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const userId = requireIdParam(params.userId, USER_ADMIN_MESSAGES.notFound);
  const view = await getStaffBilling(userId);
  if (!view) throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
  const { profile, refund } = view;
  const now = new Date();
  const complimentary = hasComplimentary(profile, now) && profile.complimentaryUntil ? profile.complimentaryUntil : null;
  return {
    userId,
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    email: profile.email,
    companyMember: profile.companyId !== null,
    inactive: profile.accountStatus === "inactive",
    anonymised: profile.anonymisedAt !== null,
    subscription: {
      status: profile.subscriptionStatus,
      live: view.liveSubscription,
      cancelingAtPeriodEnd: view.liveSubscription && profile.subscriptionStatus === "canceled",
      end: day(profile.subscriptionEnd),
      subscriptionId: profile.stripeSubscriptionId,
      customerId: profile.stripeCustomerId,
      dashboardUrl: customerDashboardUrl(profile.stripeCustomerId),
    },
    complimentary: complimentary
      ? { lastDay: formatCentralDate(new Date(complimentary.getTime() - 1)), reason: profile.complimentaryReason ?? "" }
      : null,
    minDay: today(),
    invoices: view.invoices.map((invoice) => ({
      id: invoice.id,
      number: invoiceNumber(invoice.id, invoice.number),
      created: day(invoice.created),
      amount: formatMinorAmount(invoice.amount, invoice.currency),
      status: invoice.status,
      refunded: invoice.refundedAmount === null ? null : formatMinorAmount(invoice.refundedAmount, invoice.currency),
    })),
    refund: refund
      ? {
          invoiceId: refund.invoiceId,
          number: invoiceNumber(refund.invoiceId, view.invoices.find((i) => i.id === refund.invoiceId)?.number ?? null),
          amount: formatMinorAmount(refund.amount, refund.currency),
          purchased: day(refund.purchasedAt),
          windowEnds: day(refund.eligibility.windowEndsAt),
          // The terms this purchase was sold under (decision 0095), not necessarily today's.
          windowText: refundWindowText(refund.eligibility.terms),
          progressLimitText: refundProgressText(refund.eligibility.terms),
          eligible: refund.eligibility.eligible,
          daysSincePurchase: refund.eligibility.daysSincePurchase,
          highestProgress: refund.eligibility.highestProgressPercent,
          certificates: refund.eligibility.certificates,
          failures: refund.eligibility.failures.map((f) => f.message),
        }
      : null,
  };
}

/** What the page and its sections read. */
export type StaffBillingView = Awaited<ReturnType<typeof loader>>;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const userId = requireIdParam(params.userId, USER_ADMIN_MESSAGES.notFound);
  const form = await readForm(request);
  const parsed = staffBillingSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return fail(
      {},
      { ...STAFF_BILLING_TOASTS.failed, description: parsed.error.issues[0]?.message ?? "The request could not be understood." },
    );
  }
  const input = parsed.data;
  const needsConfirm = input.intent === STAFF_BILLING_INTENTS.refund || input.intent === STAFF_BILLING_INTENTS.cancelNow;
  if (needsConfirm && form.get("confirm") !== "yes") {
    return fail({}, { ...STAFF_BILLING_TOASTS.failed, description: "Tick the box to confirm." });
  }
  // The answer is worked out before anything is written: nothing that formats it can fail after a commit.
  const toast = successToast(input);
  const result =
    input.intent === STAFF_BILLING_INTENTS.refund
      ? await staffRefund(userId, { invoiceId: input.invoiceId, reason: input.reason }, actor)
      : input.intent === STAFF_BILLING_INTENTS.cancelAtPeriodEnd
        ? await staffCancelSubscription(userId, true, actor)
        : input.intent === STAFF_BILLING_INTENTS.cancelNow
          ? await staffCancelSubscription(userId, false, actor)
          : input.intent === STAFF_BILLING_INTENTS.complimentary
            ? await grantComplimentary(userId, { lastDay: input.until, reason: input.reason }, actor)
            : await endComplimentary(userId, actor);
  if (!result.ok) {
    if (result.reason === "not_found") throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
    return fail({}, { ...STAFF_BILLING_TOASTS.failed, description: result.message }, 409);
  }
  return redirectWithToast(`${ADMIN_USERS_PATH}/${userId}/subscription`, toast);
}

function successToast(input: StaffBillingInput): ToastInput {
  switch (input.intent) {
    case STAFF_BILLING_INTENTS.refund:
      return STAFF_BILLING_TOASTS.refunded;
    case STAFF_BILLING_INTENTS.cancelAtPeriodEnd:
      return STAFF_BILLING_TOASTS.canceledAtPeriodEnd;
    case STAFF_BILLING_INTENTS.cancelNow:
      return STAFF_BILLING_TOASTS.canceledNow;
    case STAFF_BILLING_INTENTS.complimentary:
      return {
        ...STAFF_BILLING_TOASTS.complimentary,
        description: `Premium access until the end of ${formatCentralDate(louisianaDayStart(input.until))}.`,
      };
    default:
      return STAFF_BILLING_TOASTS.complimentaryEnded;
  }
}

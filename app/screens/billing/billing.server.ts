// The Billing & Subscription page (requirement billing-screens): loader and action for /student/billing. Checkout and
// the customer portal are form POSTs that redirect to the provider (or the local stand-in); the
// return from either is stripped of its parameters and shown as an activation status that polls
// with JavaScript and refreshes itself without.
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { ensureStripeCustomer, getBillingProfile, getMembershipPrice, listInvoices } from "~/models/billing/billing.server";
import {
  activationKindOf,
  activationMessage,
  activationOutcome,
  ACTIVATION_POLL_DELAYS_MS,
  BILLING_INTENTS,
  BILLING_MESSAGES,
  BILLING_PATH,
  currentPeriodStart,
  invoiceNumber,
  priceInCents,
  type ActivationKind,
} from "~/rules/billing";
import { hasComplimentary, isSubscribed } from "~/rules/subscription";
import { formatCentralDate } from "~/emails/templates";
import { createCheckoutSession, createCustomer, createPortalSession } from "~/services/payments.server";
import { env } from "~/utils/env.server";
import { readForm } from "~/utils/form.server";
import { requireAreaUser } from "~/auth/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { logEvent } from "~/utils/log.server";

const intentSchema = z.enum([BILLING_INTENTS.checkout, BILLING_INTENTS.portal]);

/** Company members (billing is their company's) and reviewers (no membership needed) have no billing page. */
function refusalFor(user: SessionUser) {
  if (user.accountStatus === "inactive") return BILLING_MESSAGES.inactive;
  if (user.companyId) return BILLING_MESSAGES.companyMember;
  if (user.roles.includes("reviewer")) return BILLING_MESSAGES.reviewer;
  return null;
}

export async function billingLoader(request: Request) {
  const user = await requireAreaUser(request, "student");
  const refusal = refusalFor(user);
  if (refusal) throw await redirectWithToast("/student", { type: "info", ...refusal });

  const url = new URL(request.url);
  // A return from checkout or the portal: strip its parameters, then show the activation status.
  const returned = activationKindOf(url.searchParams);
  // Back from the portal: the details below are read again, so say so (requirement signed-in-error-texts 'Subscription Status Updated').
  if (returned === "portal") {
    throw await redirectWithToast(`${BILLING_PATH}?activation=portal`, { type: "info", ...BILLING_MESSAGES.statusUpdated });
  }
  if (returned) throw redirect(`${BILLING_PATH}?activation=${returned}`);
  // Refresh status (a plain GET form, with or without JavaScript): read again and say so.
  if (url.searchParams.get("refresh") === "1") {
    url.searchParams.delete("refresh");
    throw await redirectWithToast(`${BILLING_PATH}${url.searchParams.size ? `?${url.searchParams}` : ""}`, {
      type: "info",
      ...BILLING_MESSAGES.statusUpdated,
    });
  }
  if (url.searchParams.get("canceled") === "true") {
    throw await redirectWithToast(BILLING_PATH, { type: "info", ...BILLING_MESSAGES.checkoutCanceled });
  }

  const profile = await getBillingProfile(user.id);
  if (!profile) throw redirect("/dashboard");
  const showAll = url.searchParams.get("invoices") === "all";
  const [price, history] = await Promise.all([getMembershipPrice(), listInvoices(user.id, showAll)]);
  const now = new Date();
  // A paid membership; complimentary premium from staff is shown on its own.
  const subscribed = isSubscribed({ ...profile, complimentaryUntil: null }, now);
  const complimentary =
    profile.complimentaryUntil && hasComplimentary(profile, now) && profile.accountStatus !== "inactive"
      ? formatCentralDate(new Date(profile.complimentaryUntil.getTime() - 1))
      : null;
  const end = profile.subscriptionEnd;
  const stillRunning = end !== null && end.getTime() > now.getTime();

  const kind = z.enum(["checkout", "portal"]).safeParse(url.searchParams.get("activation"));
  const attempt = Math.min(Math.max(Number(url.searchParams.get("attempt")) || 0, 0), ACTIVATION_POLL_DELAYS_MS.length);
  const outcome = activationOutcome({ subscribed, subscriptionStatus: profile.subscriptionStatus });
  const activation = kind.success
    ? {
        kind: kind.data as ActivationKind,
        outcome,
        attempt,
        /** Without JavaScript: the page refreshes itself after this many seconds, until the tries run out. */
        refreshAfterSeconds:
          outcome === "pending" && attempt < ACTIVATION_POLL_DELAYS_MS.length ? ACTIVATION_POLL_DELAYS_MS[attempt] / 1000 : null,
        message: activationMessage(kind.data, outcome, attempt >= ACTIVATION_POLL_DELAYS_MS.length),
      }
    : null;

  return {
    price,
    subscription: {
      subscribed,
      status: subscribed || stillRunning ? profile.subscriptionStatus : "inactive",
      /** Details are shown while subscribed, or when canceled with an end date still ahead. */
      showDetails: subscribed || (profile.subscriptionStatus === "canceled" && stillRunning),
      end: end?.toISOString() ?? null,
      periodStart: end ? currentPeriodStart(end).toISOString() : null,
      tier: subscribed ? profile.subscriptionTier : null,
      canManage: profile.stripeCustomerId !== null,
      /** The last day of complimentary premium while it runs. */
      complimentaryUntil: complimentary,
    },
    invoices: history.invoices.map((invoice) => ({
      id: invoice.id,
      number: invoiceNumber(invoice.id, invoice.number),
      amount: invoice.amount,
      currency: invoice.currency,
      status: invoice.status,
      pdf: invoice.invoicePdf,
      created: invoice.created.toISOString(),
      refundedAmount: invoice.refundedAmount,
    })),
    invoiceTotal: history.total,
    showAll,
    activation,
  };
}

export async function billingAction(request: Request) {
  // Subscribe or Manage Subscription pressed after the session ended: 'Authentication Required' on the
  // sign-in page, then back here, one click from either (decision 0080).
  // The page itself, not the activation status it may have been showing.
  const user = await requireAreaUser(request, "student", { toast: BILLING_MESSAGES.authRequired, redirectTo: BILLING_PATH });
  const form = await readForm(request);
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) return data({ error: "Choose Subscribe to Premium or Manage Subscription." }, { status: 400 });

  const refusal = refusalFor(user);
  if (refusal) return redirectWithToast(refusal === BILLING_MESSAGES.inactive ? BILLING_PATH : "/student", { type: "error", ...refusal });
  const profile = await getBillingProfile(user.id);
  if (!profile) throw redirect("/dashboard");
  const origin = env().APP_URL.replace(/\/$/, "");

  if (intent.data === BILLING_INTENTS.checkout) {
    if (isSubscribed(profile)) return redirectWithToast(BILLING_PATH, { type: "info", ...BILLING_MESSAGES.alreadySubscribed });
    let url: string;
    try {
      const customerId = await ensureStripeCustomer(user.id, () =>
        createCustomer({ email: profile.email, name: `${profile.firstName} ${profile.lastName}`.trim(), userId: user.id }),
      );
      url = await createCheckoutSession({
        userId: user.id,
        customerId,
        priceCents: priceInCents(await getMembershipPrice()),
        productName: "Premium Membership (1 year)",
        successUrl: `${origin}${BILLING_PATH}?success=true`,
        cancelUrl: `${origin}${BILLING_PATH}?canceled=true`,
      });
    } catch (error) {
      logEvent("error", "checkout_failed", { userId: user.id, error });
      return redirectWithToast(BILLING_PATH, { type: "error", ...BILLING_MESSAGES.checkoutError });
    }
    // 'Payment Window Opened' shows on the checkout page when it is one of the school's own (the local
    // stand-in); Stripe's hosted page cannot show the school's toasts, and it must not wait for the return.
    if (url.startsWith("/")) return redirectWithToast(url, { type: "info", ...BILLING_MESSAGES.paymentWindow });
    return redirect(url);
  }

  // intent === portal
  if (!profile.stripeCustomerId) return redirectWithToast(BILLING_PATH, { type: "error", ...BILLING_MESSAGES.portalError });
  let url: string;
  try {
    url = await createPortalSession(profile.stripeCustomerId, `${origin}${BILLING_PATH}?portal_return=true`);
  } catch (error) {
    logEvent("error", "portal_failed", { userId: user.id, error });
    return redirectWithToast(BILLING_PATH, { type: "error", ...BILLING_MESSAGES.portalError });
  }
  return redirect(url);
}

// Payments (decisions 0023, 0062, 0096; README, Real services): the one place that chooses the payment
// provider — Stripe's API with STRIPE_SECRET_KEY (payments/stripe.server.ts), else the local stand-in
// (payments/standin.server.ts), whose /dev pages and staff actions send signed Stripe-shaped events to
// the same webhook route Stripe calls. What a provider does is payments/provider.server.ts; verifying
// and signing events is payments/webhook.server.ts; reading them, payments/events.server.ts.
import { env } from "~/utils/env.server";
import type { CancelOptions, CheckoutInput, PaymentProvider, RefundInput } from "./payments/provider.server";
import { standInProvider } from "./payments/standin.server";
import { stripeProvider } from "./payments/stripe.server";

export function paymentsMode(): "stripe" | "local" {
  return env().STRIPE_SECRET_KEY ? "stripe" : "local";
}

/** The provider for this call (read each time: the key is configuration, and tests set it per file). */
function provider(): PaymentProvider {
  return paymentsMode() === "stripe" ? stripeProvider : standInProvider;
}

/** The customer's page in Stripe's dashboard (test or live by the key); null with the local stand-in. */
export function customerDashboardUrl(customerId: string | null): string | null {
  return provider().customerDashboardUrl(customerId);
}

export async function createCustomer(input: { email: string; name: string; userId: string }): Promise<string> {
  return provider().createCustomer(input);
}

/** A checkout session's URL: Stripe's hosted page, or the local card form. */
export async function createCheckoutSession(input: CheckoutInput): Promise<string> {
  return provider().createCheckoutSession(input);
}

/** A customer-portal session's URL: Stripe's portal, or the local one. */
export async function createPortalSession(customerId: string, returnUrl: string): Promise<string> {
  return provider().createPortalSession(customerId, returnUrl);
}

// Staff actions go to the provider only; the school's own records change when the provider's events
// come back to the webhook route — Stripe's, or the stand-in's signed ones — so both take the same path.

/**
 * Cancels a subscription at the end of the paid period or now (PaymentProvider.cancelSubscription);
 * `options.standIn` is the stand-in's memory of it, passed by the caller's model.
 */
export async function cancelSubscription(subscriptionId: string, options: CancelOptions): Promise<void> {
  return provider().cancelSubscription(subscriptionId, options);
}

/** Refunds an invoice's payment in full (PaymentProvider.refundPayment). */
export async function refundPayment(input: RefundInput): Promise<void> {
  return provider().refundPayment(input);
}

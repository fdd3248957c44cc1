// The payment provider through Stripe's API (decisions 0023, 0062), with STRIPE_SECRET_KEY: customers,
// hosted checkout, the customer portal, cancelling and refunding. Stripe's own events then reach the
// webhook route.
import Stripe from "stripe";
import { env } from "~/utils/env.server";
import type { PaymentProvider } from "./provider.server";

let client: Stripe | undefined;

function stripe(): Stripe {
  const key = env().STRIPE_SECRET_KEY;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  client ??= new Stripe(key, { maxNetworkRetries: 2, timeout: 15_000 });
  return client;
}

export const stripeProvider: PaymentProvider = {
  async createCustomer(input) {
    const customer = await stripe().customers.create(
      { email: input.email, name: input.name, metadata: { userId: input.userId } },
      { idempotencyKey: `customer-${input.userId}` },
    );
    return customer.id;
  },

  async createCheckoutSession(input) {
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
  },

  async createPortalSession(customerId, returnUrl) {
    const session = await stripe().billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  },

  async cancelSubscription(subscriptionId, options) {
    // Already ended at Stripe (a missed webhook): nothing to cancel — Stripe would refuse, and the
    // account's deactivation must not be blocked by it.
    const current = await stripe().subscriptions.retrieve(subscriptionId);
    if (current.status === "canceled" || current.status === "incomplete_expired") return;
    if (options.atPeriodEnd) {
      await stripe().subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    } else {
      await stripe().subscriptions.cancel(subscriptionId);
    }
  },

  /**
   * The invoice's paid payment (API 2025-03-31 and later keep it in invoice payments, no longer on
   * the invoice) — its PaymentIntent, or its charge — refunded with the invoice id in the refund's
   * metadata and an idempotency key.
   */
  async refundPayment(input) {
    const metadata = { invoice_id: input.invoiceId, user_id: input.userId, staff_reason: input.reason.slice(0, 500) };
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
    await stripe().refunds.create(
      { ...target, reason: "requested_by_customer", metadata },
      { idempotencyKey: `refund-${input.invoiceId}` },
    );
  },

  /** Stripe's dashboard page of the customer, test or live by the key. */
  customerDashboardUrl(customerId) {
    const key = env().STRIPE_SECRET_KEY;
    if (!key || !customerId) return null;
    const mode = key.startsWith("sk_test_") || key.startsWith("rk_test_") ? "test/" : "";
    return `https://dashboard.stripe.com/${mode}customers/${encodeURIComponent(customerId)}`;
  },
};

// What the school asks of a payment provider (decisions 0062, 0096): customers, checkout, the customer
// portal and staff actions. Two implementations — Stripe (stripe.server.ts) and the local stand-in
// (standin.server.ts) — and one place that chooses between them (app/services/payments.server.ts).
// Whichever answers, the school's records change only when the provider's signed events reach the
// webhook route (webhook.server.ts, events.server.ts): both take the same path.

export type CheckoutInput = {
  userId: string;
  customerId: string;
  priceCents: number;
  productName: string;
  /** Absolute URLs; the success URL gets Stripe's {CHECKOUT_SESSION_ID} placeholder appended. */
  successUrl: string;
  cancelUrl: string;
};

export type RefundInput = {
  /** The school's invoice (Stripe's invoice id). */
  invoiceId: string;
  userId: string;
  customer: string;
  amount: number;
  currency: string;
  /** Why staff refunded (kept in the refund's metadata and in the audit log). */
  reason: string;
};

/** The local stand-in's memory of a subscription (rebuilt from the events it sent; see localSubscriptionById). */
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

/**
 * `standIn`: with the local stand-in, where its memory of a subscription is read (the caller's model
 * passes it, so this service never reads the school's database); Stripe ignores it.
 */
export type CancelOptions = { atPeriodEnd: boolean; standIn?: (subscriptionId: string) => Promise<LocalSubscription | null> };

export type PaymentProvider = {
  /** A customer id for a profile (created once per user). */
  createCustomer(input: { email: string; name: string; userId: string }): Promise<string>;
  /** A checkout session's URL: Stripe's hosted page, or the local card form. */
  createCheckoutSession(input: CheckoutInput): Promise<string>;
  /** A customer-portal session's URL: Stripe's portal, or the local one. */
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  /**
   * Cancels a subscription: at the end of the paid period (it stops renewing; access lasts until then)
   * or now (access ends at once); nothing for one already ended. Throws when the provider refuses or
   * cannot be reached.
   */
  cancelSubscription(subscriptionId: string, options: CancelOptions): Promise<void>;
  /**
   * Refunds an invoice's payment in full, with the invoice id in the refund's metadata (so the refund
   * event finds the invoice). Throws when the provider refuses (already refunded, nothing paid) or
   * cannot be reached.
   */
  refundPayment(input: RefundInput): Promise<void>;
  /** The customer's page in the provider's dashboard, for an admin chasing a failed payment; null when there is none. */
  customerDashboardUrl(customerId: string | null): string | null;
};

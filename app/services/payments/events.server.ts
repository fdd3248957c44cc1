// Payment events in the school's terms (decision 0023): a verified Stripe event — from Stripe, or
// from the local stand-in, which sends Stripe-shaped events — read into what the billing model applies.
import { z } from "zod";
import type { SubscriptionSnapshot } from "~/rules/billing";

const id = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);

/** A subscription object as Stripe sends it (the stand-in reads its own back with it: standin.server.ts). */
export const subscriptionShape = z.object({
  id: z.string(),
  customer: id,
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  created: z.number(),
  ended_at: z.number().nullable().optional(),
  /** Before API 2025-03-31 the period end was on the subscription; since then it is on its items. */
  current_period_end: z.number().optional(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().optional() })) }).optional(),
  metadata: z.record(z.string(), z.string()).default({}),
});

const invoiceShape = z.object({
  id: z.string(),
  customer: id,
  number: z.string().nullable().optional(),
  amount_paid: z.number().default(0),
  amount_due: z.number().default(0),
  currency: z.string().default("usd"),
  status: z.string().nullable().optional(),
  invoice_pdf: z.string().nullable().optional(),
  created: z.number(),
});

const refundShape = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string().default("usd"),
  status: z.string().nullable().optional(),
  created: z.number(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});

const checkoutShape = z.object({
  id: z.string(),
  customer: id.nullable().optional(),
  subscription: id.nullable().optional(),
  client_reference_id: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});

export type PaymentInvoice = {
  id: string;
  customer: string;
  number: string | null;
  amount: number;
  currency: string;
  status: string;
  invoicePdf: string | null;
  created: Date;
};

export type PaymentRefund = {
  id: string;
  /** The school's invoice the refund is for (the refund's metadata.invoice_id, set when staff refund). */
  invoiceId: string | null;
  amount: number;
  currency: string;
  /** pending, requires_action, succeeded, failed or canceled. */
  status: string;
  created: Date;
};

/** What the school does with an event; `ignored` for types it does not handle. */
export type PaymentEventAction =
  | { kind: "checkout_completed"; sessionId: string; customer: string | null; subscriptionId: string | null; userId: string | null }
  | { kind: "subscription"; snapshot: SubscriptionSnapshot; userId: string | null; deleted: boolean }
  | { kind: "invoice"; invoice: PaymentInvoice; paid: boolean; failed: boolean }
  | { kind: "refund"; refund: PaymentRefund }
  | { kind: "ignored" };

export type PaymentEvent = { id: string; type: string; created: number; payload: Record<string, unknown>; action: PaymentEventAction };

/** Reads a verified Stripe event into the school's terms; throws when a handled type has an unexpected shape. */
export function readPaymentEvent(event: { id: string; type: string; created: number; data: { object: unknown } }): PaymentEvent {
  const base = { id: event.id, type: event.type, created: event.created, payload: event as unknown as Record<string, unknown> };
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      const s = checkoutShape.parse(object);
      return {
        ...base,
        action: {
          kind: "checkout_completed",
          sessionId: s.id,
          customer: s.customer ?? null,
          subscriptionId: s.subscription ?? null,
          userId: s.client_reference_id ?? s.metadata?.userId ?? null,
        },
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const s = subscriptionShape.parse(object);
      const periodEnd = s.current_period_end ?? Math.max(0, ...(s.items?.data ?? []).map((item) => item.current_period_end ?? 0));
      return {
        ...base,
        action: {
          kind: "subscription",
          deleted: event.type === "customer.subscription.deleted",
          userId: s.metadata.userId ?? null,
          snapshot: {
            id: s.id,
            customer: s.customer,
            status: event.type === "customer.subscription.deleted" ? "canceled" : s.status,
            cancelAtPeriodEnd: s.cancel_at_period_end,
            created: s.created,
            currentPeriodEnd: periodEnd,
            endedAt: s.ended_at ?? null,
          },
        },
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const i = invoiceShape.parse(object);
      const paid = event.type === "invoice.paid";
      return {
        ...base,
        action: {
          kind: "invoice",
          paid,
          failed: !paid,
          invoice: {
            id: i.id,
            customer: i.customer,
            number: i.number ?? null,
            amount: paid ? i.amount_paid || i.amount_due : i.amount_due,
            currency: i.currency,
            status: paid ? "paid" : (i.status ?? "open"),
            invoicePdf: i.invoice_pdf ?? null,
            created: new Date(i.created * 1000),
          },
        },
      };
    }
    case "refund.created":
    case "refund.updated":
    case "refund.failed": {
      const r = refundShape.parse(object);
      return {
        ...base,
        action: {
          kind: "refund",
          refund: {
            id: r.id,
            invoiceId: r.metadata?.invoice_id ?? null,
            amount: r.amount,
            currency: r.currency,
            status: event.type === "refund.failed" ? "failed" : (r.status ?? "pending"),
            created: new Date(r.created * 1000),
          },
        },
      };
    }
    default:
      return { ...base, action: { kind: "ignored" } };
  }
}

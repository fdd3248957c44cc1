// The signature on payment events (decision 0023): Stripe-Signature headers verified on the webhook
// route, and made for the events the local stand-in (and the tests) send to it. Pure signature work
// through the SDK's webhook helpers — no network, no API key — so it is the same with either provider.
import { createHash } from "node:crypto";
import Stripe from "stripe";
import { env } from "~/utils/env.server";
import { cookieSecrets } from "~/utils/secrets.server";

export const WEBHOOK_PATH = "/webhooks/stripe";

/** An SDK instance for signature work only (its key is never used: no call leaves the machine). */
let offline: Stripe | undefined;

function webhooks() {
  offline ??= new Stripe("sk_test_local_standin");
  return offline.webhooks;
}

/**
 * The secrets webhooks are verified with, the first also signing the stand-in's events: Stripe's
 * (STRIPE_WEBHOOK_SECRET, comma-separated while Stripe's "roll secret" keeps the old one valid), else
 * the stand-in's — one derived from each cookie secret (SESSION_SECRET's list, or the random one made
 * at start), so nobody outside this server can sign an event the stand-in would accept, and an event
 * signed by a machine still on the old secret is accepted during a rotation (README).
 */
export function webhookSecrets(): string[] {
  const { STRIPE_WEBHOOK_SECRET } = env();
  if (STRIPE_WEBHOOK_SECRET) {
    return STRIPE_WEBHOOK_SECRET.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return cookieSecrets().map((secret) => `whsec_${createHash("sha256").update(`${secret}:stripe-standin`).digest("hex")}`);
}

/** The secret the stand-in signs with (the first of `webhookSecrets`). */
export function webhookSecret(): string {
  return webhookSecrets()[0]!;
}

/** Verifies the Stripe-Signature header on the raw body against each secret; throws when none matches. */
export function constructWebhookEvent(rawBody: string, signature: string | null): Stripe.Event {
  if (!signature) throw new Error("Missing Stripe-Signature header");
  const [first, ...rest] = webhookSecrets();
  try {
    return webhooks().constructEvent(rawBody, signature, first!);
  } catch (error) {
    for (const secret of rest) {
      try {
        return webhooks().constructEvent(rawBody, signature, secret);
      } catch {
        // the next one
      }
    }
    throw error;
  }
}

/** The Stripe-Signature header for a payload (the stand-in and tests sign what they send). */
export function signPayload(payload: string, timestamp?: number): string {
  return webhooks().generateTestHeaderString({ payload, secret: webhookSecret(), timestamp });
}

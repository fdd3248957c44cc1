// POST /webhooks/stripe (decision 0023): Stripe's signed events — and the local stand-in's, which take the
// same path. The signature is checked on the raw body before anything is read or written: a bad one
// answers 400 and writes nothing. Each event id is stored once and the event applied in the same
// transaction; a failure answers 500 so Stripe retries, with nothing half-written.
import type { ActionFunctionArgs } from "@remix-run/node";
import { processPaymentEvent } from "~/models/billing/billing.server";
import { readPaymentEvent } from "~/services/payments/events.server";
import { constructWebhookEvent } from "~/services/payments/webhook.server";
import { logEvent } from "~/utils/log.server";

const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain" } });

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return text("Method Not Allowed", 405);
  let rawBody: string;
  try {
    rawBody = await request.text();
  } catch {
    return text("The request body could not be read.", 400);
  }
  let verified;
  try {
    verified = constructWebhookEvent(rawBody, request.headers.get("Stripe-Signature"));
  } catch (error) {
    return text(`Webhook signature verification failed: ${error instanceof Error ? error.message : "invalid"}`, 400);
  }
  let event;
  try {
    event = readPaymentEvent(verified);
  } catch (error) {
    // Signed by Stripe but not the shape the school expects: a bug to fix, so Stripe should retry later.
    logEvent("error", "payment_event_unreadable", { id: verified.id, type: verified.type, error });
    return text("The event could not be read.", 500);
  }
  try {
    const result = await processPaymentEvent(event);
    return Response.json({ received: true, id: event.id, result });
  } catch (error) {
    logEvent("error", "payment_event_failed", { id: event.id, type: event.type, error });
    return text("The event could not be processed; it will be retried.", 500);
  }
}

export function loader() {
  return text("POST Stripe webhook events here.", 405);
}

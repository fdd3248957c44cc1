// Decision 0023: the Stripe webhook route. Signed events are stored once and applied in one transaction,
// in any order; a bad signature writes nothing; concurrent duplicates are processed once; a crash in a
// handler leaves no partial write (and the retry then succeeds).
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/db.server";
import { mulberry32, shuffle } from "~/rules/quiz-shuffle";
import { action } from "~/routes/_resources+/webhooks.stripe";
import type { LocalSubscription } from "~/services/payments/provider.server";
import {
  localEvent,
  localInvoiceObject,
  localSubscriptionObject,
  newLocalSubscription,
  renewedPeriod,
} from "~/services/payments/standin.server";
import { signPayload } from "~/services/payments/webhook.server";
import { emailOutage } from "../fixtures/email";
import { createLearner } from "../learners";

vi.mock("~/services/email.server", (importOriginal) => import("../fixtures/email").then((m) => m.emailServiceWithOutage(importOriginal)));

const { profiles, invoices, paymentEvents, emailOutbox } = schema;

afterEach(() => {
  emailOutage.active = false;
});

type Event = ReturnType<typeof localEvent>;

async function deliver(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  const request = new Request("http://localhost/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature ?? signPayload(payload) },
    body: payload,
  });
  return action({ request, params: {}, context: {} });
}

/** A learner with a Stripe customer id, not subscribed. */
async function customerLearner(tag: string) {
  const userId = await createLearner({ subscribed: false });
  const customer = `cus_test_${tag}`;
  await getDb().update(profiles).set({ stripeCustomerId: customer }).where(eq(profiles.id, userId));
  return { userId, customer };
}

async function stateOf(userId: string) {
  const [profile] = await getDb()
    .select({
      subscribed: profiles.subscribed,
      status: profiles.subscriptionStatus,
      end: profiles.subscriptionEnd,
      tier: profiles.subscriptionTier,
      subscriptionId: profiles.stripeSubscriptionId,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const rows = await getDb()
    .select({ id: invoices.id, status: invoices.status, amount: invoices.amount })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(invoices.id);
  return { profile, invoices: rows };
}

/**
 * 50 events of two subscriptions over several years: yearly renewals with paid invoices, a failed
 * renewal (past_due, then paid), cancel at period end and resume, the first subscription deleted,
 * a second one started, renewed and set to cancel. Every id is unique to `tag`; times increase.
 */
function lifecycle(tag: string, userId: string, customer: string): Event[] {
  const events: Event[] = [];
  let clock = 1_700_000_000;
  let invoiceSeq = 0;
  const tick = () => (clock += 3600);
  const push = (type: string, object: object) => {
    const event = localEvent(type, object, tick());
    event.id = `evt_${tag}_${events.length}`;
    events.push(event);
  };
  const subEvent = (type: string, s: LocalSubscription) => push(type, localSubscriptionObject(s));
  const invoice = (s: LocalSubscription, paid: boolean, id?: string) => {
    const object = localInvoiceObject({
      customer,
      subscription: s.id,
      amount: 499,
      paid,
      created: clock,
      sequence: ++invoiceSeq,
    });
    object.id = id ?? `in_${tag}_${invoiceSeq}`;
    object.invoice_pdf = `http://localhost/dev/invoice/${object.id}`;
    push(paid ? "invoice.paid" : "invoice.payment_failed", object);
    return object.id;
  };

  for (const [index, subscriptionTag] of ["a", "b"].entries()) {
    let s = newLocalSubscription({ customer, userId, card: "4242424242424242", now: clock });
    s.id = `sub_${tag}_${subscriptionTag}`;
    push("checkout.session.completed", {
      id: `cs_${tag}_${subscriptionTag}`,
      object: "checkout.session",
      customer,
      subscription: s.id,
      client_reference_id: userId,
    });
    subEvent("customer.subscription.created", s);
    invoice(s, true);
    for (let year = 0; year < 4; year++) {
      s = { ...s, ...renewedPeriod(s) };
      if (year === 1) {
        const failed = invoice(s, false);
        s = { ...s, status: "past_due" };
        subEvent("customer.subscription.updated", s);
        invoice(s, true, failed);
        s = { ...s, status: "active" };
        subEvent("customer.subscription.updated", s);
      } else {
        invoice(s, true);
        subEvent("customer.subscription.updated", s);
      }
      s = { ...s, cancelAtPeriodEnd: true };
      subEvent("customer.subscription.updated", s);
      s = { ...s, cancelAtPeriodEnd: false };
      subEvent("customer.subscription.updated", s);
    }
    if (index === 0) {
      s = { ...s, status: "canceled", endedAt: clock, cancelAtPeriodEnd: false };
      subEvent("customer.subscription.deleted", s);
    } else {
      s = { ...s, ...renewedPeriod(s) };
      invoice(s, true);
      subEvent("customer.subscription.updated", s);
      s = { ...s, cancelAtPeriodEnd: true };
      subEvent("customer.subscription.updated", s);
      s = { ...s, cancelAtPeriodEnd: false };
      subEvent("customer.subscription.updated", s);
      s = { ...s, cancelAtPeriodEnd: true };
      subEvent("customer.subscription.updated", s);
    }
  }
  // An event type the school does not handle is stored and otherwise ignored.
  push("customer.updated", { id: customer, object: "customer" });
  push("customer.updated", { id: customer, object: "customer" });
  return events;
}

describe("the Stripe webhook route", () => {
  it("reaches the same final state from 50 events delivered in order as from every event twice, shuffled", async () => {
    const inOrder = await customerLearner("ordered");
    const ordered = lifecycle("ordered", inOrder.userId, inOrder.customer);
    expect(ordered).toHaveLength(50);
    for (const event of ordered) expect((await deliver(event)).status).toBe(200);

    const shuffledLearner = await customerLearner("shuffled");
    const events = lifecycle("shuffled", shuffledLearner.userId, shuffledLearner.customer);
    const replay = shuffle([...events, ...events], mulberry32(14));
    const results: string[] = [];
    for (const event of replay) {
      const response = await deliver(event);
      expect(response.status).toBe(200);
      results.push(((await response.json()) as { result: string }).result);
    }
    expect(results.filter((r) => r === "processed")).toHaveLength(50);
    expect(results.filter((r) => r === "duplicate")).toHaveLength(50);

    const expected = await stateOf(inOrder.userId);
    const actual = await stateOf(shuffledLearner.userId);
    // The second subscription, renewed, set to cancel at its period end: still premium, shown as canceled.
    expect(expected.profile).toMatchObject({ subscribed: true, status: "canceled", tier: "premium", subscriptionId: "sub_ordered_b" });
    expect(expected.invoices).toHaveLength(11);
    expect(expected.invoices.every((i) => i.status === "paid")).toBe(true);
    expect({ ...actual.profile, subscriptionId: actual.profile.subscriptionId?.replace("shuffled", "ordered") }).toEqual(expected.profile);
    expect(actual.invoices.map((i) => ({ ...i, id: i.id.replace("shuffled", "ordered") }))).toEqual(expected.invoices);
  });

  it("answers 400 to a bad signature and writes nothing", async () => {
    const { userId, customer } = await customerLearner("badsig");
    const s = newLocalSubscription({ customer, userId, card: "4242424242424242", now: Math.floor(Date.now() / 1000) });
    const event = localEvent("customer.subscription.created", localSubscriptionObject(s), Math.floor(Date.now() / 1000));
    const payload = JSON.stringify(event);
    const before = await stateOf(userId);
    const tampered = signPayload(JSON.stringify({ ...event, id: "evt_other" }));
    for (const signature of [tampered, "t=1,v1=deadbeef", "nonsense"]) {
      const response = await deliver(event, signature);
      expect(response.status).toBe(400);
    }
    // An old timestamp (a replayed capture) is refused too.
    const stale = signPayload(payload, Math.floor(Date.now() / 1000) - 3600);
    expect((await deliver(event, stale)).status).toBe(400);
    const missing = await action({
      request: new Request("http://localhost/webhooks/stripe", { method: "POST", body: payload }),
      params: {},
      context: {},
    });
    expect(missing.status).toBe(400);
    expect(await stateOf(userId)).toEqual(before);
    expect(await getDb().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);
  });

  it("processes concurrent duplicate deliveries of one event once", async () => {
    const { userId, customer } = await customerLearner("concurrent");
    const now = Math.floor(Date.now() / 1000);
    const invoice = localInvoiceObject({
      customer,
      subscription: "sub_x",
      amount: 499,
      paid: true,
      created: now,
      sequence: 1,
    });
    const event = localEvent("invoice.paid", invoice, now);
    const responses = await Promise.all(Array.from({ length: 6 }, () => deliver(event)));
    const results = await Promise.all(responses.map(async (r) => ((await r.json()) as { result: string }).result));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r === "processed")).toHaveLength(1);
    expect(results.filter((r) => r === "duplicate")).toHaveLength(5);
    expect(await getDb().select().from(invoices).where(eq(invoices.userId, userId))).toHaveLength(1);
    const [profile] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
    const receipts = await getDb()
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.recipient, [profile.email]));
    expect(receipts.filter((m) => m.templateKey === "payment_receipt")).toHaveLength(1);
  });

  it("leaves no partial write when a handler fails, answers 500, and a retry succeeds", async () => {
    const { userId, customer } = await customerLearner("crash");
    const now = Math.floor(Date.now() / 1000);
    const invoice = localInvoiceObject({
      customer,
      subscription: "sub_y",
      amount: 499,
      paid: true,
      created: now,
      sequence: 1,
    });
    const event = localEvent("invoice.paid", invoice, now);
    emailOutage.active = true; // the receipt is queued after the invoice row is written
    const failed = await deliver(event);
    expect(failed.status).toBe(500);
    expect(await getDb().select().from(invoices).where(eq(invoices.userId, userId))).toEqual([]);
    expect(await getDb().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);

    emailOutage.active = false;
    const retried = await deliver(event);
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { result: string }).result).toBe("processed");
    expect(await getDb().select({ status: invoices.status }).from(invoices).where(eq(invoices.userId, userId))).toEqual([
      { status: "paid" },
    ]);
  });

  it("a subscription created through checkout makes the learner a premium member; deletion ends it", async () => {
    const { userId, customer } = await customerLearner("lifecycle");
    const now = Math.floor(Date.now() / 1000);
    const s = newLocalSubscription({ customer, userId, card: "4242424242424242", now });
    await deliver(localEvent("customer.subscription.created", localSubscriptionObject(s), now));
    expect((await stateOf(userId)).profile).toMatchObject({ subscribed: true, status: "active", tier: "premium" });
    await deliver(
      localEvent("customer.subscription.deleted", localSubscriptionObject({ ...s, status: "canceled", endedAt: now + 5 }), now + 5),
    );
    const { profile } = await stateOf(userId);
    expect(profile).toMatchObject({ subscribed: false, status: "canceled", tier: null });
    expect(profile.end?.getTime()).toBe((now + 5) * 1000);

    const failed = localInvoiceObject({
      customer,
      subscription: s.id,
      amount: 499,
      paid: false,
      created: now,
      sequence: 9,
    });
    await deliver(localEvent("invoice.payment_failed", failed, now + 6));
    const [{ email }] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
    const subjects = (await getDb().select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.recipient, email))).map(
      (m) => m.subject,
    );
    expect(subjects).toEqual(expect.arrayContaining(["Your premium membership has ended", "Your membership payment failed"]));
    expect(subjects).toHaveLength(2);
  });
});

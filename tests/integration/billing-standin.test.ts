// Decision 0023: the local Stripe stand-in end to end — its card form, portal and clock send signed events
// over HTTP to the webhook route (here the test routes those requests to the route's action).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/db.server";
import { action as webhook } from "~/routes/_resources+/webhooks.stripe";
import { action as checkout } from "~/routes/dev+/checkout";
import { action as portal } from "~/routes/dev+/portal";
import { action as clock } from "~/routes/dev+/billing";
import { action as billing } from "~/routes/student+/billing";
import { env } from "~/utils/env.server";
import { request, signedInLearner } from "../learners";

const { profiles, invoices, paymentEvents } = schema;

/** Every address the stand-in delivered an event to. */
const delivered: URL[] = [];

beforeAll(() => {
  // The stand-in POSTs to APP_URL; deliver those requests to the webhook action.
  vi.stubGlobal("fetch", async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    delivered.push(url);
    if (url.pathname !== "/webhooks/stripe") throw new Error(`unexpected fetch ${url}`);
    return webhook({ request: new Request(url, init), params: {}, context: {} });
  });
});
afterAll(() => vi.unstubAllGlobals());

async function run(fn: typeof checkout, path: string, cookie: string, fields: Record<string, string>) {
  try {
    return (await fn({ request: request(path, cookie, fields), params: {}, context: {} })) as unknown;
  } catch (thrown) {
    return thrown;
  }
}

/** A free learner at the stand-in's checkout page: its address. */
async function atCheckout() {
  const learner = await signedInLearner({ subscribed: false });
  const started = (await run(billing, "/student/billing", learner.cookie, { intent: "checkout" })) as Response;
  return { ...learner, checkoutPath: started.headers.get("Location")! };
}

const card = (number: string) => ({ cardNumber: number, expiry: "12 / 34", cvc: "123", name: "Test Learner" });

async function stateOf(userId: string) {
  const [profile] = await getDb()
    .select({ subscribed: profiles.subscribed, status: profiles.subscriptionStatus, end: profiles.subscriptionEnd })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const rows = await getDb()
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(invoices.created);
  return { ...profile, invoices: rows.map((r) => r.status) };
}

describe("the local Stripe stand-in", () => {
  it("delivers its events to APP_URL, never to the host the request names", async () => {
    const { id, cookie, checkoutPath } = await atCheckout();
    delivered.length = 0;
    // A browser (or a crafted request) whose Host header names another site.
    const crafted = new Request(`http://evil.test${checkoutPath}`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams(card("4242424242424242")),
    });
    const paid = (await checkout({ request: crafted, params: {}, context: {} })) as Response;
    expect(paid.status).toBe(302);
    expect(delivered.length).toBeGreaterThan(0);
    expect(new Set(delivered.map((url) => url.origin))).toEqual(new Set([new URL(env().APP_URL).origin]));
    expect(await stateOf(id)).toMatchObject({ subscribed: true, status: "active" });
  });

  it("declines 4000 0000 0000 0002 without writing anything", async () => {
    const { id, cookie, checkoutPath } = await atCheckout();
    const before = await getDb().select().from(paymentEvents);
    const declined = (await run(checkout, checkoutPath, cookie, card("4000 0000 0000 0002"))) as {
      data: { error: string };
      init: { status: number };
    };
    expect(declined.init.status).toBe(402);
    expect(declined.data.error).toBe("Your card was declined.");
    expect(await getDb().select().from(paymentEvents)).toHaveLength(before.length);
    expect(await stateOf(id)).toMatchObject({ subscribed: false, status: "inactive", invoices: [] });
    const unknown = (await run(checkout, checkoutPath, cookie, card("4111 1111 1111 1111"))) as { init: { status: number } };
    expect(unknown.init.status).toBe(400);
  });

  it("4242 subscribes for a year; renewals charge again; cancel, resume and expiry follow", async () => {
    const { id, cookie, checkoutPath } = await atCheckout();
    const paid = (await run(checkout, checkoutPath, cookie, card("4242424242424242"))) as Response;
    expect(paid.headers.get("Location")).toMatch(/^\/student\/billing\?success=true&session_id=cs_local_\w+$/);
    const first = await stateOf(id);
    expect(first).toMatchObject({ subscribed: true, status: "active", invoices: ["paid"] });
    expect(first.end!.getTime() - Date.now()).toBeGreaterThan(364 * 86_400_000);

    // A second payment on the same session is not possible: they are subscribed now.
    const again = (await run(checkout, checkoutPath, cookie, card("4242424242424242"))) as Response;
    expect(again.headers.get("Location")).toBe("/student/billing");

    await run(clock, "/dev/billing", cookie, { intent: "renew" });
    const renewed = await stateOf(id);
    expect(renewed).toMatchObject({ subscribed: true, status: "active", invoices: ["paid", "paid"] });
    expect(renewed.end!.getTime()).toBe(first.end!.getTime() + 365 * 86_400_000);

    const customer = (await getDb().select({ c: profiles.stripeCustomerId }).from(profiles).where(eq(profiles.id, id)))[0].c!;
    const portalPath = `/dev/portal?customer=${customer}`;
    await run(portal, portalPath, cookie, { intent: "cancel" });
    expect(await stateOf(id)).toMatchObject({ subscribed: true, status: "canceled" });
    await run(portal, portalPath, cookie, { intent: "resume" });
    expect(await stateOf(id)).toMatchObject({ subscribed: true, status: "active" });
    await run(portal, portalPath, cookie, { intent: "cancel" });

    await run(clock, "/dev/billing", cookie, { intent: "expire" });
    const ended = await stateOf(id);
    expect(ended).toMatchObject({ subscribed: false, status: "canceled" });
    expect(ended.end!.getTime()).toBeLessThanOrEqual(Date.now());
    const refused = (await run(clock, "/dev/billing", cookie, { intent: "renew" })) as { init: { status: number } };
    expect(refused.init.status).toBe(409);
  });

  it("4000 0000 0000 0341 subscribes, then its renewal fails: past due, open invoice", async () => {
    const { id, cookie, checkoutPath } = await atCheckout();
    await run(checkout, checkoutPath, cookie, card("4000000000000341"));
    expect(await stateOf(id)).toMatchObject({ subscribed: true, status: "active", invoices: ["paid"] });
    await run(clock, "/dev/billing", cookie, { intent: "renew" });
    expect(await stateOf(id)).toMatchObject({ subscribed: true, status: "past_due", invoices: ["paid", "open"] });
  });

  it("Update card in the portal: a declined card is refused; after 0341 → 4242 the renewal is paid", async () => {
    const { id, cookie, checkoutPath } = await atCheckout();
    const started = (await run(checkout, checkoutPath, cookie, card("4000000000000341"))) as Response;
    expect(started.status).toBe(302);
    const customer = new URLSearchParams(checkoutPath.split("?")[1]).get("customer")!;
    const portalPath = `/dev/portal?customer=${customer}`;

    const declined = (await run(portal, portalPath, cookie, { intent: "update_card", ...card("4000 0000 0000 0002") })) as {
      data: { error: string };
      init: { status: number };
    };
    expect(declined.init.status).toBe(402);
    expect(declined.data.error).toBe("Your card was declined.");

    const saved = (await run(portal, portalPath, cookie, { intent: "update_card", ...card("4242 4242 4242 4242") })) as Response;
    expect(saved.status).toBe(302);
    await run(clock, "/dev/billing", cookie, { intent: "renew" });
    expect(await stateOf(id)).toMatchObject({ subscribed: true, status: "active", invoices: ["paid", "paid"] });
  });

  it("another learner's checkout or portal session is not theirs", async () => {
    const owner = await atCheckout();
    const other = await signedInLearner({ subscribed: false });
    const answer = (await run(checkout, owner.checkoutPath, other.cookie, card("4242424242424242"))) as { init: { status: number } };
    expect(answer.init.status).toBe(404);
    expect(await stateOf(owner.id)).toMatchObject({ subscribed: false });
  });
});

describe("a member whose subscription never went through the stand-in (the seed's demo members)", () => {
  it("can cancel in the local portal", async () => {
    const { id, cookie } = await signedInLearner({ subscribed: true });
    await getDb()
      .update(profiles)
      .set({ stripeCustomerId: `cus_demo_${id.slice(0, 8)}`, stripeSubscriptionId: `sub_demo_${id.slice(0, 8)}` })
      .where(eq(profiles.id, id));
    const before = await stateOf(id);
    await run(portal, `/dev/portal?customer=cus_demo_${id.slice(0, 8)}`, cookie, { intent: "cancel" });
    const after = await stateOf(id);
    expect(after).toMatchObject({ subscribed: true, status: "canceled" });
    expect(Math.abs(after.end!.getTime() - before.end!.getTime())).toBeLessThan(1000);
  });
});

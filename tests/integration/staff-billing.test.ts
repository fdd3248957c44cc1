// Decision 0062: staff tools for a learner's premium membership. Everything goes through the payments
// service's local stand-in, whose signed events reach the real webhook route (the test routes the
// stand-in's HTTP requests to the route's action): refund (the policy's figures, an override reason
// outside it), cancel at period end or now, complimentary premium, and cancelling first when a
// subscriber is deactivated or anonymised — refusing with nothing changed when the service fails.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seed } from "../../db/seed";
import { getDb, schema } from "~/db.server";
import { getLearner } from "~/models/learning/enrollment.server";
import { completeCourseNow } from "~/routes/dev+/completion-data.server";
import { entitlement } from "~/rules/access-level";
import { USER_ADMIN_MESSAGES } from "~/rules/admin-users";
import { BILLING_OPERATION_STALE_MS, STAFF_BILLING_MESSAGES, STAFF_BILLING_TOASTS } from "~/rules/staff-billing";
import { ANONYMISE_MESSAGES } from "~/rules/user-anonymisation";
import { signPayload } from "~/services/payments/webhook.server";
import { action as webhook } from "~/routes/_resources+/webhooks.stripe";
import { action as checkout } from "~/routes/dev+/checkout";
import { action as billingAction, loader as billingLoader } from "~/routes/student+/billing";
import { action as staffAction, loader as staffLoader } from "~/routes/admin+/users.$userId_.subscription/route";
import { action as userAction } from "~/routes/admin+/users.$userId/route";
import { QUICK_COURSE_IDS } from "../fixtures/quick-course";
import { createLearner, reply, request, sessionCookie, signedInLearner } from "../learners";
import { sessionUser } from "../session-user";

const { profiles, invoices, auditLog, userCourseProgressSummary } = schema;

/** When set, the stand-in's deliveries fail as if the payment service were unreachable. */
let providerDown = false;

beforeAll(async () => {
  await seed(getDb());
  vi.stubGlobal("fetch", async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname !== "/webhooks/stripe") throw new Error(`unexpected fetch ${url}`);
    if (providerDown) throw new TypeError("fetch failed");
    return webhook({ request: new Request(url, init), params: {}, context: {} });
  });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  providerDown = false;
});

let adminId: string;
let adminCookie: string;
beforeAll(async () => {
  adminId = await createLearner({ role: "admin" });
  adminCookie = await sessionCookie(adminId);
});

/** A free learner who subscribes through the stand-in's checkout with 4242. */
async function subscriber() {
  const learner = await signedInLearner({ subscribed: false });
  const started = (await billingAction({
    request: request("/student/billing", learner.cookie, { intent: "checkout" }),
    params: {},
    context: {},
  })) as Response;
  const path = started.headers.get("Location")!;
  const card = { cardNumber: "4242424242424242", expiry: "12 / 34", cvc: "123", name: "Test Learner" };
  const paid = await reply(() => checkout({ request: request(path, learner.cookie, card), params: {}, context: {} }));
  expect(paid.status).toBe(302);
  expect(await stateOf(learner.id)).toMatchObject({ subscribed: true, status: "active" });
  return learner;
}

async function stateOf(userId: string) {
  const [profile] = await getDb()
    .select({
      subscribed: profiles.subscribed,
      status: profiles.subscriptionStatus,
      end: profiles.subscriptionEnd,
      accountStatus: profiles.accountStatus,
      anonymisedAt: profiles.anonymisedAt,
      complimentaryUntil: profiles.complimentaryUntil,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const rows = await getDb()
    .select({ status: invoices.status, refunded: invoices.refundedAmount, amount: invoices.amount })
    .from(invoices)
    .where(eq(invoices.userId, userId));
  return { ...profile, invoices: rows };
}

const staffPost = (userId: string, fields: Record<string, string>) =>
  reply(() =>
    staffAction({ request: request(`/admin/users/${userId}/subscription`, adminCookie, fields), params: { userId }, context: {} }),
  );
const staffView = async (userId: string) =>
  (await staffLoader({ request: request(`/admin/users/${userId}/subscription`, adminCookie), params: { userId }, context: {} })) as {
    subscription: { live: boolean; status: string };
    refund: {
      invoiceId: string;
      eligible: boolean;
      daysSincePurchase: number;
      highestProgress: number;
      certificates: number;
      failures: string[];
    };
    complimentary: { lastDay: string; reason: string } | null;
    invoices: { status: string; refunded: string | null }[];
  };

async function audits(action: string, entityId: string) {
  return getDb()
    .select({ details: auditLog.details, actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id));
}

async function setProgress(userId: string, percent: number) {
  await getDb()
    .insert(userCourseProgressSummary)
    .values({ userId, courseId: QUICK_COURSE_IDS.courseId, progressPercentage: percent })
    .onConflictDoUpdate({
      target: [userCourseProgressSummary.userId, userCourseProgressSummary.courseId],
      set: { progressPercentage: percent },
    });
}

describe("staff refund", () => {
  it("refunds an eligible purchase: the invoice shows Refunded with the amount, the membership ends, audited", async () => {
    const learner = await subscriber();
    const view = await staffView(learner.id);
    expect(view.subscription.live).toBe(true);
    expect(view.refund).toMatchObject({ eligible: true, daysSincePurchase: 0, highestProgress: 0, certificates: 0, failures: [] });

    const done = await staffPost(learner.id, { intent: "refund", invoiceId: view.refund.invoiceId, reason: "", confirm: "yes" });
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/admin/users/${learner.id}/subscription`);
    expect(done.toast).toMatchObject({ title: STAFF_BILLING_TOASTS.refunded.title });

    const state = await stateOf(learner.id);
    expect(state).toMatchObject({ subscribed: false, status: "canceled" });
    expect(state.invoices).toEqual([{ status: "refunded", refunded: state.invoices[0].amount, amount: state.invoices[0].amount }]);

    const page = (await billingLoader({ request: request("/student/billing", learner.cookie), params: {}, context: {} })) as {
      invoices: { status: string; refundedAmount: number | null }[];
      subscription: { subscribed: boolean };
    };
    expect(page.subscription.subscribed).toBe(false);
    expect(page.invoices[0]).toMatchObject({ status: "refunded", refundedAmount: state.invoices[0].amount });

    const [refund] = await audits("billing.refund", learner.id);
    expect(refund.actor).toBe(adminId);
    expect(refund.details).toMatchObject({ eligible: true, override: false, daysSincePurchase: 0, certificates: 0 });
    expect((await audits("billing.subscription.cancel", learner.id))[0].details).toMatchObject({ cause: "refund", atPeriodEnd: false });

    // The payment is refunded: a second refund of it is refused as such.
    const again = await staffPost(learner.id, { intent: "refund", invoiceId: view.refund.invoiceId, confirm: "yes" });
    expect(again.status).toBe(409);
    expect(again.data.toast.description).toBe(STAFF_BILLING_MESSAGES.alreadyRefunded);
  });

  it("outside the policy (over 10 % of a course) needs an override reason, then refunds and records it", async () => {
    const learner = await subscriber();
    await setProgress(learner.id, 10);
    expect((await staffView(learner.id)).refund.eligible).toBe(true);
    await setProgress(learner.id, 10.1);
    const view = await staffView(learner.id);
    expect(view.refund).toMatchObject({ eligible: false, highestProgress: 10.1 });
    expect(view.refund.failures).toEqual(["10.1% of a course completed: refunds allow at most 10%."]);

    const refused = await staffPost(learner.id, { intent: "refund", invoiceId: view.refund.invoiceId, reason: "  ", confirm: "yes" });
    expect(refused.status).toBe(409);
    expect(refused.data.toast.description).toBe(STAFF_BILLING_MESSAGES.overrideRequired);
    expect(await stateOf(learner.id)).toMatchObject({ subscribed: true, invoices: [{ status: "paid" }] });

    const unconfirmed = await staffPost(learner.id, { intent: "refund", invoiceId: view.refund.invoiceId, reason: "Hardship" });
    expect(unconfirmed.status).toBe(400);

    const done = await staffPost(learner.id, { intent: "refund", invoiceId: view.refund.invoiceId, reason: "Hardship", confirm: "yes" });
    expect(done.status).toBe(302);
    expect(await stateOf(learner.id)).toMatchObject({ subscribed: false, invoices: [{ status: "refunded" }] });
    expect((await audits("billing.refund", learner.id))[0].details).toMatchObject({
      eligible: false,
      override: true,
      reason: "Hardship",
      failures: ["progress"],
    });
  });

  it("a certificate issued since the purchase makes it ineligible", async () => {
    const learner = await subscriber();
    await getDb().transaction((tx) => completeCourseNow(tx, learner.id, QUICK_COURSE_IDS.courseId));
    const view = await staffView(learner.id);
    expect(view.refund).toMatchObject({ eligible: false, certificates: 1 });
    expect(view.refund.failures).toContain("1 certificate issued: refunds need none.");
  });

  it("refuses a payment that is not the latest, and leaves everything as it was when the service fails", async () => {
    const learner = await subscriber();
    const view = await staffView(learner.id);
    const other = await staffPost(learner.id, { intent: "refund", invoiceId: "in_other", confirm: "yes" });
    expect(other.status).toBe(409);
    expect(other.data.toast.description).toBe(STAFF_BILLING_MESSAGES.notLatest);

    providerDown = true;
    const down = await staffPost(learner.id, { intent: "refund", invoiceId: view.refund.invoiceId, confirm: "yes" });
    expect(down.status).toBe(409);
    expect(down.data.toast.description).toBe(STAFF_BILLING_MESSAGES.provider);
    expect(await stateOf(learner.id)).toMatchObject({ subscribed: true, status: "active", invoices: [{ status: "paid" }] });
    expect(await audits("billing.refund", learner.id)).toHaveLength(0);
  });
});

describe("at most once (decision 0079)", () => {
  const N = 10;
  /** What the browser would get: a thrown error that is not a response is a 500. */
  const attempt = (userId: string, fields: Record<string, string>) =>
    staffPost(userId, fields).then(
      (answer) => ({ status: answer.status, message: answer.data?.toast?.description as string | undefined }),
      (error: unknown) => ({ status: 500, message: String(error) }),
    );
  async function events(type: string, userId: string) {
    const rows = await getDb()
      .select({ payload: schema.paymentEvents.payload })
      .from(schema.paymentEvents)
      .where(eq(schema.paymentEvents.type, type));
    return rows.filter((row) => JSON.stringify(row.payload).includes(userId));
  }

  it(`${N} simultaneous refunds of one invoice: one refund event, one audit entry, one cancellation; the others are told why`, async () => {
    const learner = await subscriber();
    const { invoiceId } = (await staffView(learner.id)).refund;
    const answers = await Promise.all(
      Array.from({ length: N }, () => attempt(learner.id, { intent: "refund", invoiceId, reason: "", confirm: "yes" })),
    );
    expect(answers.filter((a) => a.status === 302)).toHaveLength(1);
    const others = answers.filter((a) => a.status !== 302);
    expect(others.map((a) => a.status)).toEqual(Array(N - 1).fill(409));
    for (const other of others) {
      expect([STAFF_BILLING_MESSAGES.refundInProgress, STAFF_BILLING_MESSAGES.alreadyRefunded]).toContain(other.message);
    }
    expect(await events("refund.created", learner.id)).toHaveLength(1);
    expect(await events("customer.subscription.deleted", learner.id)).toHaveLength(1);
    expect(await audits("billing.refund", learner.id)).toHaveLength(1);
    expect(await audits("billing.subscription.cancel", learner.id)).toHaveLength(1);
    expect(await stateOf(learner.id)).toMatchObject({ subscribed: false, status: "canceled", invoices: [{ status: "refunded" }] });
  });

  it(`${N} simultaneous "Cancel now": one deletion event, one audit entry`, async () => {
    const learner = await subscriber();
    const answers = await Promise.all(Array.from({ length: N }, () => attempt(learner.id, { intent: "cancel_now", confirm: "yes" })));
    expect(answers.filter((a) => a.status === 302)).toHaveLength(1);
    for (const other of answers.filter((a) => a.status !== 302)) {
      expect(other.status).toBe(409);
      expect([STAFF_BILLING_MESSAGES.cancelInProgress, STAFF_BILLING_MESSAGES.noSubscription]).toContain(other.message);
    }
    expect(await events("customer.subscription.deleted", learner.id)).toHaveLength(1);
    expect(await audits("billing.subscription.cancel", learner.id)).toHaveLength(1);
  });

  it("a refund while its mark is fresh is refused as in progress; a failed call removes the mark, so staff can try again", async () => {
    const learner = await subscriber();
    const { invoiceId } = (await staffView(learner.id)).refund;
    // A mark left by another request (its provider call still under way).
    await getDb()
      .insert(schema.billingOperations)
      .values({ key: `refund:${invoiceId}`, userId: learner.id, startedAt: new Date() });
    const busy = await attempt(learner.id, { intent: "refund", invoiceId, confirm: "yes" });
    expect(busy).toEqual({ status: 409, message: STAFF_BILLING_MESSAGES.refundInProgress });
    // Older than the window (a process that died after its claim): no longer blocks.
    await getDb()
      .update(schema.billingOperations)
      .set({ startedAt: new Date(Date.now() - BILLING_OPERATION_STALE_MS - 1_000) })
      .where(eq(schema.billingOperations.key, `refund:${invoiceId}`));
    providerDown = true;
    const down = await attempt(learner.id, { intent: "refund", invoiceId, confirm: "yes" });
    expect(down).toEqual({ status: 409, message: STAFF_BILLING_MESSAGES.provider });
    expect(await getDb().select().from(schema.billingOperations).where(eq(schema.billingOperations.userId, learner.id))).toEqual([]);
    providerDown = false;
    expect((await attempt(learner.id, { intent: "refund", invoiceId, confirm: "yes" })).status).toBe(302);
    expect(await audits("billing.refund", learner.id)).toHaveLength(1);
  });
});

describe("staff cancel", () => {
  it("at period end keeps access until then; now ends it; both audited", async () => {
    const learner = await subscriber();
    const before = await stateOf(learner.id);
    expect((await staffPost(learner.id, { intent: "cancel_at_period_end" })).status).toBe(302);
    const atEnd = await stateOf(learner.id);
    expect(atEnd).toMatchObject({ subscribed: true, status: "canceled" });
    expect(atEnd.end!.getTime()).toBe(before.end!.getTime());

    expect((await staffPost(learner.id, { intent: "cancel_now" })).status).toBe(400); // unconfirmed
    expect((await staffPost(learner.id, { intent: "cancel_now", confirm: "yes" })).status).toBe(302);
    const ended = await stateOf(learner.id);
    expect(ended).toMatchObject({ subscribed: false, status: "canceled" });
    expect(ended.end!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await audits("billing.subscription.cancel", learner.id)).map((a) => a.details)).toEqual([
      expect.objectContaining({ atPeriodEnd: false, cause: "staff" }),
      expect.objectContaining({ atPeriodEnd: true, cause: "staff" }),
    ]);

    const nothing = await staffPost(learner.id, { intent: "cancel_now", confirm: "yes" });
    expect(nothing.status).toBe(409);
    expect(nothing.data.toast.description).toBe(STAFF_BILLING_MESSAGES.noSubscription);
  });

  it("is for admins only: a learner's request changes nothing", async () => {
    const learner = await subscriber();
    const outsider = await reply(() =>
      staffAction({
        request: request(`/admin/users/${learner.id}/subscription`, learner.cookie, { intent: "cancel_now", confirm: "yes" }),
        params: { userId: learner.id },
        context: {},
      }),
    );
    expect(outsider.location).not.toBe(`/admin/users/${learner.id}/subscription`);
    expect(await stateOf(learner.id)).toMatchObject({ subscribed: true, status: "active" });
    expect(await audits("billing.subscription.cancel", learner.id)).toHaveLength(0);
  });
});

describe("complimentary premium", () => {
  const lastDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it("lets a free learner enroll until the date, shows on their billing page, and staff can end it; audited", async () => {
    const learner = await signedInLearner({ subscribed: false });
    expect(entitlement(await getLearner(sessionUser(learner.id)))).toBeNull();

    const missing = await staffPost(learner.id, { intent: "complimentary", until: lastDay(30), reason: "" });
    expect(missing.status).toBe(400);
    const past = await staffPost(learner.id, { intent: "complimentary", until: lastDay(-2), reason: "Scholarship" });
    expect(past.status).toBe(409);
    expect(past.data.toast.description).toBe(STAFF_BILLING_MESSAGES.untilPast);

    const given = await staffPost(learner.id, { intent: "complimentary", until: lastDay(30), reason: "Scholarship" });
    expect(given.status).toBe(302);
    expect(given.toast).toMatchObject({ title: STAFF_BILLING_TOASTS.complimentary.title });
    expect(entitlement(await getLearner(sessionUser(learner.id)))).toBe("premium_subscription");
    expect((await staffView(learner.id)).complimentary).toMatchObject({ reason: "Scholarship" });

    const page = (await billingLoader({ request: request("/student/billing", learner.cookie), params: {}, context: {} })) as {
      subscription: { subscribed: boolean; complimentaryUntil: string | null };
    };
    expect(page.subscription).toMatchObject({ subscribed: false });
    expect(page.subscription.complimentaryUntil).toMatch(/^\w+ \d{1,2}, \d{4}$/);

    const [audit] = await audits("billing.complimentary.grant", learner.id);
    expect(audit.details).toMatchObject({ after: { complimentaryReason: "Scholarship" } });

    expect((await staffPost(learner.id, { intent: "end_complimentary" })).status).toBe(302);
    expect(entitlement(await getLearner(sessionUser(learner.id)))).toBeNull();
    expect(await audits("billing.complimentary.end", learner.id)).toHaveLength(1);
    expect((await staffPost(learner.id, { intent: "end_complimentary" })).status).toBe(409);
  });
});

describe("complimentary access: impossible days (decision 0078)", () => {
  it.each(["2027-13-01", "2027-00-15", "2027-02-31", "0000-01-01", "2027-1-1", " "])(
    "until=%j is refused with a 400 and a message, and nothing is written",
    async (until) => {
      const learner = await signedInLearner({ subscribed: false });
      const refused = await staffPost(learner.id, { intent: "complimentary", until, reason: "Scholarship" });
      expect(refused.status).toBe(400);
      expect(refused.data.toast.description).toBe(
        until.trim() === "" ? STAFF_BILLING_MESSAGES.untilRequired : STAFF_BILLING_MESSAGES.untilInvalid,
      );
      expect(await stateOf(learner.id)).toMatchObject({ complimentaryUntil: null });
      expect(await audits("billing.complimentary.grant", learner.id)).toHaveLength(0);
    },
  );
});

describe("closing a subscriber's account cancels first", () => {
  const deactivate = (userId: string) =>
    reply(() =>
      userAction({
        request: request(`/admin/users/${userId}`, adminCookie, { intent: "status", accountStatus: "inactive" }),
        params: { userId },
        context: {},
      }),
    );
  const anonymise = (userId: string) =>
    reply(() =>
      userAction({
        request: request(`/admin/users/${userId}`, adminCookie, { intent: "anonymise", confirm: "yes" }),
        params: { userId },
        context: {},
      }),
    );

  it("deactivation cancels the subscription now, then deactivates", async () => {
    const learner = await subscriber();
    const done = await deactivate(learner.id);
    expect(done.status).toBe(302);
    expect(await stateOf(learner.id)).toMatchObject({ accountStatus: "inactive", subscribed: false, status: "canceled" });
    expect((await audits("billing.subscription.cancel", learner.id))[0].details).toMatchObject({ cause: "deactivation" });
    expect(await audits("user.status", learner.id)).toHaveLength(1);
  });

  it("deactivation is refused with nothing changed when the payment service fails", async () => {
    const learner = await subscriber();
    providerDown = true;
    const refused = await deactivate(learner.id);
    expect(refused.status).toBe(302);
    expect(refused.toast).toMatchObject({ type: "error", description: USER_ADMIN_MESSAGES.billing });
    expect(await stateOf(learner.id)).toMatchObject({ accountStatus: "active", subscribed: true, status: "active" });
    expect(await audits("user.status", learner.id)).toHaveLength(0);
  });

  it("anonymising an inactive account whose subscription is still live cancels it first; refuses when the service fails", async () => {
    const learner = await subscriber();
    // Deactivated before cancel-first existed: the subscription is still live at the provider.
    await getDb().update(profiles).set({ accountStatus: "inactive" }).where(eq(profiles.id, learner.id));

    providerDown = true;
    const refused = await anonymise(learner.id);
    expect(refused.status).toBe(409);
    expect(refused.data.toast.description).toBe(ANONYMISE_MESSAGES.billing);
    expect(await stateOf(learner.id)).toMatchObject({ anonymisedAt: null, subscribed: true });

    providerDown = false;
    const done = await anonymise(learner.id);
    expect(done.status).toBe(302);
    const state = await stateOf(learner.id);
    expect(state.anonymisedAt).not.toBeNull();
    expect(state).toMatchObject({ subscribed: false, status: "canceled" });
    expect((await audits("billing.subscription.cancel", learner.id))[0].details).toMatchObject({ cause: "anonymisation" });
  });

  it("an active account is not cancelled by a refused anonymisation", async () => {
    const learner = await subscriber();
    const refused = await anonymise(learner.id);
    expect(refused.status).toBe(409);
    expect(await stateOf(learner.id)).toMatchObject({ subscribed: true, status: "active" });
  });
});

describe("the learner's billing toasts (requirement signed-in-error-texts)", () => {
  const load = (path: string, cookie: string) => reply(() => billingLoader({ request: request(path, cookie), params: {}, context: {} }));

  it("'Payment Window Opened' with the stand-in's checkout page", async () => {
    const learner = await signedInLearner({ subscribed: false });
    const opened = await reply(() =>
      billingAction({ request: request("/student/billing", learner.cookie, { intent: "checkout" }), params: {}, context: {} }),
    );
    expect(opened.location).toMatch(/^\/dev\/checkout\?/);
    expect(opened.toast).toMatchObject({
      title: "Payment Window Opened",
      description: "Complete your payment to activate premium access.",
    });
  });

  it("'Subscription Status Updated' after a portal return and a manual refresh", async () => {
    const learner = await signedInLearner({ subscribed: false });
    const back = await load("/student/billing?portal_return=true", learner.cookie);
    expect(back).toMatchObject({ status: 302, location: "/student/billing?activation=portal" });
    expect(back.toast).toMatchObject({ title: "Subscription Status Updated" });
    const refreshed = await load("/student/billing?activation=checkout&refresh=1", learner.cookie);
    expect(refreshed).toMatchObject({ status: 302, location: "/student/billing?activation=checkout" });
    expect(refreshed.toast).toMatchObject({ title: "Subscription Status Updated" });
    const plain = await load("/student/billing?refresh=1", learner.cookie);
    expect(plain.location).toBe("/student/billing");
  });
});

describe("refund events from Stripe (the same webhook path)", () => {
  const send = async (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_test_${crypto.randomUUID()}`,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const response = await webhook({
      request: new Request("http://localhost/webhooks/stripe", {
        method: "POST",
        headers: { "Stripe-Signature": signPayload(payload) },
        body: payload,
      }),
      params: {},
      context: {},
    });
    expect(response.status).toBe(200);
  };

  it("marks the invoice named in the refund's metadata; a failed refund puts it back; a refund of no school invoice changes nothing", async () => {
    const learner = await subscriber();
    const [invoice] = await getDb().select().from(invoices).where(eq(invoices.userId, learner.id));
    const refund = {
      id: "re_test_1",
      object: "refund",
      amount: invoice.amount,
      currency: "usd",
      status: "pending",
      created: 1_800_000_000,
      payment_intent: "pi_1",
      metadata: { invoice_id: invoice.id },
    };
    await send("refund.created", refund);
    expect((await stateOf(learner.id)).invoices).toEqual([{ status: "refunded", refunded: invoice.amount, amount: invoice.amount }]);
    await send("refund.failed", { ...refund, status: "failed" });
    expect((await stateOf(learner.id)).invoices).toEqual([{ status: "paid", refunded: null, amount: invoice.amount }]);
    await send("refund.created", { ...refund, id: "re_test_2", status: "succeeded", metadata: {} });
    expect((await stateOf(learner.id)).invoices[0].status).toBe("paid");
  });
});

// Rotating SESSION_SECRET (issue 45; README "Rotating SESSION_SECRET"): the variable is a list, the
// first secret signs, every one verifies — for each thing signed with it: the session cookie, the
// toast cookie and the local Stripe stand-in's webhook events. A secret not in the list verifies
// nothing. (The theme cookie is not signed; the app sets no CSRF cookie — its session cookie is
// SameSite=Lax.) Its own module registry (vitest.config.ts MOCKING): the
// environment is read once per registry, and this file sets SESSION_SECRET before anything reads it.
import { createHash } from "node:crypto";
import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";

const SECRETS = vi.hoisted(() => {
  const secrets = {
    current: "rotation-new-3f9a7c1e5b2d4f6a8c0e",
    previous: "rotation-old-9d8c7b6a5f4e3d2c1b0a",
    stranger: "not-in-the-list-0000",
  };
  process.env.SESSION_SECRET = ` ${secrets.current} , ${secrets.previous} `;
  return secrets;
});

const { action: webhook } = await import("~/routes/_resources+/webhooks.stripe");
const { localEvent, localSubscriptionObject, newLocalSubscription } = await import("~/services/payments/standin.server");
const { signPayload } = await import("~/services/payments/webhook.server");
const { getOptionalUser } = await import("~/auth/authenticate.server");
const { cookieSecrets } = await import("~/utils/secrets.server");
const { getSessionId } = await import("~/utils/session.server");
const { getToast } = await import("~/utils/toast.server");
const { createLearner, request, sessionCookie } = await import("../learners");

const signedWith = async (name: string, secret: string, value: unknown) =>
  (await createCookie(name, { secrets: [secret] }).serialize(value)).split(";")[0]!;

describe("SESSION_SECRET as a list", () => {
  it("reads the list in order, trimmed", () => {
    expect(cookieSecrets()).toEqual([SECRETS.current, SECRETS.previous]);
  });

  it("session cookie: signed with the first secret; one signed with the old secret still signs the browser in; a stranger's does not", async () => {
    const userId = await createLearner();
    const fresh = await sessionCookie(userId);
    const sessionId = (await getSessionId(request("/", fresh)))!;
    expect(sessionId).toBeTruthy();
    // What the app sets now verifies with the new secret alone (the one every machine keeps after the rotation).
    expect(await createCookie("__session", { secrets: [SECRETS.current] }).parse(fresh)).toBe(sessionId);
    expect(await createCookie("__session", { secrets: [SECRETS.previous] }).parse(fresh)).toBeNull();

    // A browser signed in before the rotation (a machine on the old secret signed its cookie).
    const old = await signedWith("__session", SECRETS.previous, sessionId);
    expect(await getSessionId(request("/", old))).toBe(sessionId);
    expect((await getOptionalUser(request("/", old)))?.id).toBe(userId);

    const forged = await signedWith("__session", SECRETS.stranger, sessionId);
    expect(await getSessionId(request("/", forged))).toBeNull();
    expect(await getOptionalUser(request("/", forged))).toBeNull();
  });

  it("toast cookie: one set by a machine on the old secret is shown; a stranger's is not", async () => {
    const toastFrom = async (secret: string) => {
      const store = createCookieSessionStorage({
        cookie: { name: "toast", path: "/", sameSite: "lax", httpOnly: true, secrets: [secret] },
      });
      const session = await store.getSession();
      session.flash("toast", { id: "t1", type: "success", title: "Saved" });
      return (await store.commitSession(session)).split(";")[0]!;
    };
    expect((await getToast(request("/", await toastFrom(SECRETS.previous)))).toast?.title).toBe("Saved");
    expect((await getToast(request("/", await toastFrom(SECRETS.current)))).toast?.title).toBe("Saved");
    expect((await getToast(request("/", await toastFrom(SECRETS.stranger)))).toast).toBeNull();
  });

  it("stand-in webhook events: signed from the first secret; one signed from the old secret is taken; a stranger's is refused", async () => {
    const userId = await createLearner({ subscribed: false });
    const now = Math.floor(Date.now() / 1000);
    const derived = (secret: string) => `whsec_${createHash("sha256").update(`${secret}:stripe-standin`).digest("hex")}`;
    const post = (payload: string, signature: string) =>
      webhook({
        request: new Request("http://localhost/webhooks/stripe", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
          body: payload,
        }),
        params: {},
        context: {},
      });
    const event = (customer: string) =>
      JSON.stringify(
        localEvent(
          "customer.subscription.created",
          localSubscriptionObject(newLocalSubscription({ customer, userId, card: "4242424242424242", now })),
          now,
        ),
      );
    const sign = (payload: string, secret: string, timestamp = now) =>
      new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret, timestamp });

    const mine = event("cus_rotation_new");
    expect(signPayload(mine, now)).toBe(sign(mine, derived(SECRETS.current)));
    expect((await post(mine, sign(mine, derived(SECRETS.current)))).status).toBe(200);
    const before = event("cus_rotation_old");
    expect((await post(before, sign(before, derived(SECRETS.previous)))).status).toBe(200);
    const forged = event("cus_rotation_forged");
    expect((await post(forged, sign(forged, derived(SECRETS.stranger)))).status).toBe(400);
  });
});

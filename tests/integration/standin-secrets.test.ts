// Decision 0056: without SESSION_SECRET and STRIPE_WEBHOOK_SECRET (development, tests, a LOCAL_STANDINS
// demo) nothing is signed with a public constant: the cookie secret is random per start and the
// stand-in's webhook secret is derived from it, so a cookie or an event forged with the constants the
// code once shipped is refused. The stand-in delivers its events to APP_URL, never to the request's Host.
import { createCookie } from "@remix-run/node";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { action as webhook } from "~/routes/_resources+/webhooks.stripe";
import { localEvent, localSubscriptionObject, newLocalSubscription } from "~/services/payments/standin.server";
import { signPayload, webhookSecret } from "~/services/payments/webhook.server";
import { getOptionalUser } from "~/auth/authenticate.server";
import { cookieSecrets } from "~/utils/secrets.server";
import { getSessionId } from "~/utils/session.server";
import { createLearner, request, sessionCookie } from "../learners";

/** The constants the code signed with before this change (public in the repository's history). */
const OLD_COOKIE_SECRET = "pelican-local-development-secret";
const OLD_WEBHOOK_SECRET = "whsec_local_standin_pelican";

describe("stand-in secrets", () => {
  it("the cookie secret is random per start, and stable within it", () => {
    expect(process.env.SESSION_SECRET ?? "").toBe("");
    const [secret] = cookieSecrets();
    expect(secret).not.toBe(OLD_COOKIE_SECRET);
    expect(Buffer.from(secret!, "base64url")).toHaveLength(32);
    expect(cookieSecrets()).toEqual([secret]);
  });

  it("a session cookie signed with the old constant is not a session", async () => {
    const userId = await createLearner();
    const genuine = await sessionCookie(userId);
    const sessionId = await getSessionId(request("/", genuine));
    expect(sessionId).toBeTruthy();
    expect((await getOptionalUser(request("/", genuine)))?.id).toBe(userId);

    // The same session id, signed as the old code did: a forger who learned the id (or guessed the
    // constant) gets nothing.
    const forged = (await createCookie("__session", { secrets: [OLD_COOKIE_SECRET] }).serialize(sessionId)).split(";")[0]!;
    expect(await getSessionId(request("/", forged))).toBeNull();
    expect(await getOptionalUser(request("/", forged))).toBeNull();
  });

  it("a webhook event signed with the old constant is refused; one signed by the stand-in is taken", async () => {
    expect(webhookSecret()).not.toBe(OLD_WEBHOOK_SECRET);
    const userId = await createLearner({ subscribed: false });
    const now = Math.floor(Date.now() / 1000);
    const subscription = newLocalSubscription({ customer: "cus_forged", userId, card: "4242424242424242", now });
    const payload = JSON.stringify(localEvent("customer.subscription.created", localSubscriptionObject(subscription), now));
    const post = (signature: string) =>
      webhook({
        request: new Request("http://localhost/webhooks/stripe", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
          body: payload,
        }),
        params: {},
        context: {},
      });
    const forged = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret: OLD_WEBHOOK_SECRET });
    expect((await post(forged)).status).toBe(400);
    expect((await post(signPayload(payload))).status).toBe(200);
  });
});

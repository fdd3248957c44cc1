// /login/callback (requirement public-pages-and-routes): answered, not 404 — forwards a sign-up link to
// /confirm-email (which uses it and signs the user in), sends a signed-in user on, anyone else to Sign In.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { issueToken } from "~/models/accounts/token.server";
import { action as confirmAction, loader as confirmLoader } from "~/routes/_auth+/confirm-email";
import { action, loader } from "~/routes/_auth+/login_.callback";
import { createLearner, outcome, request, sessionCookie } from "../learners";

async function location(path: string, cookie?: string) {
  const response = (await loader({ request: request(path, cookie), params: {}, context: {} })) as Response;
  expect(response.status).toBe(302);
  return response.headers.get("Location");
}

describe("/login/callback", () => {
  it("sends a visitor to Sign In and a signed-in user to the dashboard", async () => {
    expect(await location("/login/callback")).toBe("/login");
    const cookie = await sessionCookie(await createLearner());
    expect(await location("/login/callback", cookie)).toBe("/dashboard");
    expect(await location("/login/callback?redirectTo=//evil.example", cookie)).toBe("/dashboard");
  });

  it("forwards a sign-up link to /confirm-email, which confirms the account", async () => {
    const token = await signUpToken();
    const target = await location(`/login/callback?type=signup&token=${encodeURIComponent(token)}`);
    expect(target).toBe(`/confirm-email?token=${encodeURIComponent(token)}`);
    expect(await confirmLoader({ request: request(target!), params: {}, context: {} })).toEqual({ status: "pending", token });
    const confirmed = await outcome(() => confirmAction({ request: request("/confirm-email", null, { token }), params: {}, context: {} }));
    expect((confirmed.value as Response).headers.get("Location")).toBe("/confirm-email?status=confirmed");
  });

  it("refuses a POST with 405", async () => {
    const response = action({ request: request("/login/callback", null, { a: "b" }), params: {}, context: {} });
    expect(response.status).toBe(405);
  });
});

/** A sign-up confirmation link's token, as sign-up issues it. */
async function signUpToken(): Promise<string> {
  const userId = await createLearner();
  return getDb().transaction((tx) => issueToken(tx, { userId, kind: "email_confirmation", now: new Date() }));
}

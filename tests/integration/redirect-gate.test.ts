// Decision 0055: every redirect built from request input goes through the one gate (safeRedirect),
// which checks what the address RESOLVES to. "/.//evil.test" and its kin start with one "/" but
// resolve to "//evil.test" — another site — once the dot segments are removed; on main, a victim's
// own sign-in from /login?redirectTo=%2F.%2F%2Fevil.test sent them there. Here each entry point is
// called as the browser calls it, and every Location (and the login form's hidden redirectTo) stays
// on this site.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { confirmEmail, createAccount } from "~/models/accounts/user.server";
import { action as loginAction, loader as loginLoader } from "~/routes/_auth+/login";
import { action as themeAction } from "~/routes/_resources+/theme";
import { action as preferencesAction } from "~/routes/_resources+/course-player-preferences";
import { action as announcementsAction } from "~/routes/_resources+/announcements";
import { action as bundleAction } from "~/routes/_catalogue+/bundle.$bundleId";
import { reply, request, signedInLearner } from "../learners";

const SITE = "http://localhost";
const ATTACKS = ["/.//evil.test", "/./\\evil.test", "/x/..//evil.test", "/%2e//evil.test", "/.%2E//evil.test", "/x/%2e%2e/\\evil.test"];

/** A Location (or form value) a browser will follow to this site only. */
function expectOnSite(target: string | null) {
  expect(target).not.toBeNull();
  expect(target!.startsWith("/")).toBe(true);
  expect(target!.startsWith("//")).toBe(false);
  expect(target!.startsWith("/\\")).toBe(false);
  expect(new URL(target!, SITE).origin).toBe(SITE);
}

let ip = 0;
const PASSWORD = "correct-horse-1";
let email = "";
beforeAll(async () => {
  email = `redirect-gate-${Date.now()}@example.com`;
  await getDb().transaction(async (tx) => {
    const id = await createAccount(tx, { email, password: PASSWORD, firstName: "Rita", lastName: "Redirect" });
    await confirmEmail(tx, id);
  });
});

describe("the login form", () => {
  it.each(ATTACKS)("POST /login with the right password and redirectTo=%j stays on this site", async (redirectTo) => {
    const body = new FormData();
    for (const [key, value] of Object.entries({ intent: "signin", email, password: PASSWORD, redirectTo })) body.set(key, value);
    const answer = await reply(() =>
      loginAction({
        request: new Request(`${SITE}/login`, { method: "POST", body }),
        params: {},
        context: { socketAddress: `198.51.100.${++ip}` },
      }),
    );
    expect(answer.status).toBe(302);
    expectOnSite(answer.location);
  });

  it.each(ATTACKS)("GET /login?redirectTo=%j puts no other site in the hidden field", async (redirectTo) => {
    const answer = await reply(() =>
      loginLoader({ request: request(`/login?redirectTo=${encodeURIComponent(redirectTo)}`), params: {}, context: {} }),
    );
    expect(answer.status).toBe(200);
    // sign-in-form.tsx writes the loader's redirectTo into <input type="hidden" name="redirectTo">.
    const hidden: string | null = answer.data.redirectTo;
    if (hidden !== null) expectOnSite(hidden);
  });

  it("keeps an ordinary page to come back to", async () => {
    const answer = await reply(() =>
      loginLoader({
        request: request(`/login?redirectTo=${encodeURIComponent("/student/certificates?sort=oldest")}`),
        params: {},
        context: {},
      }),
    );
    expect(answer.data.redirectTo).toBe("/student/certificates?sort=oldest");
  });
});

describe("the no-JavaScript forms that go back to the page", () => {
  it.each(ATTACKS)("/theme with redirectTo=%j stays on this site", async (redirectTo) => {
    const answer = await reply(() =>
      themeAction({ request: request("/theme", null, { theme: "dark", redirectTo }), params: {}, context: {} }),
    );
    expect(answer.status).toBe(302);
    expectOnSite(answer.location);
  });

  it.each(ATTACKS)("/course-player-preferences with redirectTo=%j stays on this site", async (redirectTo) => {
    const { cookie } = await signedInLearner();
    const answer = await reply(() =>
      preferencesAction({
        request: request("/course-player-preferences", cookie, { showAudioPlayer: "on", redirectTo }),
        params: {},
        context: {},
      }),
    );
    expect(answer.status).toBe(302);
    expectOnSite(answer.location);
  });

  it.each(ATTACKS)("/announcements with redirectTo=%j stays on this site", async (redirectTo) => {
    const { cookie } = await signedInLearner();
    const answer = await reply(() =>
      announcementsAction({ request: request("/announcements", cookie, { intent: "mark-all-read", redirectTo }), params: {}, context: {} }),
    );
    expect(answer.status).toBe(302);
    expectOnSite(answer.location);
  });
});

describe("the sign-in redirect of a signed-out action", () => {
  it("a bundle id made of dot segments comes back to this site after signing in", async () => {
    const bundleId = "..//evil.test";
    const answer = await reply(() =>
      bundleAction({ request: request(`/bundle/x`, null, { intent: "enroll-bundle" }), params: { bundleId }, context: {} }),
    );
    expect(answer.status).toBe(302);
    const location = new URL(answer.location!, SITE);
    expect(location.pathname).toBe("/login");
    expectOnSite(location.searchParams.get("redirectTo"));
  });
});

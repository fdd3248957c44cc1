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
import { action as courseAction } from "~/routes/_catalogue+/course.$courseId";
import { action as billingAction, loader as billingLoader } from "~/routes/student+/billing";
import { action as myCoursesAction } from "~/routes/student+/_index";
import { AUTH_REQUIRED_TOAST } from "~/rules/account-forms";
import { COURSE_SLUGS } from "../../db/seed/courses";
import { BILLING_MESSAGES } from "~/rules/billing";
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

// Decision 0080: a visitor whose session ended and who presses Enroll Now, Subscribe or Manage
// Subscription is told so on the sign-in page, and signing in brings them back to that page, one
// click from finishing (the action itself is not replayed).
describe("a button pressed after the session ended", () => {
  const SLUG = COURSE_SLUGS.quickStart;

  async function signInFrom(redirectTo: string) {
    const body = new FormData();
    for (const [key, value] of Object.entries({ intent: "signin", email, password: PASSWORD, redirectTo })) body.set(key, value);
    return reply(() =>
      loginAction({
        request: new Request(`${SITE}/login`, { method: "POST", body }),
        params: {},
        context: { socketAddress: `198.51.100.${++ip}` },
      }),
    );
  }

  function loginTarget(location: string | null) {
    const url = new URL(location!, SITE);
    expect(url.pathname).toBe("/login");
    return url.searchParams.get("redirectTo");
  }

  it("Enroll Now on a course page: 'Authentication required. Please log in to continue.', then back to the course", async () => {
    const answer = await reply(() =>
      courseAction({ request: request(`/course/${SLUG}`, null, { intent: "enroll" }), params: { courseId: SLUG }, context: {} }),
    );
    expect(answer.status).toBe(302);
    expect(answer.toast).toMatchObject({
      type: "error",
      title: "Authentication Required",
      description: "Authentication required. Please log in to continue.",
    });
    expect(answer.toast).toMatchObject(AUTH_REQUIRED_TOAST);
    const back = loginTarget(answer.location);
    expect(back).toBe(`/course/${SLUG}`);
    const signedIn = await signInFrom(back!);
    expect(signedIn.location).toBe(`/course/${SLUG}`);
  });

  it("Enroll on My Courses: the same toast, back to /student (not Remix's ?index)", async () => {
    const answer = await reply(() =>
      myCoursesAction({ request: request("/student?index", null, { intent: "enroll", courseId: "x" }), params: {}, context: {} }),
    );
    expect(answer.toast).toMatchObject(AUTH_REQUIRED_TOAST);
    expect(loginTarget(answer.location)).toBe("/student");
  });

  it.each(["checkout", "portal"])(
    "billing %s: 'Authentication Required' (log in to subscribe or manage), then back to billing",
    async (intent) => {
      // Pressed on the page as it shows a return from checkout: back to the page itself.
      const answer = await reply(() =>
        billingAction({ request: request("/student/billing?activation=checkout", null, { intent }), params: {}, context: {} }),
      );
      expect(answer.status).toBe(302);
      expect(answer.toast).toMatchObject({ type: "error", ...BILLING_MESSAGES.authRequired });
      expect(answer.toast?.title).toBe("Authentication Required");
      const back = loginTarget(answer.location);
      expect(back).toBe("/student/billing");
      expect((await signInFrom(back!)).location).toBe("/student/billing");
    },
  );

  it("opening a page while signed out goes to the sign-in page without a toast", async () => {
    const answer = await reply(() => billingLoader({ request: request("/student/billing"), params: {}, context: {} }));
    expect(answer.status).toBe(302);
    expect(loginTarget(answer.location)).toBe("/student/billing");
    expect(answer.toast).toBeNull();
  });
});

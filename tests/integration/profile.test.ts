// My Profile (requirements student-profile, signed-in-validation-rules; docs/decisions/0019-profile.md): /student/profile and
// /company-dashboard/profile, loader and action called as the browser calls them, with real
// session cookies — the fields, validation, trimming, the password change with the current
// password, and that nobody else's row (nor the e-mail address) can be touched.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { setPassword, verifyLogin } from "~/models/accounts/user.server";
import { INSECURE_PASSWORD_MESSAGE, MESSAGES } from "~/rules/account-forms";
import { PASSWORD_CHANGE_MESSAGES, PROFILE_MESSAGES, PROFILE_TOASTS } from "~/rules/profile-form";
import { action as companyAction, loader as companyLoader } from "~/routes/company-dashboard+/profile";
import { action, loader } from "~/routes/student+/profile";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import { getSessionId } from "~/utils/session.server";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { profiles, users, sessions, auditLog } = schema;

const OLD_PASSWORD = "old-secret";

/** A signed-in learner with a password (and the e-mail it signs in with). */
async function learnerWithPassword(options: Parameters<typeof createLearner>[0] = {}) {
  const id = await createLearner(options);
  await getDb().transaction((tx) => setPassword(tx, id, OLD_PASSWORD));
  const [{ email }] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, id));
  return { id, email, cookie: await sessionCookie(id) };
}

const load = (cookie: string | null, search = "", path = "/student/profile") =>
  reply(() =>
    (path === "/student/profile" ? loader : companyLoader)({ request: request(`${path}${search}`, cookie), params: {}, context: {} }),
  );

const post = (cookie: string | null, fields: Record<string, string>, { search = "", path = "/student/profile" } = {}) =>
  reply(() =>
    (path === "/student/profile" ? action : companyAction)({
      request: request(`${path}${search}`, cookie, fields),
      params: {},
      context: {},
    }),
  );

async function profileRow(id: string) {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, id));
  return row;
}

const profileFields = (fields: Record<string, string>) => ({ intent: "update-profile", ...fields });
const passwordFields = (fields: Record<string, string>) => ({ intent: "update-password", ...fields });

describe("who may open My Profile", () => {
  it("sends a visitor to sign in, and each role to its own area's profile", async () => {
    expect(await load(null)).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fstudent%2Fprofile" });
    expect(await post(null, profileFields({ firstName: "A", lastName: "B" }))).toMatchObject({
      status: 302,
      location: "/login?redirectTo=%2Fstudent%2Fprofile",
    });
    const admin = await learnerWithPassword({ role: "company_admin" });
    expect(await load(admin.cookie)).toMatchObject({ status: 302, location: "/dashboard" });
    expect((await load(admin.cookie, "", "/company-dashboard/profile")).status).toBe(200);
    const student = await learnerWithPassword();
    expect(await load(student.cookie, "", "/company-dashboard/profile")).toMatchObject({ status: 302, location: "/dashboard" });
    const reviewer = await learnerWithPassword({ role: "reviewer" });
    expect((await load(reviewer.cookie)).status).toBe(200);
  });

  it("shows the signed-in user's own details, empty optional fields as blanks", async () => {
    const learner = await learnerWithPassword({ firstName: "Ada", lastName: "Lovelace", phone: "504-555-0100" });
    const page = await load(learner.cookie);
    expect(page.data.profile).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: learner.email,
      phone: "504-555-0100",
      licenseNumber: "",
      licenseType: "",
      initialLicenseDate: "",
    });
    expect(page.data.licenseGateNotice).toBeNull();
  });
});

describe("Profile Information", () => {
  it("saves trimmed names, phone and license number, and redirects back with a toast", async () => {
    const learner = await learnerWithPassword();
    const before = await profileRow(learner.id);
    const answer = await post(
      learner.cookie,
      profileFields({ firstName: "  Grace ", lastName: " Hopper ", phone: " 225-555-0199 ", licenseNumber: "  LA-0042317 " }),
    );
    expect(answer).toMatchObject({
      status: 302,
      location: "/student/profile",
      toast: { type: "success", title: PROFILE_TOASTS.saved.title },
    });
    const after = await profileRow(learner.id);
    expect(after).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      phone: "225-555-0199",
      licenseNumber: "LA-0042317",
      email: before.email,
    });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, learner.id), eq(auditLog.action, "profile_updated")));
    expect(audit.details).toEqual({ fields: ["firstName", "lastName", "phone", "licenseNumber"] });
  });

  it("turns an emptied phone or license number into null", async () => {
    const learner = await learnerWithPassword({ phone: "504-555-0100", licenseNumber: "LA-1" });
    await post(learner.cookie, profileFields({ firstName: "Test", lastName: "Learner", phone: "   ", licenseNumber: "" }));
    expect(await profileRow(learner.id)).toMatchObject({ phone: null, licenseNumber: null });
  });

  it("refuses blank names with the required messages, keeps what was typed, and writes nothing", async () => {
    const learner = await learnerWithPassword({ licenseNumber: "LA-1" });
    const before = await profileRow(learner.id);
    const answer = await post(learner.cookie, profileFields({ firstName: "   ", lastName: "", phone: "555", licenseNumber: "LA-2" }));
    expect(answer.status).toBe(400);
    expect(answer.data.intent).toBe("update-profile");
    expect(answer.data.result.error).toEqual({
      firstName: [PROFILE_MESSAGES.firstNameRequired],
      lastName: [PROFILE_MESSAGES.lastNameRequired],
    });
    expect(answer.data.result.initialValue).toMatchObject({ phone: "555", licenseNumber: "LA-2" });
    expect(await profileRow(learner.id)).toEqual(before);
  });

  it("cannot change the e-mail address or anyone else's profile, whatever a crafted form sends", async () => {
    const learner = await learnerWithPassword();
    const other = await learnerWithPassword({ firstName: "Other", lastName: "Person", licenseNumber: "LA-OTHER" });
    const otherBefore = await profileRow(other.id);
    const answer = await post(
      learner.cookie,
      profileFields({ firstName: "Mine", lastName: "Only", email: "taken-over@example.com", id: other.id, userId: other.id }),
    );
    expect(answer.status).toBe(302);
    expect(await profileRow(other.id)).toEqual(otherBefore);
    const mine = await profileRow(learner.id);
    expect(mine).toMatchObject({ firstName: "Mine", lastName: "Only", email: learner.email });
    const [account] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, learner.id));
    expect(account.email).toBe(learner.email);
  });

  it("answers an unknown intent with a 400 and changes nothing", async () => {
    const learner = await learnerWithPassword();
    const before = await profileRow(learner.id);
    const answer = await post(learner.cookie, { intent: "update-email", email: "new@example.com" });
    expect(answer.status).toBe(400);
    expect(answer.toast).toMatchObject({ type: "error" });
    expect(await profileRow(learner.id)).toEqual(before);
  });

  it("guides a learner sent by the license gate: add the number, then back to the evaluation", async () => {
    const learner = await learnerWithPassword();
    expect((await load(learner.cookie, "?from=license-gate")).data.licenseGateNotice).toBe("add-license");
    const answer = await post(learner.cookie, profileFields({ firstName: "Test", lastName: "Learner", licenseNumber: "LA-0042317" }), {
      search: "?from=license-gate",
    });
    expect(answer).toMatchObject({
      status: 302,
      location: "/student/profile?from=license-gate",
      toast: { description: PROFILE_TOASTS.savedForEvaluation.description },
    });
    expect((await load(learner.cookie, "?from=license-gate")).data.licenseGateNotice).toBe("license-saved");
    // Only that one query parameter is carried back.
    const elsewhere = await post(learner.cookie, profileFields({ firstName: "Test", lastName: "Learner" }), {
      search: "?from=//evil.test",
    });
    expect(elsewhere.location).toBe("/student/profile");
  });

  it("works the same for a company admin on /company-dashboard/profile", async () => {
    const admin = await learnerWithPassword({ role: "company_admin" });
    const answer = await post(admin.cookie, profileFields({ firstName: "Co", lastName: "Admin", licenseNumber: "BR-7" }), {
      path: "/company-dashboard/profile",
    });
    expect(answer).toMatchObject({ status: 302, location: "/company-dashboard/profile" });
    expect(await profileRow(admin.id)).toMatchObject({ firstName: "Co", lastName: "Admin", licenseNumber: "BR-7" });
  });
});

describe("Update Password", () => {
  const change = { currentPassword: OLD_PASSWORD, password: "new-secret-1", confirmPassword: "new-secret-1" };

  async function sessionIds(userId: string) {
    return (await getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map((s) => s.id).sort();
  }

  it("refuses a wrong current password and leaves the password and sessions as they were", async () => {
    const learner = await learnerWithPassword();
    await sessionCookie(learner.id); // a second session, signed in elsewhere: it must survive
    const before = await sessionIds(learner.id);
    const answer = await post(learner.cookie, passwordFields({ ...change, currentPassword: "not-my-password" }));
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toEqual({ currentPassword: [PASSWORD_CHANGE_MESSAGES.currentWrong] });
    expect(answer.toast).toMatchObject({ type: "error", title: PROFILE_TOASTS.passwordRefused.title });
    // Passwords are never sent back.
    expect(answer.data.result.initialValue ?? {}).not.toHaveProperty("password");
    expect(answer.data.result.initialValue ?? {}).not.toHaveProperty("currentPassword");
    expect(await verifyLogin(learner.email, OLD_PASSWORD)).toMatchObject({ ok: true });
    expect(await verifyLogin(learner.email, change.password)).toMatchObject({ ok: false });
    expect(before).toHaveLength(2);
    expect(await sessionIds(learner.id)).toEqual(before);
  });

  it("refuses a short or mismatched new password with the shared messages", async () => {
    const learner = await learnerWithPassword();
    const short = await post(learner.cookie, passwordFields({ ...change, password: "12345", confirmPassword: "12345" }));
    expect(short.data.result.error).toEqual({ password: [MESSAGES.passwordTooShort] });
    const mismatch = await post(learner.cookie, passwordFields({ ...change, confirmPassword: "new-secret-2" }));
    expect(mismatch.data.result.error).toEqual({ confirmPassword: [MESSAGES.passwordMismatch] });
    const missing = await post(learner.cookie, passwordFields({ password: "new-secret-1", confirmPassword: "new-secret-1" }));
    expect(missing.data.result.error).toEqual({ currentPassword: [PASSWORD_CHANGE_MESSAGES.currentRequired] });
    expect(await verifyLogin(learner.email, OLD_PASSWORD)).toMatchObject({ ok: true });
  });

  it("refuses a common new password with 'Insecure Password', and names a short one in a toast (decision 0081)", async () => {
    const learner = await learnerWithPassword();
    const insecure = await post(
      learner.cookie,
      passwordFields({ currentPassword: OLD_PASSWORD, password: "qwerty123", confirmPassword: "qwerty123" }),
    );
    expect(insecure.status).toBe(400);
    expect(insecure.data.result.error).toMatchObject({ password: [INSECURE_PASSWORD_MESSAGE] });
    expect(insecure.toast).toMatchObject({ type: "error", title: "Insecure Password" });
    expect(await verifyLogin(learner.email, OLD_PASSWORD)).toMatchObject({ ok: true });
    const short = await post(learner.cookie, passwordFields({ currentPassword: OLD_PASSWORD, password: "abc", confirmPassword: "abc" }));
    expect(short.toast).toMatchObject({ title: "Password Too Short", description: MESSAGES.passwordTooShort });
  });

  it("changes the password, keeps this session and ends every other one", async () => {
    const learner = await learnerWithPassword();
    const otherDevice = await sessionCookie(learner.id);
    const otherId = await getSessionId(request("/", otherDevice));
    const thisId = await getSessionId(request("/", learner.cookie));
    const stranger = await learnerWithPassword();

    const answer = await post(learner.cookie, passwordFields(change));
    expect(answer).toMatchObject({
      status: 302,
      location: "/student/profile",
      toast: { type: "success", title: PROFILE_TOASTS.passwordChanged.title },
    });
    expect(answer.toast?.description).toMatch(/every other device has been signed out/);
    expect(await verifyLogin(learner.email, change.password)).toMatchObject({ ok: true });
    expect(await verifyLogin(learner.email, OLD_PASSWORD)).toMatchObject({ ok: false });
    expect(await sessionIds(learner.id)).toEqual([thisId]);
    expect(otherId).not.toBe(thisId);
    // This browser is still signed in; the other device is not.
    expect((await load(learner.cookie)).status).toBe(200);
    expect((await load(otherDevice)).location).toMatch(/^\/login/);
    // Nobody else's password or sessions moved.
    expect(await verifyLogin(stranger.email, OLD_PASSWORD)).toMatchObject({ ok: true });
    expect(await sessionIds(stranger.id)).toHaveLength(1);
    const audits = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, learner.id), eq(auditLog.action, "password_changed")));
    expect(audits).toHaveLength(1);
  });

  it("refuses an account without a password (an invitation not yet accepted) like a wrong one", async () => {
    const id = await createLearner();
    const answer = await post(await sessionCookie(id), passwordFields({ ...change, currentPassword: "anything" }));
    expect(answer.status).toBe(400);
    expect(answer.data.result.error).toEqual({ currentPassword: [PASSWORD_CHANGE_MESSAGES.currentWrong] });
    const [account] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
    expect(account.passwordHash).toBeNull();
  });

  it(`limits attempts per account: after ${RATE_LIMITS.passwordChangeByUser.points} wrong ones even the right password waits`, async () => {
    const learner = await learnerWithPassword();
    for (let i = 0; i < RATE_LIMITS.passwordChangeByUser.points; i++) {
      expect((await post(learner.cookie, passwordFields({ ...change, currentPassword: `wrong-${i}` }))).status).toBe(400);
    }
    const limited = await post(learner.cookie, passwordFields(change));
    expect(limited.status).toBe(429);
    expect(limited.data.result.error[""]).toEqual([expect.stringMatching(/^Too many attempts/)]);
    expect(await verifyLogin(learner.email, OLD_PASSWORD)).toMatchObject({ ok: true });
    // Another account is not affected.
    const other = await learnerWithPassword();
    expect((await post(other.cookie, passwordFields(change))).status).toBe(302);
  });

  it("a success clears the count of earlier failures", async () => {
    const learner = await learnerWithPassword();
    for (let i = 0; i < RATE_LIMITS.passwordChangeByUser.points - 1; i++) {
      await post(learner.cookie, passwordFields({ ...change, currentPassword: `wrong-${i}` }));
    }
    expect((await post(learner.cookie, passwordFields(change))).status).toBe(302);
    const back = { currentPassword: change.password, password: OLD_PASSWORD, confirmPassword: OLD_PASSWORD };
    expect((await post(learner.cookie, passwordFields({ ...back, currentPassword: "wrong-again" }))).status).toBe(400);
    expect((await post(learner.cookie, passwordFields(back))).status).toBe(302);
  });
});

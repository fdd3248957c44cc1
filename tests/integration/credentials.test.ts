// Setting a password from an e-mailed link: /reset-password (requirements reset-password-page, signed-in-state-flows) and
// /login/accept-invitation (requirement set-password-page), through the models and the route actions and loaders
// as the browser calls them; inviteUser's all-or-nothing write; /dashboard and the area guards.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/db.server";
import { acceptInvitation, checkInvitation, inviteUser } from "~/models/accounts/invitation.server";
import { resetPassword } from "~/models/accounts/password-reset.server";
import { issueToken, TOKEN_TTL_MS } from "~/models/accounts/token.server";
import { createAccount, getUserBySessionId, verifyLogin } from "~/models/accounts/user.server";
import { loader as adminLoader } from "~/routes/admin+/_layout";
import { loader as adminIndexLoader } from "~/routes/admin+/_index";
import { loader as companyLoader } from "~/routes/company-dashboard+/_layout";
import { loader as dashboardLoader } from "~/routes/_auth+/dashboard";
import { action as acceptAction, INVITATION_MESSAGES, loader as acceptLoader } from "~/routes/_auth+/login_.accept-invitation";
import { action as resetAction, loader as resetLoader, RESET_MESSAGES } from "~/routes/_auth+/reset-password";
import { loader as studentLoader } from "~/routes/student+/_layout";
import { loader as studentIndexLoader } from "~/routes/student+/_index";
import { getSessionId } from "~/utils/session.server";
import { INSECURE_PASSWORD_MESSAGE } from "~/rules/account-forms";
import { request, sessionCookie } from "../learners";
import { emailOutage } from "../fixtures/email";

const { users, profiles, userRoles, oneTimeTokens, emailOutbox, companies, sessions } = schema;

vi.mock("~/services/email.server", (importOriginal) => import("../fixtures/email").then((m) => m.emailServiceWithOutage(importOriginal)));

const HOUR = 60 * 60 * 1000;
let companyId: string;
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${++counter}@example.com`;

beforeAll(async () => {
  [{ id: companyId }] = await getDb()
    .insert(companies)
    .values({ name: "Bayou Test Realty", logoUrl: "/images/bayou-realty-group-logo.svg" })
    .returning({ id: companies.id });
});

async function createUser(label: string, { password = "old-secret", confirmed = true } = {}) {
  const email = uniqueEmail(label);
  const userId = await getDb().transaction((tx) => createAccount(tx, { email, password, firstName: "Ada", lastName: "Reset" }));
  if (confirmed) await getDb().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
  return { userId, email };
}

async function sessionsOf(userId: string) {
  return getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
}

type Refused = { data: { result: { error?: Record<string, string[] | null> } }; init: ResponseInit | null };

/** The action answered with the form again: its status and the error messages by field. */
function refused(response: unknown) {
  expect(response).not.toBeInstanceOf(Response);
  const { data, init } = response as Refused;
  return { status: init?.status ?? 200, errors: data.result.error ?? {} };
}

function redirected(response: unknown) {
  expect(response).toBeInstanceOf(Response);
  const r = response as Response;
  expect(r.status).toBe(302);
  return { location: r.headers.get("Location"), cookies: r.headers.getSetCookie() };
}

/** A loader's redirect (thrown or returned): where to. */
async function redirectOf(run: () => Promise<unknown>) {
  const outcome = await run().catch((thrown: unknown) => thrown);
  expect(outcome).toBeInstanceOf(Response);
  return (outcome as Response).headers.get("Location");
}

const latestAcceptUrl = async (email: string) => {
  const [row] = await getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.templateKey, "invitation")));
  return new URL((row.variables as { acceptUrl: string }).acceptUrl);
};

describe("password reset", () => {
  it("works once, sets the password, and confirms the address", async () => {
    const { userId, email } = await createUser("once", { confirmed: false });
    const token = await issueToken(getDb(), { userId, kind: "password_reset" });
    expect(await resetPassword({ token, password: "new-secret" })).toEqual({ ok: true, userId });
    expect(await verifyLogin(email, "new-secret")).toEqual({ ok: true, userId });
    expect(await verifyLogin(email, "old-secret")).toEqual({ ok: false, reason: "invalid_credentials" });
    expect(await resetPassword({ token, password: "third-secret" })).toEqual({ ok: false, reason: "used" });
    expect(await verifyLogin(email, "new-secret")).toEqual({ ok: true, userId });
  });

  it("expires after 1 hour", async () => {
    const { userId, email } = await createUser("expiry");
    const issued = new Date("2026-03-01T12:00:00Z");
    const late = await issueToken(getDb(), { userId, kind: "password_reset", now: issued });
    expect(TOKEN_TTL_MS.password_reset).toBe(HOUR);
    expect(await resetPassword({ token: late, password: "too-late", now: new Date(issued.getTime() + HOUR) })).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await verifyLogin(email, "old-secret")).toEqual({ ok: true, userId });
    const inTime = await issueToken(getDb(), { userId, kind: "password_reset", now: issued });
    expect(await resetPassword({ token: inTime, password: "in-time", now: new Date(issued.getTime() + HOUR - 1) })).toEqual({
      ok: true,
      userId,
    });
  });

  it("refuses made-up tokens and tokens of another kind", async () => {
    const { userId } = await createUser("kind");
    const invitation = await issueToken(getDb(), { userId, kind: "invitation" });
    expect(await resetPassword({ token: invitation, password: "whatever" })).toEqual({ ok: false, reason: "invalid" });
    expect(await resetPassword({ token: "made-up", password: "whatever" })).toEqual({ ok: false, reason: "invalid" });
  });

  it("ends every session of the user and signs this browser in", async () => {
    const { userId, email } = await createUser("sessions");
    const phone = await sessionCookie(userId);
    const laptop = await sessionCookie(userId);
    expect(await sessionsOf(userId)).toHaveLength(2);
    const token = await issueToken(getDb(), { userId, kind: "password_reset" });

    const response = await resetAction({
      request: request("/reset-password", null, { token, password: "brand-new", confirmPassword: "brand-new" }),
      params: {},
      context: {},
    });
    const { location, cookies } = redirected(response);
    expect(location).toBe("/reset-password?done=1");

    for (const cookie of [phone, laptop]) {
      const id = await getSessionId(new Request("http://localhost/", { headers: { Cookie: cookie } }));
      expect(await getUserBySessionId(id!)).toBeNull();
    }
    const remaining = await sessionsOf(userId);
    expect(remaining).toHaveLength(1);
    const sessionCookieHeader = cookies.find((c) => c.startsWith("__session="))!;
    const newId = await getSessionId(new Request("http://localhost/", { headers: { Cookie: sessionCookieHeader.split(";")[0] } }));
    expect(newId).toBe(remaining[0].id);
    expect(await getUserBySessionId(newId!)).toMatchObject({ id: userId, email });
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);

    // The page after the redirect shows the success state to the signed-in browser.
    const done = await resetLoader({
      request: new Request("http://localhost/reset-password?done=1", { headers: { Cookie: sessionCookieHeader.split(";")[0] } }),
      params: {},
      context: {},
    });
    expect(done).toEqual({ state: "done" });
  });

  it("signs out another account this browser held", async () => {
    const { userId: other } = await createUser("bystander");
    const cookie = await sessionCookie(other);
    const { userId } = await createUser("owner");
    const token = await issueToken(getDb(), { userId, kind: "password_reset" });
    redirected(
      await resetAction({
        request: request("/reset-password", cookie, { token, password: "brand-new", confirmPassword: "brand-new" }),
        params: {},
        context: {},
      }),
    );
    expect(await sessionsOf(other)).toHaveLength(0);
    expect(await sessionsOf(userId)).toHaveLength(1);
  });

  it("gives the reset page's validation messages and changes nothing", async () => {
    const { userId, email } = await createUser("validation");
    const token = await issueToken(getDb(), { userId, kind: "password_reset" });
    const post = (fields: Record<string, string>) =>
      resetAction({ request: request("/reset-password", null, { token, ...fields }), params: {}, context: {} });

    const short = refused(await post({ password: "12345", confirmPassword: "12345" }));
    expect(short.status).toBe(400);
    expect(short.errors.password).toEqual([RESET_MESSAGES.tooShort]);
    expect(RESET_MESSAGES.tooShort).toBe("Password must be at least 6 characters long.");

    const empty = refused(await post({ password: "", confirmPassword: "" }));
    expect(empty.errors.password).toEqual(["Password must be at least 6 characters long."]);

    const mismatch = refused(await post({ password: "123456", confirmPassword: "1234567" }));
    expect(mismatch.errors.confirmPassword).toEqual(["Passwords do not match."]);

    expect(await verifyLogin(email, "old-secret")).toEqual({ ok: true, userId });
    const [row] = await getDb().select({ usedAt: oneTimeTokens.usedAt }).from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    expect(row.usedAt).toBeNull();
  });

  it("names a short or mismatched password in a toast too (the page without JavaScript), beside the fields' messages", async () => {
    const { userId } = await createUser("toasts");
    const token = await issueToken(getDb(), { userId, kind: "password_reset" });
    const post = async (fields: Record<string, string>) =>
      (
        (await resetAction({ request: request("/reset-password", null, { token, ...fields }), params: {}, context: {} })) as unknown as {
          data: { toast: { title: string; description: string } | null };
        }
      ).data.toast;
    expect(await post({ password: "12345", confirmPassword: "12345" })).toMatchObject({
      title: "Password Too Short",
      description: RESET_MESSAGES.tooShort,
    });
    expect(await post({ password: "brand-new", confirmPassword: "brand-new!" })).toMatchObject({
      title: "Password Mismatch",
      description: RESET_MESSAGES.mismatch,
    });
  });

  it("refuses a common password with 'Insecure Password' and keeps the link usable (decision 0081)", async () => {
    const { userId, email } = await createUser("insecure");
    const token = await issueToken(getDb(), { userId, kind: "password_reset" });
    const response = await resetAction({
      request: request("/reset-password", null, { token, password: "Password1", confirmPassword: "Password1" }),
      params: {},
      context: {},
    });
    const answer = refused(response);
    expect(answer.status).toBe(400);
    expect(answer.errors.password).toEqual([INSECURE_PASSWORD_MESSAGE]);
    expect((response as unknown as { data: { toast: unknown } }).data.toast).toMatchObject({
      type: "error",
      title: "Insecure Password",
      description: INSECURE_PASSWORD_MESSAGE,
    });
    expect(await verifyLogin(email, "old-secret")).toEqual({ ok: true, userId });
    // The same link then takes a good password.
    redirected(
      await resetAction({
        request: request("/reset-password", null, { token, password: "bayou-heron-42", confirmPassword: "bayou-heron-42" }),
        params: {},
        context: {},
      }),
    );
  });

  it("sends a stale link back to its page with 'Password Reset Failed'", async () => {
    const { userId } = await createUser("stale");
    const token = await issueToken(getDb(), { userId, kind: "password_reset" });
    await resetPassword({ token, password: "first-use" });
    const { location, cookies } = redirected(
      await resetAction({
        request: request("/reset-password", null, { token, password: "second-use", confirmPassword: "second-use" }),
        params: {},
        context: {},
      }),
    );
    expect(location).toBe(`/reset-password?token=${encodeURIComponent(token)}`);
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);
    expect(cookies.some((c) => c.startsWith("__session="))).toBe(false);
  });

  it("shows the form for a good link and says why a bad one does not work", async () => {
    const { userId, email } = await createUser("page");
    const get = (query: string) =>
      resetLoader({ request: new Request(`http://localhost/reset-password${query}`), params: {}, context: {} });
    const token = await issueToken(getDb(), { userId, kind: "password_reset" });
    expect(await get(`?token=${token}`)).toEqual({ state: "form", token, email });
    expect(await get("")).toEqual({ state: "problem", reason: "invalid" });
    expect(await get("?token=nope")).toEqual({ state: "problem", reason: "invalid" });
    expect(await get("?done=1")).toEqual({ state: "problem", reason: "invalid" });
    const old = await issueToken(getDb(), { userId, kind: "password_reset", now: new Date(Date.now() - 2 * HOUR) });
    expect(await get(`?token=${old}`)).toEqual({ state: "problem", reason: "expired" });
    const used = await issueToken(getDb(), { userId, kind: "password_reset" });
    await resetPassword({ token: used, password: "used-once" });
    expect(await get(`?token=${used}`)).toEqual({ state: "problem", reason: "used" });
  });
});

describe("invitations", () => {
  it("create the account without a password, a token and the e-mail, in one go", async () => {
    const email = uniqueEmail("invited");
    const result = await inviteUser({
      email: ` ${email.toUpperCase()} `,
      firstName: " Ivy ",
      lastName: "Invited",
      phone: "",
      role: "company_admin",
      companyId,
      invitedBy: "Rene Boudreaux",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [user] = await getDb().select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ email, passwordHash: null, emailConfirmedAt: null });
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, result.userId));
    expect(profile).toMatchObject({ firstName: "Ivy", companyId, phone: null, accountStatus: "active", subscriptionStatus: "inactive" });
    const roles = await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, result.userId));
    expect(roles).toEqual([{ role: "company_admin" }]);

    const [mail] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
    expect(mail.templateKey).toBe("invitation");
    expect(mail.subject).toContain("Bayou Test Realty");
    expect(mail.textBody).toContain("Rene Boudreaux of Bayou Test Realty");
    const url = await latestAcceptUrl(email);
    expect(url.origin + url.pathname).toBe("http://localhost:3000/login/accept-invitation");
    expect(url.searchParams.get("email")).toBe(email);
    expect(await checkInvitation(url.searchParams.get("token")!)).toEqual({ ok: true, userId: result.userId, email });
  });

  it("give a student no role row (student is the default)", async () => {
    const email = uniqueEmail("student");
    const result = await inviteUser({ email, firstName: "Sam", lastName: "Student", role: "student" });
    if (!result.ok) throw new Error("not invited");
    expect(await getDb().select().from(userRoles).where(eq(userRoles.userId, result.userId))).toEqual([]);
  });

  it("write nothing when the address is taken or a step fails", async () => {
    const totals = async () => {
      const [[u], [t], [o]] = await Promise.all([
        getDb().select({ n: count() }).from(users),
        getDb().select({ n: count() }).from(oneTimeTokens),
        getDb().select({ n: count() }).from(emailOutbox),
      ]);
      return { users: u.n, tokens: t.n, outbox: o.n };
    };
    const { email } = await createUser("taken");
    const before = await totals();
    expect(await inviteUser({ email: email.toUpperCase(), firstName: "Dup", lastName: "Licate", role: "student" })).toEqual({
      ok: false,
      reason: "email_taken",
    });
    expect(await totals()).toEqual(before);

    emailOutage.active = true;
    try {
      await expect(inviteUser({ email: uniqueEmail("no-mail"), firstName: "No", lastName: "Mail", role: "student" })).rejects.toThrow(
        "outbox unavailable",
      );
    } finally {
      emailOutage.active = false;
    }
    expect(await totals()).toEqual(before);

    await expect(
      inviteUser({
        email: uniqueEmail("no-company"),
        firstName: "No",
        lastName: "Company",
        role: "student",
        companyId: "00000000-0000-4000-8000-000000000000",
      }),
    ).rejects.toThrow();
    expect(await totals()).toEqual(before);
  });

  it("let only one of two simultaneous invitations for one address succeed", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([
      inviteUser({ email, firstName: "One", lastName: "Race", role: "student" }),
      inviteUser({ email, firstName: "Two", lastName: "Race", role: "student" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "email_taken" }]);
  });

  it("join the caller's transaction and roll back with it", async () => {
    const email = uniqueEmail("outer");
    await expect(
      getDb().transaction(async (tx) => {
        expect((await inviteUser({ email, firstName: "Out", lastName: "Er", role: "student" }, { tx })).ok).toBe(true);
        throw new Error("caller changed its mind");
      }),
    ).rejects.toThrow("caller changed its mind");
    expect(await getDb().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("work once: set the password, confirm the address, queue a welcome e-mail", async () => {
    const email = uniqueEmail("accept");
    const invited = await inviteUser({ email, firstName: "Ace", lastName: "Accept", role: "student", companyId });
    if (!invited.ok) throw new Error("not invited");
    const token = (await latestAcceptUrl(email)).searchParams.get("token")!;
    expect(await acceptInvitation({ token, password: "chosen-1" })).toEqual({ ok: true, userId: invited.userId });
    expect(await verifyLogin(email, "chosen-1")).toEqual({ ok: true, userId: invited.userId });
    expect(await acceptInvitation({ token, password: "chosen-2" })).toEqual({ ok: false, reason: "used" });
    expect(await verifyLogin(email, "chosen-1")).toEqual({ ok: true, userId: invited.userId });
    const mails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
    expect(mails.map((m) => m.templateKey).sort()).toEqual(["invitation", "welcome_company"]);
  });

  it("expire after 7 days", async () => {
    const email = uniqueEmail("late");
    const sent = new Date("2026-04-01T09:00:00Z");
    const invited = await inviteUser({ email, firstName: "Lee", lastName: "Late", role: "student" }, { now: sent });
    if (!invited.ok) throw new Error("not invited");
    const token = (await latestAcceptUrl(email)).searchParams.get("token")!;
    expect(TOKEN_TTL_MS.invitation).toBe(7 * 24 * HOUR);
    const expiry = new Date(sent.getTime() + TOKEN_TTL_MS.invitation);
    expect(await checkInvitation(token, new Date(expiry.getTime() - 1))).toMatchObject({ ok: true });
    expect(await acceptInvitation({ token, password: "too-late", now: expiry })).toEqual({ ok: false, reason: "expired" });
    expect(await verifyLogin(email, "too-late")).toEqual({ ok: false, reason: "invalid_credentials" });
  });

  it("sign the person in through the page and send them to /dashboard", async () => {
    const email = uniqueEmail("page");
    const invited = await inviteUser({ email, firstName: "Pat", lastName: "Page", role: "student" });
    if (!invited.ok) throw new Error("not invited");
    const url = await latestAcceptUrl(email);
    const token = url.searchParams.get("token")!;
    expect(await acceptLoader({ request: new Request(url), params: {}, context: {} })).toEqual({ state: "form", token, email });

    const { location, cookies } = redirected(
      await acceptAction({
        request: request("/login/accept-invitation", null, { token, password: "picked-1", confirmPassword: "picked-1" }),
        params: {},
        context: {},
      }),
    );
    expect(location).toBe("/dashboard");
    const cookie = cookies.find((c) => c.startsWith("__session="))!.split(";")[0];
    const id = await getSessionId(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(await getUserBySessionId(id!)).toMatchObject({ id: invited.userId });
    expect(await acceptLoader({ request: new Request(url), params: {}, context: {} })).toEqual({ state: "problem", reason: "used" });
  });

  it("give the invitation page's validation messages (no final period)", async () => {
    const post = (fields: Record<string, string>) =>
      acceptAction({ request: request("/login/accept-invitation", null, { token: "t", ...fields }), params: {}, context: {} });
    const short = refused(await post({ password: "abc", confirmPassword: "abc" }));
    expect(short.status).toBe(400);
    expect(short.errors.password).toEqual(["Password must be at least 6 characters long"]);
    const mismatch = refused(await post({ password: "abcdef", confirmPassword: "abcdeg" }));
    expect(mismatch.errors.confirmPassword).toEqual(["Passwords do not match"]);
    expect(INVITATION_MESSAGES.failed).toBe("Failed to set password. Please try again.");
  });

  it("say why a bad invitation link does not work", async () => {
    const get = (query: string) =>
      acceptLoader({ request: new Request(`http://localhost/login/accept-invitation${query}`), params: {}, context: {} });
    expect(await get("")).toEqual({ state: "problem", reason: "invalid" });
    expect(await get("?token=nope&email=someone%40example.com")).toEqual({ state: "problem", reason: "invalid" });
  });
});

describe("role routing", () => {
  async function signedIn(role?: "admin" | "company_admin" | "reviewer", withCompany = false) {
    const { userId } = await createUser(role ?? "student");
    if (role) await getDb().insert(userRoles).values({ userId, role });
    if (withCompany) await getDb().update(profiles).set({ companyId }).where(eq(profiles.id, userId));
    return sessionCookie(userId);
  }
  const args = (path: string, cookie?: string) => ({
    request: request(path, cookie),
    params: {},
    context: {},
  });

  it("/dashboard sends each role to its area and a visitor to /login", async () => {
    expect(await redirectOf(() => dashboardLoader(args("/dashboard")))).toBe("/login?redirectTo=%2Fdashboard");
    expect(await redirectOf(async () => dashboardLoader(args("/dashboard", await signedIn("admin"))))).toBe("/admin");
    expect(await redirectOf(async () => dashboardLoader(args("/dashboard", await signedIn("company_admin", true))))).toBe(
      "/company-dashboard",
    );
    expect(await redirectOf(async () => dashboardLoader(args("/dashboard", await signedIn("reviewer"))))).toBe("/student");
    expect(await redirectOf(async () => dashboardLoader(args("/dashboard", await signedIn())))).toBe("/student");
  });

  it("each area lets in its roles and sends anyone else to /dashboard", async () => {
    const student = await signedIn();
    const admin = await signedIn("admin");
    const companyAdmin = await signedIn("company_admin", true);
    const reviewer = await signedIn("reviewer");

    expect(await redirectOf(() => studentLoader(args("/student")))).toBe("/login?redirectTo=%2Fstudent");
    expect(await studentLoader(args("/student", student))).toMatchObject({ user: { firstName: "Ada" } });
    expect(await studentIndexLoader(args("/student", reviewer))).toMatchObject({
      title: "Review Courses",
      reviewer: true,
      enrolled: [],
      stats: null,
    });
    expect(await studentIndexLoader(args("/student", student))).toMatchObject({ title: "My Courses", reviewer: false });
    expect(await redirectOf(() => studentLoader(args("/student", admin)))).toBe("/dashboard");
    expect(await redirectOf(() => studentLoader(args("/student", companyAdmin)))).toBe("/dashboard");

    expect(await companyLoader(args("/company-dashboard", companyAdmin))).toMatchObject({ user: { companyName: "Bayou Test Realty" } });
    expect(await redirectOf(() => companyLoader(args("/company-dashboard", student)))).toBe("/dashboard");
    expect(await redirectOf(() => companyLoader(args("/company-dashboard", admin)))).toBe("/dashboard");

    const counts = (await adminIndexLoader(args("/admin", admin))) as { counts: { users: number; companies: number } };
    expect(counts.counts.companies).toBeGreaterThanOrEqual(1);
    expect(counts.counts.users).toBeGreaterThan(0);
    expect(await redirectOf(() => adminLoader(args("/admin", reviewer)))).toBe("/dashboard");
    expect(await redirectOf(() => adminIndexLoader(args("/admin", student)))).toBe("/dashboard");
  });
});

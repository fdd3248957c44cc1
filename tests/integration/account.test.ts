// The account entry flows of /login and /confirm-email (requirements public-pages-and-routes, access-and-subscription-states, public-validation-rules, public-error-texts; requirement email-confirmation-page),
// through the route actions and loaders as the browser would call them, and through the model.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/db.server";
import { confirmSignup, requestPasswordReset, signUp } from "~/models/accounts/account.server";
import { checkToken, TOKEN_TTL_MS } from "~/models/accounts/token.server";
import { INSECURE_PASSWORD_MESSAGE, MESSAGES } from "~/rules/account-forms";
import { loader as authLoader } from "~/routes/_auth+/auth";
import { loader as authSplatLoader } from "~/routes/_auth+/auth.$";
import { action as confirmAction, loader as confirmLoader } from "~/routes/_auth+/confirm-email";
import { action, loader as loginLoader } from "~/routes/_auth+/login";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import { request, sessionCookie } from "../learners";
import { emailOutage } from "../fixtures/email";

const { users, profiles, userRoles, oneTimeTokens, emailOutbox, companies } = schema;

vi.mock("~/services/email.server", (importOriginal) => import("../fixtures/email").then((m) => m.emailServiceWithOutage(importOriginal)));

let ipCounter = 0;
/** Each test posts from its own address (the socket's, as server.js passes it), so the per-IP limits of one test never touch another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

type Fields = Record<string, string>;

async function post(fields: Fields, { ip = freshIp(), query = "" }: { ip?: string; query?: string } = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request(`http://localhost/login${query}`, { method: "POST", body });
  return action({ request, params: {}, context: { socketAddress: ip } });
}

type Reply = {
  intent: string;
  result: { error?: Record<string, string[] | null> };
  toast?: { title: string; description?: string };
  unconfirmed?: boolean;
};

/** The action re-rendered the form: its status and answer. */
function refused(response: Awaited<ReturnType<typeof post>>) {
  expect(response).not.toBeInstanceOf(Response);
  const result = response as unknown as { data: Reply; init: ResponseInit | null };
  return { status: result.init?.status ?? 200, ...result.data, errors: result.data.result.error ?? {} };
}

/** The action redirected: where to. */
function location(response: Awaited<ReturnType<typeof post>>) {
  expect(response).toBeInstanceOf(Response);
  const r = response as Response;
  expect(r.status).toBe(302);
  return r.headers.get("Location");
}

const signUpFields = (email: string, extra: Fields = {}): Fields => ({
  intent: "signup",
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(504) 555-0100",
  email,
  password: "secret-1",
  confirmPassword: "secret-1",
  licenseNumber: "",
  ...extra,
});

async function outboxFor(email: string) {
  return getDb().select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).orderBy(emailOutbox.createdAt);
}

/** The raw token of the last e-mailed link of a template (the database keeps only its hash). */
async function tokenFromEmail(email: string, templateKey: string, variable: "confirmUrl" | "resetUrl") {
  const messages = (await outboxFor(email)).filter((m) => m.templateKey === templateKey);
  const url = new URL(String(messages.at(-1)!.variables[variable]));
  return { url, token: url.searchParams.get("token")! };
}

async function userByEmail(email: string) {
  const [user] = await getDb().select().from(users).where(eq(users.email, email));
  return user;
}

async function confirmedAccount(email: string, password = "secret-1") {
  const result = await signUp({ firstName: "Grace", lastName: "Hopper", phone: "1", email, password, licenseNumber: null });
  if (!result.ok) throw new Error("sign-up failed");
  await getDb().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, result.userId));
  return result.userId;
}

describe("sign up", () => {
  it("creates credentials, a student profile, a 24-hour token and one e-mail, then shows Check Your Email", async () => {
    const response = await post(signUpFields("New.Student@Example.com ", { licenseNumber: " sal.0001-act " }));
    expect(location(response)).toBe(`/login?mode=check-email&email=${encodeURIComponent("new.student@example.com")}`);

    const user = await userByEmail("new.student@example.com");
    expect(user.emailConfirmedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "(504) 555-0100",
      licenseNumber: "sal.0001-act",
      subscriptionStatus: "inactive",
      accountStatus: "active",
      subscribed: false,
      companyId: null,
    });
    expect(await getDb().select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([]);

    const tokens = await getDb().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0].kind).toBe("email_confirmation");
    expect(tokens[0].expiresAt.getTime() - tokens[0].createdAt.getTime()).toBeCloseTo(TOKEN_TTL_MS.email_confirmation, -4);

    const messages = await outboxFor("new.student@example.com");
    expect(messages.map((m) => m.templateKey)).toEqual(["signup_confirmation"]);
    const { url, token } = await tokenFromEmail("new.student@example.com", "signup_confirmation", "confirmUrl");
    expect(url.origin + url.pathname).toBe("http://localhost:3000/confirm-email");
    expect(await checkToken("email_confirmation", token)).toMatchObject({ ok: true, userId: user.id });
  });

  it("leaves nothing behind when a step fails mid-way, and says so without an error page", async () => {
    emailOutage.active = true;
    try {
      const answer = refused(await post(signUpFields("halfway@example.com")));
      expect(answer.status).toBe(500);
      expect(answer.errors[""]).toEqual([MESSAGES.signUpFailed]);
      expect(answer.toast).toMatchObject({ title: "Sign Up Error", description: MESSAGES.signUpFailed });
    } finally {
      emailOutage.active = false;
    }
    expect(await userByEmail("halfway@example.com")).toBeUndefined();
    expect(await getDb().select().from(profiles).where(eq(profiles.email, "halfway@example.com"))).toEqual([]);
    expect(await outboxFor("halfway@example.com")).toEqual([]);
    // The same address can then sign up normally.
    expect(location(await post(signUpFields("halfway@example.com")))).toContain("mode=check-email");
  });

  it("refuses a common password with 'Insecure Password' (decision 0081), creating nothing", async () => {
    const answer = refused(await post(signUpFields("common-pw@example.com", { password: "iloveyou", confirmPassword: "iloveyou" })));
    expect(answer.status).toBe(400);
    expect(answer.errors.password).toEqual([INSECURE_PASSWORD_MESSAGE]);
    expect(answer.toast).toMatchObject({ title: "Insecure Password", description: INSECURE_PASSWORD_MESSAGE });
    expect(await userByEmail("common-pw@example.com")).toBeUndefined();
    expect(await outboxFor("common-pw@example.com")).toEqual([]);
  });

  it("without JavaScript, a short or mismatched password is named in a toast too", async () => {
    const short = refused(await post(signUpFields("short-pw@example.com", { password: "abc", confirmPassword: "abc" })));
    expect(short.errors.password).toEqual([MESSAGES.passwordTooShort]);
    expect(short.toast).toMatchObject({ title: "Password Too Short", description: MESSAGES.passwordTooShort });
    const mismatch = refused(await post(signUpFields("mismatch-pw@example.com", { confirmPassword: "secret-2" })));
    expect(mismatch.errors.confirmPassword).toEqual([MESSAGES.passwordMismatch]);
    expect(mismatch.toast).toMatchObject({ title: "Password Mismatch", description: MESSAGES.passwordMismatch });
  });

  it("refuses an address that already has an account, whatever its case", async () => {
    expect(location(await post(signUpFields("taken@example.com")))).toContain("mode=check-email");
    const answer = refused(await post(signUpFields("TAKEN@example.com")));
    expect(answer.status).toBe(400);
    expect(answer.errors.email).toEqual([MESSAGES.emailTaken]);
    expect(await outboxFor("taken@example.com")).toHaveLength(1);
    // The model agrees, even for two sign-ups racing each other.
    const input = { firstName: "R", lastName: "C", phone: "1", email: "race@example.com", password: "secret-1", licenseNumber: null };
    const results = await Promise.all([signUp(input), signUp(input)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "email_taken" }]);
  });

  it("gives every validation message of requirement public-validation-rules, and never echoes passwords", async () => {
    const empty = refused(await post({ intent: "signup", email: "partial@example.com", password: "secret-1" }));
    expect(empty.status).toBe(400);
    expect(empty.errors[""]).toEqual([MESSAGES.required]);
    expect(Object.keys(empty.errors).sort()).toEqual(["", "confirmPassword", "firstName", "lastName", "phone"]);
    const initial = (empty.result as { initialValue?: Record<string, unknown> }).initialValue ?? {};
    expect(initial.email).toBe("partial@example.com");
    expect(initial.password).toBeUndefined();

    const mismatch = refused(await post(signUpFields("m@example.com", { confirmPassword: "secret-2" })));
    expect(mismatch.errors).toEqual({ confirmPassword: [MESSAGES.passwordMismatch] });
    const short = refused(await post(signUpFields("s@example.com", { password: "12345", confirmPassword: "12345" })));
    expect(short.errors).toEqual({ password: [MESSAGES.passwordTooShort] });
    expect(await userByEmail("m@example.com")).toBeUndefined();
    expect(await userByEmail("s@example.com")).toBeUndefined();
  });

  it("is rate limited per address (accountEmailsByIp)", async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.accountEmailsByIp.points; i++) {
      expect(location(await post(signUpFields(`burst-${i}@example.com`), { ip }))).toContain("mode=check-email");
    }
    const answer = refused(await post(signUpFields("burst-last@example.com"), { ip }));
    expect(answer.status).toBe(429);
    expect(answer.errors[""]?.[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await userByEmail("burst-last@example.com")).toBeUndefined();
  });

  it("refuses a filled-in honeypot with the Verification Failed toast", async () => {
    const answer = refused(await post(signUpFields("bot@example.com", { website: "http://spam.example" })));
    expect(answer.status).toBe(400);
    expect(answer.toast).toMatchObject({ title: "Verification Failed", description: "Security verification failed. Please try again." });
    expect(await userByEmail("bot@example.com")).toBeUndefined();
  });
});

describe("confirm e-mail", () => {
  it("uses the link once: the link's page only asks; its POST confirms, signs in, sends welcome_individual, then the link is spent", async () => {
    await post(signUpFields("confirm-me@example.com"));
    const { url, token } = await tokenFromEmail("confirm-me@example.com", "signup_confirmation", "confirmUrl");
    // Opening the link (a person, or a mail scanner) spends nothing: the page holds the token in a form.
    const opened = await confirmLoader({ request: new Request(`http://localhost${url.pathname}${url.search}`), params: {}, context: {} });
    expect(opened).toEqual({ status: "pending", token });
    expect((await userByEmail("confirm-me@example.com")).emailConfirmedAt).toBeNull();

    const confirm = () => confirmAction({ request: request("/confirm-email", null, { token }), params: {}, context: {} });
    const response = (await confirm()) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/confirm-email?status=confirmed");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=.+HttpOnly/i);

    const user = await userByEmail("confirm-me@example.com");
    expect(user.emailConfirmedAt).toBeInstanceOf(Date);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile.emailConfirmedAt).toBeInstanceOf(Date);
    const welcome = (await outboxFor("confirm-me@example.com")).filter((m) => m.templateKey === "welcome_individual");
    expect(welcome).toHaveLength(1);
    expect(welcome[0].variables).toMatchObject({
      firstName: "Ada",
      email: "confirm-me@example.com",
      loginUrl: "http://localhost:3000/login",
    });

    const again = (await confirm()) as unknown as {
      data: { status: string };
      init: ResponseInit;
    };
    expect(again.data.status).toBe("used");
    expect(again.init.status).toBe(400);
    expect((await outboxFor("confirm-me@example.com")).filter((m) => m.templateKey.startsWith("welcome"))).toHaveLength(1);
  });

  it("expires after 24 hours", async () => {
    const issued = new Date("2026-03-01T12:00:00Z");
    const result = await signUp(
      { firstName: "Old", lastName: "Link", phone: "1", email: "late@example.com", password: "secret-1", licenseNumber: null },
      { now: issued },
    );
    expect(result.ok).toBe(true);
    const { token } = await tokenFromEmail("late@example.com", "signup_confirmation", "confirmUrl");
    const atExpiry = new Date(issued.getTime() + TOKEN_TTL_MS.email_confirmation);
    expect(await confirmSignup(token, { now: atExpiry })).toEqual({ ok: false, reason: "expired" });
    expect((await userByEmail("late@example.com")).emailConfirmedAt).toBeNull();
    // Just before the deadline it still works.
    expect(await confirmSignup(token, { now: new Date(atExpiry.getTime() - 1) })).toMatchObject({ ok: true });
  });

  it("sends welcome_company with the company's name and logo to a company member", async () => {
    const [company] = await getDb().insert(companies).values({ name: "Acadiana Homes", logoUrl: "/images/acadiana.svg" }).returning();
    const userId = await confirmedAccount("member@example.com");
    await getDb().update(users).set({ emailConfirmedAt: null }).where(eq(users.id, userId));
    await getDb().update(profiles).set({ companyId: company.id }).where(eq(profiles.id, userId));
    await getDb().delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    await post({ intent: "resend", email: "member@example.com" });
    const { token } = await tokenFromEmail("member@example.com", "signup_confirmation", "confirmUrl");
    expect(await confirmSignup(token)).toMatchObject({ ok: true, userId });
    const [welcome] = (await outboxFor("member@example.com")).filter((m) => m.templateKey === "welcome_company");
    expect(welcome.variables).toMatchObject({ companyName: "Acadiana Homes", companyLogoUrl: "http://localhost:3000/images/acadiana.svg" });
  });

  it("shows a clear failure for an unknown token, a malformed form, and no token at all", async () => {
    const bad = (await confirmAction({
      request: request("/confirm-email", null, { token: "made-up" }),
      params: {},
      context: {},
    })) as unknown as {
      data: { status: string };
      init: ResponseInit;
    };
    expect(bad.data.status).toBe("invalid");
    expect(bad.init.status).toBe(400);
    for (const fields of [{}, { token: "" }, { token: "x".repeat(201) }] as Record<string, string>[]) {
      const refused = (await confirmAction({ request: request("/confirm-email", null, fields), params: {}, context: {} })) as unknown as {
        data: { status: string };
        init: ResponseInit;
      };
      expect(refused).toMatchObject({ data: { status: "invalid" }, init: { status: 400 } });
    }
    const none = (await confirmLoader({ request: new Request("http://localhost/confirm-email"), params: {}, context: {} })) as unknown as {
      data: { status: string };
    };
    expect(none.data.status).toBe("invalid");
  });
});

describe("sign in", () => {
  beforeAll(async () => {
    await confirmedAccount("signin@example.com");
  });

  it("signs in and goes to /dashboard, or to a local redirectTo, but never to another site", async () => {
    const ok = await post({ intent: "signin", email: "SignIn@example.com", password: "secret-1", redirectTo: "" });
    expect(location(ok)).toBe("/dashboard");
    expect((ok as Response).headers.get("Set-Cookie")).toMatch(/^__session=/);
    expect((await userByEmail("signin@example.com")).lastSignInAt).toBeInstanceOf(Date);

    const local = await post({
      intent: "signin",
      email: "signin@example.com",
      password: "secret-1",
      redirectTo: "/student/courses?tab=active",
    });
    expect(location(local)).toBe("/student/courses?tab=active");
    for (const evil of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await post({ intent: "signin", email: "signin@example.com", password: "secret-1", redirectTo: evil });
      expect(location(response)).toBe("/dashboard");
    }
  });

  it("refuses a wrong password with the Sign In Error message, as a form error and a toast", async () => {
    const answer = refused(await post({ intent: "signin", email: "signin@example.com", password: "wrong-password" }));
    expect(answer.status).toBe(400);
    expect(answer.errors[""]).toEqual([MESSAGES.invalidCredentials]);
    expect(answer.toast).toMatchObject({ title: "Sign In Error", description: "Please check your credentials and try again." });
    const unknown = refused(await post({ intent: "signin", email: "nobody@example.com", password: "secret-1" }));
    expect(unknown.errors[""]).toEqual([MESSAGES.invalidCredentials]);
  });

  it("needs both fields", async () => {
    const answer = refused(await post({ intent: "signin", email: "signin@example.com" }));
    expect(answer.status).toBe(400);
    expect(answer.errors[""]).toEqual([MESSAGES.required]);
  });

  it("tells an unconfirmed account so and offers a new link; an inactive account is told to contact support", async () => {
    await post(signUpFields("pending@example.com"));
    const unconfirmed = refused(await post({ intent: "signin", email: "pending@example.com", password: "secret-1" }));
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.errors[""]).toEqual([MESSAGES.unconfirmed]);
    expect(unconfirmed.unconfirmed).toBe(true);
    // The wrong password does not reveal that the account is unconfirmed.
    expect(refused(await post({ intent: "signin", email: "pending@example.com", password: "nope-nope" })).unconfirmed).toBeUndefined();

    const userId = await confirmedAccount("inactive@example.com");
    await getDb().update(profiles).set({ accountStatus: "inactive" }).where(eq(profiles.id, userId));
    const inactive = refused(await post({ intent: "signin", email: "inactive@example.com", password: "secret-1" }));
    expect(inactive.errors[""]).toEqual(["Account is inactive. Please contact support for assistance."]);
  });

  it("limits wrong passwords per account and address with a clear 429 message; the owner still signs in from another address", async () => {
    const userId = await confirmedAccount("target@example.com");
    const attacker = freshIp();
    for (let i = 0; i < RATE_LIMITS.signInFailuresByAccountAndAddress.points; i++) {
      expect(refused(await post({ intent: "signin", email: "target@example.com", password: `guess-${i}` }, { ip: attacker })).status).toBe(
        400,
      );
    }
    // The guessing address now waits, even with the right password…
    const blocked = refused(await post({ intent: "signin", email: "target@example.com", password: "secret-1" }, { ip: attacker }));
    expect(blocked.status).toBe(429);
    expect(blocked.errors[""]?.[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // …and may still try other accounts (until the per-address limit, tests/integration/rate-limits.test.ts).
    expect(refused(await post({ intent: "signin", email: "someone-else@example.com", password: "guess" }, { ip: attacker })).status).toBe(
      400,
    );
    // The owner, from another address, is not locked out; the session records that address.
    const home = freshIp();
    expect(location(await post({ intent: "signin", email: "target@example.com", password: "secret-1" }, { ip: home }))).toBe("/dashboard");
    const [session] = await getDb().select().from(schema.sessions).where(eq(schema.sessions.userId, userId));
    expect(session.ipAddress).toBe(home);
  });

  it("never believes X-Forwarded-For: a client cannot pick a fresh address per guess", async () => {
    await confirmedAccount("spoofed@example.com");
    const ip = freshIp();
    const spoofed = (password: string, i: number) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({ intent: "signin", email: "spoofed@example.com", password })) body.set(key, value);
      const headers = { "X-Forwarded-For": `198.51.100.${200 + i}`, "X-Real-IP": `198.51.100.${200 + i}` };
      return action({
        request: new Request("http://localhost/login", { method: "POST", body, headers }),
        params: {},
        context: { socketAddress: ip },
      });
    };
    for (let i = 0; i < RATE_LIMITS.signInFailuresByAccountAndAddress.points; i++) {
      expect(refused(await spoofed(`guess-${i}`, i)).status).toBe(400);
    }
    expect(refused(await spoofed("secret-1", 50)).status).toBe(429);
  });
});

describe("resend confirmation", () => {
  it("issues a fresh link for an unconfirmed account, retiring the old one, and says the same for anyone else", async () => {
    await post(signUpFields("resend@example.com"));
    const first = await tokenFromEmail("resend@example.com", "signup_confirmation", "confirmUrl");
    const sent = location(await post({ intent: "resend", email: "resend@example.com" }));
    expect(sent).toBe(`/login?mode=check-email&email=${encodeURIComponent("resend@example.com")}&resent=1`);
    const second = await tokenFromEmail("resend@example.com", "signup_confirmation", "confirmUrl");
    expect(second.token).not.toBe(first.token);
    expect(await checkToken("email_confirmation", first.token)).toEqual({ ok: false, reason: "used" });
    expect(await checkToken("email_confirmation", second.token)).toMatchObject({ ok: true });

    const unknown = location(await post({ intent: "resend", email: "ghost@example.com" }));
    expect(unknown).toBe(`/login?mode=check-email&email=${encodeURIComponent("ghost@example.com")}&resent=1`);
    expect(await outboxFor("ghost@example.com")).toEqual([]);
    await confirmedAccount("already@example.com");
    const before = (await outboxFor("already@example.com")).length;
    await post({ intent: "resend", email: "already@example.com" });
    expect(await outboxFor("already@example.com")).toHaveLength(before);
  });
});

describe("forgot password", () => {
  it("e-mails a reset link to a known address and answers an unknown one identically, creating nothing", async () => {
    const userId = await confirmedAccount("forgetful@example.com");
    const known = location(await post({ intent: "forgot", email: "Forgetful@example.com" }));
    const unknown = location(await post({ intent: "forgot", email: "stranger@example.com" }));
    expect(known).toBe("/login?mode=forgot&sent=1");
    expect(unknown).toBe(known);

    const { url, token } = await tokenFromEmail("forgetful@example.com", "password_reset", "resetUrl");
    expect(url.origin + url.pathname).toBe("http://localhost:3000/reset-password");
    expect(await checkToken("password_reset", token)).toMatchObject({ ok: true, userId });
    expect(await outboxFor("stranger@example.com")).toEqual([]);
    expect(await userByEmail("stranger@example.com")).toBeUndefined();
  });

  it("works for an unconfirmed account too (the link proves the address)", async () => {
    await post(signUpFields("unconfirmed-reset@example.com"));
    await requestPasswordReset("unconfirmed-reset@example.com");
    const user = await userByEmail("unconfirmed-reset@example.com");
    const tokens = await getDb()
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.kind, "password_reset")));
    expect(tokens).toHaveLength(1);
  });

  it("is rate limited per e-mail address (accountEmailsByEmail)", async () => {
    for (let i = 0; i < RATE_LIMITS.accountEmailsByEmail.points; i++) {
      expect(location(await post({ intent: "forgot", email: "limited@example.com" }))).toBe("/login?mode=forgot&sent=1");
    }
    expect(refused(await post({ intent: "forgot", email: "limited@example.com" })).status).toBe(429);
  });

  it("titles a failed send 'Reset Password Error', and sends nothing", async () => {
    await confirmedAccount("reset-outage@example.com");
    emailOutage.active = true;
    try {
      const answer = refused(await post({ intent: "forgot", email: "reset-outage@example.com" }));
      expect(answer.status).toBe(500);
      expect(answer.errors[""]).toEqual(["An unexpected error occurred. Please try again."]);
      expect(answer.toast).toMatchObject({ title: "Reset Password Error", description: "An unexpected error occurred. Please try again." });
    } finally {
      emailOutage.active = false;
    }
    expect((await outboxFor("reset-outage@example.com")).map((m) => m.templateKey)).toEqual(["signup_confirmation"]);
  });

  it("checks the address", async () => {
    const answer = refused(await post({ intent: "forgot", email: "not-an-address" }));
    expect(answer.errors).toEqual({ email: [MESSAGES.invalidEmail] });
  });
});

describe("routing", () => {
  it("sends a signed-in user from /login to /dashboard", async () => {
    const userId = await confirmedAccount("already-in@example.com");
    const thrown = await loginLoader({ request: request("/login", await sessionCookie(userId)), params: {}, context: {} }).catch(
      (r: unknown) => r,
    );
    expect((thrown as Response).headers.get("Location")).toBe("/dashboard");
  });

  it("reads the mode and keeps only a local redirectTo", async () => {
    const page = await loginLoader({
      request: new Request("http://localhost/login?mode=signup&redirectTo=https%3A%2F%2Fevil.example"),
      params: {},
      context: {},
    });
    expect(page).toMatchObject({ mode: "signup", redirectTo: null });
    const reset = await loginLoader({
      request: new Request("http://localhost/login?mode=reset&redirectTo=%2Fstudent"),
      params: {},
      context: {},
    });
    expect(reset).toMatchObject({ mode: "forgot", redirectTo: "/student" });
  });

  it("redirects /auth and /auth/* to /login keeping the query string", async () => {
    const a = authLoader({ request: new Request("http://localhost/auth?x=1&mode=signup"), params: {}, context: {} });
    expect(a.headers.get("Location")).toBe("/login?x=1&mode=signup");
    const b = authSplatLoader({
      request: new Request("http://localhost/auth/callback/anything?x=1"),
      params: { "*": "callback/anything" },
      context: {},
    });
    expect(b.headers.get("Location")).toBe("/login?x=1");
  });
});

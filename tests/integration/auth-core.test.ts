// The primitives every account flow stands on: database sessions, single-use tokens, rate limits,
// and the credential check.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { checkToken, consumeToken, issueToken, TOKEN_TTL_MS } from "~/models/accounts/token.server";
import { createAccount, getUserBySessionId, verifyLogin } from "~/models/accounts/user.server";
import { authenticateWithPassword } from "~/auth/authenticate.server";
import { requireUserWithRole, requireUser } from "~/auth/permissions.server";
import { consumeRateLimit, RATE_LIMITS } from "~/utils/rate-limit.server";
import { createSessionCookie, endUserSessions, getSessionId } from "~/utils/session.server";

let userId: string;

beforeAll(async () => {
  userId = await getDb().transaction((tx) =>
    createAccount(tx, { email: "Ada@Example.com ", password: "secret-1", firstName: "Ada", lastName: "Lovelace" }),
  );
  await getDb().update(schema.users).set({ emailConfirmedAt: new Date() }).where(eq(schema.users.id, userId));
});

function requestWithCookie(setCookie: string, path = "/") {
  return new Request(`http://localhost${path}`, { headers: { Cookie: setCookie.split(";")[0] } });
}

describe("accounts and credentials", () => {
  it("stores the e-mail lower-cased and checks the password", async () => {
    expect(await verifyLogin("ada@example.com", "secret-1")).toEqual({ ok: true, userId });
    expect(await verifyLogin(" ADA@example.com", "secret-1")).toEqual({ ok: true, userId });
    expect(await verifyLogin("ada@example.com", "wrong")).toEqual({ ok: false, reason: "invalid_credentials" });
    expect(await verifyLogin("nobody@example.com", "secret-1")).toEqual({ ok: false, reason: "invalid_credentials" });
  });

  it("refuses an unconfirmed address and an inactive account", async () => {
    const other = await getDb().transaction((tx) =>
      createAccount(tx, { email: "new@example.com", password: "secret-2", firstName: "N", lastName: "U" }),
    );
    expect(await verifyLogin("new@example.com", "secret-2")).toEqual({ ok: false, reason: "unconfirmed" });
    await getDb().update(schema.users).set({ emailConfirmedAt: new Date() }).where(eq(schema.users.id, other));
    await getDb().update(schema.profiles).set({ accountStatus: "inactive" }).where(eq(schema.profiles.id, other));
    expect(await verifyLogin("new@example.com", "secret-2")).toEqual({ ok: false, reason: "inactive" });
  });

  it("authenticates through remix-auth's form strategy", async () => {
    const form = new FormData();
    form.set("email", "ada@example.com");
    form.set("password", "secret-1");
    // As in a real action: the body has already been read into formData.
    const request = new Request("http://localhost/login", { method: "POST", body: new URLSearchParams({ x: "1" }) });
    await request.formData();
    expect(await authenticateWithPassword(request, form)).toEqual({ userId });
    form.set("password", "nope");
    expect(await authenticateWithPassword(request, form)).toEqual({ error: "invalid_credentials" });
  });
});

describe("database sessions", () => {
  it("signs a browser in with a cookie that holds only the session id", async () => {
    const setCookie = await createSessionCookie(new Request("http://localhost/"), {}, userId);
    const request = requestWithCookie(setCookie);
    const sessionId = await getSessionId(request);
    expect(sessionId).toMatch(/^[\w-]{40,}$/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const user = await getUserBySessionId(sessionId!);
    expect(user).toMatchObject({ id: userId, email: "ada@example.com", firstName: "Ada", roles: [] });
    expect(await requireUser(request)).toMatchObject({ id: userId });
  });

  it("sends a visitor to /login with the page to come back to, and a wrong role to /dashboard", async () => {
    const anonymous = new Request("http://localhost/student/certificates?sort=oldest");
    const redirect = await requireUser(anonymous).catch((r: Response) => r);
    expect((redirect as Response).headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/student/certificates?sort=oldest")}`,
    );
    const signedIn = requestWithCookie(await createSessionCookie(new Request("http://localhost/"), {}, userId), "/admin");
    const denied = await requireUserWithRole(signedIn, "admin").catch((r: Response) => r);
    expect((denied as Response).headers.get("Location")).toBe("/dashboard");
    expect(await requireUserWithRole(signedIn, ["student", "reviewer"])).toMatchObject({ id: userId });
  });

  it("ends every other session of a user, keeping the current one", async () => {
    const a = await getSessionId(requestWithCookie(await createSessionCookie(new Request("http://localhost/"), {}, userId)));
    const b = await getSessionId(requestWithCookie(await createSessionCookie(new Request("http://localhost/"), {}, userId)));
    await endUserSessions(userId, b);
    expect(await getUserBySessionId(a!)).toBeNull();
    expect(await getUserBySessionId(b!)).toMatchObject({ id: userId });
  });

  it("ignores an expired session", async () => {
    const id = await getSessionId(requestWithCookie(await createSessionCookie(new Request("http://localhost/"), {}, userId)));
    expect(await getUserBySessionId(id!, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000))).toBeNull();
  });
});

describe("single-use tokens", () => {
  it("works once", async () => {
    const token = await issueToken(getDb(), { userId, kind: "password_reset" });
    expect(await checkToken("password_reset", token)).toMatchObject({ ok: true, userId });
    expect(await consumeToken(getDb(), "password_reset", token)).toMatchObject({ ok: true, userId });
    expect(await consumeToken(getDb(), "password_reset", token)).toEqual({ ok: false, reason: "used" });
  });

  it("expires", async () => {
    const issued = new Date("2026-01-01T00:00:00Z");
    const token = await issueToken(getDb(), { userId, kind: "email_confirmation", now: issued });
    const justBefore = new Date(issued.getTime() + TOKEN_TTL_MS.email_confirmation - 1);
    const atExpiry = new Date(issued.getTime() + TOKEN_TTL_MS.email_confirmation);
    expect(await checkToken("email_confirmation", token, { now: justBefore })).toMatchObject({ ok: true });
    expect(await consumeToken(getDb(), "email_confirmation", token, atExpiry)).toEqual({ ok: false, reason: "expired" });
  });

  it("is bound to its kind, and a new token retires the previous one", async () => {
    const first = await issueToken(getDb(), { userId, kind: "invitation" });
    expect(await consumeToken(getDb(), "password_reset", first)).toEqual({ ok: false, reason: "invalid" });
    const second = await issueToken(getDb(), { userId, kind: "invitation" });
    expect(await checkToken("invitation", first)).toEqual({ ok: false, reason: "used" });
    expect(await checkToken("invitation", second)).toMatchObject({ ok: true });
    expect(await checkToken("invitation", "made-up")).toEqual({ ok: false, reason: "invalid" });
  });

  it("lets only one of many concurrent uses succeed", async () => {
    const token = await issueToken(getDb(), { userId, kind: "password_reset" });
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeToken(getDb(), "password_reset", token)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});

describe("rate limits", () => {
  it("trips after the allowance and counts keys separately", async () => {
    const { points } = RATE_LIMITS.accountEmailsByEmail;
    for (let i = 0; i < points; i++) {
      expect(await consumeRateLimit("accountEmailsByEmail", "victim@example.com")).toEqual({ ok: true });
    }
    const refused = await consumeRateLimit("accountEmailsByEmail", "VICTIM@example.com");
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await consumeRateLimit("accountEmailsByEmail", "someone-else@example.com")).toEqual({ ok: true });
  });
});

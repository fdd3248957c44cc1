import { randomBytes } from "node:crypto";
import { createCookie, createSessionStorage, redirect, type AppLoadContext } from "@remix-run/node";
import { and, eq, gt, ne } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { getClientAddress } from "./client-address.server";
import { safeRedirect } from "./safe-redirect";
import { cookieSecrets, isSecureCookie } from "./secrets.server";

const { sessions } = schema;

/** A signed-in browser lasts 30 days; signing out, a password reset or an admin can end it sooner. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type SessionData = { userId: string; ipAddress?: string | null; userAgent?: string | null };

function sessionCookie() {
  return createCookie("__session", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureCookie(),
    secrets: cookieSecrets(),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

let storage: ReturnType<typeof createStorage> | undefined;

/**
 * Sessions live in the `sessions` table; the cookie holds only the signed id, so a row deleted
 * here signs that browser out everywhere at once.
 */
function createStorage() {
  return createSessionStorage<SessionData>({
    cookie: sessionCookie(),
    async createData(data, expires) {
      if (!data.userId) throw new Error("A session needs a user id");
      const id = randomBytes(32).toString("base64url");
      await getDb()
        .insert(sessions)
        .values({
          id,
          userId: data.userId,
          expiresAt: expires ?? new Date(Date.now() + SESSION_TTL_MS),
          ipAddress: data.ipAddress ?? null,
          userAgent: data.userAgent?.slice(0, 500) ?? null,
        });
      return id;
    },
    async readData(id) {
      const [row] = await getDb()
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
      return row ? { userId: row.userId } : null;
    },
    async updateData(id, _data, expires) {
      if (expires) await getDb().update(sessions).set({ expiresAt: expires }).where(eq(sessions.id, id));
    },
    async deleteData(id) {
      await getDb().delete(sessions).where(eq(sessions.id, id));
    },
  });
}

export function getSessionStorage() {
  storage ??= createStorage();
  return storage;
}

/** The signed session id from the request's cookie, or null. */
export async function getSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** Starts a database session for the user and returns its Set-Cookie header. */
export async function createSessionCookie(request: Request, context: AppLoadContext | undefined, userId: string): Promise<string> {
  const store = getSessionStorage();
  const session = await store.getSession();
  session.set("userId", userId);
  session.set("ipAddress", getClientAddress(request, context));
  session.set("userAgent", request.headers.get("User-Agent"));
  return store.commitSession(session, { expires: new Date(Date.now() + SESSION_TTL_MS) });
}

/** Signs the user in and redirects (Post/Redirect/Get) to `redirectTo` if it is a path on this site, else /dashboard. */
export async function createUserSession(
  request: Request,
  context: AppLoadContext | undefined,
  userId: string,
  redirectTo: string,
  init?: ResponseInit,
) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await createSessionCookie(request, context, userId));
  return redirect(safeRedirect(redirectTo, "/dashboard"), { ...init, headers });
}

/** Deletes this browser's session row and clears the cookie. */
export async function destroySessionHeader(request: Request): Promise<string> {
  const store = getSessionStorage();
  return store.destroySession(await store.getSession(request.headers.get("Cookie")));
}

/** Ends every session of a user, except optionally one (used after a password reset). */
export async function endUserSessions(userId: string, exceptSessionId?: string | null) {
  await getDb()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

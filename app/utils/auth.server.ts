import { redirect } from "@remix-run/node";
import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getUserBySessionId, verifyLogin, type LoginResult, type SessionUser } from "~/models/user.server";
import { hasAnyRole, type Role } from "~/rules/roles";
import { safeRedirect } from "./safe-redirect";
import { destroySessionHeader, getSessionId, getSessionStorage } from "./session.server";

// Loaders of one request (root + route) share one lookup.
const cache = new WeakMap<Request, Promise<SessionUser | null>>();

export function getOptionalUser(request: Request): Promise<SessionUser | null> {
  let user = cache.get(request);
  if (!user) {
    user = getSessionId(request).then((id) => (id ? getUserBySessionId(id) : null));
    cache.set(request, user);
  }
  return user;
}

/** The path and query of the request, for coming back after signing in. */
function currentPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** No user: redirect to /login?redirectTo=<this page>. An inactive account is signed out. */
export async function requireUser(request: Request, { redirectTo }: { redirectTo?: string } = {}): Promise<SessionUser> {
  const user = await getOptionalUser(request);
  if (!user) {
    const params = new URLSearchParams({ redirectTo: safeRedirect(redirectTo ?? currentPath(request), "/dashboard") });
    throw redirect(`/login?${params}`);
  }
  if (user.accountStatus === "inactive") {
    throw redirect("/login", { headers: { "Set-Cookie": await destroySessionHeader(request) } });
  }
  return user;
}

/** A user holding one of the roles; anyone else signed in goes to /dashboard (spec 1 §6). */
export async function requireRole(request: Request, roles: Role | readonly Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!hasAnyRole(user.roles, roles)) throw redirect("/dashboard");
  return user;
}

/** Pages for signed-out visitors (/login…): a signed-in user goes to their dashboard. */
export async function requireAnonymous(request: Request) {
  const user = await getOptionalUser(request);
  if (user) throw redirect("/dashboard");
}

/** Why a sign-in was refused; the message is never shown as is (see the /login action). */
export class LoginError extends Error {
  constructor(readonly reason: Exclude<LoginResult, { ok: true }>["reason"]) {
    super(reason);
  }
}

let authenticator: Authenticator<string> | undefined;

/**
 * remix-auth with the form strategy: checks the e-mail and password already validated by the
 * route's zod schema and returns the user id. Sessions are created by `createUserSession`.
 */
export function getAuthenticator(): Authenticator<string> {
  if (!authenticator) {
    authenticator = new Authenticator<string>(getSessionStorage(), { throwOnError: true });
    authenticator.use(
      new FormStrategy(async ({ form }) => {
        const result = await verifyLogin(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
        if (!result.ok) throw new LoginError(result.reason);
        return result.userId;
      }),
      "password",
    );
  }
  return authenticator;
}

/** Returns the user id, or the reason the credentials were refused. */
export async function authenticateWithPassword(
  request: Request,
  formData: FormData,
): Promise<{ userId: string } | { error: LoginError["reason"] }> {
  try {
    // remix-auth copies the request, body included; an action has already read that body, so it
    // gets a body-less copy and the parsed form through the context.
    const bodyless = new Request(request.url, { method: request.method, headers: request.headers });
    const userId = await getAuthenticator().authenticate("password", bodyless, { context: { formData } });
    return { userId };
  } catch (error) {
    if (error instanceof AuthorizationError && error.cause instanceof LoginError) return { error: error.cause.reason };
    throw error;
  }
}

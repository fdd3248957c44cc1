// Who is signed in, and signing in with a password (decisions 0007, 0096). The auth layer sits above
// the models: it reads the session (app/utils) and the account (app/models); models, services, rules
// and utils never import it (eslint.config.js).
import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getUserBySessionId, verifyLogin, type LoginResult, type SessionUser } from "~/models/accounts/user.server";
import { oncePerRequest } from "~/utils/request-scope.server";
import { getSessionId, getSessionStorage } from "~/utils/session.server";

/** The signed-in user, or null; the loaders of one request (root, layout, page) share one lookup. */
export function getOptionalUser(request: Request): Promise<SessionUser | null> {
  return oncePerRequest(request, "session-user", () => getSessionId(request).then((id) => (id ? getUserBySessionId(id) : null)));
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

import { randomBytes } from "node:crypto";
import { env } from "./env.server";
import { logEvent } from "./log.server";

// Kept on globalThis so that development's rebuilds (which import a fresh copy of this module into
// the same process) keep signing with the same secret: only a restart makes a new one.
const RANDOM_SECRET = Symbol.for("pelican.randomCookieSecret");
type WithSecret = typeof globalThis & { [RANDOM_SECRET]?: string };

/**
 * The secret made at start when SESSION_SECRET is unset (development, tests, a LOCAL_STANDINS demo):
 * 32 random bytes, never written anywhere, so no one can forge a cookie or a stand-in webhook event.
 * Sessions signed with it end when the process restarts, and two machines would not accept each
 * other's cookies: a demo on several machines sets SESSION_SECRET (decision 0056).
 */
function randomSecretForThisProcess(): string {
  const holder = globalThis as WithSecret;
  if (!holder[RANDOM_SECRET]) {
    holder[RANDOM_SECRET] = randomBytes(32).toString("base64url");
    if (env().NODE_ENV !== "test") {
      logEvent("warn", "random_session_secret", {
        message: "SESSION_SECRET is not set: cookies are signed with a random secret made at start; sessions end when the server restarts.",
      });
    }
  }
  return holder[RANDOM_SECRET];
}

/** Cookie-signing secrets: SESSION_SECRET (comma-separated to rotate), else a random one per start. */
export function cookieSecrets(): string[] {
  const { SESSION_SECRET } = env();
  if (!SESSION_SECRET) return [randomSecretForThisProcess()];
  return SESSION_SECRET.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export function isSecureCookie(): boolean {
  return env().NODE_ENV === "production" && env().APP_URL.startsWith("https:");
}

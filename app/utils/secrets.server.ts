import { env } from "./env.server";

/** Cookie-signing secrets. Production requires SESSION_SECRET (checked by env); local runs use a fixed dev secret. */
export function cookieSecrets(): string[] {
  const { SESSION_SECRET } = env();
  return SESSION_SECRET ? SESSION_SECRET.split(",").map((s) => s.trim()) : ["pelican-local-development-secret"];
}

export function isSecureCookie(): boolean {
  return env().NODE_ENV === "production" && env().APP_URL.startsWith("https:");
}

import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { getDb, schema, type Db } from "~/db.server";

/**
 * Limits kept in Postgres (rate_limits), so every app machine counts the same attempts.
 * points = attempts allowed per window.
 */
export const RATE_LIMITS = {
  /** Sign-in attempts from one address. */
  signInByIp: { points: 30, duration: 15 * 60 },
  /** Sign-in attempts for one account, whoever makes them. */
  signInByEmail: { points: 10, duration: 15 * 60 },
  /** Sign-ups, reset requests and confirmation resends from one address. */
  accountEmailsByIp: { points: 10, duration: 60 * 60 },
  /** Reset requests and confirmation resends for one address. */
  accountEmailsByEmail: { points: 3, duration: 60 * 60 },
  /** Update Password attempts for one signed-in account (a wrong current password counts; success resets it). */
  passwordChangeByUser: { points: 10, duration: 15 * 60 },
  /** Contact-form messages from one address (each one e-mails the school). */
  contactMessagesByIp: { points: 5, duration: 60 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

const limiters = new WeakMap<Db, Map<RateLimitName, RateLimiterDrizzle>>();

function limiter(name: RateLimitName): RateLimiterDrizzle {
  const db = getDb();
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let found = byName.get(name);
  if (!found) {
    found = new RateLimiterDrizzle({
      storeClient: db,
      schema: schema.rateLimits,
      keyPrefix: name,
      ...RATE_LIMITS[name],
      clearExpiredByTimeout: process.env.NODE_ENV !== "test",
    });
    byName.set(name, found);
  }
  return found;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts one attempt; refuses once the window's allowance is used up. */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<RateLimitResult> {
  try {
    await limiter(name).consume(key.toLowerCase());
    return { ok: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) };
    throw error;
  }
}

/** Consumes every named limit; the first refusal wins. */
export async function consumeRateLimits(checks: [RateLimitName, string | null][]): Promise<RateLimitResult> {
  for (const [name, key] of checks) {
    if (!key) continue;
    const result = await consumeRateLimit(name, key);
    if (!result.ok) return result;
  }
  return { ok: true };
}

export async function resetRateLimit(name: RateLimitName, key: string) {
  await limiter(name).delete(key.toLowerCase());
}

export function retryMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

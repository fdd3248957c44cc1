import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { getDb, schema, type Db } from "~/db.server";
import { rateLimitAddressKey } from "./client-address.server";

/**
 * Limits kept in Postgres (rate_limits), so every app machine counts the same attempts.
 * points = attempts allowed per window (seconds). Figures and reasons:
 * docs/decisions/0021-client-address-and-rate-limits.md.
 */
export const RATE_LIMITS = {
  /** Wrong sign-ins for one account from one address; a right password from that address clears it. */
  signInFailuresByAccountAndAddress: { points: 10, duration: 15 * 60 },
  /** Wrong sign-ins from one address, whatever the accounts. */
  signInFailuresByAddress: { points: 100, duration: 60 * 60 },
  /**
   * Wrong sign-ins for one account from every address. Never refuses anyone by itself: once it is
   * used up, each address gets only SIGN_IN_FAILURES_UNDER_ATTACK wrong tries for that account.
   */
  signInFailuresByAccount: { points: 30, duration: 15 * 60 },
  /** Sign-ups, reset requests and confirmation resends from one address. */
  accountEmailsByIp: { points: 10, duration: 60 * 60 },
  /** Reset requests and confirmation resends for one address. */
  accountEmailsByEmail: { points: 3, duration: 60 * 60 },
  /** Update Password attempts for one signed-in account (a wrong current password counts; success resets it). */
  passwordChangeByUser: { points: 10, duration: 15 * 60 },
  /** Contact-form messages from one address (each one e-mails the school). */
  contactMessagesByIp: { points: 5, duration: 60 * 60 },
} as const;

/** Wrong sign-ins one address may make for an account while that account is under attack from many. */
export const SIGN_IN_FAILURES_UNDER_ATTACK = 3;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Limits keyed by a client address: their keys count an IPv6 address by its /64 network. */
const BY_ADDRESS: ReadonlySet<RateLimitName> = new Set(["signInFailuresByAddress", "accountEmailsByIp", "contactMessagesByIp"]);

function keyFor(name: RateLimitName, key: string): string {
  return BY_ADDRESS.has(name) ? rateLimitAddressKey(key) : key.toLowerCase();
}

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

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts one attempt; refuses once the window's allowance is used up. */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<RateLimitResult> {
  try {
    await limiter(name).consume(keyFor(name, key));
    return { ok: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: retryAfter(error) };
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
  await limiter(name).delete(keyFor(name, key));
}

export type SignInAttempt =
  | { ok: false; retryAfterSeconds: number }
  | {
      ok: true;
      /** Records how the password check went: a wrong one counts everywhere, a right one clears this address's count. */
      settle(outcome: "wrong-credentials" | "right-password"): Promise<void>;
    };

/**
 * Counts a sign-in attempt before the password is checked — counting first, so that many guesses
 * sent at once cannot all slip past the count — and refuses it when this address has used up its
 * wrong sign-ins overall, or for this account. Nothing ever locks an account for everyone: wrong
 * passwords from one address never stop the owner signing in from another. An account under attack
 * from many addresses (past `signInFailuresByAccount`) only gets a smaller allowance per address.
 * Without an address (a loader called directly) only the per-account count applies.
 */
export async function beginSignInAttempt(email: string, address: string | null): Promise<SignInAttempt> {
  const account = email.trim().toLowerCase();
  const from = address ? rateLimitAddressKey(address) : null;
  const pairKey = `${account}|${from ?? "unknown"}`;

  if (address) {
    const byAddress = await consumeRateLimit("signInFailuresByAddress", address);
    if (!byAddress.ok) return byAddress;
  }
  const accountFailures = (await limiter("signInFailuresByAccount").get(account))?.consumedPoints ?? 0;
  const allowance =
    accountFailures >= RATE_LIMITS.signInFailuresByAccount.points
      ? SIGN_IN_FAILURES_UNDER_ATTACK
      : RATE_LIMITS.signInFailuresByAccountAndAddress.points;
  // penalty() adds a point without refusing, so the allowance can be the smaller one.
  const pair = await limiter("signInFailuresByAccountAndAddress").penalty(pairKey);
  if (pair.consumedPoints > allowance) return { ok: false, retryAfterSeconds: retryAfter(pair) };

  return {
    ok: true,
    async settle(outcome) {
      if (outcome === "wrong-credentials") {
        await limiter("signInFailuresByAccount").penalty(account);
        return;
      }
      // The attempt was counted in advance; a right password is not a failure.
      await limiter("signInFailuresByAccountAndAddress").delete(pairKey);
      if (from) await limiter("signInFailuresByAddress").reward(from);
    },
  };
}

export function retryMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

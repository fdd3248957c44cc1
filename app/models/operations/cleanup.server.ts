// The clean-ups of the scheduled "cleanup" job (decision 0094): rows whose only use has passed.
import { and, isNotNull, lt, or } from "drizzle-orm";
import { getDb, schema } from "~/db.server";

const { sessions, oneTimeTokens, rateLimits } = schema;

/** A used or expired one-time token is kept this long (a late click still finds it and says "expired", not "invalid"). */
export const SPENT_TOKEN_KEPT_MS = 7 * 86_400_000;

export type CleanupCounts = { sessions: number; tokens: number; rateLimits: number };

/** Deletes expired sessions, one-time tokens spent or expired a week ago, and expired rate-limit counters. */
export async function deleteExpiredRows(now: Date = new Date()): Promise<CleanupCounts> {
  const db = getDb();
  const weekAgo = new Date(now.getTime() - SPENT_TOKEN_KEPT_MS);
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const tokens = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, weekAgo), and(isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.usedAt, weekAgo))))
    .returning({ id: oneTimeTokens.id });
  const limits = await db
    .delete(rateLimits)
    .where(and(isNotNull(rateLimits.expire), lt(rateLimits.expire, now)))
    .returning({ key: rateLimits.key });
  return { sessions: gone.length, tokens: tokens.length, rateLimits: limits.length };
}

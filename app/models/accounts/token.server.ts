import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { hoursToMs, LINK_VALID_HOURS, VERIFICATION_LINK_VALID_HOURS } from "~/rules/one-time-tokens";

const { oneTimeTokens } = schema;

export type TokenKind = (typeof oneTimeTokens.$inferSelect)["kind"];

/** How long each kind of e-mailed link stays valid (the figures: app/rules/one-time-tokens.ts). */
export const TOKEN_TTL_MS = Object.fromEntries(Object.entries(LINK_VALID_HOURS).map(([kind, hours]) => [kind, hoursToMs(hours)])) as Record<
  TokenKind,
  number
>;

/** A company admin's "resend verification": an invitation link that lasts VERIFICATION_LINK_VALID_HOURS. */
export const VERIFICATION_LINK_TTL_MS = hoursToMs(VERIFICATION_LINK_VALID_HOURS);

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Issues one new token of `kind` for each user in one statement (a bulk import's invitations: the
 * users are new, so there are no earlier tokens to retire). Returns the raw values, in order.
 */
export async function issueTokensForNewUsers(
  executor: Db | Tx,
  { userIds, kind, now = new Date() }: { userIds: string[]; kind: TokenKind; now?: Date },
): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString("base64url"));
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS[kind]);
  if (userIds.length > 0) {
    const rows = userIds.map((userId, i) => ({ user_id: userId, token_hash: hashToken(tokens[i]) }));
    await executor.execute(sql`
      insert into ${oneTimeTokens} (user_id, kind, token_hash, expires_at)
      select x.user_id, ${kind}, x.token_hash, ${expiresAt.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(user_id uuid, token_hash text)`);
  }
  return tokens;
}

/**
 * Issues a single-use token and returns the raw value for the e-mailed link; only its hash is stored.
 * Earlier unused tokens of the same kind for the user stop working.
 */
export async function issueToken(
  executor: Db | Tx,
  {
    userId,
    kind,
    newEmail,
    now = new Date(),
    ttlMs = TOKEN_TTL_MS[kind],
  }: {
    userId: string;
    kind: TokenKind;
    newEmail?: string;
    now?: Date;
    /** How long this link lasts; the kind's own by default. */ ttlMs?: number;
  },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await executor
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
  await executor.insert(oneTimeTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    newEmail: newEmail ?? null,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

export type TokenCheck = { ok: true; userId: string; newEmail: string | null } | { ok: false; reason: "invalid" | "expired" | "used" };

/** Says whether a token would be accepted, without using it (for showing a form). */
export async function checkToken(
  kind: TokenKind,
  token: string,
  { executor = getDb(), now = new Date() }: { executor?: Db | Tx; now?: Date } = {},
): Promise<TokenCheck> {
  const [row] = await executor
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.kind, kind)));
  if (!row) return { ok: false, reason: "invalid" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, userId: row.userId, newEmail: row.newEmail };
}

/**
 * Uses a token: one atomic UPDATE, so two concurrent clicks cannot both succeed. Run it in the
 * transaction that applies what the token allows, so a failure leaves the token usable.
 */
export async function consumeToken(executor: Db | Tx, kind: TokenKind, token: string, now = new Date()): Promise<TokenCheck> {
  const [row] = await executor
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, newEmail: oneTimeTokens.newEmail });
  if (row) return { ok: true, userId: row.userId, newEmail: row.newEmail };
  // Inside a transaction every query must use it: PGlite has one connection.
  const check = await checkToken(kind, token, { executor, now });
  return check.ok ? { ok: false, reason: "invalid" } : check;
}

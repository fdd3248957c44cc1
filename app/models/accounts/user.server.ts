import { and, eq, gt, sql } from "drizzle-orm";
import { getDb, prepared, schema, type Db, type Tx } from "~/db.server";
import { fieldsOf, type FieldsOf, type ProfileValue } from "~/rules/profile-fields";
import type { AccountStatus, Role } from "~/rules/roles";
import { profileValues } from "./profile-fields.server";
import { hashPassword, verifyPassword } from "~/utils/password.server";

const { users, profiles, userRoles, sessions, companies } = schema;

/** What every signed-in request knows about its user. */
export type SessionUser = {
  id: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  companyId: string | null;
  companyName: string | null;
  companyLogoUrl: string | null;
  accountStatus: AccountStatus;
  emailConfirmedAt: Date | null;
  roles: Role[];
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The session-user query, prepared once per connection: it runs on every page. */
const sessionUserQuery = () =>
  prepared("session-user", (db) =>
    db
      .select({
        id: users.id,
        email: users.email,
        emailConfirmedAt: users.emailConfirmedAt,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        avatarUrl: profiles.avatarUrl,
        companyId: profiles.companyId,
        companyName: companies.name,
        companyLogoUrl: companies.logoUrl,
        accountStatus: profiles.accountStatus,
        roles: sql<
          Role[]
        >`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(companies, eq(companies.id, profiles.companyId))
      .where(and(eq(sessions.id, sql.placeholder("sessionId")), gt(sessions.expiresAt, sql`${sql.placeholder("now")}::timestamptz`)))
      .prepare("session_user"),
  );

/** The user behind a live session, with roles and company, in one query. */
export async function getUserBySessionId(sessionId: string, now = new Date()): Promise<SessionUser | null> {
  const [row] = await sessionUserQuery().execute({ sessionId, now: now.toISOString() });
  if (!row) return null;
  return { ...row, sessionId, roles: parseRoles(row.roles) };
}

/** postgres.js returns text[] as an array; PGlite may too — accept a Postgres array literal as well. */
function parseRoles(value: unknown): Role[] {
  if (Array.isArray(value)) return value as Role[];
  if (typeof value === "string") return value.replace(/[{}]/g, "").split(",").filter(Boolean) as Role[];
  return [];
}

export async function findUserByEmail(email: string, executor: Db | Tx = getDb()) {
  const [row] = await executor
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      emailConfirmedAt: users.emailConfirmedAt,
      firstName: profiles.firstName,
      accountStatus: profiles.accountStatus,
      companyId: profiles.companyId,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, normalizeEmail(email)));
  return row ?? null;
}

export type LoginResult = { ok: true; userId: string } | { ok: false; reason: "invalid_credentials" | "unconfirmed" | "inactive" };

// A real hash to compare against when the address is unknown, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;

/** Checks an e-mail and password. Unknown address and wrong password give the same answer. */
export async function verifyLogin(email: string, password: string): Promise<LoginResult> {
  const user = await findUserByEmail(email);
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(await dummyHash, password);
    return { ok: false, reason: "invalid_credentials" };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: "invalid_credentials" };
  if (!user.emailConfirmedAt) return { ok: false, reason: "unconfirmed" };
  if (user.accountStatus === "inactive") return { ok: false, reason: "inactive" };
  return { ok: true, userId: user.id };
}

/** A new account's profile fields: the invite form's (decision 0098), the e-mail aside (the account's own). */
const NEW_ACCOUNT_FIELDS = fieldsOf("invite").filter((name) => name !== "email") as Exclude<FieldsOf<"invite">, "email">[];
type NewAccountField = (typeof NEW_ACCOUNT_FIELDS)[number];

export type NewAccount = {
  email: string;
  password: string | null;
  companyId?: string | null;
  role?: Exclude<Role, "student">;
} & Pick<{ [K in NewAccountField]: ProfileValue<K> }, "firstName" | "lastName"> & { [K in NewAccountField]?: ProfileValue<K> | null };

/**
 * Creates credentials, profile (subscription inactive, account active) and, for staff, a role row,
 * in the caller's transaction. A student has no role row. Throws on a duplicate e-mail (unique index).
 * The profile takes every field of the invite form (sign-up's are among them), trimmed; empty is none.
 */
export async function createAccount(tx: Tx, account: NewAccount): Promise<string> {
  const email = normalizeEmail(account.email);
  const passwordHash = account.password ? await hashPassword(account.password) : null;
  const [user] = await tx.insert(users).values({ email, passwordHash }).returning({ id: users.id });
  const fields = Object.fromEntries(
    NEW_ACCOUNT_FIELDS.map((name) => {
      const value = account[name];
      return [name, typeof value === "string" ? value.trim() || null : (value ?? null)];
    }),
  ) as Parameters<typeof profileValues<NewAccountField>>[1];
  await tx
    .insert(profiles)
    .values({ id: user.id, email, ...profileValues(NEW_ACCOUNT_FIELDS, fields), companyId: account.companyId ?? null });
  if (account.role) await tx.insert(userRoles).values({ userId: user.id, role: account.role });
  return user.id;
}

/** Marks the address confirmed (users and the profile mirror). */
export async function confirmEmail(tx: Tx, userId: string, now = new Date()) {
  await tx
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(and(eq(users.id, userId), sql`${users.emailConfirmedAt} is null`));
  await tx
    .update(profiles)
    .set({ emailConfirmedAt: now })
    .where(and(eq(profiles.id, userId), sql`${profiles.emailConfirmedAt} is null`));
}

export async function setPassword(tx: Tx, userId: string, password: string) {
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((e) => (e as { code?: string })?.code === "23505");
}

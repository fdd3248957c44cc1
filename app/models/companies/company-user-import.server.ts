// The CSV import of a company's users (requirements signed-in-data-fields, signed-in-validation-rules; decisions 0025,
// 0053, 0065): an upload is staged for its preview, each row's fate is decided against the accounts
// that already exist, and the confirm creates new accounts and invites existing ones in one
// transaction under the company's lock (the lock order of ./company-users.server). The columns and
// the row validation are the CSV's column table (app/rules/user-csv.ts), itself the profile field
// definition's CSV columns (app/rules/profile-fields.ts, decision 0098).
import { and, eq, inArray, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { retryOnConflict } from "~/utils/retry-conflict";
import { acceptInvitationUrl } from "~/models/accounts/invitation.server";
import { issueTokensForNewUsers } from "~/models/accounts/token.server";
import { normalizeEmail } from "~/models/accounts/user.server";
import { auditCompanyUser, getSeats, invitationsUrl, lockCompany, remainingFor, type Actor } from "~/models/companies/company-users.server";
import type { Seats } from "~/rules/company-users";
import {
  applyLimit,
  classifyRows,
  planImport,
  USER_CSV_KEYS,
  type CsvUserRow,
  type ImportPlan,
  type RowFate,
  type UserCsvKey,
  type ValidRow,
} from "~/rules/user-csv";
import { enqueueEmails } from "~/services/email.server";

const { users, profiles, userRoles, companyInvitations, companyUserImports } = schema;

/** A validated CSV row as a new profile's values (the same compile-time check for the insert). */
const csvProfileValues = (value: ValidRow): { [K in UserCsvKey]: (typeof profiles.$inferInsert)[K] } => value;
/**
 * The set-based insert's column list, generated from the same table: each CSV key read from the JSON
 * rows (`x("firstName" text, …)`) into its profiles column (`first_name`), with the column's own SQL
 * type (an enum or a date column casts there).
 */
const csvProfileSql = (() => {
  const columns = USER_CSV_KEYS.map((key) => ({ key: sql.identifier(key), column: profiles[key] }));
  return {
    names: sql.join(
      columns.map(({ column }) => sql.identifier(toSnakeCase(column.name))),
      sql`, `,
    ),
    values: sql.join(
      columns.map(({ key }) => sql`x.${key}`),
      sql`, `,
    ),
    record: sql.join(
      columns.map(({ key, column }) => sql`${key} ${sql.raw(column.getSQLType())}`),
      sql`, `,
    ),
  };
})();

export type SkippedRow = { row: CsvUserRow; reason: string };
/** `added` is kept by imports confirmed before decision 0053 (existing accounts were added then, now they are invited). */
export type ImportResult = { created: number; invited: number; added?: number; skipped: SkippedRow[] };

/** Stages an uploaded file's rows for its preview; forgets this company's unconfirmed stagings older than a day. */
export async function stageImport(companyId: string, actor: Actor, fileName: string, rows: CsvUserRow[]): Promise<string> {
  const db = getDb();
  await db
    .delete(companyUserImports)
    .where(
      and(
        eq(companyUserImports.companyId, companyId),
        eq(companyUserImports.status, "staged"),
        sql`${companyUserImports.createdAt} < now() - interval '1 day'`,
      ),
    );
  const [row] = await db
    .insert(companyUserImports)
    .values({ companyId, createdBy: actor.userId, fileName: fileName.slice(0, 255), rows })
    .returning({ id: companyUserImports.id });
  return row.id;
}

export type StagedImport = {
  id: string;
  fileName: string;
  status: "staged" | "imported";
  rows: CsvUserRow[];
  result: ImportResult | null;
  createdAt: Date;
};

/** A staged or finished import of this company, or null. */
export async function getImport(companyId: string, importId: string, executor: Db | Tx = getDb()): Promise<StagedImport | null> {
  const [row] = await executor
    .select()
    .from(companyUserImports)
    .where(and(eq(companyUserImports.id, importId), eq(companyUserImports.companyId, companyId)));
  if (!row) return null;
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status === "imported" ? "imported" : "staged",
    rows: row.rows as CsvUserRow[],
    result: (row.result as ImportResult | null) ?? null,
    createdAt: row.createdAt,
  };
}

type ExistingAccount = { userId: string; companyId: string | null; platformRole: boolean; invited: boolean; firstName: string };

/**
 * Accounts that already exist for the rows' addresses: their company, whether they hold a platform
 * role, whether this company has already invited them (decision 0053), their first name.
 */
async function existingAccounts(
  executor: Db | Tx,
  rows: CsvUserRow[],
  companyId: string,
  forUpdate = false,
): Promise<Map<string, ExistingAccount>> {
  const emails = [...new Set(rows.map((row) => normalizeEmail(row.email)).filter(Boolean))];
  const map = new Map<string, ExistingAccount>();
  for (let i = 0; i < emails.length; i += 5000) {
    const query = executor
      .select({
        id: profiles.id,
        email: profiles.email,
        companyId: profiles.companyId,
        firstName: profiles.firstName,
        platformRole: sql<boolean>`exists (select 1 from ${userRoles} r where r.user_id = ${profiles.id} and r.role in ('admin', 'reviewer'))`,
        invited: sql<boolean>`exists (select 1 from ${companyInvitations} ci where ci.user_id = ${profiles.id} and ci.company_id = ${companyId})`,
      })
      .from(profiles)
      .where(inArray(profiles.email, emails.slice(i, i + 5000)));
    const found = forUpdate ? await query.for("update", { of: profiles }) : await query;
    for (const row of found) {
      map.set(row.email, {
        userId: row.id,
        companyId: row.companyId,
        firstName: row.firstName,
        platformRole: row.platformRole === true || (row.platformRole as unknown) === "t",
        invited: row.invited === true || (row.invited as unknown) === "t",
      });
    }
  }
  return map;
}

/** The dry run: each row's fate and the seat arithmetic as the database stands now. */
export async function previewImport(companyId: string, staged: StagedImport, actor: Actor): Promise<ImportPlan & Seats> {
  const seats = await getSeats(companyId);
  const existing = await existingAccounts(getDb(), staged.rows, companyId);
  const remaining = remainingFor(seats, actor);
  return { ...planImport(classifyRows(staged.rows, existing, companyId), remaining), used: seats.used, allowed: seats.allowed };
}

export type ConfirmResult =
  | { ok: true; result: ImportResult; alreadyImported: boolean }
  | { ok: false; reason: "not_found" | "no_seats" | "seats_changed" | "nothing_to_import" };

/**
 * Confirm: one transaction for the whole batch. Under the company's lock the rows are classified
 * again (the database may have changed since the preview); at most `limit` importable rows go in
 * (the overflow confirmation's "first N"), and only if they fit the free seats. New accounts,
 * profiles, invitation tokens and invitation e-mails are inserted set-based; existing accounts
 * without a company are invited (decision 0053), never added. Confirming a finished import changes
 * nothing. Lock order: company, staged import, profiles (as every company write); retried on a deadlock.
 */
export async function confirmImport(
  companyId: string,
  importId: string,
  limit: number,
  actor: Actor & { companyName: string },
  { beforeInvitations }: { beforeInvitations?: () => Promise<void> } = {},
): Promise<ConfirmResult> {
  return retryOnConflict(() => confirmImportOnce(companyId, importId, limit, actor, beforeInvitations));
}

function confirmImportOnce(
  companyId: string,
  importId: string,
  limit: number,
  actor: Actor & { companyName: string },
  beforeInvitations: (() => Promise<void>) | undefined,
): Promise<ConfirmResult> {
  return getDb().transaction(async (tx): Promise<ConfirmResult> => {
    const company = await lockCompany(tx, companyId);
    const [locked] = await tx
      .select({ id: companyUserImports.id })
      .from(companyUserImports)
      .where(and(eq(companyUserImports.id, importId), eq(companyUserImports.companyId, companyId)))
      .for("update");
    if (!locked) return { ok: false, reason: "not_found" };
    const staged = await getImport(companyId, importId, tx);
    if (!staged) return { ok: false, reason: "not_found" };
    if (staged.status === "imported" && staged.result) return { ok: true, result: staged.result, alreadyImported: true };

    const existing = await existingAccounts(tx, staged.rows, companyId, true);
    const plan = planImport(classifyRows(staged.rows, existing, companyId), remainingFor(company, actor));
    if (plan.importable === 0) return { ok: false, reason: "nothing_to_import" };
    if (plan.noSeats) return { ok: false, reason: "no_seats" };
    const take = Math.min(limit, plan.importable);
    if (plan.remaining !== null && take > plan.remaining) return { ok: false, reason: "seats_changed" };
    const fates = applyLimit(plan.fates, take);

    const toCreate = fates.filter((f): f is Extract<RowFate, { kind: "create" }> => f.kind === "create");
    const toInvite = fates.filter((f): f is Extract<RowFate, { kind: "invite" }> => f.kind === "invite");
    const skipped = fates
      .filter((f): f is Extract<RowFate, { kind: "skip" }> => f.kind === "skip")
      .map(({ row, reason }) => ({ row, reason }));

    // Set-based: one statement per table, the rows travelling as one JSON parameter; the profiles'
    // column list is generated from the CSV's column table (csvProfileSql).
    const newRows = toCreate.map((f) => csvProfileValues(f.value));
    const createdIds: string[] = [];
    if (newRows.length > 0) {
      const json = JSON.stringify(newRows);
      const inserted = (await tx.execute(sql`
        insert into ${users} (email)
        select email from jsonb_to_recordset(${json}::jsonb) as x(email text)
        returning id, email`)) as unknown as { rows?: { id: string; email: string }[] } & { id: string; email: string }[];
      const idByEmail = new Map((inserted.rows ?? inserted).map((row) => [row.email, row.id]));
      createdIds.push(...newRows.map((row) => idByEmail.get(row.email)!));
      await tx.execute(sql`
        insert into ${profiles} (id, company_id, ${csvProfileSql.names})
        select u.id, ${companyId}::uuid, ${csvProfileSql.values}
        from jsonb_to_recordset(${json}::jsonb) as x(${csvProfileSql.record})
        join ${users} u on u.email = x.email`);
    }
    // Existing accounts are invited, never added (decision 0053): they join when their owner accepts.
    if (toInvite.length > 0) {
      await tx
        .insert(companyInvitations)
        .values(
          toInvite.map((f) => ({
            companyId,
            userId: f.userId,
            role: "student" as const,
            invitedBy: actor.userId,
            inviterName: actor.name,
          })),
        )
        .onConflictDoNothing();
      await enqueueEmails(
        tx,
        toInvite.map((f) => ({
          templateKey: "company_invitation" as const,
          to: f.value.email,
          variables: {
            firstName: existing.get(f.value.email)?.firstName ?? f.value.firstName,
            companyName: actor.companyName,
            invitedBy: actor.name,
            reviewUrl: invitationsUrl(),
          },
        })),
      );
    }
    await beforeInvitations?.();
    const tokens = await issueTokensForNewUsers(tx, { userIds: createdIds, kind: "invitation" });
    await enqueueEmails(
      tx,
      toCreate.map((f, i) => ({
        templateKey: "invitation" as const,
        to: f.value.email,
        variables: {
          firstName: f.value.firstName,
          companyName: actor.companyName,
          invitedBy: actor.name,
          acceptUrl: acceptInvitationUrl(tokens[i], f.value.email),
        },
      })),
    );
    const result: ImportResult = { created: toCreate.length, invited: toInvite.length, skipped };
    await tx
      .update(companyUserImports)
      .set({ status: "imported", result, importedAt: new Date() })
      .where(eq(companyUserImports.id, importId));
    await auditCompanyUser(tx, actor, companyId, "company_user.import", importId, {
      fileName: staged.fileName,
      created: result.created,
      invited: result.invited,
      skipped: skipped.length,
      createdUserIds: createdIds,
      invitedUserIds: toInvite.map((f) => f.userId),
    });
    return { ok: true, result, alreadyImported: false };
  });
}

/** Forgets a staged import (Cancel on the preview). */
export async function discardImport(companyId: string, importId: string): Promise<void> {
  await getDb()
    .delete(companyUserImports)
    .where(and(eq(companyUserImports.id, importId), eq(companyUserImports.companyId, companyId), eq(companyUserImports.status, "staged")));
}

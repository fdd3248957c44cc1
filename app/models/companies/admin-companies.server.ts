// Companies for the platform admin (/admin/companies; decision 0029): the list with seats used, create and
// edit (name, logo, seats — null unlimited —, plan tier and its Starter allowance), each audited in
// its transaction. A company's users are managed with the company admin's model
// (company-users.server), with the admin exempt from the seat limit.
import { rowVersion, staleRow, type StaleEdit } from "~/rules/edit-version";
import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { changedFields, recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { companySeats, seatsUsedSql } from "~/models/companies/seats.server";
import { planAllowances, type CompanyCreateInput, type CompanyInput, type PlanTier } from "~/rules/admin-companies";

const { companies } = schema;

export type AdminCompanyRow = {
  id: string;
  name: string;
  logoUrl: string | null;
  allowedUserSeats: number | null;
  planTier: PlanTier | null;
  usedSeats: number;
};

export async function listAdminCompanies(): Promise<AdminCompanyRow[]> {
  const rows = await getDb()
    .select({
      id: companies.id,
      name: companies.name,
      logoUrl: companies.logoUrl,
      allowedUserSeats: companies.allowedUserSeats,
      planTier: companies.planTier,
      usedSeats: seatsUsedSql(),
    })
    .from(companies)
    .orderBy(asc(companies.name));
  return rows.map((row) => ({ ...row, usedSeats: Number(row.usedSeats) }));
}

export async function getAdminCompany(companyId: string) {
  const [row] = await getDb().select().from(companies).where(eq(companies.id, companyId));
  if (!row) return null;
  const seats = await companySeats(companyId);
  return { ...row, usedSeats: seats?.used ?? 0 };
}

/** The row's columns; a custom plan keeps the allowances it has (`current`). */
function columnsOf(input: CompanyInput, current: { pre: number | null; post: number | null } = { pre: null, post: null }) {
  const allowances = planAllowances(input.planTier, input.allowedUserSeats, current);
  return {
    name: input.name,
    logoUrl: input.logoUrl,
    allowedUserSeats: input.allowedUserSeats,
    planTier: input.planTier,
    planYearStart: input.planYearStart,
    preLicensingLimitPerYear: allowances.pre,
    postLicensingLimitPerYear: allowances.post,
  };
}

/** Creates a company, Starter or Pro (the create form's schema has no Custom). */
export async function createCompany(input: CompanyCreateInput, actor: AuditActor): Promise<string> {
  return getDb().transaction(async (tx) => {
    const values = columnsOf(input);
    const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
    await recordAudit(tx, { actor, action: "company.create", entityType: "company", entityId: row.id, companyId: row.id, after: values });
    return row.id;
  });
}

/**
 * Saves a company's details. Lowering the seats below the users already there is allowed (nobody is
 * removed; new users wait for a free seat) — decision 0029. A company on a custom plan keeps its tier
 * and its yearly allowances when saved as Custom; Custom cannot be chosen for any other company
 * ("custom_refused", nothing written).
 */
/** The columns the company form edits (the allowances follow from them): its version is theirs (decision 0085). */
export const COMPANY_EDIT_FIELDS = [
  "name",
  "logoUrl",
  "allowedUserSeats",
  "planTier",
  "planYearStart",
] as const satisfies readonly (keyof typeof companies.$inferSelect)[];

export function companyVersion(company: typeof companies.$inferSelect): string {
  return rowVersion(company, COMPANY_EDIT_FIELDS);
}

export async function updateCompany(
  companyId: string,
  input: CompanyInput,
  actor: AuditActor,
  version?: string | null,
): Promise<"updated" | "unchanged" | "not_found" | "custom_refused" | StaleEdit> {
  return getDb().transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
    if (!current) return "not_found";
    const stale = staleRow(version, current, COMPANY_EDIT_FIELDS);
    if (stale) return stale;
    if (input.planTier === "custom" && current.planTier !== "custom") return "custom_refused";
    const values = columnsOf(input, { pre: current.preLicensingLimitPerYear, post: current.postLicensingLimitPerYear });
    const diff = changedFields<Record<string, unknown>>(current, values);
    if (Object.keys(diff.after).length === 0) return "unchanged";
    await tx
      .update(companies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    await recordAudit(tx, { actor, action: "company.update", entityType: "company", entityId: companyId, companyId, ...diff });
    return "updated";
  });
}

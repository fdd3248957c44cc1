// /admin/announcements (decision 0029): the admin's list with read counts, drafts, publishing and the
// student / company pickers. Every change writes the audit log in the same transaction. The bell's
// side (who sees what) is ~/models/operations/announcement.server.
import { rowVersion, staleRow, type StaleEdit } from "~/rules/edit-version";
import { asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { changedFields, recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { normalizeTargets, type AnnouncementInput } from "~/rules/admin-announcements";
import type { AnnouncementTarget } from "~/rules/announcements";
import { sanitizeRichText } from "~/utils/sanitize.server";
import type { PublishStatus } from "~/rules/admin-content";

const { announcements, announcementReads, companies, profiles } = schema;

export type AdminAnnouncementRow = {
  id: string;
  title: string;
  targetType: AnnouncementTarget;
  selectedStudentCount: number;
  selectedCompanyCount: number;
  status: PublishStatus;
  createdAt: Date;
  updatedAt: Date;
  readCount: number;
};

/** Every announcement, newest first, with how many users have read it. */
export async function listAdminAnnouncements(): Promise<AdminAnnouncementRow[]> {
  const reads = getDb()
    .select({ announcementId: announcementReads.announcementId, readCount: count().as("read_count") })
    .from(announcementReads)
    .groupBy(announcementReads.announcementId)
    .as("reads");
  const rows = await getDb()
    .select({
      id: announcements.id,
      title: announcements.title,
      targetType: announcements.targetType,
      selectedStudentCount: sql<number>`cardinality(${announcements.selectedStudentIds})::int`,
      selectedCompanyCount: sql<number>`cardinality(${announcements.selectedCompanyIds})::int`,
      status: announcements.status,
      createdAt: announcements.createdAt,
      updatedAt: announcements.updatedAt,
      readCount: sql<number>`coalesce(${reads.readCount}, 0)::int`,
    })
    .from(announcements)
    .leftJoin(reads, eq(reads.announcementId, announcements.id))
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
  return rows.map((r) => ({ ...r, readCount: Number(r.readCount) }));
}

export type AdminAnnouncement = {
  id: string;
  title: string;
  message: string;
  targetType: AnnouncementTarget;
  selectedStudentIds: string[];
  selectedCompanyIds: string[];
  status: PublishStatus;
  createdAt: Date;
  readCount: number;
};

export async function getAdminAnnouncement(id: string): Promise<AdminAnnouncement | null> {
  const [row] = await getDb().select().from(announcements).where(eq(announcements.id, id));
  if (!row) return null;
  const [reads] = await getDb().select({ n: count() }).from(announcementReads).where(eq(announcementReads.announcementId, id));
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    targetType: row.targetType,
    selectedStudentIds: row.selectedStudentIds,
    selectedCompanyIds: row.selectedCompanyIds,
    status: row.status,
    createdAt: row.createdAt,
    readCount: Number(reads?.n ?? 0),
  };
}

export type PickOption = { id: string; label: string; detail: string };
const PICKER_LIMIT = 20;

/** Users matching a name, e-mail or license number (at most 20), for the "selected students" picker. */
export async function searchStudents(query: string): Promise<PickOption[]> {
  const q = query.trim();
  if (!q) return [];
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await getDb()
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .where(
      or(
        ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
        ilike(profiles.email, pattern),
        ilike(profiles.licenseNumber, pattern),
      ),
    )
    .orderBy(asc(profiles.lastName), asc(profiles.firstName))
    .limit(PICKER_LIMIT);
  return rows.map((r) => ({ id: r.id, label: `${r.firstName} ${r.lastName}`.trim(), detail: r.email }));
}

/** Companies whose name matches (at most 20), for the "selected companies" picker. */
export async function searchCompanies(query: string): Promise<PickOption[]> {
  const q = query.trim();
  if (!q) return [];
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await getDb()
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(ilike(companies.name, pattern))
    .orderBy(asc(companies.name))
    .limit(PICKER_LIMIT);
  return rows.map((r) => ({ id: r.id, label: r.name, detail: "" }));
}

/** The picked students' and companies' names (unknown ids are dropped). */
export async function pickedOptions(
  studentIds: string[],
  companyIds: string[],
): Promise<{ students: PickOption[]; companies: PickOption[] }> {
  const [students, companyRows] = await Promise.all([
    studentIds.length
      ? getDb()
          .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
          .from(profiles)
          .where(inArray(profiles.id, studentIds))
      : [],
    companyIds.length
      ? getDb().select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds))
      : [],
  ]);
  return {
    students: students.map((r) => ({ id: r.id, label: `${r.firstName} ${r.lastName}`.trim(), detail: r.email })),
    companies: companyRows.map((r) => ({ id: r.id, label: r.name, detail: "" })),
  };
}

async function targetsExist(tx: Tx, input: AnnouncementInput): Promise<boolean> {
  if (input.selectedStudentIds.length) {
    const [row] = await tx.select({ n: count() }).from(profiles).where(inArray(profiles.id, input.selectedStudentIds));
    if (Number(row.n) !== input.selectedStudentIds.length) return false;
  }
  if (input.selectedCompanyIds.length) {
    const [row] = await tx.select({ n: count() }).from(companies).where(inArray(companies.id, input.selectedCompanyIds));
    if (Number(row.n) !== input.selectedCompanyIds.length) return false;
  }
  return true;
}

function columnsOf(input: AnnouncementInput) {
  const clean = normalizeTargets(input);
  return {
    title: clean.title,
    message: sanitizeRichText(clean.message),
    targetType: clean.targetType,
    selectedStudentIds: clean.selectedStudentIds,
    selectedCompanyIds: clean.selectedCompanyIds,
  };
}

/** A new announcement, as a draft or published at once. */
export async function createAnnouncement(
  input: AnnouncementInput,
  options: { publish: boolean },
  actor: AuditActor,
): Promise<{ outcome: "created"; id: string } | { outcome: "empty_message" | "unknown_targets" }> {
  const values = columnsOf(input);
  if (!values.message.trim()) return { outcome: "empty_message" };
  return getDb().transaction(async (tx) => {
    if (!(await targetsExist(tx, values))) return { outcome: "unknown_targets" as const };
    const status = options.publish ? ("published" as const) : ("draft" as const);
    const [row] = await tx
      .insert(announcements)
      .values({ ...values, status, createdBy: actor.userId })
      .returning({ id: announcements.id });
    await recordAudit(tx, {
      actor,
      action: "announcement.create",
      entityType: "announcement",
      entityId: row.id,
      after: { ...values, status },
    });
    return { outcome: "created" as const, id: row.id };
  });
}

/** The fields the announcement form edits: its version is theirs (decision 0085). */
export const ANNOUNCEMENT_EDIT_FIELDS = ["title", "message", "targetType", "selectedStudentIds", "selectedCompanyIds"] as const;

export function announcementVersion(row: Pick<typeof announcements.$inferSelect, (typeof ANNOUNCEMENT_EDIT_FIELDS)[number]>): string {
  return rowVersion(row, ANNOUNCEMENT_EDIT_FIELDS);
}

/**
 * Saves an announcement's text and audience and, when asked, publishes it — in one transaction. A
 * form loaded before someone else's save (`options.version`, decision 0085) writes nothing.
 */
export async function updateAnnouncement(
  id: string,
  input: AnnouncementInput,
  actor: AuditActor,
  options: { publish?: boolean; version?: string | null } = {},
): Promise<"updated" | "unchanged" | "published" | "not_found" | "empty_message" | "unknown_targets" | StaleEdit> {
  const values = columnsOf(input);
  if (!values.message.trim()) return "empty_message";
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for("update");
    if (!row) return "not_found";
    const stale = staleRow(options.version, row, ANNOUNCEMENT_EDIT_FIELDS);
    if (stale) return stale;
    if (!(await targetsExist(tx, values))) return "unknown_targets";
    const before = {
      title: row.title,
      message: row.message,
      targetType: row.targetType,
      selectedStudentIds: row.selectedStudentIds,
      selectedCompanyIds: row.selectedCompanyIds,
    };
    const diff = changedFields(before, values);
    const changed = Object.keys(diff.after).length > 0;
    if (changed) {
      await tx.update(announcements).set(values).where(eq(announcements.id, id));
      await recordAudit(tx, { actor, action: "announcement.update", entityType: "announcement", entityId: id, ...diff });
    }
    if (options.publish && (await setAnnouncementPublished(id, true, actor, tx)) === "published") return "published";
    return changed ? "updated" : "unchanged";
  });
}

/**
 * Publishes or unpublishes (back to draft). Publishing dates the announcement now: the bell sorts
 * and dates by created_at and shows a user only what was created on or after their sign-up, so a
 * draft written last month appears as new when it goes out (decision 0032).
 */
export async function setAnnouncementPublished(
  id: string,
  publish: boolean,
  actor: AuditActor,
  executor?: Tx,
): Promise<"published" | "unpublished" | "unchanged" | "not_found"> {
  const run = async (tx: Tx) => {
    const [row] = await tx.select({ status: announcements.status }).from(announcements).where(eq(announcements.id, id)).for("update");
    if (!row) return "not_found" as const;
    const next = publish ? ("published" as const) : ("draft" as const);
    if (row.status === next) return "unchanged" as const;
    await tx
      .update(announcements)
      .set(publish ? { status: next, createdAt: new Date() } : { status: next })
      .where(eq(announcements.id, id));
    await recordAudit(tx, {
      actor,
      action: publish ? "announcement.publish" : "announcement.unpublish",
      entityType: "announcement",
      entityId: id,
      before: { status: row.status },
      after: { status: next },
    });
    return publish ? ("published" as const) : ("unpublished" as const);
  };
  return executor ? run(executor) : getDb().transaction(run);
}

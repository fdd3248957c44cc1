// The announcements bell (requirements announcements-bell, signed-in-state-flows Announcements, requirement signed-in-operations; docs/decisions/0024-student-area.md):
// what a user sees and marking it read. The audience SQL mirrors `isTargeted` in ~/rules/announcements.
import { and, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { ANNOUNCEMENT_LIST_LIMIT, type AnnouncementAudience, type AnnouncementTarget } from "~/rules/announcements";
import { formatCertificateDate, schoolDate } from "~/rules/certificate-format";
import { effectiveRoles } from "~/rules/roles";
import { sanitizeRichText } from "~/utils/sanitize.server";

const { announcements, announcementReads, users } = schema;

export type AnnouncementItem = { id: string; title: string; message: string; createdAt: Date; read: boolean };
export type AnnouncementFeed = { items: AnnouncementItem[]; unreadCount: number };

/** Published, targeted at this user, created on or after their sign-up. */
function visibleTo(audience: AnnouncementAudience): SQL {
  const isStudent = effectiveRoles(audience.roles).includes("student");
  const targets: SQL[] = [sql`${announcements.targetType} = 'all'`];
  if (isStudent) targets.push(sql`${announcements.targetType} = 'students'`);
  if (audience.companyId) {
    targets.push(sql`${announcements.targetType} = 'companies'`);
    targets.push(
      sql`(${announcements.targetType} = 'selected_companies' and ${audience.companyId}::uuid = any(${announcements.selectedCompanyIds}))`,
    );
  }
  targets.push(
    sql`(${announcements.targetType} = 'selected_students' and ${audience.userId}::uuid = any(${announcements.selectedStudentIds}))`,
  );
  return and(
    eq(announcements.status, "published"),
    gte(announcements.createdAt, sql`(select ${users.createdAt} from ${users} where ${users.id} = ${audience.userId})`),
    sql`(${sql.join(targets, sql` or `)})`,
  )!;
}

/**
 * The bell's list (newest first, at most 50) and the unread count over every visible announcement,
 * in one query: the count is a window over all visible rows, taken before the limit.
 */
export async function getAnnouncementFeed(audience: AnnouncementAudience, executor: Db | Tx = getDb()): Promise<AnnouncementFeed> {
  const rows = await executor
    .select({
      id: announcements.id,
      title: announcements.title,
      message: announcements.message,
      createdAt: announcements.createdAt,
      readAt: announcementReads.readAt,
      unread: sql<number>`(count(*) filter (where ${announcementReads.userId} is null) over ())::int`,
    })
    .from(announcements)
    .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, audience.userId)))
    .where(visibleTo(audience))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(ANNOUNCEMENT_LIST_LIMIT);
  return {
    items: rows.map(({ id, title, message, createdAt, readAt }) => ({ id, title, message, createdAt, read: readAt !== null })),
    unreadCount: Number(rows[0]?.unread ?? 0),
  };
}

/**
 * Marks one announcement read. Reads never revert and a second mark changes nothing (the first
 * read time stays). "not_found" when the announcement is not one this user can see.
 */
export async function markAnnouncementRead(
  audience: AnnouncementAudience,
  announcementId: string,
  executor: Db | Tx = getDb(),
): Promise<"marked" | "not_found"> {
  const visible = await executor
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, announcementId), visibleTo(audience)));
  if (visible.length === 0) return "not_found";
  await executor.insert(announcementReads).values({ userId: audience.userId, announcementId }).onConflictDoNothing();
  return "marked";
}

/** Marks every announcement this user can see read, in one statement; safe to run twice at once. */
export async function markAllAnnouncementsRead(audience: AnnouncementAudience, executor: Db | Tx = getDb()): Promise<number> {
  const inserted = await executor
    .insert(announcementReads)
    .select(
      executor
        .select({
          userId: sql<string>`${audience.userId}::uuid`.as("user_id"),
          announcementId: announcements.id,
          readAt: sql<Date>`now()`.as("read_at"),
        })
        .from(announcements)
        .where(visibleTo(audience)),
    )
    .onConflictDoNothing()
    .returning({ id: announcementReads.announcementId });
  return inserted.length;
}

export type BellAnnouncement = { id: string; title: string; html: string; createdAt: string; dateLabel: string; read: boolean };
export type BellData = { items: BellAnnouncement[]; unreadCount: number };

/** What an area layout sends to the bell: the feed with each body sanitised as it is sent (never trusted as stored). */
export async function getBellData(audience: AnnouncementAudience): Promise<BellData> {
  const feed = await getAnnouncementFeed(audience);
  return {
    unreadCount: feed.unreadCount,
    items: feed.items.map((item) => ({
      id: item.id,
      title: item.title,
      html: sanitizeRichText(item.message),
      createdAt: item.createdAt.toISOString(),
      dateLabel: formatCertificateDate(schoolDate(item.createdAt)),
      read: item.read,
    })),
  };
}

/** A published announcement (the admin screen's job later; the local developer tool uses it now). */
export async function createPublishedAnnouncement(
  fields: {
    title: string;
    message: string;
    targetType: AnnouncementTarget;
    selectedStudentIds?: string[];
    selectedCompanyIds?: string[];
    createdBy?: string | null;
  },
  executor: Db | Tx = getDb(),
): Promise<string> {
  const [row] = await executor
    .insert(announcements)
    .values({
      title: fields.title,
      message: fields.message,
      targetType: fields.targetType,
      selectedStudentIds: fields.selectedStudentIds ?? [],
      selectedCompanyIds: fields.selectedCompanyIds ?? [],
      status: "published",
      createdBy: fields.createdBy ?? null,
    })
    .returning({ id: announcements.id });
  return row.id;
}

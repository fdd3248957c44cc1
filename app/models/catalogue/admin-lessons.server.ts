// Admin lessons and their topics (requirement signed-in-route-table lessons, lessons/{lessonId}/topics; requirement learning-data-fields): a
// topic's content_data always passes the schema the player is tested against (~/rules/content-data),
// its HTML sanitised on write; a topic that learners completed is archived, never deleted, so their
// progress and certificates stay (totals recompute without it).
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { changedFields, recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { refreshProgressSummary } from "~/models/learning/progress-summary.server";
import { moveInOrder, reorderedIds } from "~/rules/admin-content";
import { parseContentData, type ContentData, type TopicContentTypeName } from "~/rules/content-data";
import { sanitizeInteractiveData } from "~/rules/interactions";
import { sanitizeRichText } from "~/utils/sanitize.server";
import { rowVersion, staleRow, type StaleEdit } from "~/rules/edit-version";
import { defineListQuery } from "~/rules/list-query";

const { lessons, lessonTopics, courseLessons, courses, studentProgress } = schema;

export type AdminLessonRow = { id: string; title: string; topics: number; courses: string[] };

/** /admin/lessons' address (decision 0097): the search (title). */
export const ADMIN_LESSONS_QUERY = defineListQuery();

export async function listAdminLessons(q?: string): Promise<AdminLessonRow[]> {
  const db = getDb();
  const rows = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      topics: sql<number>`(select count(*) from lesson_topics t where t.lesson_id = "lessons"."id" and t.archived_at is null)`.mapWith(
        Number,
      ),
    })
    .from(lessons)
    .where(q ? ilike(lessons.title, `%${q}%`) : undefined)
    .orderBy(desc(lessons.updatedAt))
    .limit(500);
  const ids = rows.map((r) => r.id);
  const uses =
    ids.length === 0
      ? []
      : await db
          .select({ lessonId: courseLessons.lessonId, title: courses.title })
          .from(courseLessons)
          .innerJoin(courses, eq(courses.id, courseLessons.courseId))
          .where(inArray(courseLessons.lessonId, ids))
          .orderBy(asc(courses.title));
  return rows.map((r) => ({ ...r, courses: uses.filter((u) => u.lessonId === r.id).map((u) => u.title) }));
}

export async function findAdminLesson(lessonId: string) {
  const db = getDb();
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) return null;
  const usedBy = await db
    .select({ id: courses.id, title: courses.title, status: courses.status })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(eq(courseLessons.lessonId, lessonId))
    .orderBy(asc(courses.title));
  const topics = await db
    .select({
      id: lessonTopics.id,
      title: lessonTopics.title,
      contentType: lessonTopics.contentType,
      contentData: lessonTopics.contentData,
      completedBy:
        sql<number>`(select count(distinct sp.user_id) from student_progress sp where sp.lesson_topic_id = "lesson_topics"."id")`.mapWith(
          Number,
        ),
    })
    .from(lessonTopics)
    .where(and(eq(lessonTopics.lessonId, lessonId), isNull(lessonTopics.archivedAt)))
    .orderBy(asc(lessonTopics.orderIndex));
  const archived = await db.$count(lessonTopics, and(eq(lessonTopics.lessonId, lessonId), isNotNull(lessonTopics.archivedAt)));
  return { lesson, usedBy, topics, archived };
}

export async function createLesson(input: { title: string; description?: string }, actor: AuditActor) {
  return getDb().transaction(async (tx) => {
    const values = { title: input.title, description: input.description ?? null };
    const [row] = await tx.insert(lessons).values(values).returning({ id: lessons.id });
    await recordAudit(tx, { actor, action: "lesson.create", entityType: "lesson", entityId: row!.id, after: values });
    return { id: row!.id, title: values.title };
  });
}

/** The columns the lesson details form edits: its version is theirs (decision 0085). */
export const LESSON_EDIT_FIELDS = ["title", "description"] as const satisfies readonly (keyof typeof lessons.$inferSelect)[];

export function lessonVersion(lesson: typeof lessons.$inferSelect): string {
  return rowVersion(lesson, LESSON_EDIT_FIELDS);
}

/** Saves the lesson's details; null when it is gone; a stale form (decision 0085) writes nothing. */
export async function updateLesson(
  lessonId: string,
  input: { title: string; description?: string },
  actor: AuditActor,
  version?: string | null,
): Promise<{ id: string; title: string } | StaleEdit | null> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for("update");
    if (!before) return null;
    const stale = staleRow(version, before, LESSON_EDIT_FIELDS);
    if (stale) return stale;
    const values = { title: input.title, description: input.description ?? null };
    await tx.update(lessons).set(values).where(eq(lessons.id, lessonId));
    await recordAudit(tx, { actor, action: "lesson.update", entityType: "lesson", entityId: lessonId, ...changedFields(before, values) });
    return { id: lessonId, title: values.title };
  });
}

/** Deletes a lesson no course uses. */
export async function deleteLesson(
  lessonId: string,
  actor: AuditActor,
): Promise<{ ok: true; title: string } | { ok: false; reason: "not_found" | "in_use" }> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for("update");
    if (!before) return { ok: false, reason: "not_found" } as const;
    const used = await tx.$count(courseLessons, eq(courseLessons.lessonId, lessonId));
    const topicIds = tx.select({ id: lessonTopics.id }).from(lessonTopics).where(eq(lessonTopics.lessonId, lessonId));
    const progress = await tx.$count(studentProgress, inArray(studentProgress.lessonTopicId, topicIds));
    if (used + progress > 0) return { ok: false, reason: "in_use" } as const;
    await tx.delete(lessons).where(eq(lessons.id, lessonId));
    await recordAudit(tx, { actor, action: "lesson.delete", entityType: "lesson", entityId: lessonId, before: { title: before.title } });
    return { ok: true, title: before.title } as const;
  });
}

// --- topics -------------------------------------------------------------------------------------------

const HTML_KEYS = ["html", "video_description", "audio_description", "after_text"] as const;

/** Every HTML value of content_data through the one sanitising policy (requirement public-validation-rules). */
export function sanitizeContentData(data: ContentData): ContentData {
  const out: ContentData = { ...data };
  for (const key of HTML_KEYS) if (typeof out[key] === "string") out[key] = sanitizeRichText(out[key]);
  // Each interaction type names its own HTML fields (app/rules/interactions.ts).
  if (!out.interactive_data || out.interaction_type === undefined) return out;
  out.interactive_data = sanitizeInteractiveData(out.interaction_type, out.interactive_data, sanitizeRichText);
  return out;
}

export type TopicInput = { title: string; contentType: TopicContentTypeName; contentData: unknown };
export type SaveTopicResult =
  | { ok: true; id: string; title: string }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "stale"; stale: StaleEdit }
  | { ok: false; reason: "invalid"; errors: { path: string; message: string }[] };

/** The columns the topic editor edits: its version is theirs (decision 0085). */
export const TOPIC_EDIT_FIELDS = [
  "title",
  "contentType",
  "contentData",
] as const satisfies readonly (keyof typeof lessonTopics.$inferSelect)[];

export function topicVersion(topic: typeof lessonTopics.$inferSelect): string {
  return rowVersion(topic, TOPIC_EDIT_FIELDS);
}

/** Validates (the player's schema), sanitises and stores a topic; new topics go last; a stale editor (decision 0085) writes nothing. */
export async function saveTopic(
  lessonId: string,
  topicId: string | null,
  input: TopicInput,
  actor: AuditActor,
  version?: string | null,
): Promise<SaveTopicResult> {
  const parsed = parseContentData(input.contentType, input.contentData);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  const contentData = sanitizeContentData(parsed.data);
  // Sanitising may empty a field (an HTML-only script): check again so the player never gets less than valid.
  const again = parseContentData(input.contentType, contentData);
  if (!again.ok) return { ok: false, reason: "invalid", errors: again.errors };
  return getDb().transaction(async (tx) => {
    const [lesson] = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)).for("update");
    if (!lesson) return { ok: false, reason: "not_found" } as const;
    const values = { title: input.title, contentType: input.contentType, contentData: again.data };
    if (topicId) {
      const [before] = await tx
        .select()
        .from(lessonTopics)
        .where(and(eq(lessonTopics.id, topicId), eq(lessonTopics.lessonId, lessonId), isNull(lessonTopics.archivedAt)))
        .for("update");
      if (!before) return { ok: false, reason: "not_found" } as const;
      const stale = staleRow(version, before, TOPIC_EDIT_FIELDS);
      if (stale) return { ok: false, reason: "stale", stale } as const;
      await tx.update(lessonTopics).set(values).where(eq(lessonTopics.id, topicId));
      await recordAudit(tx, {
        actor,
        action: "topic.update",
        entityType: "lesson_topic",
        entityId: topicId,
        ...changedFields(before, values),
      });
      return { ok: true, id: topicId, title: input.title } as const;
    }
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${lessonTopics.orderIndex}) + 1, 0)`.mapWith(Number) })
      .from(lessonTopics)
      .where(eq(lessonTopics.lessonId, lessonId));
    const [row] = await tx
      .insert(lessonTopics)
      .values({ ...values, lessonId, orderIndex: next })
      .returning({ id: lessonTopics.id });
    await recordAudit(tx, { actor, action: "topic.create", entityType: "lesson_topic", entityId: row!.id, after: values });
    await refreshEnrolledSummaries(tx, lessonId);
    return { ok: true, id: row!.id, title: input.title } as const;
  });
}

/** Totals recompute for everyone enrolled in a course using the lesson (a topic came or went). */
async function refreshEnrolledSummaries(tx: Tx, lessonId: string) {
  const rows = await tx
    .select({ userId: schema.studentCourseAccess.userId, courseId: schema.studentCourseAccess.courseId })
    .from(schema.studentCourseAccess)
    .where(
      inArray(
        schema.studentCourseAccess.courseId,
        tx.select({ id: courseLessons.courseId }).from(courseLessons).where(eq(courseLessons.lessonId, lessonId)),
      ),
    );
  for (const row of rows) await refreshProgressSummary(tx, row.userId, row.courseId);
}

export type RemoveTopicResult = { ok: true; title: string; archived: boolean; completedBy: number } | { ok: false; reason: "not_found" };

/** Deletes a topic nobody completed; archives one that learners completed (their records stay). */
export async function removeTopic(lessonId: string, topicId: string, actor: AuditActor): Promise<RemoveTopicResult> {
  return getDb().transaction(async (tx) => {
    await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)).for("update");
    const [topic] = await tx
      .select()
      .from(lessonTopics)
      .where(and(eq(lessonTopics.id, topicId), eq(lessonTopics.lessonId, lessonId), isNull(lessonTopics.archivedAt)));
    if (!topic) return { ok: false, reason: "not_found" } as const;
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count(sql`distinct ${studentProgress.userId}`) })
      .from(studentProgress)
      .where(eq(studentProgress.lessonTopicId, topicId));
    if (n > 0) {
      await tx.update(lessonTopics).set({ archivedAt: new Date() }).where(eq(lessonTopics.id, topicId));
      await recordAudit(tx, {
        actor,
        action: "topic.archive",
        entityType: "lesson_topic",
        entityId: topicId,
        details: { title: topic.title, completedBy: n },
      });
    } else {
      await tx.delete(lessonTopics).where(eq(lessonTopics.id, topicId));
      await recordAudit(tx, {
        actor,
        action: "topic.delete",
        entityType: "lesson_topic",
        entityId: topicId,
        before: { title: topic.title, contentType: topic.contentType },
      });
    }
    await refreshEnrolledSummaries(tx, lessonId);
    return { ok: true, title: topic.title, archived: n > 0, completedBy: n } as const;
  });
}

/** Moves a topic one place up or down, or sets the whole order (drag and drop): one transaction. */
export async function reorderTopics(
  lessonId: string,
  change: { topicId: string; direction: "up" | "down" } | { order: string[] },
  actor: AuditActor,
): Promise<{ ok: true } | { ok: false; message: string }> {
  return getDb().transaction(async (tx) => {
    await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)).for("update");
    const rows = await tx
      .select({ id: lessonTopics.id })
      .from(lessonTopics)
      .where(and(eq(lessonTopics.lessonId, lessonId), isNull(lessonTopics.archivedAt)))
      .orderBy(asc(lessonTopics.orderIndex));
    const ids = rows.map((r) => r.id);
    let next: string[] | null;
    if ("order" in change) {
      next = reorderedIds(ids, change.order);
    } else next = moveInOrder(ids, change.topicId, change.direction);
    if (!next) return { ok: false, message: "The topics changed meanwhile. Please reload the page." } as const;
    for (const [index, id] of next.entries()) await tx.update(lessonTopics).set({ orderIndex: index }).where(eq(lessonTopics.id, id));
    await recordAudit(tx, { actor, action: "topic.reorder", entityType: "lesson", entityId: lessonId, details: { order: next } });
    return { ok: true } as const;
  });
}

export async function findTopicForEdit(lessonId: string, topicId: string) {
  const [row] = await getDb()
    .select()
    .from(lessonTopics)
    .where(and(eq(lessonTopics.id, topicId), eq(lessonTopics.lessonId, lessonId), isNull(lessonTopics.archivedAt)));
  return row ?? null;
}

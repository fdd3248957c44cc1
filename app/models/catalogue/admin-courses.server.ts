// Admin course authoring (requirement signed-in-route-table courses, courses/create, courses/edit/{courseId}): the list
// with enrollment counts, every course field, its ordered lessons, the links to its lesson quizzes,
// final exam, evaluation and certificate template, and publishing only a complete course.
// Every change writes the audit log in its own transaction.
import { rowVersion, staleRow, type StaleEdit } from "~/rules/edit-version";
import { and, asc, count, countDistinct, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { recordAudit, changedFields, type AuditActor } from "~/models/operations/audit.server";
import {
  missingForPublish,
  moveInOrder,
  PUBLISH_STATUSES,
  reorderedIds,
  slugify,
  type CourseInput,
  type PublishStatus,
} from "~/rules/admin-content";
import { isPlayableContent } from "~/rules/content-data";
import { COURSE_TYPES } from "~/rules/course-type";
import { defineListQuery, oneOf } from "~/rules/list-query";
import { refreshProgressSummary } from "~/models/learning/progress-summary.server";
import { sanitizeRichText } from "~/utils/sanitize.server";

const {
  courses,
  courseLessons,
  lessons,
  lessonTopics,
  studentCourseAccess,
  generatedCertificates,
  instructors,
  quizzes,
  courseLessonQuizzes,
  courseFinalExams,
  evaluations,
  courseEvaluations,
  certificateTemplates,
  courseCertificateTemplates,
  studentProgress,
} = schema;

export type AdminCourseRow = {
  id: string;
  title: string;
  slug: string;
  courseType: string;
  status: PublishStatus;
  hours: number;
  enrolled: number;
  completed: number;
  updatedAt: Date;
};

/** /admin/courses' address (decision 0097): the search (title or slug) and the type and status filters. */
export const ADMIN_COURSES_QUERY = defineListQuery({ filters: { type: oneOf(COURSE_TYPES), status: oneOf(PUBLISH_STATUSES) } });

export async function listAdminCourses(filter: { q?: string; type?: string; status?: string }): Promise<AdminCourseRow[]> {
  const db = getDb();
  const where: SQL[] = [];
  if (filter.q) where.push(or(ilike(courses.title, `%${filter.q}%`), ilike(courses.slug, `%${filter.q}%`))!);
  if (filter.type) where.push(eq(courses.courseType, filter.type as (typeof courses.courseType.enumValues)[number]));
  if (filter.status) where.push(eq(courses.status, filter.status as PublishStatus));
  const enrolled = db
    .select({ courseId: studentCourseAccess.courseId, n: count().as("enrolled_n") })
    .from(studentCourseAccess)
    .groupBy(studentCourseAccess.courseId)
    .as("enrolled");
  const completed = db
    .select({ courseId: generatedCertificates.courseId, n: countDistinct(generatedCertificates.userId).as("completed_n") })
    .from(generatedCertificates)
    .groupBy(generatedCertificates.courseId)
    .as("completed");
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      courseType: courses.courseType,
      status: courses.status,
      hours: courses.hours,
      updatedAt: courses.updatedAt,
      enrolled: sql<number>`coalesce(${enrolled.n}, 0)`.mapWith(Number),
      completed: sql<number>`coalesce(${completed.n}, 0)`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(enrolled, eq(enrolled.courseId, courses.id))
    .leftJoin(completed, eq(completed.courseId, courses.id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(courses.updatedAt))
    .limit(500);
  return rows;
}

export type CourseRecord = typeof courses.$inferSelect;

export async function findAdminCourse(courseId: string): Promise<CourseRecord | null> {
  const [row] = await getDb().select().from(courses).where(eq(courses.id, courseId));
  return row ?? null;
}

/** Picker options: what the assessment and instructor editors have created. */
export async function listCoursePickers() {
  const db = getDb();
  const [instructorRows, quizRows, evaluationRows, templateRows, lessonRows] = await Promise.all([
    db
      .select({ id: instructors.id, name: sql<string>`${instructors.firstName} || ' ' || ${instructors.lastName}` })
      .from(instructors)
      .orderBy(asc(instructors.lastName)),
    db
      .select({ id: quizzes.id, title: quizzes.title, quizType: quizzes.quizType })
      .from(quizzes)
      .where(ne(quizzes.status, "archived"))
      .orderBy(asc(quizzes.title)),
    db
      .select({ id: evaluations.id, title: evaluations.title })
      .from(evaluations)
      .where(ne(evaluations.status, "archived"))
      .orderBy(asc(evaluations.title)),
    db
      .select({ id: certificateTemplates.id, name: certificateTemplates.name })
      .from(certificateTemplates)
      .where(ne(certificateTemplates.status, "archived"))
      .orderBy(asc(certificateTemplates.name)),
    db.select({ id: lessons.id, title: lessons.title }).from(lessons).orderBy(asc(lessons.title)),
  ]);
  return {
    instructors: instructorRows,
    lessonQuizzes: quizRows.filter((q) => q.quizType === "regular"),
    finalExams: quizRows.filter((q) => q.quizType === "final_exam"),
    evaluations: evaluationRows,
    templates: templateRows,
    lessons: lessonRows,
  };
}

export type CourseStructure = {
  lessons: { lessonId: string; title: string; isRequired: boolean; topics: number; quizId: string | null }[];
  finalExamId: string | null;
  evaluationId: string | null;
  templateId: string | null;
};

export async function getCourseStructure(courseId: string, executor: Tx | ReturnType<typeof getDb> = getDb()): Promise<CourseStructure> {
  const lessonRows = await executor
    .select({
      lessonId: courseLessons.lessonId,
      title: lessons.title,
      isRequired: courseLessons.isRequired,
      topics: sql<number>`(select count(*) from lesson_topics t where t.lesson_id = "lessons"."id" and t.archived_at is null)`.mapWith(
        Number,
      ),
    })
    .from(courseLessons)
    .innerJoin(lessons, eq(lessons.id, courseLessons.lessonId))
    .where(and(eq(courseLessons.courseId, courseId), isNull(courseLessons.archivedAt)))
    .orderBy(asc(courseLessons.orderIndex));
  const lessonQuizRows = await executor
    .select({ lessonId: courseLessonQuizzes.lessonId, quizId: courseLessonQuizzes.quizId })
    .from(courseLessonQuizzes)
    .where(eq(courseLessonQuizzes.courseId, courseId))
    .orderBy(asc(courseLessonQuizzes.orderIndex));
  const [exam] = await executor
    .select({ id: courseFinalExams.quizId })
    .from(courseFinalExams)
    .where(eq(courseFinalExams.courseId, courseId));
  const [evaluation] = await executor
    .select({ id: courseEvaluations.evaluationId })
    .from(courseEvaluations)
    .where(eq(courseEvaluations.courseId, courseId));
  const [template] = await executor
    .select({ id: courseCertificateTemplates.templateId })
    .from(courseCertificateTemplates)
    .where(eq(courseCertificateTemplates.courseId, courseId));
  return {
    lessons: lessonRows.map((l) => ({ ...l, quizId: lessonQuizRows.find((q) => q.lessonId === l.lessonId)?.quizId ?? null })),
    finalExamId: exam?.id ?? null,
    evaluationId: evaluation?.id ?? null,
    templateId: template?.id ?? null,
  };
}

/** What is still missing before the course can be published (empty: it can be). */
export async function courseMissingForPublish(courseId: string, executor: Tx | ReturnType<typeof getDb> = getDb()): Promise<string[]> {
  const structure = await getCourseStructure(courseId, executor);
  const lessonIds = structure.lessons.map((l) => l.lessonId);
  const topics =
    lessonIds.length === 0
      ? []
      : await executor
          .select({ title: lessonTopics.title, contentType: lessonTopics.contentType, contentData: lessonTopics.contentData })
          .from(lessonTopics)
          .where(and(inArray(lessonTopics.lessonId, lessonIds), isNull(lessonTopics.archivedAt)));
  return missingForPublish({
    lessonsWithContent: structure.lessons.filter((l) => l.topics > 0).length,
    unplayableTopics: topics.filter((t) => !isPlayableContent(t.contentType, t.contentData)).map((t) => t.title),
    hasFinalExam: structure.finalExamId !== null,
    hasEvaluation: structure.evaluationId !== null,
    hasCertificateTemplate: structure.templateId !== null,
  });
}

function courseValues(input: CourseInput, lists: { whatsIncluded: string[]; requirements: string[] }) {
  return {
    title: input.title,
    slug: input.slug || slugify(input.title),
    description: sanitizeRichText(input.description ?? ""),
    hours: input.hours,
    price: input.price ?? null,
    courseType: input.courseType,
    licenseType: input.licenseType ?? null,
    featured: input.featured === "on",
    mandatoryTopic: input.mandatoryTopic === "on",
    instructorId: input.instructorId ?? null,
    imageUrl: input.imageUrl || null,
    whatsIncluded: lists.whatsIncluded,
    requirements: lists.requirements,
    whoThisIsFor: input.whoThisIsFor ?? null,
  };
}

export type SaveCourseResult =
  | { ok: true; id: string; title: string }
  | { ok: false; reason: "slug_taken" | "not_found" | "unknown_instructor" }
  | { ok: false; reason: "stale"; stale: StaleEdit };

/** The columns the course form edits (courseValues' keys): its version is theirs (decision 0085). */
export const COURSE_EDIT_FIELDS = [
  "title",
  "slug",
  "description",
  "hours",
  "price",
  "courseType",
  "licenseType",
  "featured",
  "mandatoryTopic",
  "instructorId",
  "imageUrl",
  "whatsIncluded",
  "requirements",
  "whoThisIsFor",
] as const satisfies readonly (keyof CourseRecord)[];

/** The version of the course form for a stored course. */
export function courseVersion(course: CourseRecord): string {
  return rowVersion(course, COURSE_EDIT_FIELDS);
}

/**
 * The chosen instructor still exists, held with FOR KEY SHARE until the course is written: a delete
 * of that instructor in between waits for this transaction (an open form whose
 * instructor was deleted meanwhile gave a foreign-key 500; decision 0055).
 */
async function instructorGone(tx: Tx, instructorId: string | null): Promise<boolean> {
  if (!instructorId) return false;
  const [row] = await tx.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, instructorId)).for("key share");
  return !row;
}

async function slugTaken(tx: Tx, slug: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slug, slug), exceptId ? ne(courses.id, exceptId) : undefined));
  return Boolean(row);
}

export async function createCourse(
  input: CourseInput,
  lists: { whatsIncluded: string[]; requirements: string[] },
  actor: AuditActor,
): Promise<SaveCourseResult> {
  const values = courseValues(input, lists);
  return getDb().transaction(async (tx) => {
    if (await instructorGone(tx, values.instructorId)) return { ok: false, reason: "unknown_instructor" } as const;
    if (await slugTaken(tx, values.slug)) return { ok: false, reason: "slug_taken" } as const;
    const [row] = await tx
      .insert(courses)
      .values({ ...values, status: "draft" })
      .onConflictDoNothing()
      .returning({ id: courses.id });
    if (!row) return { ok: false, reason: "slug_taken" } as const;
    await recordAudit(tx, { actor, action: "course.create", entityType: "course", entityId: row.id, after: values });
    return { ok: true, id: row.id, title: values.title } as const;
  });
}

export async function updateCourse(
  courseId: string,
  input: CourseInput,
  lists: { whatsIncluded: string[]; requirements: string[] },
  actor: AuditActor,
  version?: string | null,
): Promise<SaveCourseResult> {
  const values = courseValues(input, lists);
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(courses).where(eq(courses.id, courseId)).for("update");
    if (!before) return { ok: false, reason: "not_found" } as const;
    const stale = staleRow(version, before, COURSE_EDIT_FIELDS);
    if (stale) return { ok: false, reason: "stale", stale } as const;
    if (await instructorGone(tx, values.instructorId)) return { ok: false, reason: "unknown_instructor" } as const;
    if (await slugTaken(tx, values.slug, courseId)) return { ok: false, reason: "slug_taken" } as const;
    await tx.update(courses).set(values).where(eq(courses.id, courseId));
    const diff = changedFields(before as unknown as Record<string, unknown>, values);
    await recordAudit(tx, { actor, action: "course.update", entityType: "course", entityId: courseId, ...diff });
    return { ok: true, id: courseId, title: values.title } as const;
  });
}

export type StatusResult =
  { ok: true; title: string } | { ok: false; reason: "not_found" } | { ok: false; reason: "incomplete"; missing: string[] };

/** Publishes (only when complete), unpublishes to draft, or archives. */
export async function setCourseStatus(courseId: string, status: PublishStatus, actor: AuditActor): Promise<StatusResult> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: courses.status, title: courses.title })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for("update");
    if (!before) return { ok: false, reason: "not_found" } as const;
    if (status === "published") {
      const missing = await courseMissingForPublish(courseId, tx);
      if (missing.length > 0) return { ok: false, reason: "incomplete", missing } as const;
    }
    await tx.update(courses).set({ status }).where(eq(courses.id, courseId));
    await recordAudit(tx, {
      actor,
      action: `course.${status === "published" ? "publish" : status === "archived" ? "archive" : "unpublish"}`,
      entityType: "course",
      entityId: courseId,
      before: { status: before.status },
      after: { status },
    });
    return { ok: true, title: before.title } as const;
  });
}

/** Deletes a course nobody is enrolled in; otherwise the caller should archive it. */
export async function deleteCourse(
  courseId: string,
  actor: AuditActor,
): Promise<{ ok: true; title: string } | { ok: false; reason: "not_found" | "in_use" }> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(courses).where(eq(courses.id, courseId)).for("update");
    if (!before) return { ok: false, reason: "not_found" } as const;
    const enrolled = await tx.$count(studentCourseAccess, eq(studentCourseAccess.courseId, courseId));
    const certified = await tx.$count(generatedCertificates, eq(generatedCertificates.courseId, courseId));
    if (enrolled + certified > 0) return { ok: false, reason: "in_use" } as const;
    await tx.delete(courses).where(eq(courses.id, courseId));
    await recordAudit(tx, {
      actor,
      action: "course.delete",
      entityType: "course",
      entityId: courseId,
      before: { title: before.title, slug: before.slug },
    });
    return { ok: true, title: before.title } as const;
  });
}

// --- structure: lessons, order, links ----------------------------------------------------------------

async function lockCourse(tx: Tx, courseId: string) {
  const [row] = await tx.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.id, courseId)).for("update");
  return row ?? null;
}

/** The link of a lesson to the course (course_lessons). */
function lessonLink(courseId: string, lessonId: string) {
  return and(eq(courseLessons.courseId, courseId), eq(courseLessons.lessonId, lessonId));
}

/** The lesson's quiz link in the course (course_lesson_quizzes). */
function lessonQuizLink(courseId: string, lessonId: string) {
  return and(eq(courseLessonQuizzes.courseId, courseId), eq(courseLessonQuizzes.lessonId, lessonId));
}

/** Rewrites course_lessons.order_index to the given order, in one statement per row inside the transaction. */
async function writeLessonOrder(tx: Tx, courseId: string, lessonIds: string[]) {
  for (const [index, lessonId] of lessonIds.entries()) {
    await tx.update(courseLessons).set({ orderIndex: index }).where(lessonLink(courseId, lessonId));
  }
}

export type StructureChange =
  | { kind: "add_lesson"; lessonId: string }
  | { kind: "remove_lesson"; lessonId: string }
  | { kind: "move_lesson"; lessonId: string; direction: "up" | "down" }
  | { kind: "reorder_lessons"; lessonIds: string[] }
  | { kind: "set_required"; lessonId: string; required: boolean }
  | { kind: "set_lesson_quiz"; lessonId: string; quizId: string | null }
  | { kind: "set_links"; finalExamId: string | null; evaluationId: string | null; templateId: string | null };

export type StructureResult =
  | { ok: true; title: string; archived?: boolean; completedBy?: number; lessonTitle?: string }
  | { ok: false; reason: "not_found" | "invalid" | "unknown_reference" | "published_needs_content"; message?: string };

/** Learners who completed a topic of the lesson (archived topics too) or its lesson quiz, in this course. */
export async function lessonCompletedBy(courseId: string, lessonId: string, executor: Tx | ReturnType<typeof getDb> = getDb()) {
  const [row] = await executor
    .select({ n: countDistinct(studentProgress.userId) })
    .from(studentProgress)
    .where(
      and(
        eq(studentProgress.courseId, courseId),
        or(
          inArray(
            studentProgress.lessonTopicId,
            executor.select({ id: lessonTopics.id }).from(lessonTopics).where(eq(lessonTopics.lessonId, lessonId)),
          ),
          inArray(
            studentProgress.quizId,
            executor.select({ id: courseLessonQuizzes.quizId }).from(courseLessonQuizzes).where(lessonQuizLink(courseId, lessonId)),
          ),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** Totals recompute for everyone enrolled in the course (its items changed). */
async function refreshCourseSummaries(tx: Tx, courseId: string) {
  const rows = await tx
    .select({ userId: studentCourseAccess.userId })
    .from(studentCourseAccess)
    .where(eq(studentCourseAccess.courseId, courseId));
  for (const row of rows) await refreshProgressSummary(tx, row.userId, courseId);
}

/**
 * A lesson quiz must be a regular quiz, a final exam a final exam; evaluation and template must exist.
 * Each is held with FOR KEY SHARE until the change is written, so a concurrent delete waits for it
 * (and then meets the new link) instead of slipping in between and making the write a foreign-key 500.
 */
async function unknownReference(tx: Tx, change: StructureChange): Promise<string | null> {
  const quizOfType = async (quizId: string, type: "regular" | "final_exam") => {
    const [quiz] = await tx.select({ quizType: quizzes.quizType }).from(quizzes).where(eq(quizzes.id, quizId)).for("key share");
    return quiz?.quizType === type;
  };
  if (change.kind === "set_lesson_quiz" && change.quizId && !(await quizOfType(change.quizId, "regular")))
    return "That lesson quiz does not exist or is a final exam. Choose a lesson quiz from the list.";
  if (change.kind === "set_links") {
    if (change.finalExamId && !(await quizOfType(change.finalExamId, "final_exam")))
      return "That final exam does not exist or is a lesson quiz. Choose a final exam from the list.";
    if (change.evaluationId) {
      const [row] = await tx
        .select({ id: evaluations.id })
        .from(evaluations)
        .where(eq(evaluations.id, change.evaluationId))
        .for("key share");
      if (!row) return "That evaluation does not exist. Choose one from the list.";
    }
    if (change.templateId) {
      const [row] = await tx
        .select({ id: certificateTemplates.id })
        .from(certificateTemplates)
        .where(eq(certificateTemplates.id, change.templateId))
        .for("key share");
      if (!row) return "That certificate template does not exist. Choose one from the list.";
    }
  }
  return null;
}

/** One change to a course's structure, in one transaction with its audit row. */
export async function changeCourseStructure(courseId: string, change: StructureChange, actor: AuditActor): Promise<StructureResult> {
  return getDb().transaction(async (tx) => {
    const course = await lockCourse(tx, courseId);
    if (!course) return { ok: false, reason: "not_found" } as const;
    const current = await tx
      .select({ lessonId: courseLessons.lessonId })
      .from(courseLessons)
      .where(and(eq(courseLessons.courseId, courseId), isNull(courseLessons.archivedAt)))
      .orderBy(asc(courseLessons.orderIndex));
    const unknown = await unknownReference(tx, change);
    if (unknown) return { ok: false, reason: "unknown_reference", message: unknown } as const;
    const done = await applyStructureChange({ tx, courseId, ids: current.map((r) => r.lessonId) }, change);
    if ("reason" in done) return done;
    await recordAudit(tx, {
      actor,
      action: done.auditAction ?? "course.structure.update",
      entityType: "course",
      entityId: courseId,
      details: { change: change.kind, ...done.audit },
    });
    if (done.refreshTotals) await refreshCourseSummaries(tx, courseId);
    await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId));
    return { ok: true, title: course.title, ...done.outcome } as const;
  });
}

/** What a structure change works on: the locked course and its lessons (not archived) in order. */
type StructureContext = { tx: Tx; courseId: string; ids: string[] };

/**
 * A change written: the details its audit row records (and its action, when not course.structure.update),
 * whether the enrolled learners' totals recompute, and what the editor reports back.
 */
type StructureDone = {
  audit: Record<string, unknown>;
  auditAction?: string;
  refreshTotals?: boolean;
  outcome?: { archived?: boolean; completedBy?: number; lessonTitle?: string };
};

type StructureRefusal = Extract<StructureResult, { ok: false }>;

type ChangeOf<K extends StructureChange["kind"]> = Extract<StructureChange, { kind: K }>;

type StructureHandlers = {
  [K in StructureChange["kind"]]: (context: StructureContext, change: ChangeOf<K>) => Promise<StructureDone | StructureRefusal>;
};

/** Each kind of change: its refusals, then its writes (the audit row, totals and updatedAt follow in changeCourseStructure). */
const STRUCTURE_HANDLERS: StructureHandlers = {
  add_lesson: addLesson,
  remove_lesson: removeLesson,
  move_lesson: moveLesson,
  reorder_lessons: reorderLessons,
  set_required: setRequired,
  set_lesson_quiz: setLessonQuiz,
  set_links: setLinks,
};

function applyStructureChange<K extends StructureChange["kind"]>(context: StructureContext, change: ChangeOf<K> & { kind: K }) {
  return STRUCTURE_HANDLERS[change.kind](context, change);
}

const invalid = (message: string) => ({ ok: false, reason: "invalid", message }) as const;

const NOT_IN_COURSE = "That lesson is not in the course.";

async function isPublished(tx: Tx, courseId: string): Promise<boolean> {
  const [status] = await tx.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
  return status?.status === "published";
}

async function addLesson({ tx, courseId, ids }: StructureContext, { lessonId }: ChangeOf<"add_lesson">) {
  if (ids.includes(lessonId)) return invalid("That lesson is already in the course.");
  const [lesson] = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)).for("key share");
  if (!lesson) return { ok: false, reason: "unknown_reference", message: "That lesson does not exist. Choose a lesson." } as const;
  // A lesson archived on this course comes back (its learners' records were kept).
  await tx
    .insert(courseLessons)
    .values({ courseId, lessonId, orderIndex: ids.length })
    .onConflictDoUpdate({
      target: [courseLessons.courseId, courseLessons.lessonId],
      set: { archivedAt: null, orderIndex: ids.length },
    });
  return { audit: { lessonId }, refreshTotals: true };
}

async function removeLesson({ tx, courseId, ids }: StructureContext, { lessonId }: ChangeOf<"remove_lesson">) {
  if (!ids.includes(lessonId)) return invalid(NOT_IN_COURSE);
  const remaining = ids.filter((id) => id !== lessonId);
  if (await isPublished(tx, courseId)) {
    const withContent =
      remaining.length === 0
        ? 0
        : await tx.$count(lessonTopics, and(inArray(lessonTopics.lessonId, remaining), isNull(lessonTopics.archivedAt)));
    if (withContent === 0) {
      return {
        ok: false,
        reason: "published_needs_content",
        message: "A published course keeps at least one lesson with content. Add another lesson first, or unpublish the course.",
      } as const;
    }
  }
  const completedBy = await lessonCompletedBy(courseId, lessonId, tx);
  const [lesson] = await tx.select({ title: lessons.title }).from(lessons).where(eq(lessons.id, lessonId));
  // Like a removed topic (removeTopic): a lesson learners have completed parts of is archived on
  // this course — it leaves the player and the totals, their records stay; otherwise unlinked.
  await tx.delete(courseLessonQuizzes).where(lessonQuizLink(courseId, lessonId));
  if (completedBy > 0) await tx.update(courseLessons).set({ archivedAt: new Date() }).where(lessonLink(courseId, lessonId));
  else await tx.delete(courseLessons).where(lessonLink(courseId, lessonId));
  await writeLessonOrder(tx, courseId, remaining);
  return {
    audit: { lessonId, completedBy },
    auditAction: completedBy > 0 ? "course.lesson.archive" : undefined,
    refreshTotals: true,
    outcome: { archived: completedBy > 0, completedBy, lessonTitle: lesson?.title },
  };
}

async function moveLesson({ tx, courseId, ids }: StructureContext, { lessonId, direction }: ChangeOf<"move_lesson">) {
  const next = moveInOrder(ids, lessonId, direction);
  if (!next) return invalid("That lesson cannot move further.");
  await writeLessonOrder(tx, courseId, next);
  return { audit: { order: next } };
}

async function reorderLessons({ tx, courseId, ids }: StructureContext, { lessonIds }: ChangeOf<"reorder_lessons">) {
  if (!reorderedIds(ids, lessonIds)) return invalid("The lessons changed meanwhile. Please reload the page.");
  await writeLessonOrder(tx, courseId, lessonIds);
  return { audit: { order: lessonIds } };
}

async function setRequired({ tx, courseId, ids }: StructureContext, { lessonId, required }: ChangeOf<"set_required">) {
  if (!ids.includes(lessonId)) return invalid(NOT_IN_COURSE);
  await tx.update(courseLessons).set({ isRequired: required }).where(lessonLink(courseId, lessonId));
  return { audit: { lessonId, required }, refreshTotals: true };
}

async function setLessonQuiz({ tx, courseId, ids }: StructureContext, { lessonId, quizId }: ChangeOf<"set_lesson_quiz">) {
  if (!ids.includes(lessonId)) return invalid(NOT_IN_COURSE);
  await tx.delete(courseLessonQuizzes).where(lessonQuizLink(courseId, lessonId));
  if (quizId) {
    // A quiz appears once per course (unique course_id, quiz_id): moving it frees its old place.
    await tx.delete(courseLessonQuizzes).where(and(eq(courseLessonQuizzes.courseId, courseId), eq(courseLessonQuizzes.quizId, quizId)));
    await tx.insert(courseLessonQuizzes).values({ courseId, lessonId, quizId, orderIndex: 0 });
  }
  return { audit: { lessonId, quizId }, refreshTotals: true };
}

async function setLinks({ tx, courseId }: StructureContext, { finalExamId, evaluationId, templateId }: ChangeOf<"set_links">) {
  if ((await isPublished(tx, courseId)) && (!finalExamId || !evaluationId || !templateId)) {
    return {
      ok: false,
      reason: "published_needs_content",
      message: "A published course keeps its final exam, evaluation and certificate template. Unpublish it first.",
    } as const;
  }
  await tx.delete(courseFinalExams).where(eq(courseFinalExams.courseId, courseId));
  if (finalExamId) await tx.insert(courseFinalExams).values({ courseId, quizId: finalExamId, orderIndex: 0 });
  await tx.delete(courseEvaluations).where(eq(courseEvaluations.courseId, courseId));
  if (evaluationId) await tx.insert(courseEvaluations).values({ courseId, evaluationId });
  await tx.delete(courseCertificateTemplates).where(eq(courseCertificateTemplates.courseId, courseId));
  if (templateId) await tx.insert(courseCertificateTemplates).values({ courseId, templateId });
  return { audit: { finalExamId, evaluationId, templateId }, refreshTotals: true };
}

// The course player's data (spec 2 §3 "Player data", §7 call 1): course, role, access, ordered
// content, progress, figures and position, in three database round trips.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import type { SessionUser } from "~/models/user.server";
import { canOpenCourse, isStaff } from "~/rules/access-level";
import { progressStats, type ProgressStats } from "~/rules/progress";
import type { Role } from "~/rules/roles";
import { contentKey, currentIndex, unlockStates, type ContentType, type OrderedItem } from "~/rules/unlocking";
import { UUID_PATTERN } from "~/rules/ids";

const { courses, profiles, studentCourseAccess, studentProgress } = schema;

type Executor = Db | Tx;

export type PlayerItem = OrderedItem & {
  id: string;
  title: string;
  lessonTitle: string | null;
  /** The topic's content_type (text, video, …); null for quizzes and evaluations. */
  topicType: string | null;
  /** Path below /course-player/{course}/: topic/{id}, quiz/{id}, final-exam/{id}, evaluation/{id}. */
  path: string;
};

export type ProgressRecord = {
  key: string;
  contentType: ContentType;
  status: string;
  lessonTopicId: string | null;
  quizId: string | null;
  evaluationId: string | null;
  completedAt: Date;
};

export type PlayerCourse = {
  id: string;
  slug: string;
  title: string;
  courseType: string;
  status: "draft" | "published" | "archived";
};

export type PlayerData = {
  course: PlayerCourse;
  userRole: Role;
  access: { hasAccess: boolean; enrolled: boolean; accessType: "premium_subscription" | "company_access" | null };
  content: PlayerItem[];
  progress: ProgressRecord[];
  completed: Set<string>;
  progressStats: ProgressStats;
  /** The saved position (student_course_access.current_position), as stored. */
  savedPosition: string | null;
  /** The server's current index (saved position, never behind the first incomplete item). */
  currentIndex: number;
  unlocked: boolean[];
  preferences: { showAudioPlayer: boolean; autoPlayAndAdvance: boolean };
};

/** The role the player acts on: admin, then company admin, then reviewer, else student. */
export function primaryRole(roles: readonly Role[]): Role {
  for (const role of ["admin", "company_admin", "reviewer"] as const) if (roles.includes(role)) return role;
  return "student";
}

function itemPath(type: ContentType, id: string, lessonId: string | null): string {
  if (type === "topic") return `topic/${id}`;
  if (type === "evaluation") return `evaluation/${id}`;
  return lessonId === null ? `final-exam/${id}` : `quiz/${id}`;
}

async function rows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Round trip 1: the course by id (a uuid-shaped value is tried as an id first) or slug, with the user's profile and enrolment. */
async function loadCourseAndLearner(executor: Executor, userId: string, courseIdOrSlug: string) {
  const byId = UUID_PATTERN.test(courseIdOrSlug);
  const where = byId
    ? sql`(${courses.id} = ${courseIdOrSlug.toLowerCase()} or ${courses.slug} = ${courseIdOrSlug})`
    : eq(courses.slug, courseIdOrSlug);
  const [row] = await executor
    .select({
      course: { id: courses.id, slug: courses.slug, title: courses.title, courseType: courses.courseType, status: courses.status },
      profile: {
        subscribed: profiles.subscribed,
        subscriptionEnd: profiles.subscriptionEnd,
        accountStatus: profiles.accountStatus,
        companyId: profiles.companyId,
        showAudioPlayer: profiles.showAudioPlayer,
        autoPlayAndAdvance: profiles.autoPlayAndAdvance,
      },
      access: {
        id: studentCourseAccess.id,
        accessType: studentCourseAccess.accessType,
        currentPosition: studentCourseAccess.currentPosition,
      },
    })
    .from(courses)
    .leftJoin(profiles, eq(profiles.id, userId))
    .leftJoin(studentCourseAccess, and(eq(studentCourseAccess.courseId, courses.id), eq(studentCourseAccess.userId, userId)))
    .where(where)
    .orderBy(byId ? sql`(${courses.id} = ${courseIdOrSlug.toLowerCase()}) desc` : sql`1`)
    .limit(1);
  return row ?? null;
}

type ContentRow = {
  type: ContentType;
  id: string;
  title: string;
  lesson_id: string | null;
  lesson_title: string | null;
  topic_type: string | null;
};

/**
 * Round trip 2: the ordered content list (spec 2 §3 content item): each lesson's topics in order
 * then its quizzes, then the final exam(s), then the evaluation. Every linked item counts, whatever
 * its status — the same items as the progress summary (~/models/progress-summary.server).
 */
export async function loadContent(executor: Executor, courseId: string): Promise<PlayerItem[]> {
  const list = await rows<ContentRow>(
    executor,
    sql`
      select type, id, title, lesson_id, lesson_title, topic_type from (
        select 'topic' as type, t.id, t.title, l.id as lesson_id, l.title as lesson_title, t.content_type::text as topic_type,
               0 as grp, cl.order_index as lesson_order, 0 as sub, t.order_index as item_order
          from course_lessons cl
          join lessons l on l.id = cl.lesson_id
          join lesson_topics t on t.lesson_id = l.id
         where cl.course_id = ${courseId}
        union all
        select 'quiz', q.id, q.title, l.id, l.title, null,
               0, cl.order_index, 1, clq.order_index
          from course_lesson_quizzes clq
          join course_lessons cl on cl.course_id = clq.course_id and cl.lesson_id = clq.lesson_id
          join lessons l on l.id = clq.lesson_id
          join quizzes q on q.id = clq.quiz_id
         where clq.course_id = ${courseId}
        union all
        select 'quiz', q.id, q.title, null, null, null,
               1, 0, 0, cfe.order_index
          from course_final_exams cfe
          join quizzes q on q.id = cfe.quiz_id
         where cfe.course_id = ${courseId}
        union all
        select 'evaluation', e.id, e.title, null, null, null,
               2, 0, 0, 0
          from course_evaluations ce
          join evaluations e on e.id = ce.evaluation_id
         where ce.course_id = ${courseId}
      ) items
      order by grp, lesson_order, sub, item_order, title, id`,
  );
  return list.map((row) => {
    const lessonId = row.lesson_id ?? null;
    return {
      key: contentKey(row.type, row.id),
      type: row.type,
      id: row.id,
      title: row.title,
      lessonId,
      lessonTitle: row.lesson_title ?? null,
      topicType: row.topic_type ?? null,
      path: itemPath(row.type, row.id, lessonId),
    };
  });
}

/** Round trip 3: the learner's completed items in this course. */
export async function loadProgress(executor: Executor, userId: string, courseId: string): Promise<ProgressRecord[]> {
  const list = await executor
    .select({
      contentType: studentProgress.contentType,
      status: studentProgress.status,
      lessonTopicId: studentProgress.lessonTopicId,
      quizId: studentProgress.quizId,
      evaluationId: studentProgress.evaluationId,
      completedAt: studentProgress.completedAt,
    })
    .from(studentProgress)
    .where(and(eq(studentProgress.userId, userId), eq(studentProgress.courseId, courseId)));
  return list.map((row) => ({
    ...row,
    key: contentKey(row.contentType, (row.lessonTopicId ?? row.quizId ?? row.evaluationId)!),
  }));
}

/** Figures, position and lock states from the content list and the completed keys. */
export function derivePlayerState(content: readonly PlayerItem[], progress: readonly ProgressRecord[], savedPosition: string | null) {
  const inCourse = new Set(content.map((item) => item.key));
  const completed = new Set(
    progress.filter((record) => record.status === "completed" && inCourse.has(record.key)).map((record) => record.key),
  );
  const current = currentIndex(content, completed, savedPosition);
  return {
    completed,
    progressStats: progressStats(completed.size, content.length),
    currentIndex: current,
    unlocked: unlockStates(content, completed, current),
  };
}

/**
 * Everything the player needs for one user and course, or null when the course does not exist.
 * Access: enrolled and still entitled, or staff (admin, reviewer), who may also open drafts.
 */
export async function loadPlayerData(
  user: Pick<SessionUser, "id" | "roles">,
  courseIdOrSlug: string,
  executor: Executor = getDb(),
): Promise<PlayerData | null> {
  const row = await loadCourseAndLearner(executor, user.id, courseIdOrSlug);
  if (!row) return null;
  const staff = isStaff(user.roles);
  const enrolled = Boolean(row.access?.id);
  const learner = {
    roles: user.roles,
    companyId: row.profile?.companyId ?? null,
    subscribed: row.profile?.subscribed ?? false,
    subscriptionEnd: row.profile?.subscriptionEnd ?? null,
    accountStatus: row.profile?.accountStatus ?? ("inactive" as const),
  };
  const hasAccess = canOpenCourse(learner, enrolled) && (row.course.status !== "draft" || staff);
  const preferences = {
    showAudioPlayer: row.profile?.showAudioPlayer ?? true,
    autoPlayAndAdvance: row.profile?.autoPlayAndAdvance ?? false,
  };
  const base = {
    course: row.course,
    userRole: primaryRole(user.roles),
    access: { hasAccess, enrolled, accessType: row.access?.accessType ?? null },
    savedPosition: row.access?.currentPosition ?? null,
    preferences,
  };
  if (!hasAccess) {
    return { ...base, content: [], progress: [], completed: new Set(), progressStats: progressStats(0, 0), currentIndex: -1, unlocked: [] };
  }
  const [content, progress] = await Promise.all([loadContent(executor, row.course.id), loadProgress(executor, user.id, row.course.id)]);
  return { ...base, content, progress, ...derivePlayerState(content, progress, base.savedPosition) };
}

/** The full lesson_topics row of a topic (its content_data), or null. */
export async function getTopicRow(topicId: string, executor: Executor = getDb()) {
  const [row] = await executor.select().from(schema.lessonTopics).where(eq(schema.lessonTopics.id, topicId));
  return row ?? null;
}

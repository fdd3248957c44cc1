// The course player's data (requirement learning-data-fields "Player data", requirement learning-operations call 1): course, role, access, ordered
// content, progress, figures and position, in one database round trip.
import { NO_POLICY, seatTimeStatus, type DeliveryPolicy, type SeatTimeStatus } from "~/rules/delivery-policy";
import { eq, sql } from "drizzle-orm";
import { getDb, rows, schema, type Db, type Tx } from "~/db.server";
import { pageViewStatements, type PageView } from "~/models/learning/time-on-task.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { canOpenCourse, isStaff, type AccessType } from "~/rules/access-level";
import { progressStats, type ProgressStats } from "~/rules/progress";
import type { PublishStatus } from "~/rules/admin-content";
import { primaryRole, type AccountStatus, type Role } from "~/rules/roles";
import { contentKey, currentIndex, itemPath, unlockStates, type ContentType, type OrderedItem } from "~/rules/unlocking";
import { UUID_PATTERN } from "~/rules/ids";

/** A lesson_topics row as Drizzle selects it. */
export type TopicRow = typeof schema.lessonTopics.$inferSelect;

type Executor = Db | Tx;

export type PlayerItem = OrderedItem & {
  id: string;
  title: string;
  lessonTitle: string | null;
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
  status: PublishStatus;
};

export type PlayerData = {
  course: PlayerCourse;
  userRole: Role;
  access: { hasAccess: boolean; enrolled: boolean; accessType: AccessType | null };
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
  /** The course's delivery policy (NO_POLICY when it has none; decision 0087). */
  deliveryPolicy: DeliveryPolicy;
  /** The learner's seat time against the course-level requirement (per-lesson minimums: getSeatTimeStatus). */
  seatTime: SeatTimeStatus;
};

type PlayerRow = {
  id: string;
  slug: string;
  title: string;
  course_type: string;
  status: PlayerCourse["status"];
  subscribed: boolean | null;
  subscription_end: string | Date | null;
  complimentary_until: string | Date | null;
  account_status: AccountStatus | null;
  company_id: string | null;
  show_audio_player: boolean | null;
  auto_play_and_advance: boolean | null;
  access_id: string | null;
  access_type: AccessType | null;
  current_position: string | null;
  /** The course's credit hours (numeric: text on postgres.js). */
  hours: string | number;
  /** The delivery policy's columns (null: the course has none; decision 0087). */
  policy_enabled: boolean | null;
  required_seat_time_percent: number | null;
  min_minutes_per_lesson: number | null;
  idle_limit_minutes: number | null;
  identity_checks_required: boolean | null;
  external_proctoring_required: boolean | null;
  /** The learner's credited seconds in the course, summed only when the policy is on (else 0). */
  seat_seconds: number | string;
  /**
   * [type, id, title, lesson_id, lesson_title] in the player's order; [type, id, title] when the
   * lesson is the previous item's (a 200-topic course's list is a third the size to send and parse).
   */
  content: ([ContentType, string, string] | [ContentType, string, string, string | null, string | null])[];
  /** [content_type, status, lesson_topic_id, quiz_id, evaluation_id, completed_at]. */
  progress: [ContentType, string, string | null, string | null, string | null, string][];
};

function policyOf(row: PlayerRow): DeliveryPolicy {
  if (row.policy_enabled === null) return NO_POLICY;
  return {
    enabled: row.policy_enabled,
    requiredSeatTimePercent: Number(row.required_seat_time_percent),
    minMinutesPerLesson: row.min_minutes_per_lesson === null ? null : Number(row.min_minutes_per_lesson),
    idleLimitMinutes: Number(row.idle_limit_minutes),
    identityChecksRequired: row.identity_checks_required ?? false,
    externalProctoringRequired: row.external_proctoring_required ?? false,
  };
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * One round trip: the course by id (a uuid-shaped value is tried as an id first) or slug, with the
 * user's profile and enrollment, the ordered content list (requirement learning-data-fields content item: each lesson's
 * topics in order then its quizzes, then the final exam(s), then the evaluation — every linked item,
 * whatever its status, the same items as ~/models/learning/progress-summary.server), the learner's progress
 * in the course.
 */
async function loadPlayerRow(executor: Executor, userId: string, courseIdOrSlug: string): Promise<PlayerRow | null> {
  const byId = UUID_PATTERN.test(courseIdOrSlug);
  const where = byId ? sql`(c.id = ${courseIdOrSlug.toLowerCase()} or c.slug = ${courseIdOrSlug})` : sql`c.slug = ${courseIdOrSlug}`;
  const order = byId ? sql`(c.id = ${courseIdOrSlug.toLowerCase()}) desc` : sql`1`;
  const [row] = await rows<PlayerRow>(
    sql`
      with course as (
        select c.id, c.slug, c.title, c.course_type, c.status, c.hours from courses c where ${where} order by ${order} limit 1
      ),
      items as (
        select 'topic' as type, t.id, t.title, l.id as lesson_id, l.title as lesson_title,
               0 as grp, cl.order_index as lesson_order, 0 as sub, t.order_index as item_order
          from course_lessons cl
          join lessons l on l.id = cl.lesson_id
          join lesson_topics t on t.lesson_id = l.id and t.archived_at is null
         where cl.course_id = (select id from course) and cl.archived_at is null
        union all
        select 'quiz', q.id, q.title, l.id, l.title, 0, cl.order_index, 1, clq.order_index
          from course_lesson_quizzes clq
          join course_lessons cl on cl.course_id = clq.course_id and cl.lesson_id = clq.lesson_id and cl.archived_at is null
          join lessons l on l.id = clq.lesson_id
          join quizzes q on q.id = clq.quiz_id
         where clq.course_id = (select id from course)
        union all
        select 'quiz', q.id, q.title, null, null, 1, 0, 0, cfe.order_index
          from course_final_exams cfe
          join quizzes q on q.id = cfe.quiz_id
         where cfe.course_id = (select id from course)
        union all
        select 'evaluation', e.id, e.title, null, null, 2, 0, 0, 0
          from course_evaluations ce
          join evaluations e on e.id = ce.evaluation_id
         where ce.course_id = (select id from course)
      )
      select course.id, course.slug, course.title, course.course_type, course.status, course.hours,
             pol.enabled as policy_enabled, pol.required_seat_time_percent, pol.min_minutes_per_lesson, pol.idle_limit_minutes,
             pol.identity_checks_required, pol.external_proctoring_required,
             case when pol.enabled
                  then (select coalesce(sum(t.seconds), 0)::int from time_on_task t where t.user_id = ${userId} and t.course_id = course.id)
                  else 0 end as seat_seconds,
             p.subscribed, p.subscription_end, p.complimentary_until, p.account_status, p.company_id, p.show_audio_player, p.auto_play_and_advance,
             a.id as access_id, a.access_type, a.current_position,
             (select coalesce(json_agg(case when repeats then json_build_array(type, id, title)
                                            else json_build_array(type, id, title, lesson_id, lesson_title) end order by n), '[]')
                from (select type, id, title, lesson_id, lesson_title, row_number() over w as n,
                             row_number() over w > 1
                               and lesson_id is not distinct from lag(lesson_id) over w
                               and lesson_title is not distinct from lag(lesson_title) over w as repeats
                        from items
                      window w as (order by grp, lesson_order, sub, item_order, title, id)) ordered) as content,
             (select coalesce(json_agg(json_build_array(sp.content_type, sp.status, sp.lesson_topic_id, sp.quiz_id,
                                                        sp.evaluation_id, sp.completed_at)), '[]')
                from student_progress sp
               where sp.user_id = ${userId} and sp.course_id = course.id) as progress
        from course
        left join profiles p on p.id = ${userId}
        left join student_course_access a on a.course_id = course.id and a.user_id = ${userId}
        left join course_delivery_policies pol on pol.course_id = course.id`,
    executor,
  );
  return row ?? null;
}

function contentOf(row: PlayerRow): PlayerItem[] {
  let lessonId: string | null = null;
  let lessonTitle: string | null = null;
  return row.content.map((entry) => {
    const [type, id, title] = entry;
    if (entry.length === 5) [, , , lessonId, lessonTitle] = entry;
    const key = contentKey(type, id);
    return { key, type, id, title, lessonId, lessonTitle, path: itemPath({ key, type, lessonId }) };
  });
}

function progressOf(row: PlayerRow): ProgressRecord[] {
  return row.progress.map(([contentType, status, lessonTopicId, quizId, evaluationId, completedAt]) => ({
    key: contentKey(contentType, (lessonTopicId ?? quizId ?? evaluationId)!),
    contentType,
    status,
    lessonTopicId,
    quizId,
    evaluationId,
    completedAt: toDate(completedAt),
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
  const row = await loadPlayerRow(executor, user.id, courseIdOrSlug);
  if (!row) return null;
  const staff = isStaff(user.roles);
  const enrolled = row.access_id !== null;
  const learner = {
    roles: user.roles,
    companyId: row.company_id,
    subscribed: row.subscribed ?? false,
    subscriptionEnd: row.subscription_end === null ? null : toDate(row.subscription_end),
    complimentaryUntil: row.complimentary_until === null ? null : toDate(row.complimentary_until),
    accountStatus: row.account_status ?? ("inactive" as const),
  };
  const course: PlayerCourse = { id: row.id, slug: row.slug, title: row.title, courseType: row.course_type, status: row.status };
  const policy = policyOf(row);
  const hasAccess = canOpenCourse(learner, enrolled ? (row.access_type ?? true) : null) && (course.status !== "draft" || staff);
  const base = {
    course,
    userRole: primaryRole(user.roles),
    access: { hasAccess, enrolled, accessType: row.access_type },
    savedPosition: row.current_position,
    preferences: { showAudioPlayer: row.show_audio_player ?? true, autoPlayAndAdvance: row.auto_play_and_advance ?? false },
    deliveryPolicy: policy,
    seatTime: seatTimeStatus({ policy, creditHours: Number(row.hours), creditedSeconds: Number(row.seat_seconds) }),
  };
  if (!hasAccess) {
    return { ...base, content: [], progress: [], completed: new Set(), progressStats: progressStats(0, 0), currentIndex: -1, unlocked: [] };
  }
  const content = contentOf(row);
  const progress = progressOf(row);
  return { ...base, content, progress, ...derivePlayerState(content, progress, base.savedPosition) };
}

type TopicRowSql = {
  id: string;
  lesson_id: string;
  title: string;
  order_index: number;
  content_type: TopicRow["contentType"];
  content_data: unknown;
  created_at: string | Date;
  updated_at: string | Date;
  archived_at: string | Date | null;
  interval_id: string;
};

/** The full lesson_topics row of a topic (its content_data), or null. */
export async function getTopicRow(topicId: string, executor: Executor = getDb()): Promise<TopicRow | null> {
  const [row] = await executor.select().from(schema.lessonTopics).where(eq(schema.lessonTopics.id, topicId));
  return row ?? null;
}

/**
 * A learner opens a topic: its full row, and the page view recorded (~/models/learning/time-on-task.server),
 * in one statement. The view is recorded even if the topic was removed a moment ago (then null).
 */
export async function openTopic(
  view: PageView,
  topicId: string,
  now: Date = new Date(),
): Promise<{ topic: TopicRow | null; intervalId: string }> {
  const list = await rows<TopicRowSql>(sql`with ${pageViewStatements(view, now)}
        select t.id, t.lesson_id, t.title, t.order_index, t.content_type, t.content_data, t.created_at, t.updated_at, t.archived_at,
               (select id from page_view) as interval_id
          from (select 1) one
          left join lesson_topics t on t.id = ${topicId}`);
  const row = list[0]!;
  const topic: TopicRow | null = row.id
    ? {
        id: row.id,
        lessonId: row.lesson_id,
        title: row.title,
        orderIndex: row.order_index,
        contentType: row.content_type,
        contentData: row.content_data as TopicRow["contentData"],
        createdAt: toDate(row.created_at),
        updatedAt: toDate(row.updated_at),
        archivedAt: row.archived_at === null ? null : toDate(row.archived_at),
      }
    : null;
  return { topic, intervalId: row.interval_id };
}

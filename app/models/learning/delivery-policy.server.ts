// A course's delivery policy (decision 0087) and a learner's seat time against it. The policy row is
// optional: no row reads as NO_POLICY (nothing required). Seat time is the sum of time on task
// (models/learning/time-on-task.server), which credits only under its tamper-proof rules.
import { eq, sql } from "drizzle-orm";
import { getDb, rows, schema, type Db, type Tx } from "~/db.server";
import { changedFields, recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { NO_POLICY, seatTimeStatus, type DeliveryPolicy, type LessonSeatTime, type SeatTimeStatus } from "~/rules/delivery-policy";

const { courseDeliveryPolicies } = schema;

const policyColumns = {
  enabled: courseDeliveryPolicies.enabled,
  requiredSeatTimePercent: courseDeliveryPolicies.requiredSeatTimePercent,
  minMinutesPerLesson: courseDeliveryPolicies.minMinutesPerLesson,
  idleLimitMinutes: courseDeliveryPolicies.idleLimitMinutes,
  identityChecksRequired: courseDeliveryPolicies.identityChecksRequired,
  externalProctoringRequired: courseDeliveryPolicies.externalProctoringRequired,
};

/** The course's delivery policy; NO_POLICY when it has none. */
export async function getDeliveryPolicy(courseId: string, executor: Db | Tx = getDb()): Promise<DeliveryPolicy> {
  const [row] = await executor.select(policyColumns).from(courseDeliveryPolicies).where(eq(courseDeliveryPolicies.courseId, courseId));
  return row ?? NO_POLICY;
}

/** Writes the course's policy (insert or replace). */
export async function saveDeliveryPolicy(courseId: string, policy: DeliveryPolicy, executor: Db | Tx = getDb()): Promise<void> {
  await executor
    .insert(courseDeliveryPolicies)
    .values({ courseId, ...policy })
    .onConflictDoUpdate({ target: courseDeliveryPolicies.courseId, set: { ...policy, updatedAt: new Date() } });
}

/**
 * An admin's change of the course's policy (the admin course form): one transaction with the course
 * row locked, the change in the audit log. not_found: no such course.
 */
export async function updateDeliveryPolicy(
  courseId: string,
  policy: DeliveryPolicy,
  actor: AuditActor,
): Promise<{ ok: true; title: string } | { ok: false; reason: "not_found" }> {
  return getDb().transaction(async (tx) => {
    const [course] = await tx
      .select({ title: schema.courses.title })
      .from(schema.courses)
      .where(eq(schema.courses.id, courseId))
      .for("update");
    if (!course) return { ok: false, reason: "not_found" } as const;
    const before = await getDeliveryPolicy(courseId, tx);
    await saveDeliveryPolicy(courseId, policy, tx);
    const diff = changedFields(before as unknown as Record<string, unknown>, policy);
    await recordAudit(tx, { actor, action: "course.delivery_policy", entityType: "course", entityId: courseId, ...diff });
    return { ok: true, title: course.title } as const;
  });
}

/** A learner's credited seconds in a course (all items, the final exam included). */
export async function courseSeatSeconds(userId: string, courseId: string, executor: Db | Tx = getDb()): Promise<number> {
  const [row] = await rows<{ seconds: number | string | null }>(
    sql`select coalesce(sum(seconds), 0)::int as seconds from time_on_task where user_id = ${userId} and course_id = ${courseId}`,
    executor,
  );
  return Number(row?.seconds ?? 0);
}

/** A learner's credited seconds per lesson of a course (topics and lesson quizzes), every lesson listed. */
export async function lessonSeatSeconds(userId: string, courseId: string, executor: Db | Tx = getDb()): Promise<LessonSeatTime[]> {
  const list = await rows<{ lesson_id: string; title: string; seconds: number | string }>(
    sql`
      with spent as (
        select content_key, sum(seconds)::int as seconds
          from time_on_task where user_id = ${userId} and course_id = ${courseId}
         group by content_key
      ),
      item_lesson as (
        select 'topic:' || lt.id::text as content_key, lt.lesson_id
          from lesson_topics lt join course_lessons cl on cl.lesson_id = lt.lesson_id and cl.course_id = ${courseId}
        union all
        select 'quiz:' || clq.quiz_id::text, clq.lesson_id from course_lesson_quizzes clq where clq.course_id = ${courseId}
      )
      select cl.lesson_id, l.title, coalesce(sum(s.seconds), 0)::int as seconds
        from course_lessons cl
        join lessons l on l.id = cl.lesson_id
        left join item_lesson il on il.lesson_id = cl.lesson_id
        left join spent s on s.content_key = il.content_key
       where cl.course_id = ${courseId}
       group by cl.lesson_id, l.title, cl.order_index
       order by cl.order_index`,
    executor,
  );
  return list.map((row) => ({ lessonId: row.lesson_id, title: row.title, seconds: Number(row.seconds) }));
}

/** Where a learner stands against the course's seat-time requirement (met when the policy is off). */
export async function getSeatTimeStatus(userId: string, courseId: string, executor: Db | Tx = getDb()): Promise<SeatTimeStatus> {
  const policy = await getDeliveryPolicy(courseId, executor);
  const [course] = await executor.select({ hours: schema.courses.hours }).from(schema.courses).where(eq(schema.courses.id, courseId));
  const creditHours = Number(course?.hours ?? 0);
  if (!policy.enabled) return seatTimeStatus({ policy, creditHours, creditedSeconds: 0 });
  const creditedSeconds = await courseSeatSeconds(userId, courseId, executor);
  const lessons = policy.minMinutesPerLesson ? await lessonSeatSeconds(userId, courseId, executor) : [];
  return seatTimeStatus({ policy, creditHours, creditedSeconds, lessons });
}

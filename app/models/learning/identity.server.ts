// Identity verification (issue 46; decision 0089): the learner's personal validation questions (answers
// stored only as argon2id hashes of the normalised answer), the checks the player asks at random points
// of seat time and before every final-exam attempt, the wrong-answer streak that locks the course and
// e-mails the school, and the staff unlock. Every check is kept (when, which question, the result,
// the client address) — never the answer.
import { randomInt } from "node:crypto";
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, rows, schema, type Db, type Tx } from "~/db.server";
import { recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { courseSeatSeconds, getDeliveryPolicy } from "~/models/learning/delivery-policy.server";
import { enqueueEmail } from "~/services/email.server";
import { formatCentralDate } from "~/emails/templates";
import { afterAnswer, nextCheckAt, normaliseAnswer, pickQuestion, questionText } from "~/rules/identity";
import type { IdentitySetup } from "~/rules/identity-forms";
import type { DeliveryPolicy } from "~/rules/delivery-policy";
import { hashPassword, verifyPassword } from "~/utils/password.server";
import { env } from "~/utils/env.server";

const { identityAnswers, identityProfiles, identityCourseStates, identityChecks, identityUnlocks, profiles, courses, siteSettings } =
  schema;

export type CheckReason = "seat_time" | "final_exam" | "dev";

/** A fraction in [0, 1) from the operating system's generator: which question, when the next check. */
const random = () => randomInt(0, 1_000_000) / 1_000_000;

/** The course requires identity checks (its delivery policy is on and asks for them). */
export function identityRequired(policy: DeliveryPolicy): boolean {
  return policy.enabled && policy.identityChecksRequired;
}

// ---- setup ----

/**
 * Stores the three questions with their hashed answers and the affirmation, in one transaction. Once
 * per account: a second setup (another tab) changes nothing and answers "already".
 */
export async function saveIdentitySetup(
  userId: string,
  input: Pick<IdentitySetup, "question1" | "answer1" | "question2" | "answer2" | "question3" | "answer3" | "fullName">,
  { ipAddress }: { ipAddress: string | null },
): Promise<{ ok: true } | { ok: false; reason: "already" }> {
  const chosen = [
    [input.question1, input.answer1],
    [input.question2, input.answer2],
    [input.question3, input.answer3],
  ] as const;
  // Hashing is slow on purpose: done before the transaction holds anything.
  const hashed = await Promise.all(
    chosen.map(async ([questionKey, answer]) => ({ questionKey, answerHash: await hashPassword(normaliseAnswer(answer)) })),
  );
  return getDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(identityProfiles)
      .values({ userId, affirmedName: input.fullName.trim(), ipAddress })
      .onConflictDoNothing()
      .returning({ userId: identityProfiles.userId });
    if (inserted.length === 0) return { ok: false as const, reason: "already" as const };
    await tx.insert(identityAnswers).values(hashed.map((h) => ({ userId, ...h })));
    return { ok: true as const };
  });
}

// ---- where the learner stands in a course ----

export type OpenCheck = { id: string; questionKey: string; question: string; reason: CheckReason };

export type IdentityStanding =
  | { required: false }
  | { required: true; setUp: false }
  | { required: true; setUp: true; locked: true; lockedAt: Date }
  | { required: true; setUp: true; locked: false; open: OpenCheck | null; due: boolean };

type StandingRow = {
  set_up: boolean;
  locked_at: Date | string | null;
  next_check_at_seconds: number | null;
  open_id: string | null;
  open_question: string | null;
  open_reason: string | null;
};

/** One statement: set up?, the course state, and the open check. */
async function readStanding(userId: string, courseId: string, executor: Db | Tx): Promise<StandingRow> {
  const [row] = await rows<StandingRow>(
    sql`select exists(select 1 from identity_profiles where user_id = ${userId}) as set_up,
               s.locked_at, s.next_check_at_seconds,
               c.id as open_id, c.question_key as open_question, c.reason as open_reason
          from (select 1) one
          left join identity_course_states s on s.user_id = ${userId} and s.course_id = ${courseId}
          left join identity_checks c on c.user_id = ${userId} and c.course_id = ${courseId} and c.result is null`,
    executor,
  );
  return row!;
}

const toOpen = (row: StandingRow): OpenCheck | null =>
  row.open_id
    ? {
        id: row.open_id,
        questionKey: row.open_question!,
        question: questionText(row.open_question!),
        reason: row.open_reason as CheckReason,
      }
    : null;

/**
 * Where the learner stands on identity in the course: not required, not set up, locked, a check open,
 * or a check due (seat time reached the scheduled point). Starts the schedule on first use.
 */
export async function getIdentityStanding(
  userId: string,
  courseId: string,
  policy?: DeliveryPolicy,
  executor: Db | Tx = getDb(),
  /** The learner's credited seat seconds in the course when the caller has them (the player reads them in its statement). */
  seatSeconds?: number,
): Promise<IdentityStanding> {
  const applies = identityRequired(policy ?? (await getDeliveryPolicy(courseId, executor)));
  if (!applies) return { required: false };
  const row = await readStanding(userId, courseId, executor);
  if (!row.set_up) return { required: true, setUp: false };
  if (row.locked_at) return { required: true, setUp: true, locked: true, lockedAt: new Date(row.locked_at) };
  const open = toOpen(row);
  if (open) return { required: true, setUp: true, locked: false, open, due: true };
  const seat = seatSeconds ?? (await courseSeatSeconds(userId, courseId, executor));
  if (row.next_check_at_seconds === null) {
    await executor
      .insert(identityCourseStates)
      .values({ userId, courseId, nextCheckAtSeconds: nextCheckAt(seat, random()) })
      .onConflictDoNothing();
    return { required: true, setUp: true, locked: false, open: null, due: false };
  }
  return { required: true, setUp: true, locked: false, open: null, due: seat >= row.next_check_at_seconds };
}

/**
 * The learner's open check in the course, or a new one with a question picked at random (not the
 * one asked last when another exists). At most one is open (a partial unique index): two tabs
 * asking at once get the same check.
 */
export async function openIdentityCheck(
  userId: string,
  courseId: string,
  reason: CheckReason,
  { ipAddress }: { ipAddress: string | null },
  executor: Db | Tx = getDb(),
): Promise<OpenCheck | null> {
  const existing = toOpen(await readStanding(userId, courseId, executor));
  if (existing) return existing;
  return createCheck(executor, userId, courseId, reason, ipAddress);
}

async function createCheck(executor: Db | Tx, userId: string, courseId: string, reason: CheckReason, ipAddress: string | null) {
  const answers = await executor
    .select({ id: identityAnswers.id, questionKey: identityAnswers.questionKey })
    .from(identityAnswers)
    .where(eq(identityAnswers.userId, userId))
    .orderBy(asc(identityAnswers.questionKey));
  const [last] = await executor
    .select({ answerId: identityChecks.answerId })
    .from(identityChecks)
    .where(and(eq(identityChecks.userId, userId), eq(identityChecks.courseId, courseId)))
    .orderBy(desc(identityChecks.askedAt))
    .limit(1);
  const answer = pickQuestion(answers, last?.answerId ?? null, random());
  if (!answer) return null;
  await executor
    .insert(identityChecks)
    .values({ userId, courseId, answerId: answer.id, questionKey: answer.questionKey, reason, ipAddress })
    .onConflictDoNothing();
  return toOpen(await readStanding(userId, courseId, executor));
}

// ---- answering ----

export type AnswerOutcome =
  | { ok: true; result: "passed"; reason: CheckReason }
  | { ok: true; result: "failed"; locked: false; next: OpenCheck | null }
  | { ok: true; result: "failed"; locked: true }
  | { ok: false; reason: "not_found" | "closed" | "locked" };

/**
 * Answers an open check. The answer is compared with the stored hash before any lock is taken; then,
 * in one transaction holding the learner's course state (FOR UPDATE), the check is closed (only if
 * still open: a second answer to the same check — another tab — changes nothing), the streak moves,
 * and a third wrong answer in a row locks the course and e-mails the school. A wrong answer below
 * three opens another question; a right one schedules the next check 45–90 minutes of seat time on.
 */
export async function answerIdentityCheck(input: {
  userId: string;
  courseId: string;
  checkId: string;
  answer: string;
  ipAddress: string | null;
}): Promise<AnswerOutcome> {
  const { userId, courseId, checkId, ipAddress } = input;
  const db = getDb();
  const [check] = await db
    .select({ id: identityChecks.id, result: identityChecks.result, reason: identityChecks.reason, answerHash: identityAnswers.answerHash })
    .from(identityChecks)
    .innerJoin(identityAnswers, eq(identityAnswers.id, identityChecks.answerId))
    .where(and(eq(identityChecks.id, checkId), eq(identityChecks.userId, userId), eq(identityChecks.courseId, courseId)));
  if (!check) return { ok: false, reason: "not_found" };
  if (check.result !== null) return { ok: false, reason: "closed" };
  const correct = await verifyPassword(check.answerHash, normaliseAnswer(input.answer));
  const seat = correct ? await courseSeatSeconds(userId, courseId) : 0;

  return db.transaction(async (tx) => {
    await tx
      .insert(identityCourseStates)
      .values({ userId, courseId, nextCheckAtSeconds: nextCheckAt(seat, random()) })
      .onConflictDoNothing();
    const [state] = await rows<{ wrong_in_a_row: number; locked_at: Date | string | null }>(
      sql`select wrong_in_a_row, locked_at from identity_course_states where user_id = ${userId} and course_id = ${courseId} for update`,
      tx,
    );
    if (state!.locked_at) return { ok: false as const, reason: "locked" as const };
    const closed = await tx
      .update(identityChecks)
      .set({ result: correct ? "passed" : "failed", answeredAt: new Date(), ipAddress })
      .where(and(eq(identityChecks.id, checkId), isNull(identityChecks.result)))
      .returning({ id: identityChecks.id });
    if (closed.length === 0) return { ok: false as const, reason: "closed" as const };
    const next = afterAnswer(Number(state!.wrong_in_a_row), correct);
    const now = new Date();
    await tx
      .update(identityCourseStates)
      .set({
        wrongInARow: next.wrongInARow,
        updatedAt: now,
        ...(correct ? { nextCheckAtSeconds: nextCheckAt(seat, random()) } : {}),
        ...(next.locks ? { lockedAt: now } : {}),
      })
      .where(and(eq(identityCourseStates.userId, userId), eq(identityCourseStates.courseId, courseId)));
    if (correct) return { ok: true as const, result: "passed" as const, reason: check.reason as CheckReason };
    if (next.locks) {
      await emailSchoolAboutLock(tx, userId, courseId, now);
      return { ok: true as const, result: "failed" as const, locked: true as const };
    }
    const another = await createCheck(tx, userId, courseId, check.reason as CheckReason, ipAddress);
    return { ok: true as const, result: "failed" as const, locked: false as const, next: another };
  });
}

async function emailSchoolAboutLock(tx: Tx, userId: string, courseId: string, lockedAt: Date) {
  const [info] = await tx
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      courseTitle: courses.title,
      supportEmail: siteSettings.supportEmail,
      siteName: siteSettings.siteName,
    })
    .from(profiles)
    .innerJoin(courses, eq(courses.id, courseId))
    .leftJoin(siteSettings, eq(siteSettings.id, 1))
    .where(eq(profiles.id, userId));
  if (!info?.supportEmail) throw new Error("site_settings.support_email is not set: the school cannot be told about a locked course");
  await enqueueEmail(tx, {
    templateKey: "identity_lock",
    to: info.supportEmail,
    variables: {
      learnerName: `${info.firstName} ${info.lastName}`.trim(),
      learnerEmail: info.email,
      courseTitle: info.courseTitle,
      lockedOn: formatCentralDate(lockedAt),
      recordUrl: new URL(`/admin/users/${userId}`, env().APP_URL).toString(),
      siteName: info.siteName ?? undefined,
    },
  });
}

// ---- final-exam gate ----

/**
 * A passed check asked before the final exam, not yet used by an attempt and recent enough: the
 * learner may start one attempt with it.
 */
export async function usableExamCheck(userId: string, courseId: string, since: Date, executor: Db | Tx = getDb()): Promise<string | null> {
  const [row] = await executor
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .where(
      and(
        eq(identityChecks.userId, userId),
        eq(identityChecks.courseId, courseId),
        eq(identityChecks.reason, "final_exam"),
        eq(identityChecks.result, "passed"),
        isNull(identityChecks.usedByAttemptId),
        sql`${identityChecks.answeredAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(identityChecks.answeredAt))
    .limit(1);
  return row?.id ?? null;
}

// ---- staff ----

export type IdentityLock = { courseId: string; courseTitle: string; lockedAt: Date };

/** The learner's locked courses, for the admin user record. */
export async function listIdentityLocks(userId: string): Promise<IdentityLock[]> {
  return getDb()
    .select({ courseId: identityCourseStates.courseId, courseTitle: courses.title, lockedAt: identityCourseStates.lockedAt })
    .from(identityCourseStates)
    .innerJoin(courses, eq(courses.id, identityCourseStates.courseId))
    .where(and(eq(identityCourseStates.userId, userId), isNotNull(identityCourseStates.lockedAt)))
    .orderBy(asc(courses.title)) as Promise<IdentityLock[]>;
}

/**
 * Staff unlock a learner's course with a reason: the streak starts again at zero and a check is due at
 * once, so the learner answers a question before going on. Audited in the same transaction.
 */
export async function unlockIdentity(
  userId: string,
  courseId: string,
  reason: string,
  actor: AuditActor,
): Promise<{ ok: true } | { ok: false; reason: "not_locked" }> {
  return getDb().transaction(async (tx) => {
    const [state] = await rows<{ locked_at: Date | string | null }>(
      sql`select locked_at from identity_course_states where user_id = ${userId} and course_id = ${courseId} for update`,
      tx,
    );
    if (!state?.locked_at) return { ok: false as const, reason: "not_locked" as const };
    const lockedAt = new Date(state.locked_at);
    await tx
      .update(identityCourseStates)
      .set({ lockedAt: null, wrongInARow: 0, nextCheckAtSeconds: 0, updatedAt: new Date() })
      .where(and(eq(identityCourseStates.userId, userId), eq(identityCourseStates.courseId, courseId)));
    await tx.insert(identityUnlocks).values({ userId, courseId, lockedAt, unlockedBy: actor.userId, reason });
    await recordAudit(tx, {
      actor,
      action: "identity.unlock",
      entityType: "user",
      entityId: userId,
      details: { courseId, lockedAt: lockedAt.toISOString(), reason },
    });
    return { ok: true as const };
  });
}

// ---- records ----

export type IdentityCheckRecord = {
  askedAt: Date;
  answeredAt: Date | null;
  question: string;
  reason: string;
  result: "passed" | "failed" | "open";
  ipAddress: string | null;
};

/** Every check in the course, oldest first (the audit packet). */
export async function listIdentityChecks(userId: string, courseId: string, executor: Db | Tx = getDb()): Promise<IdentityCheckRecord[]> {
  const list = await executor
    .select({
      askedAt: identityChecks.askedAt,
      answeredAt: identityChecks.answeredAt,
      questionKey: identityChecks.questionKey,
      reason: identityChecks.reason,
      result: identityChecks.result,
      ipAddress: identityChecks.ipAddress,
    })
    .from(identityChecks)
    .where(and(eq(identityChecks.userId, userId), eq(identityChecks.courseId, courseId)))
    .orderBy(asc(identityChecks.askedAt), asc(identityChecks.id));
  return list.map((c) => ({
    askedAt: c.askedAt,
    answeredAt: c.answeredAt,
    question: questionText(c.questionKey),
    reason: c.reason,
    result: (c.result ?? "open") as IdentityCheckRecord["result"],
    ipAddress: c.ipAddress,
  }));
}

/** The staff unlocks in the course, oldest first. */
export async function listIdentityUnlocks(userId: string, courseId: string, executor: Db | Tx = getDb()) {
  return executor
    .select({ lockedAt: identityUnlocks.lockedAt, unlockedAt: identityUnlocks.unlockedAt, reason: identityUnlocks.reason })
    .from(identityUnlocks)
    .where(and(eq(identityUnlocks.userId, userId), eq(identityUnlocks.courseId, courseId)))
    .orderBy(asc(identityUnlocks.unlockedAt));
}

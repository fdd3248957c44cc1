// Final-exam integrity (issue 46; decision 0090): what must be in place before each final-exam attempt
// starts — a passed identity check asked for it (when the course requires identity checks), the
// learner's attestation, and a passed external proctoring session (when the course requires
// proctoring) — and the records of each. Each of them opens exactly one attempt: starting marks them
// used by it. The proctoring provider's signed callback is applied here, its nonce stored once.
import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import {
  identityRequired,
  listIdentityChecks,
  listIdentityUnlocks,
  usableExamCheck,
  type IdentityCheckRecord,
} from "~/models/learning/identity.server";
import type { DeliveryPolicy } from "~/rules/delivery-policy";
import { ATTESTATION_STATEMENT, EXAM_GATE_VALID_MS } from "~/rules/identity";
import type { ProctoringCallback } from "~/services/proctoring.server";

const { examAttestations, proctoringSessions, proctoringNonces, quizzes } = schema;

export type ProctoringState = "off" | "none" | "started" | "passed" | "failed";

export type ExamGate = {
  identity: "off" | "needed" | "done";
  attestation: "needed" | "done";
  proctoring: ProctoringState;
  /** The latest proctoring session's id (started, passed or failed), if any. */
  proctoringSessionId: string | null;
  ready: boolean;
};

type Key = { userId: string; courseId: string; quizId: string };

const since = (now: Date) => new Date(now.getTime() - EXAM_GATE_VALID_MS);

async function usableAttestation({ userId, quizId }: Key, now: Date, executor: Db | Tx) {
  const [row] = await executor
    .select({ id: examAttestations.id })
    .from(examAttestations)
    .where(
      and(
        eq(examAttestations.userId, userId),
        eq(examAttestations.quizId, quizId),
        isNull(examAttestations.usedByAttemptId),
        gte(examAttestations.attestedAt, since(now)),
      ),
    )
    .orderBy(desc(examAttestations.attestedAt))
    .limit(1);
  return row?.id ?? null;
}

/** The latest unused proctoring session for this exam started within the validity window. */
async function latestSession({ userId, quizId }: Key, now: Date, executor: Db | Tx) {
  const [row] = await executor
    .select({ id: proctoringSessions.id, status: proctoringSessions.status })
    .from(proctoringSessions)
    .where(
      and(
        eq(proctoringSessions.userId, userId),
        eq(proctoringSessions.quizId, quizId),
        isNull(proctoringSessions.usedByAttemptId),
        gte(proctoringSessions.startedAt, since(now)),
      ),
    )
    .orderBy(desc(proctoringSessions.startedAt))
    .limit(1);
  return row ?? null;
}

/** What the learner still needs before starting a final-exam attempt under the course's policy. */
export async function getExamGate(key: Key, policy: DeliveryPolicy, now = new Date(), executor: Db | Tx = getDb()): Promise<ExamGate> {
  const proctored = policy.enabled && policy.externalProctoringRequired;
  const [check, attestation, session] = await Promise.all([
    identityRequired(policy) ? usableExamCheck(key.userId, key.courseId, since(now), executor) : Promise.resolve("off"),
    usableAttestation(key, now, executor),
    proctored ? latestSession(key, now, executor) : Promise.resolve(null),
  ]);
  const identity = check === "off" ? "off" : check ? "done" : "needed";
  const proctoring: ProctoringState = !proctored ? "off" : ((session?.status as ProctoringState | undefined) ?? "none");
  return {
    identity,
    attestation: attestation ? "done" : "needed",
    proctoring,
    proctoringSessionId: session?.id ?? null,
    ready: identity !== "needed" && attestation !== null && (proctoring === "off" || proctoring === "passed"),
  };
}

/** The attestation, with the typed name as typed (the caller has checked it matches the profile). */
export async function recordAttestation(key: Key, typedName: string, { ipAddress }: { ipAddress: string | null }): Promise<void> {
  await getDb()
    .insert(examAttestations)
    .values({ ...key, typedName: typedName.trim(), statement: ATTESTATION_STATEMENT, ipAddress });
}

/** A new proctoring session (started); the provider reports its result to the callback. */
export async function startProctoringSession(key: Key, provider: string): Promise<string> {
  const [row] = await getDb()
    .insert(proctoringSessions)
    .values({ ...key, provider })
    .returning({ id: proctoringSessions.id });
  return row!.id;
}

/** A session of this learner (the stand-in page shows only the learner's own). */
export async function getProctoringSession(sessionId: string) {
  const [row] = await getDb()
    .select({
      id: proctoringSessions.id,
      userId: proctoringSessions.userId,
      courseId: proctoringSessions.courseId,
      quizId: proctoringSessions.quizId,
      status: proctoringSessions.status,
    })
    .from(proctoringSessions)
    .where(eq(proctoringSessions.id, sessionId));
  return row ?? null;
}

export type CallbackOutcome = "applied" | "replayed" | "unknown_session" | "already_final";

/**
 * A verified callback: its nonce is stored first (a replay finds it taken and changes nothing), then
 * the session moves from started to the reported result — once: a later report for a session that
 * already has its result changes nothing either. One transaction.
 */
export async function applyProctoringCallback(nonce: string, body: ProctoringCallback): Promise<CallbackOutcome> {
  return getDb().transaction(async (tx) => {
    const stored = await tx.insert(proctoringNonces).values({ nonce }).onConflictDoNothing().returning({ nonce: proctoringNonces.nonce });
    if (stored.length === 0) return "replayed";
    const [session] = await tx
      .select({ status: proctoringSessions.status })
      .from(proctoringSessions)
      .where(eq(proctoringSessions.id, body.sessionId))
      .for("update");
    if (!session) return "unknown_session";
    if (session.status !== "started") return "already_final";
    await tx
      .update(proctoringSessions)
      .set({ status: body.result, completedAt: new Date(), providerReference: body.reference ?? null, detail: body.detail ?? null })
      .where(eq(proctoringSessions.id, body.sessionId));
    return "applied";
  });
}

/**
 * Marks what opened this attempt as used by it: the latest usable passed check, attestation and
 * passed proctoring session. Only rows not yet used are taken, so a resumed attempt takes nothing.
 */
export async function claimExamGate(key: Key, attemptId: string, now = new Date()): Promise<void> {
  const from = since(now).toISOString();
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`
      update identity_checks set used_by_attempt_id = ${attemptId}
       where id = (select id from identity_checks
                    where user_id = ${key.userId} and course_id = ${key.courseId} and reason = 'final_exam'
                      and result = 'passed' and used_by_attempt_id is null and answered_at >= ${from}::timestamptz
                    order by answered_at desc limit 1)`);
    await tx.execute(sql`
      update exam_attestations set used_by_attempt_id = ${attemptId}
       where id = (select id from exam_attestations
                    where user_id = ${key.userId} and quiz_id = ${key.quizId} and used_by_attempt_id is null
                      and attested_at >= ${from}::timestamptz
                    order by attested_at desc limit 1)`);
    await tx.execute(sql`
      update proctoring_sessions set used_by_attempt_id = ${attemptId}
       where id = (select id from proctoring_sessions
                    where user_id = ${key.userId} and quiz_id = ${key.quizId} and status = 'passed'
                      and used_by_attempt_id is null and started_at >= ${from}::timestamptz
                    order by started_at desc limit 1)`);
  });
}

// ---- records ----

export type AttestationRecord = {
  attestedAt: Date;
  examTitle: string;
  typedName: string;
  statement: string;
  ipAddress: string | null;
  used: boolean;
};
export type ProctoringRecord = {
  startedAt: Date;
  completedAt: Date | null;
  examTitle: string;
  provider: string;
  status: string;
  reference: string | null;
  detail: string | null;
  used: boolean;
};

export async function listAttestations(userId: string, courseId: string, executor: Db | Tx = getDb()): Promise<AttestationRecord[]> {
  const list = await executor
    .select({
      attestedAt: examAttestations.attestedAt,
      examTitle: quizzes.title,
      typedName: examAttestations.typedName,
      statement: examAttestations.statement,
      ipAddress: examAttestations.ipAddress,
      usedBy: examAttestations.usedByAttemptId,
    })
    .from(examAttestations)
    .innerJoin(quizzes, eq(quizzes.id, examAttestations.quizId))
    .where(and(eq(examAttestations.userId, userId), eq(examAttestations.courseId, courseId)))
    .orderBy(asc(examAttestations.attestedAt));
  return list.map(({ usedBy, ...rest }) => ({ ...rest, used: usedBy !== null }));
}

export async function listProctoringSessions(userId: string, courseId: string, executor: Db | Tx = getDb()): Promise<ProctoringRecord[]> {
  const list = await executor
    .select({
      startedAt: proctoringSessions.startedAt,
      completedAt: proctoringSessions.completedAt,
      examTitle: quizzes.title,
      provider: proctoringSessions.provider,
      status: proctoringSessions.status,
      reference: proctoringSessions.providerReference,
      detail: proctoringSessions.detail,
      usedBy: proctoringSessions.usedByAttemptId,
    })
    .from(proctoringSessions)
    .innerJoin(quizzes, eq(quizzes.id, proctoringSessions.quizId))
    .where(and(eq(proctoringSessions.userId, userId), eq(proctoringSessions.courseId, courseId)))
    .orderBy(asc(proctoringSessions.startedAt));
  return list.map(({ usedBy, ...rest }) => ({ ...rest, used: usedBy !== null }));
}

export type IntegrityRecords = {
  checks: IdentityCheckRecord[];
  unlocks: { lockedAt: Date; unlockedAt: Date; reason: string }[];
  attestations: AttestationRecord[];
  proctoring: ProctoringRecord[];
};

/** Everything the audit packet shows of identity verification and final-exam integrity in a course. */
export async function getIntegrityRecords(userId: string, courseId: string, executor: Db | Tx = getDb()): Promise<IntegrityRecords> {
  const [checks, unlocks, attestations, proctoring] = await Promise.all([
    listIdentityChecks(userId, courseId, executor),
    listIdentityUnlocks(userId, courseId, executor),
    listAttestations(userId, courseId, executor),
    listProctoringSessions(userId, courseId, executor),
  ]);
  return { checks, unlocks, attestations, proctoring };
}

// Final-exam integrity (issue 46; decision 0090): what must be in place before each final-exam attempt
// starts — a passed identity check asked for it (when the course requires identity checks), the
// learner's attestation, and a passed external proctoring session (when the course requires
// proctoring) — and the records of each. Each of them opens exactly one attempt: the transaction that
// creates it locks them and marks them used by it (lockExamGate). The proctoring provider's signed
// callback is applied here, its nonce stored once.
import { and, asc, desc, eq, gte, isNull } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
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

const { examAttestations, identityChecks, proctoringSessions, proctoringNonces, quizzes } = schema;

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

/**
 * The two items of a final-exam gate kept here — the learner's attestation and a proctoring session —
 * are read the same way (the identity check is identity.server's).
 */
const GATE_ITEMS = {
  attestation: {
    table: examAttestations,
    at: examAttestations.attestedAt,
    fields: { id: examAttestations.id },
    record: {
      attestedAt: examAttestations.attestedAt,
      typedName: examAttestations.typedName,
      statement: examAttestations.statement,
      ipAddress: examAttestations.ipAddress,
    },
  },
  session: {
    table: proctoringSessions,
    at: proctoringSessions.startedAt,
    fields: { id: proctoringSessions.id, status: proctoringSessions.status },
    record: {
      startedAt: proctoringSessions.startedAt,
      completedAt: proctoringSessions.completedAt,
      provider: proctoringSessions.provider,
      status: proctoringSessions.status,
      reference: proctoringSessions.providerReference,
      detail: proctoringSessions.detail,
    },
  },
};
type GateItem<K extends keyof typeof GATE_ITEMS> = Pick<
  (typeof GATE_ITEMS)[K]["table"]["$inferSelect"],
  keyof (typeof GATE_ITEMS)[K]["fields"] & keyof (typeof GATE_ITEMS)[K]["table"]["$inferSelect"]
>;

/**
 * The latest unused attestation or proctoring session of this learner for this exam given (or
 * started) since `from`, or null. `lock`: FOR UPDATE, inside the transaction that opens an attempt.
 */
async function latestUnused<K extends keyof typeof GATE_ITEMS>(
  kind: K,
  { userId, quizId }: Key,
  from: Date,
  executor: Db | Tx,
  lock = false,
): Promise<GateItem<K> | null> {
  const { table, at, fields } = GATE_ITEMS[kind];
  const query = executor
    .select(fields)
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.quizId, quizId), isNull(table.usedByAttemptId), gte(at, from)))
    .orderBy(desc(at))
    .limit(1)
    .$dynamic();
  const [row] = await (lock ? query.for("update") : query);
  return (row as GateItem<K> | undefined) ?? null;
}

/** What the learner still needs before starting a final-exam attempt under the course's policy. */
export async function getExamGate(key: Key, policy: DeliveryPolicy, now = new Date(), executor: Db | Tx = getDb()): Promise<ExamGate> {
  const proctored = policy.enabled && policy.externalProctoringRequired;
  const [check, attestation, session] = await Promise.all([
    identityRequired(policy) ? usableExamCheck(key.userId, key.courseId, since(now), executor) : Promise.resolve("off"),
    latestUnused("attestation", key, since(now), executor),
    proctored ? latestUnused("session", key, since(now), executor) : Promise.resolve(null),
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

/** Marks the locked items as used by the new attempt (inside the transaction that created it). */
export type ExamGateClaim = (attemptId: string) => Promise<void>;

/**
 * The first half of opening a new final-exam attempt, inside the transaction that creates it
 * (models/assessment/quiz-attempt.server): locks (FOR UPDATE) the unused items that open it — the
 * latest usable passed identity check (when the course requires checks), the latest attestation and
 * the latest proctoring session, which must have passed (when the course requires proctoring) — and
 * gives the claim that marks them used by the new attempt; null when any is missing, and then no
 * attempt may be created. A concurrent start waits on the same locks (taken in this order, so two
 * never wait on each other) and then finds them used: it resumes the attempt they opened, or goes
 * back to the gate. Decision 0090.
 */
export async function lockExamGate(tx: Tx, key: Key, policy: DeliveryPolicy, now = new Date()): Promise<ExamGateClaim | null> {
  if (!policy.enabled) return async () => {};
  const from = since(now);
  let checkId: string | null = null;
  if (identityRequired(policy)) {
    const [check] = await tx
      .select({ id: identityChecks.id })
      .from(identityChecks)
      .where(
        and(
          eq(identityChecks.userId, key.userId),
          eq(identityChecks.courseId, key.courseId),
          eq(identityChecks.reason, "final_exam"),
          eq(identityChecks.result, "passed"),
          isNull(identityChecks.usedByAttemptId),
          gte(identityChecks.answeredAt, from),
        ),
      )
      .orderBy(desc(identityChecks.answeredAt))
      .limit(1)
      .for("update");
    if (!check) return null;
    checkId = check.id;
  }
  const attestation = await latestUnused("attestation", key, from, tx, true);
  if (!attestation) return null;
  let sessionId: string | null = null;
  if (policy.externalProctoringRequired) {
    const session = await latestUnused("session", key, from, tx, true);
    if (session?.status !== "passed") return null;
    sessionId = session.id;
  }
  return async (attemptId) => {
    if (checkId) await tx.update(identityChecks).set({ usedByAttemptId: attemptId }).where(eq(identityChecks.id, checkId));
    await tx.update(examAttestations).set({ usedByAttemptId: attemptId }).where(eq(examAttestations.id, attestation.id));
    if (sessionId) await tx.update(proctoringSessions).set({ usedByAttemptId: attemptId }).where(eq(proctoringSessions.id, sessionId));
  };
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

/**
 * The learner's attestations or proctoring sessions in a course, oldest first: each kind's `record`
 * columns (GATE_ITEMS), its exam's title and whether it opened an attempt. The overloads name the row
 * each kind gives; keep them and the `record` columns in step.
 */
async function listGateRecords(kind: "attestation", userId: string, courseId: string, executor: Db | Tx): Promise<AttestationRecord[]>;
async function listGateRecords(kind: "session", userId: string, courseId: string, executor: Db | Tx): Promise<ProctoringRecord[]>;
async function listGateRecords(kind: keyof typeof GATE_ITEMS, userId: string, courseId: string, executor: Db | Tx) {
  const { table, at, record } = GATE_ITEMS[kind];
  const selection: SelectedFields = { ...record, examTitle: quizzes.title, usedBy: table.usedByAttemptId };
  const list = await executor
    .select(selection)
    .from(table)
    .innerJoin(quizzes, eq(quizzes.id, table.quizId))
    .where(and(eq(table.userId, userId), eq(table.courseId, courseId)))
    .orderBy(asc(at));
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
    listGateRecords("attestation", userId, courseId, executor),
    listGateRecords("session", userId, courseId, executor),
  ]);
  return { checks, unlocks, attestations, proctoring };
}

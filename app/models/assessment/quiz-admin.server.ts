// Quiz authoring for platform admins (requirement signed-in-route-table /admin/quizzes): settings, sections and the
// question bank. Every write is one transaction holding the quiz row (SELECT … FOR UPDATE), checks
// the pull counts and the published-course rule on the bank as it would be after the write, and
// writes its audit row; a refused write leaves nothing behind.
//
// History (decision 0031): a question learners have been shown is never changed in place. An edit
// retires the old row and inserts a new one carrying the edit (`replaces_question_id`), so past
// attempts keep their question, choices, correct answer and explanation; a delete only retires it.
import { moveInOrder } from "~/rules/admin-content";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { getDb, rows, schema, type Db, type Tx } from "~/db.server";
import { recordAudit, changedFields, type AuditActor } from "~/models/operations/audit.server";
import { isUuid } from "~/rules/ids";
import { editFields, type StaleEdit } from "~/rules/edit-version";
import {
  pullProblems,
  questionsDrawn,
  QUIZ_MESSAGES,
  type PullBank,
  type QuestionInput,
  type QuizSettings,
  type QuizType,
  type SectionInput,
} from "~/rules/quiz-authoring";
import { sanitizeRichText } from "~/utils/sanitize.server";

const { courses, courseFinalExams, courseLessonQuizzes, quizAttempts, quizQuestions, quizResponses, quizSections, quizzes } = schema;

export type Refused = { ok: false; reason: "not_found" } | { ok: false; reason: "invalid"; problems: string[] };
const NOT_FOUND = { ok: false, reason: "not_found" } as const;

/** Thrown inside a transaction to roll it back with the problems to show. */
class Refusal extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(" "));
  }
}

async function inQuizTransaction<T>(quizId: string, work: (tx: Tx) => Promise<T>): Promise<T | Refused> {
  if (!isUuid(quizId)) return NOT_FOUND;
  try {
    return await getDb().transaction(async (tx) => {
      const [locked] = await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId)).for("update");
      if (!locked) throw new Refusal([]);
      return work(tx);
    });
  } catch (error) {
    if (error instanceof Refusal)
      return error.problems.length === 0 ? NOT_FOUND : { ok: false, reason: "invalid", problems: error.problems };
    throw error;
  }
}

const active = (quizId: string) => and(eq(quizQuestions.quizId, quizId), isNull(quizQuestions.retiredAt));

// ---------------------------------------------------------------------------------------------
// Reads

export type QuizListRow = {
  id: string;
  title: string;
  quizType: QuizType;
  courses: string[];
  questionCount: number;
  attempts: number;
  passRate: number | null;
};

/** Every quiz with its courses, active questions, finished attempts and pass rate (set-based). */
export async function listQuizzes(db: Db = getDb()): Promise<QuizListRow[]> {
  const list = await rows<{
    id: string;
    title: string;
    quiz_type: QuizType;
    courses: string[] | null;
    questions: number;
    attempts: number;
    passed: number;
  }>(
    sql`
    select z.id, z.title, z.quiz_type,
      (select array_agg(distinct c.title order by c.title) from courses c
        where c.id in (select course_id from course_lesson_quizzes where quiz_id = z.id
                       union select course_id from course_final_exams where quiz_id = z.id)) as courses,
      (select count(*)::int from quiz_questions q where q.quiz_id = z.id and q.retired_at is null) as questions,
      coalesce(a.attempts, 0)::int as attempts, coalesce(a.passed, 0)::int as passed
    from quizzes z
    left join (select quiz_id, count(*) as attempts, count(*) filter (where passed) as passed
               from quiz_attempts where completed_at is not null group by quiz_id) a on a.quiz_id = z.id
    order by lower(z.title), z.id`,
    db,
  );
  return list.map((row) => ({
    id: row.id,
    title: row.title,
    quizType: row.quiz_type,
    courses: row.courses ?? [],
    questionCount: Number(row.questions),
    attempts: Number(row.attempts),
    passRate: Number(row.attempts) > 0 ? Math.round((Number(row.passed) * 100) / Number(row.attempts)) : null,
  }));
}

export type EditorQuestion = typeof quizQuestions.$inferSelect & { answered: boolean };
export type QuizEditor = {
  quiz: typeof quizzes.$inferSelect;
  sections: (typeof quizSections.$inferSelect & { questions: number })[];
  questions: EditorQuestion[];
  courses: { id: string; title: string; status: string; placement: "lesson" | "final" }[];
  drawn: number;
  problems: string[];
};

export async function getQuizEditor(quizId: string, db: Db = getDb()): Promise<QuizEditor | null> {
  if (!isUuid(quizId)) return null;
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) return null;
  const sections = await db
    .select()
    .from(quizSections)
    .where(eq(quizSections.quizId, quizId))
    .orderBy(asc(quizSections.orderIndex), asc(quizSections.id));
  const questions = await db
    .select({
      question: quizQuestions,
      answered: sql<boolean>`exists (select 1 from ${quizResponses} r where r.question_id = ${quizQuestions.id})`,
    })
    .from(quizQuestions)
    .where(active(quizId))
    .orderBy(asc(quizQuestions.orderIndex), asc(quizQuestions.createdAt), asc(quizQuestions.id));
  const usedBy = await coursesUsing(db, quizId);
  const bank = await loadPullBank(db, quizId);
  const countBySection = new Map(bank.sections.map((s) => [s.id, s.questions]));
  const sectionOrder = new Map(sections.map((s, i) => [s.id, i]));
  const ordered = questions
    .map(({ question, answered }) => ({ ...question, answered: Boolean(answered) }))
    .sort(
      (a, b) => (sectionOrder.get(a.sectionId ?? "") ?? -1) - (sectionOrder.get(b.sectionId ?? "") ?? -1) || a.orderIndex - b.orderIndex,
    );
  return {
    quiz,
    sections: sections.map((s) => ({ ...s, questions: countBySection.get(s.id) ?? 0 })),
    questions: ordered,
    courses: usedBy,
    drawn: questionsDrawn(bank),
    problems: pullProblems(bank),
  };
}

async function coursesUsing(executor: Db | Tx, quizId: string) {
  const lessonRows = await executor
    .selectDistinct({ id: courses.id, title: courses.title, status: courses.status })
    .from(courseLessonQuizzes)
    .innerJoin(courses, eq(courses.id, courseLessonQuizzes.courseId))
    .where(eq(courseLessonQuizzes.quizId, quizId));
  const finalRows = await executor
    .selectDistinct({ id: courses.id, title: courses.title, status: courses.status })
    .from(courseFinalExams)
    .innerJoin(courses, eq(courses.id, courseFinalExams.courseId))
    .where(eq(courseFinalExams.quizId, quizId));
  return [
    ...lessonRows.map((row) => ({ ...row, status: String(row.status), placement: "lesson" as const })),
    ...finalRows.map((row) => ({ ...row, status: String(row.status), placement: "final" as const })),
  ].sort((a, b) => a.title.localeCompare(b.title));
}

async function loadPullBank(executor: Db | Tx, quizId: string): Promise<PullBank> {
  const [quiz] = await executor
    .select({ quizType: quizzes.quizType, questionsToPull: quizzes.questionsToPull })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));
  const sections = await executor.select().from(quizSections).where(eq(quizSections.quizId, quizId)).orderBy(asc(quizSections.orderIndex));
  const counts = await executor
    .select({ sectionId: quizQuestions.sectionId, n: count() })
    .from(quizQuestions)
    .where(active(quizId))
    .groupBy(quizQuestions.sectionId);
  const bySection = new Map(counts.map((row) => [row.sectionId ?? "", Number(row.n)]));
  const known = new Set(sections.map((s) => s.id));
  return {
    quizType: quiz?.quizType ?? "regular",
    questionsToPull: quiz?.questionsToPull ?? null,
    unsectioned: counts.filter((row) => !row.sectionId || !known.has(row.sectionId)).reduce((sum, row) => sum + Number(row.n), 0),
    sections: sections.map((s) => ({ id: s.id, title: s.title, questionsToPull: s.questionsToPull, questions: bySection.get(s.id) ?? 0 })),
  };
}

/** The bank after a write: pull counts fit, and a published course's quiz still draws a question. */
async function assertBankValid(tx: Tx, quizId: string): Promise<void> {
  const bank = await loadPullBank(tx, quizId);
  const problems = pullProblems(bank);
  if (questionsDrawn(bank) === 0) {
    const usedBy = await coursesUsing(tx, quizId);
    if (usedBy.some((course) => course.status === "published")) problems.push(QUIZ_MESSAGES.lastQuestionOfPublished);
  }
  if (problems.length > 0) throw new Refusal(problems);
}

// ---------------------------------------------------------------------------------------------
// Settings

function settingsRow(input: QuizSettings) {
  return {
    title: input.title,
    quizType: input.quizType,
    passingScorePercentage: input.passingScorePercentage,
    durationMinutes: input.durationMinutes ?? null,
    randomizeQuestions: input.randomizeQuestions,
    randomizeAnswerChoices: input.randomizeAnswerChoices,
    questionsToPull: input.questionsToPull ?? null,
  };
}

/** A new quiz has no questions, so it may not pull any yet (the pull is set once questions exist). */
export async function createQuiz(input: QuizSettings, actor: AuditActor): Promise<{ ok: true; quizId: string } | Refused> {
  if (input.questionsToPull) return { ok: false, reason: "invalid", problems: [QUIZ_MESSAGES.pullTooMany(input.questionsToPull, 0)] };
  return getDb().transaction(async (tx) => {
    const [row] = await tx.insert(quizzes).values(settingsRow(input)).returning();
    await recordAudit(tx, { actor, action: "quiz.create", entityType: "quiz", entityId: row.id, after: settingsRow(input) });
    return { ok: true as const, quizId: row.id };
  });
}

/** The columns the quiz settings form edits (settingsRow's keys): its version is theirs (decision 0085). */
const QUIZ_SETTINGS_EDIT = editFields<typeof quizzes.$inferSelect>()([
  "title",
  "quizType",
  "passingScorePercentage",
  "durationMinutes",
  "randomizeQuestions",
  "randomizeAnswerChoices",
  "questionsToPull",
]);
export const quizSettingsVersion = QUIZ_SETTINGS_EDIT.version;

/** Saves the settings (the quiz row locked); a stale form (decision 0085) writes nothing. */
export async function updateQuizSettings(quizId: string, input: QuizSettings, actor: AuditActor): Promise<{ ok: true } | Refused>;
export async function updateQuizSettings(
  quizId: string,
  input: QuizSettings,
  actor: AuditActor,
  version: string | null,
): Promise<{ ok: true } | Refused | StaleEdit>;
export async function updateQuizSettings(
  quizId: string,
  input: QuizSettings,
  actor: AuditActor,
  version?: string | null,
): Promise<{ ok: true } | Refused | StaleEdit> {
  return inQuizTransaction(quizId, async (tx) => {
    const [before] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId));
    const stale = QUIZ_SETTINGS_EDIT.stale(version, before);
    if (stale) return stale;
    const next = settingsRow(input);
    await tx
      .update(quizzes)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(quizzes.id, quizId));
    await assertBankValid(tx, quizId);
    await recordAudit(tx, { actor, action: "quiz.update", entityType: "quiz", entityId: quizId, ...changedFields(before, next) });
    return { ok: true as const };
  });
}

export const QUIZ_DELETE_MESSAGES = {
  inUse: "This quiz is used by a course. Remove it from the course first.",
  hasAttempts: "Learners have taken this quiz, so it cannot be deleted: their results would be lost.",
} as const;

export async function deleteQuiz(quizId: string, actor: AuditActor): Promise<{ ok: true } | Refused> {
  return inQuizTransaction(quizId, async (tx) => {
    if ((await coursesUsing(tx, quizId)).length > 0) throw new Refusal([QUIZ_DELETE_MESSAGES.inUse]);
    const [attempts] = await tx.select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.quizId, quizId));
    if (Number(attempts?.n ?? 0) > 0) throw new Refusal([QUIZ_DELETE_MESSAGES.hasAttempts]);
    const [before] = await tx.delete(quizzes).where(eq(quizzes.id, quizId)).returning();
    await recordAudit(tx, {
      actor,
      action: "quiz.delete",
      entityType: "quiz",
      entityId: quizId,
      before: { title: before.title, quizType: before.quizType },
    });
    return { ok: true as const };
  });
}

// ---------------------------------------------------------------------------------------------
// Sections

/** The columns an existing section's form edits (title, order, questions to pull): its version is theirs (decision 0085). */
const QUIZ_SECTION_EDIT = editFields<typeof quizSections.$inferSelect>()(["title", "orderIndex", "questionsToPull"]);
export const quizSectionVersion = QUIZ_SECTION_EDIT.version;

/**
 * Adds a section (`sectionId` null) or saves one, under the quiz's lock, which every write to its
 * sections and questions takes first. Only a save with a form's version (decision 0085) can be
 * refused as stale: then nothing is written.
 */
export async function saveSection(
  quizId: string,
  sectionId: string | null,
  input: SectionInput,
  actor: AuditActor,
): Promise<{ ok: true; sectionId: string } | Refused>;
export async function saveSection(
  quizId: string,
  sectionId: string | null,
  input: SectionInput,
  actor: AuditActor,
  version: string | null,
): Promise<{ ok: true; sectionId: string } | Refused | StaleEdit>;
export async function saveSection(
  quizId: string,
  sectionId: string | null,
  input: SectionInput,
  actor: AuditActor,
  version?: string | null,
): Promise<{ ok: true; sectionId: string } | Refused | StaleEdit> {
  if (sectionId !== null && !isUuid(sectionId)) return NOT_FOUND;
  return inQuizTransaction(quizId, async (tx) => {
    const values = { title: input.title, questionsToPull: input.questionsToPull ?? null };
    let id = sectionId;
    if (id === null) {
      const [last] = await tx
        .select({ max: sql<number | null>`max(${quizSections.orderIndex})` })
        .from(quizSections)
        .where(eq(quizSections.quizId, quizId));
      const [row] = await tx
        .insert(quizSections)
        .values({ quizId, ...values, orderIndex: input.orderIndex ?? (last?.max ?? -1) + 1 })
        .returning();
      id = row.id;
      await recordAudit(tx, {
        actor,
        action: "quiz.section.create",
        entityType: "quiz_section",
        entityId: id,
        after: { quizId, ...values },
      });
    } else {
      const [before] = await tx
        .select()
        .from(quizSections)
        .where(and(eq(quizSections.id, id), eq(quizSections.quizId, quizId)));
      if (!before) throw new Refusal([]);
      const stale = QUIZ_SECTION_EDIT.stale(version, before);
      if (stale) return stale;
      const next = { ...values, orderIndex: input.orderIndex ?? before.orderIndex };
      await tx.update(quizSections).set(next).where(eq(quizSections.id, id));
      await recordAudit(tx, {
        actor,
        action: "quiz.section.update",
        entityType: "quiz_section",
        entityId: id,
        ...changedFields(before, next),
      });
    }
    await assertBankValid(tx, quizId);
    return { ok: true as const, sectionId: id };
  });
}

/** Its questions stay in the quiz without a section. */
export async function deleteSection(quizId: string, sectionId: string, actor: AuditActor): Promise<{ ok: true } | Refused> {
  if (!isUuid(sectionId)) return NOT_FOUND;
  return inQuizTransaction(quizId, async (tx) => {
    const [before] = await tx
      .delete(quizSections)
      .where(and(eq(quizSections.id, sectionId), eq(quizSections.quizId, quizId)))
      .returning();
    if (!before) throw new Refusal([]);
    await assertBankValid(tx, quizId);
    await recordAudit(tx, {
      actor,
      action: "quiz.section.delete",
      entityType: "quiz_section",
      entityId: sectionId,
      before: { title: before.title, questionsToPull: before.questionsToPull },
    });
    return { ok: true as const };
  });
}

// ---------------------------------------------------------------------------------------------
// Questions

/** Shown to a learner at least once: in any attempt's stored order, or answered. */
async function questionUsed(tx: Tx, questionId: string): Promise<boolean> {
  const [row] = await rows<{ used: boolean }>(
    sql`
    select exists (select 1 from quiz_responses where question_id = ${questionId})
        or exists (select 1 from quiz_attempts where question_order @> ${JSON.stringify([{ questionId }])}::jsonb) as used`,
    tx,
  );
  return Boolean(row?.used);
}

async function validSectionId(tx: Tx, quizId: string, sectionId: string): Promise<string | null> {
  if (!sectionId) return null;
  if (!isUuid(sectionId)) throw new Refusal([QUIZ_MESSAGES.sectionInvalid]);
  const [row] = await tx
    .select({ id: quizSections.id })
    .from(quizSections)
    .where(and(eq(quizSections.id, sectionId), eq(quizSections.quizId, quizId)));
  if (!row) throw new Refusal([QUIZ_MESSAGES.sectionInvalid]);
  return row.id;
}

function questionValues(input: QuestionInput) {
  return {
    questionText: sanitizeRichText(input.questionText),
    choiceA: input.choiceA,
    choiceB: input.choiceB,
    choiceC: input.choiceC || null,
    choiceD: input.choiceD || null,
    correctAnswer: input.correctAnswer,
    explanation: input.explanation ? sanitizeRichText(input.explanation) : null,
  };
}

async function nextOrder(tx: Tx, quizId: string): Promise<number> {
  const [last] = await tx
    .select({ max: sql<number | null>`max(${quizQuestions.orderIndex})` })
    .from(quizQuestions)
    .where(active(quizId));
  return (last?.max ?? -1) + 1;
}

export async function createQuestion(
  quizId: string,
  input: QuestionInput,
  actor: AuditActor,
): Promise<{ ok: true; questionId: string } | Refused> {
  return inQuizTransaction(quizId, async (tx) => {
    const sectionId = await validSectionId(tx, quizId, input.sectionId);
    const values = { ...questionValues(input), sectionId, orderIndex: input.orderIndex ?? (await nextOrder(tx, quizId)) };
    const [row] = await tx
      .insert(quizQuestions)
      .values({ quizId, ...values })
      .returning();
    await assertBankValid(tx, quizId);
    await recordAudit(tx, {
      actor,
      action: "quiz.question.create",
      entityType: "quiz_question",
      entityId: row.id,
      after: { quizId, ...values },
    });
    return { ok: true as const, questionId: row.id };
  });
}

/**
 * Adds imported questions (decision 0044) after the bank's last, in the file's order, in one
 * transaction: every section must still belong to the quiz and the bank must stay valid, or nothing
 * is added.
 */
export async function importQuestions(
  quizId: string,
  inputs: readonly QuestionInput[],
  actor: AuditActor,
): Promise<{ ok: true; count: number } | Refused> {
  return inQuizTransaction(quizId, async (tx) => {
    const start = await nextOrder(tx, quizId);
    const values = [];
    for (const [i, input] of inputs.entries()) {
      values.push({
        quizId,
        ...questionValues(input),
        sectionId: await validSectionId(tx, quizId, input.sectionId),
        orderIndex: start + i,
      });
    }
    if (values.length > 0) await tx.insert(quizQuestions).values(values);
    await assertBankValid(tx, quizId);
    await recordAudit(tx, {
      actor,
      action: "quiz.question.import",
      entityType: "quiz",
      entityId: quizId,
      details: { count: values.length },
    });
    return { ok: true as const, count: values.length };
  });
}

async function activeQuestion(tx: Tx, quizId: string, questionId: string) {
  if (!isUuid(questionId)) throw new Refusal([]);
  const [row] = await tx
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.id, questionId), active(quizId)));
  if (!row) throw new Refusal([]);
  return row;
}

export type QuestionSaved = { ok: true; questionId: string; historyKept: boolean };

/**
 * Saves an edit. A question learners have been shown is retired and replaced by a new row with the
 * edit (`historyKept`), so their attempts keep what they saw; otherwise it is updated in place.
 */
/** The columns the question form edits: its version is theirs (decision 0085). */
const QUESTION_EDIT = editFields<typeof quizQuestions.$inferSelect>()([
  "questionText",
  "choiceA",
  "choiceB",
  "choiceC",
  "choiceD",
  "correctAnswer",
  "explanation",
  "sectionId",
  "orderIndex",
]);
export const questionVersion = QUESTION_EDIT.version;

/** A form posted to a question another save replaced (decision 0031): what differs in the question now in its place, its version and id. */
export type ReplacedQuestion = StaleEdit & { replacedBy: string };

/** The active question a retired one was replaced by, following the chain of edits (`replaces_question_id`); null when the last was deleted. */
async function replacementOf(executor: Db | Tx, quizId: string, questionId: string) {
  let id = questionId;
  // Each edit of an active question adds one link; the bound only guards against a loop in bad data.
  for (let hop = 0; hop < 1000; hop++) {
    const [next] = await executor
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.replacesQuestionId, id)));
    if (!next) return null;
    if (!next.retiredAt) return next;
    id = next.id;
  }
  return null;
}

export async function updateQuestion(
  quizId: string,
  questionId: string,
  input: QuestionInput,
  actor: AuditActor,
): Promise<QuestionSaved | Refused>;
export async function updateQuestion(
  quizId: string,
  questionId: string,
  input: QuestionInput,
  actor: AuditActor,
  version: string | null,
): Promise<QuestionSaved | Refused | StaleEdit | ReplacedQuestion>;
/**
 * Only a call with a form's version (decision 0085) can be refused as stale. A form posted to a
 * question that was replaced since it was opened (saved after learners answered it) is refused the
 * same way, against the question now in its place (`replacedBy`): nothing is written.
 */
export async function updateQuestion(
  quizId: string,
  questionId: string,
  input: QuestionInput,
  actor: AuditActor,
  version?: string | null,
): Promise<QuestionSaved | Refused | StaleEdit | ReplacedQuestion> {
  return inQuizTransaction(quizId, async (tx) => {
    if (!isUuid(questionId)) throw new Refusal([]);
    // Read under the quiz's lock, which every write to its questions takes first.
    const [found] = await tx
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId)));
    if (!found) throw new Refusal([]);
    let before = found;
    if (found.retiredAt) {
      // Saved by someone else after learners had answered it, so a new question took its place, or
      // deleted. A form is checked against the question now in its place: refused with what changed
      // and that question's version, or (posting that version, a deliberate second save) saved to it.
      // A deleted question, or a call without a form's version, is not found.
      const current = version ? await replacementOf(tx, quizId, questionId) : null;
      if (!current) throw new Refusal([]);
      const stale = QUESTION_EDIT.stale(version, current);
      if (stale) return { ...stale, replacedBy: current.id };
      before = current;
    }
    const stale = QUESTION_EDIT.stale(version, before);
    if (stale) return stale;
    const id = before.id;
    const sectionId = await validSectionId(tx, quizId, input.sectionId);
    const next = { ...questionValues(input), sectionId, orderIndex: input.orderIndex ?? before.orderIndex };
    const diff = changedFields(before, next);
    if (Object.keys(diff.after).length === 0) return { ok: true as const, questionId: id, historyKept: false };
    let savedId = id;
    const historyKept = await questionUsed(tx, id);
    if (historyKept) {
      const now = new Date();
      await tx.update(quizQuestions).set({ retiredAt: now, updatedAt: now }).where(eq(quizQuestions.id, id));
      const [row] = await tx
        .insert(quizQuestions)
        .values({ quizId, ...next, replacesQuestionId: id })
        .returning();
      savedId = row.id;
    } else {
      await tx
        .update(quizQuestions)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(quizQuestions.id, id));
    }
    await assertBankValid(tx, quizId);
    await recordAudit(tx, {
      actor,
      action: "quiz.question.update",
      entityType: "quiz_question",
      entityId: savedId,
      ...diff,
      details: historyKept ? { replacesQuestionId: id, historyKept: true } : undefined,
    });
    return { ok: true as const, questionId: savedId, historyKept };
  });
}

export async function duplicateQuestion(
  quizId: string,
  questionId: string,
  actor: AuditActor,
): Promise<{ ok: true; questionId: string } | Refused> {
  return inQuizTransaction(quizId, async (tx) => {
    const source = await activeQuestion(tx, quizId, questionId);
    // The copy goes right after its source: later questions move down one place.
    await tx
      .update(quizQuestions)
      .set({ orderIndex: sql`${quizQuestions.orderIndex} + 1` })
      .where(and(active(quizId), sql`${quizQuestions.orderIndex} > ${source.orderIndex}`));
    const { id: _id, createdAt: _c, updatedAt: _u, retiredAt: _r, replacesQuestionId: _p, ...copy } = source;
    const [row] = await tx
      .insert(quizQuestions)
      .values({ ...copy, orderIndex: source.orderIndex + 1 })
      .returning();
    await assertBankValid(tx, quizId);
    await recordAudit(tx, {
      actor,
      action: "quiz.question.duplicate",
      entityType: "quiz_question",
      entityId: row.id,
      details: { sourceQuestionId: questionId },
    });
    return { ok: true as const, questionId: row.id };
  });
}

export async function deleteQuestion(
  quizId: string,
  questionId: string,
  actor: AuditActor,
): Promise<{ ok: true; historyKept: boolean } | Refused> {
  return inQuizTransaction(quizId, async (tx) => {
    const before = await activeQuestion(tx, quizId, questionId);
    const historyKept = await questionUsed(tx, questionId);
    if (historyKept) {
      const now = new Date();
      await tx.update(quizQuestions).set({ retiredAt: now, updatedAt: now }).where(eq(quizQuestions.id, questionId));
    } else {
      await tx.delete(quizQuestions).where(eq(quizQuestions.id, questionId));
    }
    await assertBankValid(tx, quizId);
    await recordAudit(tx, {
      actor,
      action: "quiz.question.delete",
      entityType: "quiz_question",
      entityId: questionId,
      before: { questionText: before.questionText, correctAnswer: before.correctAnswer, sectionId: before.sectionId },
      details: { historyKept },
    });
    return { ok: true as const, historyKept };
  });
}

/** Moves a question one place up or down among the quiz's questions (the editor's order). */
export async function moveQuestion(
  quizId: string,
  questionId: string,
  direction: "up" | "down",
  actor: AuditActor,
): Promise<{ ok: true } | Refused> {
  return inQuizTransaction(quizId, async (tx) => {
    await activeQuestion(tx, quizId, questionId);
    const editor = await getQuizEditor(quizId, tx as unknown as Db);
    const ids = editor?.questions.map((q) => q.id) ?? [];
    // At either end the order stays as it is (and is renumbered all the same).
    const next = moveInOrder(ids, questionId, direction) ?? ids;
    // Renumber the whole bank in the new order: simple, and repairs gaps or ties.
    for (const [index, id] of next.entries()) {
      await tx.update(quizQuestions).set({ orderIndex: index }).where(eq(quizQuestions.id, id));
    }
    await recordAudit(tx, {
      actor,
      action: "quiz.question.move",
      entityType: "quiz_question",
      entityId: questionId,
      details: { direction },
    });
    return { ok: true as const };
  });
}

/**
 * One active question of the quiz for the editor, with whether learners have answered it. A question
 * replaced by an edit (decision 0031) is edited as the question now in its place (`replaced`), so a
 * form opened on it, or refused as stale (decision 0085), shows and saves that question.
 */
export async function getQuestionForEdit(quizId: string, questionId: string) {
  if (!isUuid(quizId) || !isUuid(questionId)) return null;
  const db = getDb();
  const [found] = await db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId)));
  const row = found?.retiredAt ? await replacementOf(db, quizId, questionId) : found;
  if (!row) return null;
  const [used] = await rows<{ used: boolean }>(
    sql`
    select exists (select 1 from quiz_responses where question_id = ${row.id})
        or exists (select 1 from quiz_attempts where question_order @> ${JSON.stringify([{ questionId: row.id }])}::jsonb) as used`,
    db,
  );
  return { ...row, answered: Boolean(used?.used), replaced: row.id !== questionId };
}

export async function getQuizSummary(quizId: string) {
  if (!isUuid(quizId)) return null;
  const db = getDb();
  const [quiz] = await db.select({ id: quizzes.id, title: quizzes.title }).from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) return null;
  const sections = await db
    .select({ id: quizSections.id, title: quizSections.title })
    .from(quizSections)
    .where(eq(quizSections.quizId, quizId))
    .orderBy(asc(quizSections.orderIndex));
  return { ...quiz, sections };
}

// ---------------------------------------------------------------------------------------------
// Courses

export const QUIZ_LINK_MESSAGES = {
  courseMissing: "Choose a course",
  alreadyLinked: "This quiz is already that course’s final exam.",
  notFinalExam: "Only a final exam can be a course’s final exam. This quiz is a lesson quiz.",
} as const;

/** Every course, for the "use as final exam" choice. */
export async function listCourseChoices() {
  return getDb().select({ id: courses.id, title: courses.title, status: courses.status }).from(courses).orderBy(asc(courses.title));
}

/** Makes the quiz a final exam of the course (after every lesson item). Lesson quizzes are placed from the course editor. */
export async function linkFinalExam(quizId: string, courseId: string, actor: AuditActor): Promise<{ ok: true } | Refused> {
  if (!isUuid(courseId)) return { ok: false, reason: "invalid", problems: [QUIZ_LINK_MESSAGES.courseMissing] };
  return inQuizTransaction(quizId, async (tx) => {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw new Refusal([QUIZ_LINK_MESSAGES.courseMissing]);
    const [quiz] = await tx.select({ quizType: quizzes.quizType }).from(quizzes).where(eq(quizzes.id, quizId));
    if (quiz?.quizType !== "final_exam") throw new Refusal([QUIZ_LINK_MESSAGES.notFinalExam]);
    const [last] = await tx
      .select({ max: sql<number | null>`max(${courseFinalExams.orderIndex})` })
      .from(courseFinalExams)
      .where(eq(courseFinalExams.courseId, courseId));
    const inserted = await tx
      .insert(courseFinalExams)
      .values({ courseId, quizId, orderIndex: (last?.max ?? -1) + 1 })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw new Refusal([QUIZ_LINK_MESSAGES.alreadyLinked]);
    await assertBankValid(tx, quizId);
    await recordAudit(tx, {
      actor,
      action: "quiz.course.link",
      entityType: "quiz",
      entityId: quizId,
      after: { courseId, placement: "final" },
    });
    return { ok: true as const };
  });
}

/** Removes the quiz as the course's final exam. Learners' attempts stay. */
export async function unlinkFinalExam(quizId: string, courseId: string, actor: AuditActor): Promise<{ ok: true } | Refused> {
  if (!isUuid(courseId)) return NOT_FOUND;
  return inQuizTransaction(quizId, async (tx) => {
    const removed = await tx
      .delete(courseFinalExams)
      .where(and(eq(courseFinalExams.quizId, quizId), eq(courseFinalExams.courseId, courseId)))
      .returning();
    if (removed.length === 0) throw new Refusal([]);
    await recordAudit(tx, {
      actor,
      action: "quiz.course.unlink",
      entityType: "quiz",
      entityId: quizId,
      before: { courseId, placement: "final" },
    });
    return { ok: true as const };
  });
}

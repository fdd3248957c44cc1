// The course evaluations as an admin edits them (decision 0041; decision 0031): list, create, settings,
// sections and questions (add, edit, move up/down, delete), the courses using each. Every write is
// one transaction holding the evaluation's row and writes the audit log. History: a question
// learners have answered keeps its wording and type and cannot be deleted; an evaluation with
// responses or linked to a course cannot be deleted; a published evaluation a course uses keeps at
// least one question.
import { and, asc, count, eq, sql } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { recordAudit, type AuditActor } from "~/models/operations/audit.server";
import { editFields, type StaleEdit } from "~/rules/edit-version";
import {
  answeredEditAllowed,
  EVALUATION_MESSAGES,
  type EvaluationQuestionInput,
  type EvaluationSectionInput,
  type EvaluationSettingsInput,
} from "~/rules/evaluation-authoring";
import { sanitizeRichText } from "~/utils/sanitize.server";

const {
  evaluations,
  evaluationSections: sections,
  evaluationQuestions: questions,
  evaluationResponses: responses,
  courseEvaluations,
  courses,
} = schema;

export type Refused = { ok: false; reason: "not_found" } | { ok: false; reason: "refused"; problem: string };
const refused = (problem: string): Refused => ({ ok: false, reason: "refused", problem });
const NOT_FOUND: Refused = { ok: false, reason: "not_found" };

export async function listEvaluations() {
  const db = getDb();
  // Qualified: inside the subqueries a bare "id" would be the subquery's own row's.
  const id = sql`${evaluations}.id`;
  return db
    .select({
      id: evaluations.id,
      title: evaluations.title,
      status: evaluations.status,
      sections: sql<number>`(select count(*)::int from ${sections} s where s.evaluation_id = ${id})`,
      questions: sql<number>`(select count(*)::int from ${questions} q join ${sections} s on s.id = q.section_id where s.evaluation_id = ${id})`,
      courses: sql<number>`(select count(*)::int from ${courseEvaluations} c where c.evaluation_id = ${id})`,
      submissions: sql<number>`(select count(distinct (r.user_id, r.course_id))::int from ${responses} r where r.evaluation_id = ${id})`,
    })
    .from(evaluations)
    .orderBy(asc(evaluations.title));
}

export async function createEvaluation(input: EvaluationSettingsInput, actor: AuditActor): Promise<string> {
  return getDb().transaction(async (tx) => {
    const values = {
      title: input.title,
      description: input.description ? sanitizeRichText(input.description) : null,
      status: input.status,
    };
    const [row] = await tx.insert(evaluations).values(values).returning({ id: evaluations.id });
    await recordAudit(tx, {
      actor,
      action: "evaluation.create",
      entityType: "evaluation",
      entityId: row!.id,
      after: { title: input.title },
    });
    return row!.id;
  });
}

export async function getEvaluationEditor(evaluationId: string) {
  const db = getDb();
  const [evaluation] = await db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
  if (!evaluation) return null;
  const [sectionRows, questionRows, courseRows, [submitted]] = await Promise.all([
    db.select().from(sections).where(eq(sections.evaluationId, evaluationId)).orderBy(asc(sections.orderIndex), asc(sections.id)),
    db
      .select({
        id: questions.id,
        sectionId: questions.sectionId,
        questionText: questions.questionText,
        questionType: questions.questionType,
        isRequired: questions.isRequired,
        orderIndex: questions.orderIndex,
        answers: sql<number>`(select count(*)::int from ${responses} r where r.question_id = ${questions.id})`,
      })
      .from(questions)
      .innerJoin(sections, eq(sections.id, questions.sectionId))
      .where(eq(sections.evaluationId, evaluationId))
      .orderBy(asc(questions.orderIndex), asc(questions.id)),
    db
      .select({ id: courses.id, title: courses.title, status: courses.status })
      .from(courseEvaluations)
      .innerJoin(courses, eq(courses.id, courseEvaluations.courseId))
      .where(eq(courseEvaluations.evaluationId, evaluationId))
      .orderBy(asc(courses.title)),
    db
      .select({ n: sql<number>`count(distinct (${responses.userId}, ${responses.courseId}))::int` })
      .from(responses)
      .where(eq(responses.evaluationId, evaluationId)),
  ]);
  return {
    evaluation,
    sections: sectionRows.map((section) => ({ ...section, questions: questionRows.filter((q) => q.sectionId === section.id) })),
    courses: courseRows,
    submissions: submitted?.n ?? 0,
  };
}

async function lockEvaluation(tx: Tx, evaluationId: string) {
  const [row] = await tx.select().from(evaluations).where(eq(evaluations.id, evaluationId)).for("update");
  return row ?? null;
}

/** Is the evaluation published and used by a course? Then it must keep at least one question. */
async function mustKeepQuestions(tx: Tx, evaluationId: string, status: string) {
  if (status !== "published") return false;
  const [used] = await tx.select({ n: count() }).from(courseEvaluations).where(eq(courseEvaluations.evaluationId, evaluationId));
  return (used?.n ?? 0) > 0;
}

async function questionCount(tx: Tx, evaluationId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(questions)
    .innerJoin(sections, eq(sections.id, questions.sectionId))
    .where(eq(sections.evaluationId, evaluationId));
  return row?.n ?? 0;
}

/** The columns the evaluation settings form edits: its version is theirs (decision 0085). */
const EVALUATION_EDIT = editFields<typeof evaluations.$inferSelect>()(["title", "description", "status"]);
export const evaluationVersion = EVALUATION_EDIT.version;

/** Saves the settings under the evaluation's lock; a stale form (decision 0085, only with a version) writes nothing. */
export async function updateEvaluationSettings(
  evaluationId: string,
  input: EvaluationSettingsInput,
  actor: AuditActor,
  version?: string | null,
) {
  return getDb().transaction(async (tx): Promise<{ ok: true } | Refused | StaleEdit> => {
    const current = await lockEvaluation(tx, evaluationId);
    if (!current) return NOT_FOUND;
    const stale = EVALUATION_EDIT.stale(version, current);
    if (stale) return stale;
    if ((await mustKeepQuestions(tx, evaluationId, input.status)) && (await questionCount(tx, evaluationId)) === 0) {
      return refused(EVALUATION_MESSAGES.noQuestions);
    }
    const values = {
      title: input.title,
      description: input.description ? sanitizeRichText(input.description) : null,
      status: input.status,
    };
    await tx
      .update(evaluations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(evaluations.id, evaluationId));
    await recordAudit(tx, {
      actor,
      action: "evaluation.update",
      entityType: "evaluation",
      entityId: evaluationId,
      before: { title: current.title, status: current.status },
      after: { title: values.title, status: values.status },
    });
    return { ok: true };
  });
}

export async function deleteEvaluation(evaluationId: string, actor: AuditActor) {
  return getDb().transaction(async (tx): Promise<{ ok: true } | Refused> => {
    const current = await lockEvaluation(tx, evaluationId);
    if (!current) return NOT_FOUND;
    const [used] = await tx.select({ n: count() }).from(courseEvaluations).where(eq(courseEvaluations.evaluationId, evaluationId));
    if ((used?.n ?? 0) > 0) return refused(EVALUATION_MESSAGES.inUse);
    const [answered] = await tx.select({ n: count() }).from(responses).where(eq(responses.evaluationId, evaluationId));
    if ((answered?.n ?? 0) > 0) return refused(EVALUATION_MESSAGES.hasResponses);
    await tx.delete(evaluations).where(eq(evaluations.id, evaluationId));
    await recordAudit(tx, {
      actor,
      action: "evaluation.delete",
      entityType: "evaluation",
      entityId: evaluationId,
      before: { title: current.title },
    });
    return { ok: true };
  });
}

/** The columns a section's form edits (its order moves with the Up/Down buttons): its version is theirs (decision 0085). */
const EVALUATION_SECTION_EDIT = editFields<typeof sections.$inferSelect>()(["title", "description"]);
export const evaluationSectionVersion = EVALUATION_SECTION_EDIT.version;

/** The columns a question's form edits (its order moves with the Up/Down buttons): its version is theirs (decision 0085). */
const EVALUATION_QUESTION_EDIT = editFields<typeof questions.$inferSelect>()(["questionText", "questionType", "isRequired"]);
export const evaluationQuestionVersion = EVALUATION_QUESTION_EDIT.version;

/**
 * Adds a section (`sectionId` null) or saves one, under the evaluation's lock, which every write to
 * its sections and questions takes first. A stale form (decision 0085, only with a version) writes nothing.
 */
export async function saveSection(
  evaluationId: string,
  sectionId: string | null,
  input: EvaluationSectionInput,
  actor: AuditActor,
  version?: string | null,
) {
  return getDb().transaction(async (tx): Promise<{ ok: true } | Refused | StaleEdit> => {
    if (!(await lockEvaluation(tx, evaluationId))) return NOT_FOUND;
    const values = { title: input.title, description: input.description ?? null };
    if (sectionId) {
      const [current] = await tx
        .select()
        .from(sections)
        .where(and(eq(sections.id, sectionId), eq(sections.evaluationId, evaluationId)));
      if (!current) return refused(EVALUATION_MESSAGES.sectionNotFound);
      const stale = EVALUATION_SECTION_EDIT.stale(version, current);
      if (stale) return stale;
      await tx.update(sections).set(values).where(eq(sections.id, sectionId));
    } else {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${sections.orderIndex}), 0)::int` })
        .from(sections)
        .where(eq(sections.evaluationId, evaluationId));
      await tx.insert(sections).values({ evaluationId, ...values, orderIndex: (last?.max ?? 0) + 1 });
    }
    await recordAudit(tx, { actor, action: "evaluation.section.save", entityType: "evaluation", entityId: evaluationId, after: values });
    return { ok: true };
  });
}

export async function deleteSection(evaluationId: string, sectionId: string, actor: AuditActor) {
  return getDb().transaction(async (tx): Promise<{ ok: true } | Refused> => {
    const current = await lockEvaluation(tx, evaluationId);
    if (!current) return NOT_FOUND;
    const [section] = await tx
      .select()
      .from(sections)
      .where(and(eq(sections.id, sectionId), eq(sections.evaluationId, evaluationId)));
    if (!section) return refused(EVALUATION_MESSAGES.sectionNotFound);
    const [answered] = await tx
      .select({ n: count() })
      .from(responses)
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .where(eq(questions.sectionId, sectionId));
    if ((answered?.n ?? 0) > 0) return refused(EVALUATION_MESSAGES.sectionAnswered);
    const [inSection] = await tx.select({ n: count() }).from(questions).where(eq(questions.sectionId, sectionId));
    if (
      (inSection?.n ?? 0) > 0 &&
      (await mustKeepQuestions(tx, evaluationId, current.status)) &&
      (await questionCount(tx, evaluationId)) === inSection!.n
    ) {
      return refused(EVALUATION_MESSAGES.noQuestions);
    }
    await tx.delete(sections).where(eq(sections.id, sectionId));
    await recordAudit(tx, {
      actor,
      action: "evaluation.section.delete",
      entityType: "evaluation",
      entityId: evaluationId,
      before: { title: section.title },
    });
    return { ok: true };
  });
}

export async function saveQuestion(
  evaluationId: string,
  sectionId: string,
  questionId: string | null,
  input: EvaluationQuestionInput,
  actor: AuditActor,
  version?: string | null,
) {
  return getDb().transaction(async (tx): Promise<{ ok: true } | Refused | StaleEdit> => {
    if (!(await lockEvaluation(tx, evaluationId))) return NOT_FOUND;
    const [section] = await tx
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.id, sectionId), eq(sections.evaluationId, evaluationId)));
    if (!section) return refused(EVALUATION_MESSAGES.sectionNotFound);
    if (questionId) {
      const [current] = await tx
        .select({ questionText: questions.questionText, questionType: questions.questionType, isRequired: questions.isRequired })
        .from(questions)
        .where(and(eq(questions.id, questionId), eq(questions.sectionId, sectionId)));
      if (!current) return refused(EVALUATION_MESSAGES.questionNotFound);
      // Read under the evaluation's lock: a stale form (decision 0085) writes nothing.
      const stale = EVALUATION_QUESTION_EDIT.stale(version, current);
      if (stale) return stale;
      const [answered] = await tx.select({ n: count() }).from(responses).where(eq(responses.questionId, questionId));
      if ((answered?.n ?? 0) > 0 && !answeredEditAllowed(current, input)) return refused(EVALUATION_MESSAGES.answeredChange);
      await tx.update(questions).set(input).where(eq(questions.id, questionId));
      await recordAudit(tx, {
        actor,
        action: "evaluation.question.update",
        entityType: "evaluation",
        entityId: evaluationId,
        details: { questionId },
        before: current,
        after: input,
      });
    } else {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${questions.orderIndex}), 0)::int` })
        .from(questions)
        .where(eq(questions.sectionId, sectionId));
      const [row] = await tx
        .insert(questions)
        .values({ sectionId, ...input, orderIndex: (last?.max ?? 0) + 1 })
        .returning({ id: questions.id });
      await recordAudit(tx, {
        actor,
        action: "evaluation.question.create",
        entityType: "evaluation",
        entityId: evaluationId,
        details: { questionId: row!.id },
        after: input,
      });
    }
    return { ok: true };
  });
}

export async function deleteQuestion(evaluationId: string, questionId: string, actor: AuditActor) {
  return getDb().transaction(async (tx): Promise<{ ok: true } | Refused> => {
    const current = await lockEvaluation(tx, evaluationId);
    if (!current) return NOT_FOUND;
    const [question] = await tx
      .select({ id: questions.id, questionText: questions.questionText })
      .from(questions)
      .innerJoin(sections, eq(sections.id, questions.sectionId))
      .where(and(eq(questions.id, questionId), eq(sections.evaluationId, evaluationId)));
    if (!question) return refused(EVALUATION_MESSAGES.questionNotFound);
    const [answered] = await tx.select({ n: count() }).from(responses).where(eq(responses.questionId, questionId));
    if ((answered?.n ?? 0) > 0) return refused(EVALUATION_MESSAGES.answeredDelete);
    if ((await mustKeepQuestions(tx, evaluationId, current.status)) && (await questionCount(tx, evaluationId)) <= 1) {
      return refused(EVALUATION_MESSAGES.noQuestions);
    }
    await tx.delete(questions).where(eq(questions.id, questionId));
    await recordAudit(tx, {
      actor,
      action: "evaluation.question.delete",
      entityType: "evaluation",
      entityId: evaluationId,
      details: { questionId },
      before: { questionText: question.questionText },
    });
    return { ok: true };
  });
}

/** Moves a section, or a question within its section, one place up or down (renumbering 1…n). */
export async function moveItem(
  evaluationId: string,
  kind: "section" | "question",
  id: string,
  direction: "up" | "down",
  actor: AuditActor,
) {
  return getDb().transaction(async (tx): Promise<{ ok: true } | Refused> => {
    if (!(await lockEvaluation(tx, evaluationId))) return NOT_FOUND;
    let ids: string[];
    if (kind === "section") {
      const rows = await tx
        .select({ id: sections.id })
        .from(sections)
        .where(eq(sections.evaluationId, evaluationId))
        .orderBy(asc(sections.orderIndex), asc(sections.id));
      ids = rows.map((r) => r.id);
    } else {
      const [question] = await tx
        .select({ sectionId: questions.sectionId })
        .from(questions)
        .innerJoin(sections, eq(sections.id, questions.sectionId))
        .where(and(eq(questions.id, id), eq(sections.evaluationId, evaluationId)));
      if (!question) return refused(EVALUATION_MESSAGES.questionNotFound);
      const rows = await tx
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.sectionId, question.sectionId))
        .orderBy(asc(questions.orderIndex), asc(questions.id));
      ids = rows.map((r) => r.id);
    }
    const at = ids.indexOf(id);
    if (at < 0) return refused(kind === "section" ? EVALUATION_MESSAGES.sectionNotFound : EVALUATION_MESSAGES.questionNotFound);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= ids.length) return { ok: true };
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    const table = kind === "section" ? sections : questions;
    for (const [index, rowId] of ids.entries())
      await tx
        .update(table)
        .set({ orderIndex: index + 1 })
        .where(eq(table.id, rowId));
    await recordAudit(tx, {
      actor,
      action: `evaluation.${kind}.move`,
      entityType: "evaluation",
      entityId: evaluationId,
      details: { id, direction },
    });
    return { ok: true };
  });
}

// Evaluation authoring (decision 0041; decision 0031) through the admin's routes: create (a blank title
// refused), add a section with a required star rating and a required written answer, reorder, and
// the player reads exactly that form — the overall rating recognised for its follow-up. History: an
// answered question keeps its wording and type and cannot be deleted; an evaluation a course uses or
// learners submitted cannot be deleted; a published evaluation a course uses keeps a question.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { listEvaluations } from "~/models/assessment/evaluation-admin.server";
import { getEvaluationForm } from "~/models/assessment/evaluation.server";
import { EVALUATION_MESSAGES, EVALUATION_TOASTS } from "~/rules/evaluation-authoring";
import { OVERALL_RATING_QUESTION } from "~/rules/evaluation-form";
import { action as editorAction, loader as editorLoader } from "~/routes/admin+/evaluations.$evaluationId/route";
import { action as createAction } from "~/routes/admin+/evaluations._index/route";
import { QUICK_COURSE_IDS, seed } from "../../db/seed";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { evaluations, courseEvaluations, evaluationResponses } = schema;
let cookie: string;

beforeAll(async () => {
  await seed(getDb());
  cookie = await sessionCookie(await createLearner({ role: "admin" }));
});

const post = (evaluationId: string, fields: Record<string, string>) =>
  reply(() =>
    editorAction({ request: request(`/admin/evaluations/${evaluationId}`, cookie, fields), params: { evaluationId }, context: {} }),
  );
const editor = (evaluationId: string) =>
  editorLoader({ request: request(`/admin/evaluations/${evaluationId}`, cookie), params: { evaluationId }, context: {} });

describe("evaluation authoring", () => {
  it("builds an evaluation the player reads, and keeps answered questions as they were answered", async () => {
    const blank = await reply(() =>
      createAction({ request: request("/admin/evaluations", cookie, { title: " " }), params: {}, context: {} }),
    );
    expect(blank.status).toBe(400);
    const created = await reply(() =>
      createAction({
        request: request("/admin/evaluations", cookie, { title: "Flood Course Evaluation", status: "published" }),
        params: {},
        context: {},
      }),
    );
    expect(created.status).toBe(302);
    expect(created.toast?.title).toBe(EVALUATION_TOASTS.created.title);
    const evaluationId = created.location!.split("/").pop()!;

    expect((await post(evaluationId, { intent: "section", title: "" })).status).toBe(400);
    expect((await post(evaluationId, { intent: "section", title: "Your experience" })).status).toBe(302);
    const sectionId = (await editor(evaluationId)).sections[0]!.id;
    const text = { intent: "question", sectionId, questionText: "What did you learn?", questionType: "open_ended", isRequired: "on" };
    expect((await post(evaluationId, text)).status).toBe(302);
    const star = { intent: "question", sectionId, questionText: OVERALL_RATING_QUESTION, questionType: "star_rating", isRequired: "on" };
    expect((await post(evaluationId, star)).status).toBe(302);
    const bad = await post(evaluationId, { intent: "question", sectionId, questionText: "x", questionType: "essay" });
    expect(bad.status).toBe(400);

    // The star rating first.
    let page = await editor(evaluationId);
    const [written, rating] = page.sections[0]!.questions;
    expect((await post(evaluationId, { intent: "question-up", questionId: rating!.id })).status).toBe(302);
    page = await editor(evaluationId);
    expect(page.sections[0]!.questions.map((q) => q.id)).toEqual([rating!.id, written!.id]);
    expect(page.sections[0]!.questions[0]!.overallRating).toBe(true);

    // The player reads the same form once a course uses it.
    await getDb().delete(courseEvaluations).where(eq(courseEvaluations.courseId, QUICK_COURSE_IDS.courseId));
    await getDb().insert(courseEvaluations).values({ courseId: QUICK_COURSE_IDS.courseId, evaluationId });
    const form = await getEvaluationForm(evaluationId, QUICK_COURSE_IDS.courseId);
    expect(form!.sections[0]!.questions).toEqual([
      expect.objectContaining({ id: rating!.id, questionType: "star_rating", isRequired: true, isOverallRating: true }),
      expect.objectContaining({ id: written!.id, questionType: "open_ended", isRequired: true, isOverallRating: false }),
    ]);

    // Used by a course: cannot be deleted.
    const inUse = await post(evaluationId, { intent: "delete" });
    expect(inUse.status).toBe(400);
    expect(inUse.data.problems).toEqual([EVALUATION_MESSAGES.inUse]);

    // A learner answers the written question: it keeps its wording and type, and stays.
    const learner = await createLearner();
    await getDb()
      .insert(evaluationResponses)
      .values({ userId: learner, courseId: QUICK_COURSE_IDS.courseId, evaluationId, questionId: written!.id, responseText: "Plenty" });
    const reworded = await post(evaluationId, { ...text, questionId: written!.id, questionText: "What did you learn today?" });
    expect(reworded.status).toBe(400);
    expect(reworded.data.problems).toEqual([EVALUATION_MESSAGES.answeredChange]);
    const optional = await post(evaluationId, {
      intent: "question",
      sectionId,
      questionId: written!.id,
      questionText: "What did you learn?",
      questionType: "open_ended",
    });
    expect(optional.status).toBe(302);
    const deleted = await post(evaluationId, { intent: "question-delete", questionId: written!.id });
    expect(deleted.data.problems).toEqual([EVALUATION_MESSAGES.answeredDelete]);
    expect((await post(evaluationId, { intent: "section-delete", sectionId })).data.problems).toEqual([
      EVALUATION_MESSAGES.sectionAnswered,
    ]);
    page = await editor(evaluationId);
    expect(page.sections[0]!.questions[1]).toMatchObject({ questionText: "What did you learn?", isRequired: false, answers: 1 });
    expect(page.submissions).toBe(1);
    const listed = (await listEvaluations()).find((e) => e.id === evaluationId);
    expect(listed).toMatchObject({ title: "Flood Course Evaluation", sections: 1, questions: 2, courses: 1, submissions: 1 });
  });

  it("keeps a question in a published evaluation a course uses, and deletes an unused one", async () => {
    const created = await reply(() =>
      createAction({ request: request("/admin/evaluations", cookie, { title: "Spare" }), params: {}, context: {} }),
    );
    const evaluationId = created.location!.split("/").pop()!;
    await post(evaluationId, { intent: "section", title: "Only" });
    const sectionId = (await editor(evaluationId)).sections[0]!.id;
    await post(evaluationId, { intent: "question", sectionId, questionText: "Anything else?", questionType: "open_ended" });
    const questionId = (await editor(evaluationId)).sections[0]!.questions[0]!.id;
    const [course] = await getDb()
      .insert(schema.courses)
      .values({ title: "Spare Course", slug: `spare-${Date.now()}`, status: "published", courseType: "Continuing Education" })
      .returning();
    await getDb().insert(courseEvaluations).values({ courseId: course!.id, evaluationId });
    const last = await post(evaluationId, { intent: "question-delete", questionId });
    expect(last.data.problems).toEqual([EVALUATION_MESSAGES.noQuestions]);
    await getDb()
      .delete(courseEvaluations)
      .where(and(eq(courseEvaluations.courseId, course!.id), eq(courseEvaluations.evaluationId, evaluationId)));
    expect((await post(evaluationId, { intent: "question-delete", questionId })).status).toBe(302);
    const gone = await post(evaluationId, { intent: "delete" });
    expect(gone.location).toBe("/admin/evaluations");
    expect(gone.toast?.title).toBe(EVALUATION_TOASTS.deleted.title);
    expect(await getDb().select().from(evaluations).where(eq(evaluations.id, evaluationId))).toEqual([]);
  });
});

// "Preview as learner" for a quiz (decision 0046; decision 0031): the same draw an attempt makes (a
// section's pull honoured, shuffled choices posted back as their original letters), scored on the
// server, and nothing recorded — no attempt, response or audit row.
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { createQuestion, createQuiz, saveSection } from "~/models/assessment/quiz-admin.server";
import { action, loader } from "~/routes/admin+/quizzes.$quizId.preview/route";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { auditLog, quizAttempts, quizResponses, quizSections } = schema;
let cookie = "";
let quizId = "";

beforeAll(async () => {
  const adminId = await createLearner({ role: "admin" });
  cookie = await sessionCookie(adminId);
  const actor = { userId: adminId, ipAddress: null };
  const created = await createQuiz(
    {
      title: "Preview exam",
      quizType: "final_exam",
      passingScorePercentage: 50,
      durationMinutes: 30,
      randomizeQuestions: true,
      randomizeAnswerChoices: true,
      questionsToPull: undefined,
    },
    actor,
  );
  if (!created.ok) throw new Error("quiz");
  quizId = created.quizId;
  for (const title of ["Agency", "Contracts"]) {
    await saveSection(quizId, null, { title, questionsToPull: undefined, orderIndex: undefined }, actor);
  }
  const sections = await getDb().select().from(quizSections).where(eq(quizSections.quizId, quizId));
  for (const section of sections) {
    for (const n of [1, 2]) {
      await createQuestion(
        quizId,
        {
          questionText: `<p>${section.title} ${n}</p>`,
          choiceA: "Right",
          choiceB: "Wrong one",
          choiceC: "Wrong two",
          choiceD: "",
          correctAnswer: "A",
          explanation: `<p>Because ${section.title} ${n}</p>`,
          sectionId: section.id,
          orderIndex: undefined,
        },
        actor,
      );
    }
    // Each section draws one of its two questions.
    const pulled = await saveSection(
      quizId,
      section.id,
      { title: section.title, questionsToPull: 1, orderIndex: section.orderIndex },
      actor,
    );
    if (!pulled.ok) throw new Error("pull");
  }
});

const load = async (draw = 1) =>
  (await loader({ request: request(`/admin/quizzes/${quizId}/preview?draw=${draw}`, cookie), params: { quizId }, context: {} })) as Awaited<
    ReturnType<typeof loader>
  >;

const recorded = async () => {
  const [attempts] = await getDb().select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.quizId, quizId));
  const [responses] = await getDb().select({ n: count() }).from(quizResponses);
  const [audits] = await getDb().select({ n: count() }).from(auditLog);
  return [attempts!.n, responses!.n, audits!.n];
};

describe("quiz preview as learner", () => {
  it("draws one question from each section with its choices, the same for the same draw", async () => {
    const first = await load(3);
    expect(first.questions.map((q) => q.sectionTitle)).toEqual(["Agency", "Contracts"]);
    expect(first.questions.every((q) => q.choices.map((c) => c.letter).join("") === "ABC")).toBe(true);
    expect((await load(3)).questions).toEqual(first.questions);
    expect(first.quiz.timeLimit).toBe("Time limit: 30 minutes, not enforced here.");
  });

  it("scores the posted answers by their original letters, ignores anything else, and records nothing", async () => {
    const before = await recorded();
    const { questions } = await load(3);
    const [one, two] = questions;
    const post = (fields: Record<string, string>) =>
      reply(() => action({ request: request(`/admin/quizzes/${quizId}/preview?draw=3`, cookie, fields), params: { quizId }, context: {} }));

    const right = await post({ [`answer-${one!.questionId}`]: "A", [`answer-${two!.questionId}`]: "A" });
    expect(right.data.result).toMatchObject({ correct: 2, total: 2, scorePercentage: 100, passed: true });

    const mixed = await post({ [`answer-${one!.questionId}`]: "B", [`answer-${two!.questionId}`]: "D", "answer-not-drawn": "A" });
    expect(mixed.data.result).toMatchObject({ correct: 0, total: 2, scorePercentage: 0, passed: false });
    expect(mixed.data.result.byQuestion[one!.questionId]).toEqual({ selected: "B", isCorrect: false });
    expect(mixed.data.result.byQuestion[two!.questionId]).toEqual({ selected: null, isCorrect: false }); // D is not a choice
    expect(await recorded()).toEqual(before);
  });

  it("is refused to a learner", async () => {
    const learner = await sessionCookie(await createLearner());
    const refused = await reply(() =>
      loader({ request: request(`/admin/quizzes/${quizId}/preview`, learner), params: { quizId }, context: {} }),
    );
    expect([302, 403]).toContain(refused.status);
  });
});

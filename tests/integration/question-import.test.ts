// Importing quiz questions from a CSV (decision 0044; decision 0031), through the route as the browser
// posts it: the preview reports every bad row by its line and writes nothing; the import adds the
// good rows after the bank's last, in the file's order, with their section, and writes the audit log;
// the text posted back is checked again, so a tampered preview imports nothing it should not.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { createQuestion, createQuiz, saveSection } from "~/models/assessment/quiz-admin.server";
import { action } from "~/routes/admin+/quizzes.$quizId.import/route";
import { QUESTION_IMPORT_MESSAGES } from "~/rules/question-import";
import { QUIZ_MESSAGES } from "~/rules/quiz-authoring";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { auditLog, quizQuestions } = schema;
let adminId = "";
let cookie = "";
let quizId = "";
let sectionId = "";

beforeAll(async () => {
  adminId = await createLearner({ role: "admin" });
  cookie = await sessionCookie(adminId);
  const actor = { userId: adminId, ipAddress: "203.0.113.9" };
  const created = await createQuiz(
    {
      title: "Import test",
      quizType: "final_exam",
      passingScorePercentage: 70,
      durationMinutes: undefined,
      randomizeQuestions: false,
      randomizeAnswerChoices: false,
      questionsToPull: undefined,
    },
    actor,
  );
  if (!created.ok) throw new Error("quiz");
  quizId = created.quizId;
  const section = await saveSection(quizId, null, { title: "Agency", questionsToPull: undefined, orderIndex: undefined }, actor);
  if (!section.ok) throw new Error("section");
  sectionId = (await getDb().select().from(schema.quizSections).where(eq(schema.quizSections.quizId, quizId)))[0]!.id;
  await createQuestion(
    quizId,
    {
      questionText: "<p>Already there</p>",
      choiceA: "a",
      choiceB: "b",
      choiceC: "",
      choiceD: "",
      correctAnswer: "A",
      explanation: "",
      sectionId: "",
      orderIndex: undefined,
    },
    actor,
  );
});

const CSV = [
  "question,choice_a,choice_b,choice_c,choice_d,correct_answer,explanation,section",
  '"Who does a listing agent represent, by default?",The seller,The buyer,,,a,"Agency law.",Agency',
  ",Yes,No,,,A,,",
  "Points at D,Yes,No,,,D,,",
  "Flood zone letter?,A,V,X,,C,,",
  "Unknown place,Yes,No,,,A,,Escrow",
].join("\n");

function post(fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return reply(() =>
    action({
      request: new Request(`http://localhost/admin/quizzes/${quizId}/import`, { method: "POST", headers: { Cookie: cookie }, body: form }),
      params: { quizId },
      context: {},
    }),
  );
}

const bank = () =>
  getDb()
    .select({
      text: quizQuestions.questionText,
      sectionId: quizQuestions.sectionId,
      order: quizQuestions.orderIndex,
      correct: quizQuestions.correctAnswer,
    })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId)))
    .orderBy(asc(quizQuestions.orderIndex));

describe("question import", () => {
  it("previews every row with its fate and writes nothing", async () => {
    const preview = await post({ intent: "preview", file: new File([CSV], "exam.csv", { type: "text/csv" }) });
    expect(preview.status).toBe(200);
    expect(preview.data.preview.rows).toEqual([
      { line: 2, question: "Who does a listing agent represent, by default?", section: "Agency", problems: [] },
      { line: 3, question: "", section: "", problems: [QUIZ_MESSAGES.questionRequired] },
      { line: 4, question: "Points at D", section: "", problems: [QUIZ_MESSAGES.correctMissing] },
      { line: 5, question: "Flood zone letter?", section: "", problems: [] },
      { line: 6, question: "Unknown place", section: "Escrow", problems: [QUESTION_IMPORT_MESSAGES.unknownSection("Escrow")] },
    ]);
    expect(preview.data.preview.csv).toBe(CSV);
    expect(await bank()).toHaveLength(1);
  });

  it("refuses a file that is not CSV and one without the required headers, with their messages", async () => {
    const notCsv = await post({ intent: "preview", file: new File(["%PDF-1.7"], "exam.pdf", { type: "application/pdf" }) });
    expect(notCsv).toMatchObject({ status: 400, toast: { description: QUESTION_IMPORT_MESSAGES.notCsv } });
    const headers = await post({ intent: "preview", file: new File(["question,answer\nx,y"], "exam.csv", { type: "text/csv" }) });
    expect(headers.status).toBe(400);
    expect(headers.toast?.description).toBe(QUESTION_IMPORT_MESSAGES.missingHeaders(["choice_a", "choice_b", "correct_answer"]));
    const nothing = await post({ intent: "preview" });
    expect(nothing.toast?.description).toBe(QUESTION_IMPORT_MESSAGES.noFile);
  });

  it("imports the good rows after the last question, in order, with their section, and reports the skipped lines", async () => {
    const imported = await post({ intent: "import", csv: CSV, fileName: "exam.csv" });
    expect(imported.status).toBe(302);
    expect(imported.location).toBe(`/admin/quizzes/${quizId}`);
    expect(imported.toast).toMatchObject({ title: "2 questions imported", description: "3 rows skipped (lines 3, 4, 6)." });
    const rows = await bank();
    expect(rows.map((r) => [r.text, r.sectionId, r.order, r.correct])).toEqual([
      ["<p>Already there</p>", null, 0, "A"],
      ["<p>Who does a listing agent represent, by default?</p>", sectionId, 1, "A"],
      ["<p>Flood zone letter?</p>", null, 2, "C"],
    ]);
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "quiz.question.import"), eq(auditLog.entityId, quizId)));
    expect(audit?.details).toMatchObject({ count: 2 });
  });

  it("checks the posted-back text again: a tampered row is skipped, a file with no good row imports nothing", async () => {
    const tampered = CSV.split("\n").slice(0, 1).concat(["<script>x</script>,Yes,No,,,Z,,"]).join("\n");
    const refused = await post({ intent: "import", csv: tampered });
    expect(refused).toMatchObject({ status: 400, toast: { description: QUESTION_IMPORT_MESSAGES.nothingToImport } });
    expect(await bank()).toHaveLength(3);
  });

  it("is refused to a learner", async () => {
    const learner = await sessionCookie(await createLearner());
    const refused = await reply(() =>
      action({
        request: request(`/admin/quizzes/${quizId}/import`, learner, { intent: "import", csv: CSV }),
        params: { quizId },
        context: {},
      }),
    );
    expect([302, 403]).toContain(refused.status);
    expect(await bank()).toHaveLength(3);
  });
});

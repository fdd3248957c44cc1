// Decision 0055: a NUL byte in an imported file is handled as in a typed form field (dropped by
// storableText), whichever way the file arrives. The quiz question CSV imported directly (the file
// posted with intent=import) gave a 500 — PostgreSQL cannot store U+0000 — while the preview, whose
// text comes back through a form field, stripped it. The company users CSV uses the same function.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { createQuiz } from "~/models/assessment/quiz-admin.server";
import { action as questionImport } from "~/routes/admin+/quizzes.$quizId.import/route";
import { action as userUpload } from "~/routes/company-dashboard+/users.import._index";
import { loader as userPreview } from "~/routes/company-dashboard+/users.import.$importId";
import { createLearner, reply, request, sessionCookie } from "../learners";

const { quizQuestions, companies } = schema;
const HEADER = "question,choice_a,choice_b,choice_c,choice_d,correct_answer,explanation,section";

let cookie = "";
let adminId = "";
beforeAll(async () => {
  adminId = await createLearner({ role: "admin" });
  cookie = await sessionCookie(adminId);
});

async function quiz() {
  const created = await createQuiz(
    {
      title: `NUL quiz ${Date.now()}`,
      quizType: "regular",
      passingScorePercentage: 70,
      durationMinutes: undefined,
      randomizeQuestions: false,
      randomizeAnswerChoices: false,
      questionsToPull: undefined,
    },
    { userId: adminId, ipAddress: "203.0.113.9" },
  );
  if (!created.ok) throw new Error("quiz");
  return created.quizId;
}

function postQuestions(quizId: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return reply(() =>
    questionImport({
      request: new Request(`http://localhost/admin/quizzes/${quizId}/import`, { method: "POST", headers: { Cookie: cookie }, body: form }),
      params: { quizId },
      context: {},
    }),
  );
}

const questions = (quizId: string) =>
  getDb()
    .select({ text: quizQuestions.questionText, a: quizQuestions.choiceA, explanation: quizQuestions.explanation })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId)))
    .orderBy(asc(quizQuestions.orderIndex));

const CSV = [HEADER, "Flood\u0000 zone letter?,A\u0000,V,,,A,Because\u0000.,"].join("\n");

describe("a NUL byte in a quiz question CSV", () => {
  it("imported directly: 302, the question stored without it", async () => {
    const quizId = await quiz();
    const answer = await postQuestions(quizId, { intent: "import", file: new File([CSV], "q.csv", { type: "text/csv" }) });
    expect(answer.status).toBe(302);
    expect(await questions(quizId)).toEqual([{ text: "<p>Flood zone letter?</p>", a: "A", explanation: "<p>Because.</p>" }]);
  });

  it("previewed, then imported from the preview: the same text, the same question", async () => {
    const quizId = await quiz();
    const preview = await postQuestions(quizId, { intent: "preview", file: new File([CSV], "q.csv", { type: "text/csv" }) });
    expect(preview.status).toBe(200);
    expect(preview.data.preview.csv).not.toContain("\u0000");
    expect(preview.data.preview.rows[0].question).toBe("Flood zone letter?");
    const answer = await postQuestions(quizId, { intent: "import", csv: preview.data.preview.csv, fileName: "q.csv" });
    expect(answer.status).toBe(302);
    expect(await questions(quizId)).toEqual([{ text: "<p>Flood zone letter?</p>", a: "A", explanation: "<p>Because.</p>" }]);
  });
});

describe("a NUL byte in a company users CSV", () => {
  it("is dropped as in a form field: the preview shows the names without it", async () => {
    const [company] = await getDb()
      .insert(companies)
      .values({ name: `NUL Realty ${Date.now()}`, allowedUserSeats: 10 })
      .returning({ id: companies.id });
    const admin = await createLearner({ companyId: company!.id, role: "company_admin" });
    const adminCookie = await sessionCookie(admin);
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new File(["first_name,last_name,email\nAn\u0000n,Lee,ann-nul@import.test\n"], "agents.csv", { type: "text/csv" }));
    const uploaded = await reply(() =>
      userUpload({
        request: new Request("http://localhost/company-dashboard/users/import", {
          method: "POST",
          headers: { Cookie: adminCookie },
          body: form,
        }),
        params: {},
        context: {},
      }),
    );
    expect(uploaded.status).toBe(302);
    const importId = uploaded.location!.split("/").pop()!;
    const shown = await reply(() =>
      userPreview({ request: request(`/company-dashboard/users/import/${importId}`, adminCookie), params: { importId }, context: {} }),
    );
    expect(JSON.stringify(shown.data)).toContain("Ann");
    expect(JSON.stringify(shown.data)).not.toContain("\\u0000");
  });
});

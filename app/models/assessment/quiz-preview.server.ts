// "Preview as learner" for a quiz (decision 0046; decision 0031): the questions an attempt would draw —
// the same seeded draw (sections and pull counts honoured, questions and choices shuffled when the
// quiz says so), the learner's wording and choice letters — and its score, computed and thrown away.
// Nothing is stored: no attempt, no response, no audit row.
import { and, eq, isNull } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { isUuid } from "~/rules/ids";
import { scoreAttempt } from "~/rules/quiz-scoring";
import { ANSWER_LETTERS, buildQuestionOrder, type AnswerLetter } from "~/rules/quiz-shuffle";
import { sanitizeRichText } from "~/utils/sanitize.server";

const { quizQuestions, quizSections, quizzes } = schema;

export type PreviewQuestion = {
  questionId: string;
  number: number;
  sectionTitle: string | null;
  questionHtml: string;
  /** In display order: the letter shown, the original letter posted back, the text. */
  choices: { letter: AnswerLetter; value: AnswerLetter; text: string }[];
  correct: AnswerLetter;
  explanationHtml: string;
};

/** The quiz and the questions draw number `draw` gives (a preview "attempt"), or null. */
export async function getQuizPreview(quizId: string, draw: number) {
  if (!isUuid(quizId)) return null;
  const db = getDb();
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) return null;
  const [sections, questions] = await Promise.all([
    db.select().from(quizSections).where(eq(quizSections.quizId, quizId)),
    db
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quizId), isNull(quizQuestions.retiredAt))),
  ]);
  const order = buildQuestionOrder(quiz, sections, questions, { userId: "admin-preview", quizId, attemptNumber: draw });
  const byId = new Map(questions.map((q) => [q.id, q]));
  const sectionTitle = new Map(sections.map((s) => [s.id, s.title]));
  const drawn: PreviewQuestion[] = order.map((entry, index) => {
    const question = byId.get(entry.questionId)!;
    const text = { A: question.choiceA, B: question.choiceB, C: question.choiceC, D: question.choiceD };
    return {
      questionId: question.id,
      number: index + 1,
      sectionTitle: question.sectionId ? (sectionTitle.get(question.sectionId) ?? null) : null,
      questionHtml: sanitizeRichText(question.questionText),
      choices: entry.choices.map((original, i) => ({ letter: ANSWER_LETTERS[i]!, value: original, text: text[original] ?? "" })),
      correct: question.correctAnswer as AnswerLetter,
      explanationHtml: sanitizeRichText(question.explanation ?? ""),
    };
  });
  return { quiz, questions: drawn };
}

/** Scores posted answers (original letters by question id) against a draw; unanswered count as wrong. */
export function scorePreview(questions: readonly PreviewQuestion[], answers: Record<string, string>, passingScore: number | null) {
  const score = scoreAttempt(
    questions.map((q) => {
      const picked = answers[q.questionId];
      const valid = q.choices.some((c) => c.value === picked) ? (picked as AnswerLetter) : null;
      return { questionId: q.questionId, sectionId: null, correctAnswer: q.correct, selectedAnswer: valid };
    }),
    passingScore,
  );
  return {
    correct: score.correct,
    total: score.total,
    scorePercentage: score.scorePercentage,
    passed: score.passed,
    byQuestion: Object.fromEntries(score.questions.map((q) => [q.questionId, { selected: q.selectedAnswer, isCorrect: q.isCorrect }])),
  };
}

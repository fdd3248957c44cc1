// /admin/quizzes/{quizId}/preview — "Preview as learner" (decision 0046; decision 0031): the questions an
// attempt draws, as the learner reads them, answered and checked without recording anything. The
// draw is named in the address (?draw=n, "Draw again" moves to the next), so the check scores exactly
// the questions shown; the server draws them again rather than trusting the page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { QuizChoice } from "~/components/player/quiz-choice";
import { RichText } from "~/components/player/rich-text";
import { getQuizPreview, scorePreview } from "~/models/assessment/quiz-preview.server";
import { describeTimeLimit } from "~/rules/quiz-screen";
import { QUIZ_TYPE_LABELS, QUIZZES_PATH } from "~/rules/quiz-authoring";
import { readForm } from "~/utils/form.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Preview as learner" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Preview as learner", matches);

const NOT_FOUND = "Quiz not found";

/** The draw named in the address: a whole number from 1, else the first. */
function drawOf(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get("draw"));
  return Number.isInteger(value) && value >= 1 && value <= 1_000_000 ? value : 1;
}

async function load(request: Request, quizIdParam: string | undefined) {
  const draw = drawOf(request);
  const preview = await getQuizPreview(requireIdParam(quizIdParam, NOT_FOUND), draw);
  invariantResponse(preview, NOT_FOUND);
  return { draw, ...preview };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { draw, quiz, questions } = await load(request, params.quizId);
  return {
    draw,
    quiz: {
      id: quiz.id,
      title: quiz.title,
      type: QUIZ_TYPE_LABELS[quiz.quizType as keyof typeof QUIZ_TYPE_LABELS] ?? quiz.quizType,
      passingScore: quiz.passingScorePercentage,
      timeLimit: quiz.durationMinutes ? `Time limit: ${describeTimeLimit(quiz.durationMinutes)}, not enforced here.` : "No time limit.",
    },
    questions,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const { quiz, questions } = await load(request, params.quizId);
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const value = form.get(`answer-${question.questionId}`);
    if (typeof value === "string") answers[question.questionId] = value;
  }
  return { result: scorePreview(questions, answers, quiz.passingScorePercentage), answers };
}

export default function QuizPreview() {
  const { draw, quiz, questions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const checking = useNavigation().state === "submitting";
  const result = actionData?.result ?? null;
  const answers = actionData?.answers ?? {};
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={`${QUIZZES_PATH}/${quiz.id}`} className="text-sm text-brand underline hover:no-underline">
        Back to {quiz.title}
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Preview: {quiz.title}</h1>
      <p role="note" className="mt-3 rounded-md border border-line bg-surface-muted p-3 text-sm">
        You see this {quiz.type.toLowerCase()} as a learner does: the questions an attempt draws, in its order. Nothing is recorded — no
        attempt, no answers, no score. {quiz.timeLimit} Passing score: {quiz.passingScore}%.
      </p>
      <p className="mt-3 text-sm">
        Draw {draw} · {questions.length} question{questions.length === 1 ? "" : "s"} ·{" "}
        <Link to={`?draw=${draw + 1}`} className="text-brand underline hover:no-underline">
          Draw again
        </Link>
      </p>

      {result ? (
        <section className="card mt-6 p-4" aria-labelledby="preview-result-heading" data-testid="preview-result">
          <h2 id="preview-result-heading" className="text-lg font-semibold">
            Score: {result.scorePercentage}% — {result.passed ? "Passed" : "Not passed"}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {result.correct} of {result.total} correct. Nothing was recorded.
          </p>
        </section>
      ) : null}

      {questions.length === 0 ? (
        <p className="mt-6 text-ink-muted">This quiz has no questions yet, so an attempt would have none to draw.</p>
      ) : (
        <Form method="post" action={`?draw=${draw}`} className="mt-6 space-y-6" key={result ? "checked" : "fresh"}>
          {questions.map((question) => {
            const review = result?.byQuestion[question.questionId];
            const textId = `preview-q-${question.number}`;
            const legendId = `${textId}-legend`;
            return (
              <fieldset
                key={question.questionId}
                aria-labelledby={`${legendId} ${textId}`}
                className="card p-4"
                data-testid="preview-question"
              >
                <legend id={legendId} className="px-1 text-sm font-semibold uppercase tracking-wide text-ink-muted">
                  Question {question.number} of {questions.length}
                  {question.sectionTitle ? <span className="normal-case tracking-normal"> · {question.sectionTitle}</span> : null}
                </legend>
                <RichText id={textId} html={question.questionHtml} className="mt-1 text-lg font-medium" />
                <div className="mt-3 grid gap-2">
                  {question.choices.map((choice) => (
                    <QuizChoice key={choice.value} letter={choice.letter} text={choice.text}>
                      <input
                        type="radio"
                        name={`answer-${question.questionId}`}
                        value={choice.value}
                        defaultChecked={answers[question.questionId] === choice.value}
                        className="mt-1 h-4 w-4 accent-brand"
                      />
                    </QuizChoice>
                  ))}
                </div>
                {review ? (
                  <div className="mt-3 text-sm" data-testid="preview-review">
                    <p className={`font-semibold ${review.isCorrect ? "text-success" : "text-danger"}`}>
                      {review.isCorrect
                        ? "Correct"
                        : `${review.selected ? "Incorrect" : "Not answered"} — the answer is ${
                            question.choices.find((c) => c.value === question.correct)?.letter ?? question.correct
                          }.`}
                    </p>
                    <RichText html={question.explanationHtml} className="mt-1 text-ink-muted" />
                  </div>
                ) : null}
              </fieldset>
            );
          })}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={checking}>
              {checking ? "Checking..." : "Check answers"}
            </button>
            <Link to={`?draw=${draw + 1}`} className="btn-secondary">
              Draw again
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}

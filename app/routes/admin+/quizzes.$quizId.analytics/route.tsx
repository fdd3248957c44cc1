// /admin/quizzes/{quizId}/analytics (decision 0040; decision 0031): how a quiz and each of its questions
// perform — attempts, pass rate, median time and the score distribution (a server-drawn histogram
// with its numbers in a table), then per question the answers, difficulty, discrimination, how
// often each choice is picked and the flags (too easy, too hard, negative discrimination).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StatGrid } from "~/components/admin/stats";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { BarChart } from "~/components/charts/bar-chart";
import { getQuizAnalytics } from "~/models/assessment/quiz-analytics.server";
import { formatDuration } from "~/rules/admin-users";
import {
  ANALYTICS_THRESHOLDS,
  difficulty,
  FLAG_EXPLANATIONS,
  FLAG_LABELS,
  formatDiscrimination,
  percent,
  plainQuestionText,
  questionFlags,
  scoreHistogram,
  type Flag,
} from "~/rules/question-analytics";
import { QUIZ_TYPE_LABELS, QUIZZES_PATH } from "~/rules/quiz-authoring";
import { ANSWER_LETTERS } from "~/rules/quiz-shuffle";
import { invariantResponse, requireIdParam, readOnlyAction } from "~/utils/http.server";
import { requireAdmin } from "../admin.server";
import { QuestionTable } from "./question-table";

export const handle: PageTitleHandle = { pageTitle: "Quiz Analytics" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Quiz Analytics", matches);

const NOT_FOUND = "Quiz not found";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const analytics = await getQuizAnalytics(requireIdParam(params.quizId, NOT_FOUND));
  invariantResponse(analytics, NOT_FOUND);
  const { quiz } = analytics;
  return {
    quiz: { id: quiz.id, title: quiz.title, type: QUIZ_TYPE_LABELS[quiz.quizType as keyof typeof QUIZ_TYPE_LABELS] ?? quiz.quizType },
    summary: {
      attempts: analytics.attempts,
      passRate: percent(analytics.attempts ? analytics.passed / analytics.attempts : null),
      medianTime: analytics.medianSeconds === null ? "—" : formatDuration(analytics.medianSeconds),
      passing: quiz.passingScorePercentage,
    },
    histogram: scoreHistogram(analytics.bins),
    questions: analytics.questions.map((q, index) => ({
      id: q.id,
      number: index + 1,
      text: plainQuestionText(q.questionText),
      section: q.sectionTitle,
      retired: q.retired,
      answered: q.answered,
      difficulty: percent(difficulty(q)),
      discrimination: formatDiscrimination(q.discrimination),
      picks: ANSWER_LETTERS.map((letter) => ({
        letter,
        count: q.picks[letter],
        share: percent(q.answered ? q.picks[letter] / q.answered : null),
        correct: letter === q.correctAnswer,
      })),
      blank: q.picks.none,
      flags: questionFlags(q),
    })),
  };
}

// The page changes nothing; a POST here is refused.
export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}

export default function QuizAnalyticsPage() {
  const { quiz, summary, histogram, questions } = useLoaderData<typeof loader>();
  const flagged = questions.filter((q) => q.flags.length > 0).length;
  return (
    <div className="mx-auto max-w-6xl">
      <Link to={`${QUIZZES_PATH}/${quiz.id}`} className="text-sm text-brand underline hover:no-underline">
        Back to {quiz.title}
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Analytics: {quiz.title}</h1>
      <p className="mt-1 text-ink-muted">
        {quiz.type} · passing score {summary.passing}% · finished attempts only
      </p>
      <StatGrid
        stats={[
          { label: "Attempts", value: String(summary.attempts) },
          { label: "Pass rate", value: summary.passRate },
          { label: "Median time taken", value: summary.medianTime },
          { label: "Questions flagged", value: String(flagged), warn: flagged > 0 },
        ]}
      />
      {summary.attempts === 0 ? (
        <p className="mt-4 text-ink-muted">No finished attempts yet: the figures appear as learners finish this quiz.</p>
      ) : null}
      <section className="card mt-6 p-4 sm:p-6" aria-labelledby="distribution-heading">
        <h2 id="distribution-heading" className="text-lg font-semibold">
          Score distribution
        </h2>
        <BarChart
          title="Attempts by score"
          description="How many finished attempts scored in each ten-point band."
          data={histogram}
          valueLabel="Attempts"
          categoryLabel="Score (%)"
        />
      </section>
      <section className="mt-8" aria-labelledby="questions-heading">
        <h2 id="questions-heading" className="text-xl font-semibold">
          Questions
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Difficulty is the share answered right. Discrimination is the point-biserial correlation between answering right and the
          attempt&apos;s score (−1 to 1; 0.3 and above is good). Flags need at least {ANALYTICS_THRESHOLDS.minAnswers} answers.
        </p>
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-3">
          {(Object.keys(FLAG_LABELS) as Flag[]).map((flag) => (
            <div key={flag}>
              <dt className="inline font-semibold">{FLAG_LABELS[flag]}: </dt>
              <dd className="inline text-ink-muted">{FLAG_EXPLANATIONS[flag]}</dd>
            </div>
          ))}
        </dl>
        {questions.length === 0 ? (
          <p className="card mt-4 p-6 text-center text-ink-muted">This quiz has no questions yet.</p>
        ) : (
          <QuestionTable questions={questions} />
        )}
      </section>
    </div>
  );
}

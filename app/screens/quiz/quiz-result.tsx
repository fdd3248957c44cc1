import { Form, Link, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import type { AttemptResultView, HistoryResult, ReviewItem, ReviewStatus } from "~/models/assessment/quiz-attempt.server";
import { formatAttemptDate, formatDuration } from "~/rules/quiz-history";
import { CONFETTI, RESULT_TAB_LABELS, type ResultTab } from "~/rules/quiz-screen";
import { QUIZ_TEXTS } from "~/rules/quiz-texts";
import { RichText } from "~/components/player/rich-text";

type Props = {
  result: AttemptResultView;
  tabs: ResultTab[];
  tab: ResultTab;
  history: HistoryResult | null;
  next: { href: string; title: string } | null;
};

/** A finished attempt (requirement learning-screens Quiz screen): verdict, Retake / next, and tabs that are links. */
export function QuizResult({ result, tabs, tab, history, next }: Props) {
  useConfettiAfterPass(result.passed);
  const verdict = result.passed ? "Passed" : "Not passed";
  return (
    <section className="card" aria-labelledby="quiz-result-heading" data-testid="quiz-result">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-ink-muted">
            {result.title} · Attempt {result.attemptNumber}
          </p>
          <h2 id="quiz-result-heading" className="mt-1 font-serif text-2xl font-bold" data-testid="quiz-verdict">
            {result.passed ? "Congratulations, you passed!" : "You did not pass this time"}
          </h2>
        </div>
        <p
          className={`rounded-full border-2 px-4 py-1 text-lg font-bold ${result.passed ? "border-success text-success" : "border-danger text-danger"}`}
          data-testid="quiz-score"
        >
          <span className="sr-only">{verdict}: </span>
          {result.scorePercentage}%
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label="Correct" value={`${result.correct} of ${result.total}`} />
        <Fact label="Passing score" value={`${result.passingScorePercentage}%`} />
        <Fact label="Time taken" value={formatDuration(result.durationSeconds)} />
        <Fact label="Result" value={verdict} />
      </dl>
      {result.timedOut ? (
        <p className="mt-4 rounded-md border border-line bg-surface-muted p-3 text-sm" data-testid="quiz-timed-out">
          Time ran out, so this attempt was submitted at the deadline with the answers saved by then.
        </p>
      ) : null}

      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post" replace>
          <input type="hidden" name="intent" value="retake" />
          <button type="submit" className={result.passed ? "btn-secondary" : "btn-primary"}>
            {QUIZ_TEXTS.retake}
          </button>
        </Form>
        {next ? (
          <Link to={next.href} className="btn-primary" data-testid="quiz-next">
            Continue: {next.title}
          </Link>
        ) : null}
      </div>

      <nav aria-label="Result details" className="mt-8 border-b border-line">
        <ul className="-mb-px flex flex-wrap gap-1">
          {tabs.map((name) => (
            <li key={name}>
              <Link
                to={`?attempt=${result.attemptId}&tab=${name}`}
                replace
                preventScrollReset
                aria-current={name === tab ? "page" : undefined}
                className={`inline-block min-h-[44px] border-b-2 px-4 py-3 text-sm font-semibold ${
                  name === tab ? "border-brand text-ink" : "border-transparent text-ink-muted hover:text-ink"
                }`}
              >
                {RESULT_TAB_LABELS[name]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6" data-testid={`quiz-tab-${tab}`}>
        {tab === "summary" ? <SectionSummary result={result} /> : null}
        {tab === "review" ? <Review items={result.review} /> : null}
        {tab === "history" ? <History history={history} current={result.attemptId} /> : null}
      </div>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-surface-muted p-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function SectionSummary({ result }: { result: AttemptResultView }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Score by section</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-4">
            Section
          </th>
          <th scope="col" className="py-2 pr-4">
            Correct
          </th>
          <th scope="col" className="py-2">
            Score
          </th>
        </tr>
      </thead>
      <tbody>
        {result.sections.map((section) => (
          <tr key={section.sectionId} className="border-b border-line">
            <th scope="row" className="py-2 pr-4 font-medium">
              {section.title}
            </th>
            <td className="py-2 pr-4">
              {section.correct}/{section.total}
            </td>
            <td
              className={`py-2 font-semibold ${section.meetsThreshold ? "text-success" : "text-danger"}`}
              data-meets={section.meetsThreshold}
            >
              {section.percent}%<span className="sr-only">{section.meetsThreshold ? " (70% or more)" : " (below 70%)"}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const STATUS_LABEL: Record<ReviewStatus, string> = { correct: "Correct", incorrect: "Incorrect", not_answered: "Not Answered" };
const STATUS_STYLE: Record<ReviewStatus, string> = {
  correct: "border-success text-success",
  incorrect: "border-danger text-danger",
  not_answered: "border-line text-ink-muted",
};

function Review({ items }: { items: ReviewItem[] }) {
  return (
    <ol className="grid gap-4">
      {items.map((item) => {
        const yours = item.choices.find((c) => c.letter === item.selectedLetter);
        const correct = item.choices.find((c) => c.letter === item.correctLetter);
        return (
          <li key={item.questionId} className="rounded-md border border-line p-4" data-testid="quiz-review-item">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <p className="text-sm font-semibold text-ink-muted">
                Question {item.number}
                {item.sectionTitle ? ` · ${item.sectionTitle}` : ""}
              </p>
              <span
                className={`rounded-full border px-3 py-0.5 text-xs font-bold ${STATUS_STYLE[item.status]}`}
                data-testid="quiz-review-status"
              >
                {STATUS_LABEL[item.status]}
              </span>
            </div>
            <RichText html={item.questionHtml} className="mt-2 font-medium" />
            <dl className="mt-3 grid gap-1 text-sm">
              <div>
                <dt className="inline font-semibold">Your answer: </dt>
                <dd className="inline">{yours ? `${yours.letter}. ${yours.text}` : "Not answered"}</dd>
              </div>
              <div>
                <dt className="inline font-semibold">Correct answer: </dt>
                <dd className="inline">{correct ? `${correct.letter}. ${correct.text}` : "—"}</dd>
              </div>
            </dl>
            {item.explanationHtml ? (
              <div className="mt-3 rounded-md bg-surface-muted p-3 text-sm">
                <p className="font-semibold">Explanation</p>
                <RichText html={item.explanationHtml} className="[&_p:last-child]:mb-0" />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function History({ history, current }: { history: HistoryResult | null; current: string }) {
  if (!history || !history.ok) return <p role="alert">{QUIZ_TEXTS.historyError}</p>;
  if (history.attempts.length === 0) return <p>{QUIZ_TEXTS.historyEmpty}</p>;
  return (
    <ol className="grid gap-2" data-testid="quiz-history">
      {history.attempts.map((attempt) => (
        <li key={attempt.attemptId} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-line p-3 text-sm">
          <span>
            <span className="font-semibold">Attempt {attempt.attemptNumber}</span> · {formatAttemptDate(attempt.completedAt)} ·{" "}
            {formatDuration(attempt.durationSeconds)}
          </span>
          <span className="flex items-center gap-3">
            <span className={`font-semibold ${attempt.passed ? "text-success" : "text-danger"}`}>
              {attempt.scorePercentage}% {attempt.passed ? "Passed" : "Not passed"}
            </span>
            {attempt.attemptId === current ? (
              <span className="text-ink-muted">(shown)</span>
            ) : (
              <Link
                to={`?attempt=${attempt.attemptId}&tab=review`}
                className="text-brand underline"
                aria-label={`Review attempt ${attempt.attemptNumber}`}
              >
                Review
              </Link>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Confetti right after a passing submission (?submitted=1): 100 particles, then 50 from each side
 * 250 ms later (requirement learning-screens); nothing for prefers-reduced-motion. The marker is then dropped from the
 * address so a reload does not celebrate again (the second burst is not cancelled by that). The
 * library loads only when it is needed.
 */
function useConfettiAfterPass(passed: boolean) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const submitted = searchParams.get("submitted") === "1";
  useEffect(() => {
    if (!submitted) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete("submitted");
    navigate({ pathname: location.pathname, search: `?${rest}` }, { replace: true, preventScrollReset: true });
    if (!passed || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    void import("canvas-confetti").then(({ default: confetti }) => {
      const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
      void fire({ particleCount: CONFETTI.first, spread: 70, origin: { y: 0.6 } });
      window.setTimeout(() => {
        void fire({ particleCount: CONFETTI.side, angle: 60, spread: 55, origin: { x: 0 } });
        void fire({ particleCount: CONFETTI.side, angle: 120, spread: 55, origin: { x: 1 } });
      }, CONFETTI.sideDelayMs);
    });
  }, [submitted, passed, searchParams, location.pathname, navigate]);
}

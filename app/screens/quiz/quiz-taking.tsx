import { Form, Link, useLocation, useNavigate, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useId, useMemo, useRef, type FormEvent } from "react";
import type { TakingAttempt } from "~/models/assessment/quiz-attempt.server";
import { describeTimeLimit, firstUnansweredIndex, questionIndex, targetQuestion } from "~/rules/quiz-screen";
import type { AnswerLetter } from "~/rules/quiz-shuffle";
import { QUIZ_TEXTS } from "~/rules/quiz-texts";
import { PlayerDialog } from "~/components/player/player-dialog";
import { useQuizAnswers } from "./quiz-answers";
import { QuizTimer } from "./quiz-timer";
import { QuizChoice } from "~/components/player/quiz-choice";
import { RichText } from "~/components/player/rich-text";

/**
 * An open attempt, one question at a time (requirement learning-screens Quiz screen). Without JavaScript every button
 * posts the page's form: the choice is saved and the server answers with the next address. With
 * JavaScript a choice is saved the moment it is picked and moving between questions happens in
 * the browser; the same buttons, the same addresses (?q=N, ?confirm=1).
 */
export function QuizTaking({ attempt }: { attempt: TakingAttempt }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const initial = useMemo(() => Object.fromEntries(attempt.questions.map((q) => [q.questionId, q.selected])), [attempt]);
  const toResult = useCallback(
    (attemptId: string) => navigate(`${location.pathname}?attempt=${attemptId}`, { replace: true }),
    [navigate, location.pathname],
  );
  const { answers, error, choose, whenSaved } = useQuizAnswers(attempt.attemptId, initial, toResult);

  const count = attempt.questions.length;
  const selected = attempt.questions.map((q) => answers[q.questionId] ?? null);
  const unanswered = selected.filter((choice) => choice === null).length;
  const index = questionIndex(searchParams.get("q"), count, firstUnansweredIndex(selected));
  const question = attempt.questions[index];
  const number = index + 1;
  const confirming = searchParams.get("confirm") === "1";
  const goTo = (n: number) => navigate(`?q=${n}`, { preventScrollReset: true });

  // One submission at a time; a refused one (Submission Failed) may be tried again.
  const submitting = useRef(false);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") submitting.current = false;
  }, [navigation.state]);
  const submitNow = useCallback(async () => {
    if (submitting.current) return;
    submitting.current = true;
    await whenSaved();
    submit({ intent: "submit", attemptId: attempt.attemptId }, { method: "post", replace: true });
  }, [whenSaved, submit, attempt.attemptId]);

  // Keyboard and screen-reader users land on the new question after moving.
  const questionRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) questionRef.current?.focus();
    moved.current = true;
  }, [index]);

  function onAnswerFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const go = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? "next";
    if (go === "submit") {
      if (unanswered > 0) navigate(`?q=${number}&confirm=1`, { preventScrollReset: true });
      else void submitNow();
      return;
    }
    goTo(targetQuestion(go, number, count) ?? number);
  }

  function onConfirmSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submitNow();
  }

  const progressId = useId();
  const textId = useId();
  const answeredCount = count - unanswered;

  return (
    <section className="card" aria-label={attempt.isFinalExam ? QUIZ_TEXTS.finalExamTitle : attempt.title} data-testid="quiz-taking">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="font-semibold">{attempt.title}</p>
          <p className="text-sm text-ink-muted" data-testid="quiz-answered">
            {answeredCount} of {count} answered
          </p>
          {attempt.durationMinutes ? (
            <p className="text-sm text-ink-muted" data-testid="quiz-time-limit">
              Time limit: {describeTimeLimit(attempt.durationMinutes)}
            </p>
          ) : null}
        </div>
        {attempt.secondsRemaining !== null ? (
          <QuizTimer initialSeconds={attempt.secondsRemaining} onExpire={() => void submitNow()} />
        ) : null}
      </div>

      <div className="mt-4 h-2 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
        <div className="h-full bg-brand" style={{ width: `${Math.round((number / Math.max(count, 1)) * 100)}%` }} />
      </div>

      <Form method="post" replace preventScrollReset onSubmit={onAnswerFormSubmit} className="mt-6" key={question.questionId}>
        {/* Enter in the form presses the first submit button: make that Next (Submit on the last question), not Previous. */}
        <button type="submit" name="go" value={number < count ? "next" : "submit"} tabIndex={-1} aria-hidden="true" className="sr-only">
          {number < count ? "Next" : "Submit Quiz"}
        </button>
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="attemptId" value={attempt.attemptId} />
        <input type="hidden" name="questionId" value={question.questionId} />
        <input type="hidden" name="q" value={number} />
        <div ref={questionRef} tabIndex={-1} className="rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-brand">
          <fieldset aria-labelledby={`${progressId} ${textId}`} data-testid="quiz-question">
            <legend id={progressId} className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
              Question {number} of {count}
              {question.sectionTitle ? <span className="normal-case tracking-normal"> · {question.sectionTitle}</span> : null}
            </legend>
            <RichText id={textId} html={question.questionHtml} className="mt-2 text-lg font-medium" />
            <div className="mt-4 grid gap-3">
              {question.choices.map((choice) => (
                <QuizChoice key={choice.letter} letter={choice.letter} text={choice.text}>
                  <input
                    type="radio"
                    name="choice"
                    value={choice.letter}
                    checked={answers[question.questionId] === choice.letter}
                    onChange={() => choose(question.questionId, choice.letter as AnswerLetter)}
                    className="mt-1 h-4 w-4 accent-brand"
                  />
                </QuizChoice>
              ))}
            </div>
          </fieldset>
        </div>

        {error ? (
          <p role="alert" className="mt-4 text-sm font-semibold text-danger">
            {error}
          </p>
        ) : null}

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <button type="submit" name="go" value="prev" className="btn-secondary" disabled={number === 1}>
            Previous
          </button>
          <div className="flex flex-wrap gap-3">
            {number < count ? (
              <>
                <button type="submit" name="go" value="submit" className="btn-ghost">
                  Submit Quiz
                </button>
                <button type="submit" name="go" value="next" className="btn-primary">
                  Next
                </button>
              </>
            ) : (
              <button type="submit" name="go" value="submit" className="btn-primary">
                Submit Quiz
              </button>
            )}
          </div>
        </div>

        <nav aria-label="Questions" className="mt-6 border-t border-line pt-4">
          <ol className="flex flex-wrap gap-2">
            {attempt.questions.map((q, i) => (
              <li key={q.questionId}>
                <button
                  type="submit"
                  name="go"
                  value={String(i + 1)}
                  aria-current={i === index ? "step" : undefined}
                  aria-label={`Question ${i + 1}${selected[i] ? ", answered" : ", not answered"}`}
                  className={`h-11 w-11 rounded-md border text-sm font-semibold ${
                    i === index
                      ? "border-brand bg-brand text-brand-ink"
                      : selected[i]
                        ? "border-brand bg-brand-soft text-ink"
                        : "border-line bg-surface text-ink"
                  }`}
                >
                  {i + 1}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      </Form>

      <PlayerDialog
        open={confirming}
        title={QUIZ_TEXTS.submitIncompleteTitle}
        description={`You have ${unanswered} unanswered ${unanswered === 1 ? "question" : "questions"}. Unanswered questions count as incorrect.`}
        onCancel={() => goTo(number)}
        testId="quiz-confirm"
      >
        <Link to={`?q=${firstUnansweredIndex(selected) + 1}`} preventScrollReset className="btn-secondary">
          Keep Answering
        </Link>
        <Form method="post" replace onSubmit={onConfirmSubmit}>
          <input type="hidden" name="intent" value="submit" />
          <input type="hidden" name="attemptId" value={attempt.attemptId} />
          <button type="submit" className="btn-primary">
            Submit Quiz
          </button>
        </Form>
      </PlayerDialog>
    </section>
  );
}

import { Form } from "@remix-run/react";
import type { QuizIntro } from "~/models/assessment/quiz-attempt.server";
import { describeTimeLimit } from "~/rules/quiz-screen";
import { QUIZ_TEXTS } from "~/rules/quiz-texts";
import { SEAT_TIME_LOCK_TITLE } from "~/rules/delivery-policy";
import { ContentNotice, RichText } from "~/components/player/rich-text";

/**
 * Before the first attempt: what the quiz is, and a Start button. Starting is a POST (it creates the
 * attempt and starts the clock), so opening the page, a prefetch or a reload never does.
 */
export function QuizStart({ intro, seatTimeLock }: { intro: QuizIntro; seatTimeLock: string | null }) {
  const noun = intro.isFinalExam ? "Exam" : "Quiz";
  if (intro.questionCount === 0) {
    return (
      <section className="card" data-testid="quiz-start">
        <ContentNotice title={QUIZ_TEXTS.noQuestions}>Please contact support so we can fix this {noun.toLowerCase()}.</ContentNotice>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="quiz-start-heading" data-testid="quiz-start">
      <h2 id="quiz-start-heading" className="text-xl font-semibold">
        {intro.title}
      </h2>
      <RichText html={intro.descriptionHtml} className="mt-2 text-ink-muted" />
      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-md bg-surface-muted p-3">
          <dt className="text-ink-muted">Questions</dt>
          <dd className="font-semibold">{intro.questionCount}</dd>
        </div>
        <div className="rounded-md bg-surface-muted p-3">
          <dt className="text-ink-muted">Time limit</dt>
          <dd className="font-semibold">{describeTimeLimit(intro.durationMinutes)}</dd>
        </div>
        <div className="rounded-md bg-surface-muted p-3">
          <dt className="text-ink-muted">Passing score</dt>
          <dd className="font-semibold">{intro.passingScorePercentage}%</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-ink-muted">
        Each answer is saved as you give it, so you can leave and come back.
        {intro.durationMinutes ? " The clock keeps running while you are away, and the quiz is submitted when time runs out." : ""}
      </p>
      {seatTimeLock ? (
        // The course's seat time is not met yet (decision 0087): no Start button; the server refuses a crafted start too.
        <div className="mt-6" role="status" data-testid="seat-time-lock">
          <ContentNotice title={SEAT_TIME_LOCK_TITLE}>{seatTimeLock}</ContentNotice>
        </div>
      ) : (
        <Form method="post" replace className="mt-6">
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className="btn-primary">
            Start {noun}
          </button>
        </Form>
      )}
    </section>
  );
}

import { useActionData, useLoaderData } from "@remix-run/react";
import { Toaster } from "~/components/ui/toaster";
import { QUIZ_DATA_PARAMS } from "~/rules/quiz-screen";
import type { loadQuizPage, quizAction } from "./quiz.server";
import { ItemHeading } from "~/components/player/item-heading";
import { QuizResult } from "./quiz-result";
import { QuizStart } from "./quiz-start";
import { QuizTaking } from "./quiz-taking";
import { useTimeOnTask } from "~/components/player/use-time-on-task";
import { reloadForOwnForm } from "~/components/player/view";

/** The quiz and final-exam pages of the player (one component; the routes differ by address). */
export function QuizPage() {
  const screen = useLoaderData<typeof loadQuizPage>();
  const actionData = useActionData<typeof quizAction>();
  useTimeOnTask(screen.intervalId);
  return (
    <article className="mx-auto max-w-3xl" data-testid="quiz-page">
      <ItemHeading heading={screen.heading} kicker={screen.isFinalExam ? "Exam" : "Lesson quiz"} />
      {screen.mode === "start" ? <QuizStart intro={screen.intro} seatTimeLock={screen.seatTimeLock} /> : null}
      {screen.mode === "taking" ? <QuizTaking key={screen.attempt.attemptId} attempt={screen.attempt} /> : null}
      {screen.mode === "result" ? (
        <QuizResult result={screen.result} tabs={screen.tabs} tab={screen.tab} history={screen.history} next={screen.next} />
      ) : null}
      {/* A refused POST's message (a redirect's toast comes from the root). */}
      <Toaster toast={actionData?.toast ?? null} />
    </article>
  );
}

/** Moving between questions (?q=, ?confirm=) needs no new data; a new attempt or tab does, as does every POST here. */
export const quizShouldRevalidate = reloadForOwnForm(QUIZ_DATA_PARAMS);

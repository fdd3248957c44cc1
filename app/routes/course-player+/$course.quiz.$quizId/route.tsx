import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { PlayerItemError } from "~/components/player/player-errors";
import { QuizPage, quizShouldRevalidate } from "~/screens/quiz/quiz-page";
import { LESSON_QUIZ_ROUTE, loadQuizPage, quizAction } from "~/screens/quiz/quiz.server";

// A lesson quiz in the course player (requirement learning-screens Quiz screen): start, answer, submit, result.
export const loader = ({ request, params }: LoaderFunctionArgs) => loadQuizPage(request, params.course, params.quizId, LESSON_QUIZ_ROUTE);
export const action = ({ request, params }: ActionFunctionArgs) => quizAction(request, params.course, params.quizId, LESSON_QUIZ_ROUTE);
export const shouldRevalidate = quizShouldRevalidate;
export default QuizPage;

export function ErrorBoundary() {
  return <PlayerItemError kind="quiz" />;
}

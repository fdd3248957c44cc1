import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { PlayerItemError } from "~/components/player/player-errors";
import { QuizPage, quizShouldRevalidate } from "~/screens/quiz/quiz-page";
import { FINAL_EXAM_ROUTE, loadQuizPage, quizAction } from "~/screens/quiz/quiz.server";

// A course's final exam in the player (requirement learning-screens): the quiz screen, titled 'Final Exam'.
export const loader = ({ request, params }: LoaderFunctionArgs) => loadQuizPage(request, params.course, params.examId, FINAL_EXAM_ROUTE);
export const action = ({ request, params }: ActionFunctionArgs) => quizAction(request, params.course, params.examId, FINAL_EXAM_ROUTE);
export const shouldRevalidate = quizShouldRevalidate;
export default QuizPage;

export function ErrorBoundary() {
  return <PlayerItemError kind="quiz" />;
}

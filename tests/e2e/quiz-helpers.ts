import { expect, type Page } from "@playwright/test";
import { QUICK_COURSE_IDS, quickStartCourse } from "../../db/seed/courses/quick-start";

// Taking the quick course's quizzes in the player, for the quiz and whole-course journeys.

export const SLUG = quickStartCourse.slug;
export const BASE = `/course-player/${SLUG}`;
export const QUIZ_URL = `${BASE}/quiz/${QUICK_COURSE_IDS.lessonQuizId}`;
export const FINAL_URL = `${BASE}/final-exam/${QUICK_COURSE_IDS.finalExamId}`;
export const EVALUATION_URL = `${BASE}/evaluation/${QUICK_COURSE_IDS.evaluationId}`;

type SeedQuestion = { text: string; choices: readonly string[]; answer: "A" | "B" | "C" | "D"; explanation: string };
export type AnswerKey = ReturnType<typeof answerKey>;

/** Question text → its correct and one wrong choice text, from the seed. */
export function answerKey(questions: readonly SeedQuestion[]) {
  return questions.map((q) => {
    const right = q.choices["ABCD".indexOf(q.answer)];
    return { text: q.text, right, wrong: q.choices.find((c) => c !== right)!, explanation: q.explanation.replace(/<[^>]+>/g, "") };
  });
}
export const QUIZ_KEY = answerKey(quickStartCourse.lessons[0].quiz!.questions ?? []);
export const FINAL_KEY = answerKey(quickStartCourse.finalExam!.questions ?? []);

/** Completes every topic of the quick course through the player's own completion endpoint. */
export async function completeTopics(page: Page) {
  for (const id of QUICK_COURSE_IDS.allTopicIds) {
    const response = await page.request.post("/course-player-progress", { form: { course: SLUG, key: `topic:${id}` } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Answers the question on screen (right or wrong); returns its text. */
export async function answer(page: Page, key: AnswerKey, correct: boolean) {
  const question = page.getByTestId("quiz-question");
  const name = await question.locator(".prose-content").innerText();
  const entry = key.find((k) => name.includes(k.text));
  expect(entry, `question on screen: ${name}`).toBeTruthy();
  const choice = question.getByRole("radio", { name: new RegExp(`^[A-D]\\. ${escape(correct ? entry!.right : entry!.wrong)}$`) });
  await choice.check();
  await expect(choice).toBeChecked();
  return entry!.text;
}

export async function expectQuestion(page: Page, number: number, of: number) {
  await expect(page.getByTestId("quiz-question").locator("legend")).toContainText(`Question ${number} of ${of}`);
}

export async function startQuiz(page: Page, label: "Start Quiz" | "Start Exam") {
  await expect(page.getByTestId("quiz-start")).toBeVisible();
  await page.getByRole("button", { name: label }).click();
  await expectQuestion(page, 1, 3);
}

/** Answers every question (right[i]: get question i right) and submits; none left unanswered. */
export async function takeQuiz(page: Page, key: AnswerKey, right: boolean[]) {
  for (let i = 0; i < right.length; i++) {
    await expectQuestion(page, i + 1, right.length);
    await answer(page, key, right[i]);
    await page.getByRole("button", { name: i < right.length - 1 ? "Next" : "Submit Quiz", exact: true }).click();
  }
}

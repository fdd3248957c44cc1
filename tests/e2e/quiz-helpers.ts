import { expect, type Page } from "@playwright/test";
import { learnerFullName } from "../fixtures/learners";
import { QUICK_COURSE_IDS, SLUG, type AnswerKey } from "../fixtures/quick-course";

// Taking the quick course's quizzes in the player, for the quiz and whole-course journeys. The
// course's URLs and answer keys come from tests/fixtures/quick-course.ts (read from the seed).

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
  // Read until the whole question is there: without JavaScript the page arrives in chunks, and a read
  // can land on a half-parsed question ("A person a licensee re…", seen in CI).
  let name = "";
  await expect
    .poll(
      async () => {
        name = await question.locator(".prose-content").innerText();
        return key.some((k) => name.includes(k.text));
      },
      { message: "a question of the answer key on screen" },
    )
    .toBe(true);
  const entry = key.find((k) => name.includes(k.text));
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

/**
 * Answers every question (right[i]: get question i right), submits, and waits for the result (with
 * JavaScript a navigation started before it arrives would be overtaken by the submission's own).
 */
export async function takeQuiz(page: Page, key: AnswerKey, right: boolean[]) {
  for (let i = 0; i < right.length; i++) {
    await expectQuestion(page, i + 1, right.length);
    await answer(page, key, right[i]);
    await page.getByRole("button", { name: i < right.length - 1 ? "Next" : "Submit Quiz", exact: true }).click();
  }
  await expect(page.getByTestId("quiz-result")).toBeVisible();
}

/** The course evaluation, five stars everywhere and every required box filled, submitted: Thank You. */
export async function submitEvaluation(page: Page) {
  await expect(page.getByRole("heading", { name: "Course Evaluation" })).toBeVisible();
  for (const group of await page.getByRole("group").all()) {
    const five = group.getByRole("radio", { name: "5 stars" });
    if (await five.count()) await five.check();
  }
  for (const box of await page.getByRole("textbox", { name: /\(required\)/ }).all()) await box.fill("Clear and practical.");
  await page.getByRole("button", { name: "Submit Evaluation" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
}

/**
 * On a course whose delivery policy is on, Start Exam first asks for the attestation (decision 0090):
 * types the learner's full name, affirms, signs, then starts the exam from the integrity page.
 */
export async function attestAndStart(page: Page, email: string) {
  await expect(page).toHaveURL(/\/final-exam\/[0-9a-f-]+\/integrity$/);
  await page.getByLabel("Your full name, as on your profile").fill(learnerFullName(email));
  await page.getByLabel(/I am the enrolled student/).check();
  await page.getByRole("button", { name: "Sign Attestation" }).click();
  await expect(page.getByTestId("integrity-attestation")).toContainText("Signed for this attempt");
  await page.getByRole("button", { name: "Start Exam" }).click();
}

import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { preLicensingCourse } from "../../db/seed/courses/pre-licensing";
import { ids } from "../../db/seed/ids";
import { isNoJs, newLearner } from "./helpers";
import { answerKey, FINAL_KEY, FINAL_URL, QUICK_COURSE_IDS, QUIZ_KEY, QUIZ_URL, quickStartCourse, SLUG } from "../fixtures/quick-course";
import { answer, attestAndStart, completeTopics, expectQuestion, startQuiz as start, takeQuiz } from "./quiz-helpers";

// Quizzes and the final exam in the course player (requirement learning-screens Quiz screen, requirement progress-unlocking-and-quiz-flow Quiz, requirements learning-validation-rules, learning-error-texts), with
// JavaScript and without: start, one question at a time, the confirm view, result tabs, retake,
// unlocking of the final exam, and the timer the server enforces.

test.describe.configure({ mode: "parallel" });
// The `learner` fixture: a fresh subscriber enrolled in the quick course.
test.use({ learnerOptions: { kind: "subscriber", enroll: [SLUG] } });

/** Script errors and hydration mismatches (a mismatch re-renders the page and loses the learner's choice). */
function watchForScriptErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|did not match|server rendered|Minified React error/i.test(message.text()))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("fail a lesson quiz, review it, retake and pass; the final exam then opens", async ({
  page,
  learner: _learner,
  expectAccessible,
}, testInfo) => {
  const errors = watchForScriptErrors(page);
  await completeTopics(page);
  await page.goto(QUIZ_URL);
  await expect(page.getByTestId("item-heading")).toHaveText(quickStartCourse.lessons[0].title);
  await expectAccessible(page);
  await start(page, "Start Quiz");
  await expectAccessible(page);

  // Attempt 1: the first wrong, the second skipped, the third right.
  await answer(page, QUIZ_KEY, false);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expectQuestion(page, 2, 3);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expectQuestion(page, 3, 3);
  await answer(page, QUIZ_KEY, true);
  // Previous keeps the answers given.
  await page.getByRole("button", { name: "Previous" }).click();
  await expectQuestion(page, 2, 3);
  await page.getByRole("button", { name: "Question 3, answered" }).click();
  await expectQuestion(page, 3, 3);
  await expect(page.getByTestId("quiz-question").getByRole("radio", { checked: true })).toHaveCount(1);
  await expect(page.getByTestId("quiz-answered")).toHaveText("2 of 3 answered");

  await page.getByRole("button", { name: "Submit Quiz" }).click();
  const confirm = page.getByTestId("quiz-confirm");
  await expect(confirm.getByRole("heading", { name: "Submit Incomplete Quiz" })).toBeVisible();
  await expect(confirm).toContainText("You have 1 unanswered question.");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Submit Quiz" }).click();

  await expect(page.getByTestId("quiz-verdict")).toHaveText("You did not pass this time");
  await expect(page.getByTestId("quiz-score")).toContainText("33%");
  await expect(page.getByTestId("quiz-next")).toHaveCount(0);
  // Review (the default tab without sections): each question's status, answers and explanation.
  const items = page.getByTestId("quiz-review-item");
  await expect(items).toHaveCount(3);
  const statuses = await page.getByTestId("quiz-review-status").allInnerTexts();
  expect(statuses.sort()).toEqual(["Correct", "Incorrect", "Not Answered"]);
  await expect(items.filter({ hasText: "Not Answered" })).toContainText("Your answer: Not answered");
  await expect(items.first()).toContainText("Correct answer:");
  await expect(items.first()).toContainText("Explanation");
  await expectAccessible(page);

  await page.getByRole("link", { name: "History" }).click();
  await expect(page.getByTestId("quiz-tab-history")).toBeVisible();
  await expect(page.getByTestId("quiz-history").getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("quiz-history")).toContainText(/Attempt 1 · [A-Z][a-z]{2} \d{2}, \d{4} · \d+:\d{2}/);

  // Retake: a new attempt, nothing answered.
  await page.getByRole("button", { name: "Retake Quiz" }).click();
  await expectQuestion(page, 1, 3);
  await expect(page.getByTestId("quiz-answered")).toHaveText("0 of 3 answered");
  await takeQuiz(page, QUIZ_KEY, [true, true, true]);
  await expect(page.getByTestId("quiz-verdict")).toHaveText("Congratulations, you passed!");
  await expect(page.getByTestId("quiz-score")).toContainText("100%");
  if (!isNoJs(testInfo)) await expect(page.locator("body > canvas")).toHaveCount(1);
  await expect(page.getByTestId("player-progress").getByTestId("progress-count")).toHaveText(
    `${QUICK_COURSE_IDS.allTopicIds.length + 1} of ${QUICK_COURSE_IDS.allTopicIds.length + 3} items completed`,
  );
  await page.getByRole("link", { name: "History" }).click();
  await expect(page.getByTestId("quiz-history").getByRole("listitem")).toHaveCount(2);
  // An earlier attempt's review stays available.
  await page.getByRole("link", { name: "Review attempt 1" }).click();
  await expect(page.getByTestId("quiz-result")).toContainText("Attempt 1");
  await expect(page.getByTestId("quiz-score")).toContainText("33%");

  // The next-content button leads to the final exam, now open.
  await page.getByTestId("quiz-next").click();
  await expect(page).toHaveURL(FINAL_URL);
  await expect(page.getByTestId("item-heading")).toHaveText("Final Exam");
  await expect(page.getByTestId("quiz-start")).toContainText("2 minutes");
  expect(errors).toEqual([]);
});

test("the final exam stays locked until every lesson item is done, even to a crafted start", async ({ page, learner: _learner }) => {
  await completeTopics(page);
  await page.goto(FINAL_URL);
  await expect(page).toHaveURL(QUIZ_URL);
  await expect(page.getByTestId("toast")).toContainText("Complete previous content to unlock");
  const crafted = await page.request.post(FINAL_URL, { form: { intent: "start" }, maxRedirects: 0 });
  expect(crafted.status()).toBe(302);
  expect(crafted.headers()["location"]).toBe(QUIZ_URL);
  await page.goto(FINAL_URL);
  await expect(page).toHaveURL(QUIZ_URL);
});

test("nothing sent before an attempt is finished gives away a correct answer", async ({ page, learner: _learner }) => {
  await completeTopics(page);
  await page.goto(QUIZ_URL);
  await start(page, "Start Quiz");
  const explanations = QUIZ_KEY.map((k) => k.explanation);
  const bodies = [
    await (await page.request.get(QUIZ_URL)).text(),
    await (await page.request.get(`${QUIZ_URL}?q=2`)).text(),
    // The single-fetch data of the quiz route alone (its route id is its file: decision 0022).
    await (
      await page.request.get(`${QUIZ_URL}.data?_routes=${encodeURIComponent("routes/course-player+/$course.quiz.$quizId/route")}`)
    ).text(),
  ];
  for (const body of bodies) {
    expect(body).toContain(QUIZ_KEY[0].right.slice(0, 6)); // the choices are there…
    for (const explanation of explanations) expect(body).not.toContain(explanation);
    for (const field of ["isCorrect", "correctLetter", "correctAnswer", "correct_answer", "explanation"]) expect(body).not.toContain(field);
  }
});

test("the final exam's clock: the warning at five minutes, then the server's deadline", async ({ page, learner: _learner }, testInfo) => {
  await completeTopics(page);
  await page.goto(QUIZ_URL);
  await start(page, "Start Quiz");
  await takeQuiz(page, QUIZ_KEY, [true, true, true]);
  await page.goto(FINAL_URL);
  await start(page, "Start Exam");
  await expect(page.getByTestId("quiz-timer")).toContainText(/[12]:\d{2}/);
  // A two-minute exam starts inside the last five minutes: the warning shows from the start (decision 0081).
  await expect(page.getByTestId("quiz-time-warning")).toContainText(
    "2 minutes left. Your quiz is submitted automatically when time runs out.",
  );
  await answer(page, FINAL_KEY, true);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expectQuestion(page, 2, 3);

  const setClock = async (secondsLeft: number) => {
    const response = await page.request.post("/dev/quiz-clock", {
      form: { quizId: QUICK_COURSE_IDS.finalExamId, secondsLeft: String(secondsLeft) },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };

  if (isNoJs(testInfo)) {
    // Without JavaScript the page shows the time left and reloads itself at the deadline.
    await setClock(302);
    await page.reload();
    await expect(page.getByTestId("quiz-timer")).toContainText(/5:0[0-2]/);
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", /^30[2-3]$/);
    // Past the deadline, an answer is refused and the attempt is closed as of the deadline.
    await setClock(-1);
    await answer(page, FINAL_KEY, true);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Time is up");
  } else {
    await setClock(302);
    await page.reload();
    await expect(page.getByTestId("quiz-time-warning")).toContainText("5 minutes left", { timeout: 10_000 });
    // Time enough to reload and answer on a busy machine; then no click: the timer submits by itself.
    await setClock(8);
    await page.reload();
    await answer(page, FINAL_KEY, true);
  }
  await expect(page.getByTestId("quiz-result")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("quiz-timed-out")).toBeVisible();
  await expect(page.getByTestId("quiz-score")).toContainText(isNoJs(testInfo) ? "33%" : "67%");

  if (isNoJs(testInfo)) {
    // A page left open without JavaScript reloads itself at the deadline and shows the result.
    await page.getByRole("button", { name: "Retake Quiz" }).click();
    await expectQuestion(page, 1, 3);
    await setClock(3);
    await page.reload();
    await expect(page.getByTestId("quiz-result")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("quiz-timed-out")).toBeVisible();
    await expect(page.getByTestId("quiz-result")).toContainText("Attempt 2");
  }
});

test("the confirm view has its own address; Keep Answering goes to the unanswered question; a reload resumes", async ({
  page,
  learner: _learner,
}) => {
  await completeTopics(page);
  await page.goto(QUIZ_URL);
  await start(page, "Start Quiz");
  await answer(page, QUIZ_KEY, true);
  // Enter on a choice moves on, as Next does.
  await page.keyboard.press("Enter");
  await expectQuestion(page, 2, 3);
  await page.getByRole("button", { name: "Submit Quiz" }).click();
  await expect(page.getByTestId("quiz-confirm")).toContainText("You have 2 unanswered questions.");
  await expect(page).toHaveURL(/confirm=1/);
  await page.getByRole("link", { name: "Keep Answering" }).click();
  await expectQuestion(page, 2, 3);
  // A reload resumes the same attempt with the saved answer.
  await page.goto(QUIZ_URL);
  await expectQuestion(page, 2, 3);
  await expect(page.getByTestId("quiz-answered")).toHaveText("1 of 3 answered");
});

test("a final exam with sections: the Summary tab scores each section, green at 70% and above", async ({ page, expectAccessible }) => {
  const exam = preLicensingCourse.finalExam!;
  const sections = exam.sections ?? [];
  const key = answerKey(sections.flatMap((section) => section.questions));
  const url = `/course-player/${preLicensingCourse.slug}/final-exam/${ids.quiz(exam.key)}`;
  const learner = await newLearner(page, { kind: "subscriber", enroll: [preLicensingCourse.slug] });
  // The local shortcut completes every other item, so the exam is open.
  await page.request.post(`/dev/evaluation/${preLicensingCourse.slug}`, { form: { intent: "dev-complete-items" } });
  await page.goto(url);
  await expect(page.getByTestId("item-heading")).toHaveText("Final Exam");
  const count = sections.reduce((sum, section) => sum + (section.questionsToPull ?? section.questions.length), 0);
  await expect(page.getByTestId("quiz-start")).toContainText(`Questions${count}`);
  await page.getByRole("button", { name: "Start Exam" }).click();
  await attestAndStart(page, learner.email);
  // Right in the first section only.
  for (let n = 1; n <= count; n++) {
    await expectQuestion(page, n, count);
    const legend = await page.getByTestId("quiz-question").locator("legend").innerText();
    await answer(page, key, legend.includes(sections[0].title));
    await page.getByRole("button", { name: n < count ? "Next" : "Submit Quiz", exact: true }).click();
  }
  await expect(page.getByTestId("quiz-verdict")).toHaveText("You did not pass this time");
  await expect(page.getByTestId("quiz-tab-summary")).toBeVisible();
  const rows = page.getByTestId("quiz-tab-summary").locator("tbody tr");
  await expect(rows).toHaveCount(sections.length);
  await expect(rows.nth(0)).toContainText(`${sections[0].title}3/3100%`);
  await expect(rows.nth(0).locator("[data-meets]")).toHaveAttribute("data-meets", "true");
  await expect(rows.nth(1)).toContainText("0/30%");
  await expect(rows.nth(1).locator("[data-meets]")).toHaveAttribute("data-meets", "false");
  await expectAccessible(page);
});

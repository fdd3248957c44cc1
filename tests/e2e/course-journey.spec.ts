import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pdfIncludes, pdfText } from "../pdf-text";
import { isNoJs, newLearner } from "./helpers";
import {
  BASE,
  EVALUATION_URL,
  FINAL_KEY,
  FINAL_URL,
  QUICK_COURSE_IDS,
  QUIZ_KEY,
  QUIZ_URL,
  quickStartCourse,
} from "../fixtures/quick-course";
import { completeTopics, startQuiz, submitEvaluation, takeQuiz } from "./quiz-helpers";

// The whole learning journey on the short seeded course (requirements learning-screens, learning-data-fields, progress-unlocking-and-quiz-flow, learning-validation-rules, student-certificates, signed-in-state-flows), with
// JavaScript and without, reached only by clicking (every player screen after a client-side
// navigation, never a fresh load — decision 0020): every topic (each interactive type tried), the lesson
// quiz, the final exam and the evaluation with a low rating → Thank You → My Certificates → the PDF →
// the public verification page; then a retake and a second completion with a second certificate.

const TOPIC_COUNT = QUICK_COURSE_IDS.allTopicIds.length;
const HOURS = quickStartCourse.hours;

const rating = (page: Page, question: RegExp) => page.getByRole("group", { name: question });
const star = (page: Page, question: RegExp, n: number) => rating(page, question).getByRole("radio", { name: `${n} stars` });
const OVERALL = /^Overall, how would you rate this course\?/;
const FOLLOW_UP = "We're sorry this course didn't meet your expectations. Please tell us what we could do better.";

/** Five stars everywhere and the required boxes filled: Thank You. */
async function evaluate(page: Page) {
  await expect(page).toHaveURL(EVALUATION_URL);
  await submitEvaluation(page);
}

/**
 * The evaluation as a dissatisfied learner meets it: a low overall rating first (the follow-up
 * appears), a submit with the rest unanswered (every message, the follow-up's too), then all of
 * it answered: Thank You.
 */
async function evaluateWithLowRating(page: Page, noJs: boolean) {
  await expect(page).toHaveURL(EVALUATION_URL);
  const submit = page.getByRole("button", { name: "Submit Evaluation" });
  const followUp = page.getByLabel(FOLLOW_UP);
  if (noJs) await expect(followUp).toBeVisible();
  else await expect(followUp).toBeHidden();

  await star(page, OVERALL, 2).check();
  await expect(followUp).toBeVisible();
  await submit.click();
  await expect(rating(page, /^The course content matched/).getByText("Please select a rating")).toBeVisible();
  await expect(rating(page, /^The lessons were clear/).getByText("Please select a rating")).toBeVisible();
  await expect(page.getByText("This field is required")).toHaveCount(1);
  await expect(page.getByText("Please share your feedback")).toBeVisible();
  await expect(star(page, OVERALL, 2)).toBeChecked();

  await star(page, /^The course content matched/, 4).check();
  await star(page, /^The lessons were clear/, 5).check();
  await page.getByLabel(/^How will you apply what you learned/).fill("At my next listing appointment.");
  await followUp.fill("More worked examples, please.");
  await submit.click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
}

/**
 * An open item's link in the player's sidebar. Only the lesson on screen lists its items (decision 0048):
 * another lesson (here the group named like its one item) is opened first, by its summary with
 * JavaScript, and without it by the group's "Show" link, which reloads the page with it open.
 */
function sidebarItem(page: Page, title: string, noJs: boolean) {
  const sidebar = page.getByTestId("player-sidebar");
  const link = sidebar.getByTestId("content-item").filter({ hasText: title }).getByRole("link");
  return {
    async click() {
      if (!(await link.isVisible())) {
        const group = sidebar.getByTestId("content-group").filter({ has: page.locator("summary", { hasText: title }) });
        await group.locator("summary").click();
        if (noJs) await group.getByRole("link", { name: /^Show / }).click();
      }
      await link.click();
    },
  };
}

/**
 * Each topic type does what it promises after a client-side navigation (no fresh page load):
 * flashcards flip, a disclosure layer opens, a math answer is checked.
 */
async function tryTopic(page: Page, topicId: string) {
  const topic = page.getByRole("article");
  const T = QUICK_COURSE_IDS.topicIdsByType;
  if (topicId === T.flashcards) {
    const card = topic.locator("details");
    await expect(card.getByText("A person the licensee represents")).toBeHidden();
    await card.getByText("Flip card").click();
    await expect(card.getByText("A person the licensee represents and owes the statutory duties to.")).toBeVisible();
  } else if (topicId === T.progressiveDisclosure) {
    const first = topic.getByText("Every client in the transaction");
    await expect(first).toBeHidden();
    await topic.getByText("Who must consent?").click();
    await expect(first).toBeVisible();
  } else if (topicId === T.mathSingle) {
    await topic.getByLabel("Your answer").fill("3,000");
    await topic.getByRole("button", { name: "Check Answer" }).click();
    await expect(topic.getByText("Not quite right")).toBeVisible();
    await topic.getByRole("link", { name: "Try Again" }).click();
    await topic.getByLabel("Your answer").fill("3240");
    await topic.getByRole("button", { name: "Check Answer" }).click();
    await expect(topic.getByText("Correct!")).toBeVisible();
  } else if (topicId === T.mathMulti) {
    await topic.getByLabel("Listing brokerage").fill("6600");
    await topic.getByLabel("Selling brokerage").fill("4400");
    await topic.getByRole("button", { name: "Check Answer" }).click();
    await expect(topic.getByText("Correct!")).toBeVisible();
  }
}

/** The quiz and the final exam, all answers right, continuing to the next item each time. */
async function passQuizAndFinal(page: Page) {
  await expect(page).toHaveURL(QUIZ_URL);
  await startQuiz(page, "Start Quiz");
  await takeQuiz(page, QUIZ_KEY, [true, true, true]);
  await expect(page.getByTestId("quiz-verdict")).toHaveText("Congratulations, you passed!");
  await page.getByTestId("quiz-next").click();
  await expect(page).toHaveURL(FINAL_URL);
  await startQuiz(page, "Start Exam");
  await takeQuiz(page, FINAL_KEY, [true, true, true]);
  await expect(page.getByTestId("quiz-verdict")).toHaveText("Congratulations, you passed!");
  await page.getByTestId("quiz-next").click();
}

test("a learner clicks through the whole course from My Courses to the certificate, never loading a page by its address", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|did not match|server rendered|Minified React error/i.test(message.text()))
      errors.push(message.text());
  });
  const { email } = await newLearner(page, { kind: "subscriber", enroll: [quickStartCourse.slug] });
  const name = `Test Learner ${email.slice(8, 21)}`;

  // The one address typed: the learner's home. Everything after it is a click.
  await page.goto("/student");
  await page.getByRole("link", { name: `Open ${quickStartCourse.title}` }).click();
  for (let i = 0; i < TOPIC_COUNT; i++) {
    const topicId = QUICK_COURSE_IDS.allTopicIds[i];
    await expect(page).toHaveURL(`${BASE}/topic/${topicId}`);
    await tryTopic(page, topicId);
    await page.getByTestId("player-next").click();
  }
  await passQuizAndFinal(page);
  // Reached by "Continue: Course Evaluation"; then away to the final exam and back through the sidebar.
  await expect(page).toHaveURL(EVALUATION_URL);
  await expect(page.getByRole("heading", { name: "Course Evaluation" })).toBeVisible();
  await sidebarItem(page, "Final Exam", noJs).click();
  await expect(page).toHaveURL(FINAL_URL);
  // The address changes before the page does; the sidebar's groups open and close with the page.
  await expect(page.getByRole("heading", { name: "Final Exam", level: 1 })).toBeVisible();
  await sidebarItem(page, "Course Evaluation", noJs).click();
  await evaluateWithLowRating(page, noJs);
  await expectAccessible(page);
  await expect(page.getByTestId("player-progress").getByTestId("progress-percent")).toHaveText("100%");

  // My Certificates lists it; the PDF carries the learner, course, hours and id; /verify confirms.
  await page.getByRole("link", { name: "View My Certificates" }).click();
  await expect(page).toHaveURL(/\/student\/certificates$/);
  const row = page.locator("tbody tr").filter({ hasText: quickStartCourse.title });
  await expect(row).toHaveCount(1);
  const href = await row.getByRole("link", { name: new RegExp(`^View Certificate: `) }).getAttribute("href");
  const certificateId = href!.match(/^\/certificates\/(.+)\.pdf$/)![1];
  expect(certificateId).toContain(`${QUICK_COURSE_IDS.courseId}-CERT-`);
  const pdf = await page.request.get(href!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await pdf.body());
  for (const needle of [name, quickStartCourse.title, `${HOURS} credit hour`, certificateId])
    expect(pdfIncludes(text, needle), needle).toBe(true);
  await page.goto(`/verify/${certificateId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Certificate verified" })).toBeVisible();
  await expect(page.locator("main")).toContainText(name);
  await expect(page.locator("main")).toContainText(quickStartCourse.title);
  expect(errors).toEqual([]);
});

test("retake a finished course and earn a second certificate, the first one still valid", async ({ page }) => {
  test.slow();
  await newLearner(page, { kind: "subscriber", complete: [quickStartCourse.slug] });
  await page.goto("/student/certificates");
  const certificateLinks = page
    .locator("tbody tr")
    .filter({ hasText: quickStartCourse.title })
    .getByRole("link", { name: /^View Certificate: / });
  await expect(certificateLinks).toHaveCount(1);
  const first = (await certificateLinks.getAttribute("href"))!.match(/^\/certificates\/(.+)\.pdf$/)![1];

  // Retake: the course starts over; the first certificate stays.
  await page.getByRole("link", { name: `Retake: ${quickStartCourse.title}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, retake course" }).click();
  await expect(page).toHaveURL(/\/student$/);
  await page.goto(BASE);
  await expect(page.getByTestId("player-progress").getByTestId("progress-percent")).toHaveText("0%");

  // A second completion: a second certificate with its own id.
  await completeTopics(page);
  await page.goto(QUIZ_URL);
  await passQuizAndFinal(page);
  await evaluate(page);
  await page.goto("/student/certificates");
  await expect(certificateLinks).toHaveCount(2);
  const ids = (await certificateLinks.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).map(
    (h) => h!.match(/^\/certificates\/(.+)\.pdf$/)![1],
  );
  expect(new Set(ids).size).toBe(2);
  expect(ids).toContain(first);
  for (const id of ids) expect((await page.request.get(`/verify/${id}`)).status()).toBe(200);
});

import { expect, test, type Page } from "@playwright/test";
import { QUICK_COURSE_IDS, quickStartCourse } from "../../db/seed/courses/quick-start";
import { pdfIncludes, pdfText } from "../pdf-text";
import { expectAccessible, newLearner } from "./helpers";
import { BASE, completeTopics, EVALUATION_URL, FINAL_KEY, FINAL_URL, QUIZ_KEY, QUIZ_URL, startQuiz, takeQuiz } from "./quiz-helpers";

// The whole learning journey on the short seeded course (spec 2 §2–§5, spec 3 §2.4, §4), with
// JavaScript and without: every topic, the lesson quiz, the final exam and the evaluation in the
// player → Thank You → My Certificates → the PDF → the public verification page; then a retake and a
// second completion with a second certificate, the first one still valid.

const TOPIC_COUNT = QUICK_COURSE_IDS.allTopicIds.length;
const HOURS = quickStartCourse.hours;

async function evaluate(page: Page) {
  await expect(page).toHaveURL(EVALUATION_URL);
  await expect(page.getByRole("heading", { name: "Course Evaluation" })).toBeVisible();
  for (const group of await page.getByRole("group").all()) {
    const five = group.getByRole("radio", { name: "5 stars" });
    if (await five.count()) await five.check();
  }
  for (const box of await page.getByRole("textbox", { name: /\(required\)/ }).all()) await box.fill("Clear and practical.");
  await page.getByRole("button", { name: "Submit Evaluation" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
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

test("finish the quick course end to end, verify the certificate, retake and earn a second one", async ({ page }) => {
  test.slow();
  const { email } = await newLearner(page, { kind: "subscriber", enroll: [quickStartCourse.slug] });
  const name = `Test Learner ${email.slice(8, 21)}`;

  // Every topic with the player's Next button.
  await page.goto(BASE);
  for (let i = 0; i < TOPIC_COUNT; i++) {
    await expect(page).toHaveURL(`${BASE}/topic/${QUICK_COURSE_IDS.allTopicIds[i]}`);
    await page.getByTestId("player-next").click();
  }
  await passQuizAndFinal(page);
  await evaluate(page);
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
  for (const needle of [name, quickStartCourse.title, `${HOURS} credit hour`, certificateId]) expect(pdfIncludes(text, needle), needle).toBe(true);
  await page.goto(`/verify/${certificateId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Certificate verified" })).toBeVisible();
  await expect(page.locator("main")).toContainText(name);
  await expect(page.locator("main")).toContainText(quickStartCourse.title);

  // Retake: the course starts over; the first certificate stays.
  await page.goto("/student/certificates");
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
  const links = page.locator("tbody tr").filter({ hasText: quickStartCourse.title }).getByRole("link", { name: /^View Certificate: / });
  await expect(links).toHaveCount(2);
  const ids = (await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).map((h) => h!.match(/^\/certificates\/(.+)\.pdf$/)![1]);
  expect(new Set(ids).size).toBe(2);
  expect(ids).toContain(certificateId);
  for (const id of ids) expect((await page.request.get(`/verify/${id}`)).status()).toBe(200);
});

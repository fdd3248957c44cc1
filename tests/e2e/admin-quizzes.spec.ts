import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fillRichText, isNoJs, newLearner, settle } from "./helpers";
import { expectQuestion } from "./quiz-helpers";

// Admin quiz authoring (decision 0031), with JavaScript and without: an admin builds a sectioned final
// exam whose pool is larger than its pull, links it to a course of its own (POST /dev/courses, so no
// seeded course changes), a learner takes it and gets the pulled count per section; the admin then
// edits the answered question and the learner's old review still shows what they answered.

test.describe.configure({ mode: "parallel" });

async function learnerPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: !isNoJs(testInfo) });
  return context.newPage();
}

async function addQuestion(page: Page, testInfo: TestInfo, text: string, right: string, wrong: string, section: string, count: number) {
  const quizUrl = page.url();
  await page.getByRole("link", { name: "Add question" }).click();
  await expect(page).toHaveURL(/\/questions\/new$/);
  await expect(page.getByRole("heading", { name: "Add Question" })).toBeVisible();
  await fillRichText(page, testInfo, "Question", text);
  await page.getByLabel("Choice A", { exact: true }).fill(wrong);
  await page.getByLabel("Choice B", { exact: true }).fill(right);
  await page.getByRole("radio", { name: "B", exact: true }).check();
  await page.getByLabel("Section").selectOption({ label: section });
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page).toHaveURL(quizUrl);
  await expect(page.getByTestId("quiz-question")).toHaveCount(count);
}

test("build a sectioned final exam, a learner takes the pulled questions, an edit keeps the old review", async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  // One long journey (two accounts, a dozen forms) instead of several short ones that would each rebuild the exam.
  test.slow();
  await newLearner(page, { kind: "admin" });
  const course = (await (await page.request.post("/dev/courses", { form: { title: "Exam Course" } })).json()) as {
    courseId: string;
    slug: string;
  };
  const title = `Sectioned Exam ${course.slug}`;

  await page.goto("/admin");
  await settle(page);
  await page.getByRole("navigation").getByRole("link", { name: "Quizzes" }).click();
  await expect(page.getByRole("heading", { name: "Quizzes", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New quiz" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByRole("radio", { name: "Final exam" }).check();
  await expect(page.getByLabel("Passing score (%)")).toHaveValue("70");
  await page.getByRole("button", { name: "Create quiz" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const quizUrl = page.url();
  const quizId = quizUrl.split("/").pop()!;

  for (const name of ["Part One", "Part Two"]) {
    const add = page.getByRole("form", { name: "Add a section" });
    await add.getByLabel("Section title").fill(name);
    await add.getByRole("button", { name: "Add section" }).click();
    await expect(page.getByRole("form", { name: `Section ${name}` })).toBeVisible();
  }
  await addQuestion(page, testInfo, "First of part one", "Right 1", "Wrong 1", "Part One", 1);
  await addQuestion(page, testInfo, "Second of part one", "Right 2", "Wrong 2", "Part One", 2);
  await addQuestion(page, testInfo, "Only of part two", "Right 3", "Wrong 3", "Part Two", 3);

  // A pull larger than the section is refused; one of two is kept.
  const partOne = page.getByRole("form", { name: "Section Part One" });
  await partOne.getByLabel("Questions to pull").fill("3");
  await partOne.getByRole("button", { name: "Save section" }).click();
  await expect(page.getByRole("form", { name: "Section Part One" })).toContainText("cannot pull 3 questions: it has only 2.");
  await page.getByRole("form", { name: "Section Part One" }).getByLabel("Questions to pull").fill("1");
  await page.getByRole("form", { name: "Section Part One" }).getByRole("button", { name: "Save section" }).click();
  await expect(page.getByText("3 questions in the bank · each attempt draws 2")).toBeVisible();

  await page.getByLabel("Use as the final exam of").selectOption({ label: `Exam Course ${course.slug}` });
  await page.getByRole("button", { name: "Link course" }).click();
  await expect(page.getByRole("heading", { name: "Courses using this quiz" }).locator("..")).toContainText(
    `Exam Course ${course.slug} (final exam, published)`,
  );
  await expectAccessible(page);

  // The learner takes it: one question from each section.
  const learner = await learnerPage(browser, testInfo);
  await newLearner(learner, { kind: "subscriber", enroll: [course.slug] });
  await learner.goto(`/course-player/${course.slug}/final-exam/${quizId}`);
  await expect(learner.getByTestId("quiz-start")).toContainText("Questions2");
  await learner.getByRole("button", { name: "Start Exam" }).click();
  const seen: string[] = [];
  for (let n = 1; n <= 2; n++) {
    await expectQuestion(learner, n, 2);
    const question = learner.getByTestId("quiz-question");
    seen.push(await question.locator(".prose-content").innerText());
    await question.getByRole("radio", { name: /^[A-D]\. Right \d$/ }).check();
    await learner.getByRole("button", { name: n < 2 ? "Next" : "Submit Quiz", exact: true }).click();
  }
  expect(seen).toEqual(["First of part one", "Only of part two"]);
  await expect(learner.getByTestId("quiz-verdict")).toHaveText("Congratulations, you passed!");
  const resultUrl = learner.url();

  // The admin rewrites the answered question and its correct answer.
  await page.goto(quizUrl);
  await page.getByRole("link", { name: /^Edit question 1:/ }).click();
  await expect(page.getByTestId("history-note")).toBeVisible();
  await fillRichText(page, testInfo, "Question", "Rewritten question");
  await page.getByRole("radio", { name: "A", exact: true }).check();
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.locator(".toast").first()).toContainText("their past attempts keep the version they saw");
  await expect(page.getByTestId("quiz-question").first()).toContainText("Rewritten question");

  // The learner's review is unchanged.
  await learner.goto(resultUrl);
  if (await learner.getByRole("link", { name: "Review" }).count()) await learner.getByRole("link", { name: "Review" }).click();
  const review = learner.getByTestId("quiz-review-item");
  await expect(review).toHaveCount(2);
  await expect(review.first()).toContainText("First of part one");
  await expect(review.first()).not.toContainText("Rewritten");
  await expect(learner.getByTestId("quiz-review-status").first()).toHaveText("Correct");
  await expect(learner.getByTestId("quiz-score")).toContainText("100%");
  await learner.context().close();

  // Question analytics: the attempt counts, and the answered version keeps its figures after the edit.
  await page.goto(quizUrl);
  await page.getByRole("link", { name: "Question Analytics" }).click();
  await expect(page.getByRole("heading", { name: `Analytics: ${title}`, level: 1 })).toBeVisible();
  const figure = (label: string) => page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure("Attempts")).toContainText("1");
  await expect(figure("Pass rate")).toContainText("100%");
  const answered = page.getByTestId("question-row").filter({ hasText: "First of part one" });
  await expect(answered).toContainText("earlier version (edited since)");
  await expect(answered).toContainText("B: 1 (100%) ✓ correct");
  await expect(page.getByTestId("question-row").filter({ hasText: "Rewritten question" })).toContainText("A: 0 (—) ✓ correct");
  await expectAccessible(page);
});

test("import questions from a CSV (the preview marks the bad row, the import adds the good ones), then preview the quiz as a learner", async ({
  page,
  expectAccessible,
}, testInfo) => {
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin/quizzes");
  await settle(page);
  await page.getByRole("link", { name: "New quiz" }).click();
  const title = `Imported Quiz ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create quiz" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "Import questions (CSV)" }).click();
  await expect(page.getByRole("heading", { name: "Import questions", level: 1 })).toBeVisible();
  const csv = [
    "question,choice_a,choice_b,choice_c,choice_d,correct_answer,explanation",
    '"Who does a listing agent represent?",The seller,The buyer,,,A,"Agency law."',
    "Which flood zone is high risk?,X,AE,,,B,",
    "Broken row,Yes,No,,,E,",
  ].join("\n");
  await page.getByLabel("CSV file").setInputFiles({ name: "agency.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: "Preview of agency.csv" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "rows can be imported" })).toHaveText(
    "2 of 3 rows can be imported; 1 will be skipped.",
  );
  await expect(page.getByRole("row").filter({ hasText: "Broken row" })).toContainText("The correct answer must be A, B, C or D");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Import 2 questions" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("2 questions imported");
  await expect(page.getByTestId("quiz-question")).toHaveCount(2);
  await expect(page.getByTestId("quiz-question").first()).toContainText("Who does a listing agent represent?");

  // Preview as learner: answer, check, see the score and the review; nothing is recorded.
  await page.getByRole("link", { name: "Preview as learner" }).click();
  await expect(page.getByRole("heading", { name: `Preview: ${title}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId("preview-question")).toHaveCount(2);
  await page.getByRole("radio", { name: "A. The seller" }).check();
  await page.getByRole("button", { name: "Check answers" }).click();
  await expect(page.getByTestId("preview-result")).toContainText("Score: 50% — Not passed");
  await expect(page.getByTestId("preview-review").first()).toContainText("Correct");
  await expect(page.getByTestId("preview-review").nth(1)).toContainText("Not answered — the answer is B.");
  await expectAccessible(page);
  await page.getByRole("link", { name: `Back to ${title}` }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
});

import { expect, test } from "./fixtures";
import { newLearner, settle } from "./helpers";

// Evaluation authoring (decision 0031), with JavaScript and without, reached from the admin sidebar: an
// admin creates an evaluation, adds a section with a required star rating (the overall rating the
// player follows up) and a required written answer, and puts them in order.

test("an admin creates an evaluation with a required star rating and a required written answer", async ({
  page,
  expectAccessible,
}, testInfo) => {
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin");
  await settle(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "Evaluations", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Evaluations", level: 1 })).toBeVisible();
  const title = `Evaluation ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create Evaluation" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Evaluation created successfully");

  const addSection = page.getByRole("form", { name: "Add a section" });
  await addSection.getByLabel("Section title").fill("Your experience");
  await addSection.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByTestId("evaluation-section")).toHaveCount(1);

  const addQuestion = page.getByRole("form", { name: "Add a question to Your experience" });
  await addQuestion.getByLabel("New question").fill("What will you use in your practice?");
  await addQuestion.getByRole("radio", { name: "Written answer" }).check();
  await expect(addQuestion.getByLabel("Required")).toBeChecked();
  await addQuestion.getByRole("button", { name: "Add question to Your experience" }).click();
  await expect(page.getByTestId("evaluation-question")).toHaveCount(1);

  await page
    .getByRole("form", { name: "Add a question to Your experience" })
    .getByLabel("New question")
    .fill("Overall, how would you rate this course?");
  await page.getByRole("button", { name: "Add question to Your experience" }).click();
  const questions = page.getByTestId("evaluation-question");
  await expect(questions).toHaveCount(2);
  await expect(questions.nth(1)).toContainText("The overall rating: low ratings ask for a follow-up.");
  await expect(questions.nth(1).getByRole("radio", { name: "Star rating (1–5)" })).toBeChecked();

  await page.getByRole("button", { name: "Up question 2" }).click();
  await expect(page.getByTestId("toast")).toContainText("Order updated");
  await expect(questions.first().getByLabel("Question 1")).toHaveValue("Overall, how would you rate this course?");
  await expect(questions.first().getByLabel("Required")).toBeChecked();
  await expect(questions.nth(1).getByLabel("Required")).toBeChecked();
  await expect(page.getByText("1 section · 2 questions · submitted by 0 learners")).toBeVisible();
  await expectAccessible(page);
});

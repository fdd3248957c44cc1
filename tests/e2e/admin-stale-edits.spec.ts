import { expect, test } from "./fixtures";
import { newLearner } from "./helpers";

// Decision 0085, with JavaScript and without: two tabs open the same company's edit form; the first
// saves the seats, the second's save (a new name) is refused naming the seats' new value, its entry
// kept and nothing written; saved again, it goes through and both changes are kept.

test("a company form saved in another tab after this one was opened is refused with what changed, then saved deliberately", async ({
  page,
  context,
  expectAccessible,
}, testInfo) => {
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin/companies/new");
  const name = `Stale Edit Realty ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel("Company name").fill(name);
  await page.getByLabel("Seats").fill("3");
  await page.getByRole("button", { name: "Create Company" }).click();
  await expect(page.getByRole("heading", { name: "Manage Users", level: 1 })).toBeVisible();
  const companyId = /\/admin\/companies\/([0-9a-f-]{36})\//.exec(page.url())![1];
  const edit = `/admin/companies/${companyId}/edit`;

  const other = await context.newPage();
  await other.goto(edit);
  await page.goto(edit);

  await other.getByLabel("Seats").fill("5");
  await other.getByRole("button", { name: "Save Company" }).click();
  await expect(other.getByTestId("toast")).toContainText("Company updated successfully");

  const renamed = `${name} Renamed`;
  await page.getByLabel("Company name").fill(renamed);
  await page.getByRole("button", { name: "Save Company" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Not saved: someone else changed this after you opened it" });
  await expect(alert).toContainText("Seats is now 5");
  await expect(page.getByLabel("Company name")).toHaveValue(renamed);
  await expectAccessible(page);

  // Nothing was written: the other tab still sees the original name.
  await other.goto(edit);
  await expect(other.getByLabel("Company name")).toHaveValue(name);

  // Seen what changed: keep the 5 seats and save the new name.
  await page.getByLabel("Seats").fill("5");
  await page.getByRole("button", { name: "Save Company" }).click();
  await expect(page.getByTestId("toast")).toContainText("Company updated successfully");
  await other.goto(edit);
  await expect(other.getByLabel("Company name")).toHaveValue(renamed);
  await expect(other.getByLabel("Seats")).toHaveValue("5");
});

// The same for one of the many small forms on a page: a quiz's section (decision 0085).
test("a quiz section saved in another tab after this one was opened is refused with what changed, its entries kept, then saved deliberately", async ({
  page,
  context,
}, testInfo) => {
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin/quizzes/new");
  const title = `Stale Sections ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create quiz" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const quizUrl = page.url();
  const add = page.getByRole("form", { name: "Add a section" });
  await add.getByLabel("Section title").fill("Agency");
  await add.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByRole("form", { name: "Section Agency" })).toBeVisible();

  const other = await context.newPage();
  await other.goto(quizUrl);
  await page.goto(quizUrl);
  const otherSection = other.getByTestId("quiz-section").first();
  await otherSection.getByLabel("Section title").fill("Agency law");
  await otherSection.getByRole("button", { name: "Save section" }).click();
  await expect(other.getByTestId("toast")).toContainText("Section saved successfully");

  const section = page.getByTestId("quiz-section").first();
  await section.getByLabel("Order").fill("5");
  await section.getByRole("button", { name: "Save section" }).click();
  await expect(page.getByTestId("quiz-section").first().getByRole("alert")).toContainText('Section title is now "Agency law"');
  await expect(page.getByTestId("quiz-section").first().getByLabel("Order")).toHaveValue("5");
  await other.goto(quizUrl);
  await expect(other.getByTestId("quiz-section").first().getByLabel("Order")).toHaveValue("0");

  await page.getByTestId("quiz-section").first().getByLabel("Section title").fill("Agency law");
  await page.getByTestId("quiz-section").first().getByRole("button", { name: "Save section" }).click();
  await expect(page.getByTestId("toast")).toContainText("Section saved successfully");
  await other.goto(quizUrl);
  await expect(other.getByTestId("quiz-section").first().getByLabel("Section title")).toHaveValue("Agency law");
  await expect(other.getByTestId("quiz-section").first().getByLabel("Order")).toHaveValue("5");
});

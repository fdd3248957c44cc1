import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isNoJs, newLearner, waitForHydration, settle } from "./helpers";

// Admin content authoring (issue 18), with JavaScript (the Tiptap editor over the textarea) and
// without (the textarea itself): an admin creates an instructor and a course, adds a lesson and a
// topic (previewed as the learner sees it), is refused publishing while the course is incomplete
// (with the list), links the seeded assessments and publishes; a fresh learner opens it in the player.

const toast = (page: Page) => page.getByTestId("toast");
const sidebarLink = (page: Page, name: string) => page.getByTestId("sidebar").getByRole("link", { name, exact: true });

test("an admin authors and publishes a course that a fresh learner opens in the player", async ({ page, expectAccessible }, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const slug = `authoring-${stamp}`;
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin");
  await settle(page);

  await sidebarLink(page, "Instructors").click();
  await page.getByRole("link", { name: "New instructor" }).click();
  await page.getByLabel("First name").fill("Odile");
  await page.getByLabel("Last name").fill(`Thibodeaux ${stamp}`);
  await page.getByRole("button", { name: "Create instructor" }).click();
  await expect(toast(page)).toContainText("Instructor created");

  await sidebarLink(page, "Courses").click();
  await page.getByRole("link", { name: "New course" }).click();
  await page.getByLabel("Title").fill(`Authoring ${stamp}`);
  await page.getByLabel("Slug (optional)").fill(slug);
  await page.getByLabel("Hours").fill("2");
  await page.getByLabel("Instructor").selectOption({ label: `Odile Thibodeaux ${stamp}` });
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(toast(page)).toContainText("Course created");

  await page.getByRole("button", { name: "Publish" }).click();
  const missing = page.getByRole("alert").filter({ hasText: "cannot be published yet" });
  await expect(missing).toContainText("A final exam");
  await expect(missing).toContainText("At least one lesson with a topic");

  await page.getByLabel("New lesson title").fill(`Lesson ${stamp}`);
  await page.getByRole("button", { name: "Create and add" }).click();
  await expect(toast(page)).toContainText("Course updated");
  await page.getByRole("link", { name: `Lesson ${stamp}` }).click();

  await page.getByLabel("New topic type").selectOption("text");
  await page.getByRole("button", { name: "Add topic" }).click();
  if (!isNoJs(testInfo)) await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill("Agency basics");
  await page.getByRole("textbox", { name: "Text", exact: true }).fill("An agent owes the client loyalty.");
  await page.getByRole("button", { name: "Save topic" }).click();
  await expect(toast(page)).toContainText("Topic created");
  const preview = page.getByRole("region", { name: "Preview as learner" });
  await expect(preview.getByRole("heading", { name: "Agency basics" })).toBeVisible();
  await expect(preview).toContainText("An agent owes the client loyalty.");
  await expectAccessible(page);

  await page.getByRole("link", { name: `Authoring ${stamp}` }).click();
  await page.getByLabel("Final exam", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Evaluation", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Certificate template", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Save assessments" }).click();
  await expect(toast(page)).toContainText("Course updated");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page)).toContainText("Course published");
  await expect(page.getByText("Status: Published")).toBeVisible();

  await newLearner(page, { kind: "subscriber", enroll: [slug] });
  await page.goto(`/course-player/${slug}`);
  await expect(page.getByRole("heading", { name: "Agency basics" })).toBeVisible();
  await expect(page.getByText("An agent owes the client loyalty.")).toBeVisible();
});

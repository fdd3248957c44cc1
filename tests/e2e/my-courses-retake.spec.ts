// Retake from My Courses (requirements student-dashboard, signed-in-state-flows Retake) — JS on and off: offered on a completed course, it
// asks first with the duplicate-credit warning (the My Certificates dialog), and the course comes
// back active at 0 %.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COURSE_SLUGS, courseBySlug } from "../../db/seed/courses";
import { ids } from "../../db/seed/ids";
import { RETAKE_WARNING } from "../../app/rules/retake";
import { newLearner } from "./helpers";

const quick = courseBySlug(COURSE_SLUGS.quickStart);
const enrolledRow = (page: Page) =>
  page.getByRole("region", { name: "Enrolled Courses" }).getByRole("listitem").filter({ hasText: quick.title });

test("a completed course is retaken from My Courses after a confirmation, and is active again at 0 %", async ({
  page,
  expectAccessible,
}) => {
  await newLearner(page, { enroll: [quick.slug], complete: [quick.slug] });
  await page.goto("/student");
  const row = enrolledRow(page);
  await expect(row.getByText("Completed", { exact: true })).toBeVisible();
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  const retake = row.getByRole("link", { name: `Retake: ${quick.title}` });

  // Cancel changes nothing.
  await retake.click();
  const dialog = page.getByRole("dialog", { name: `Retake ${quick.title}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(RETAKE_WARNING);
  await expectAccessible(page);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/student$/);
  await expect(row.getByText("Completed", { exact: true })).toBeVisible();

  await retake.click();
  await dialog.getByRole("button", { name: "Yes, retake course" }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole("status").getByText("Retake started")).toBeVisible();
  await expect(row.getByText("Completed", { exact: true })).toHaveCount(0);
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(row).toContainText("0% complete");
  // A retake in progress is not offered again.
  await expect(retake).toHaveCount(0);
  await expectAccessible(page);

  // The player starts the course from the top.
  await row.getByRole("link", { name: `Open ${quick.title}` }).click();
  await expect(page.getByTestId("progress-percent")).toHaveText("0%");
});

test("Retake is not offered on a course still in progress", async ({ page }) => {
  await newLearner(page, { enroll: [quick.slug] });
  // Even the confirmation's address shows no dialog for it.
  await page.goto(`/student?retake=${ids.course(quick.slug)}`);
  await expect(enrolledRow(page)).toBeVisible();
  await expect(enrolledRow(page).getByRole("link", { name: /^Retake/ })).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { draftCommercialLeasingCourse } from "../../db/seed/courses/draft-commercial-leasing";
import { newLearner, settle } from "./helpers";

// The delivery policy and the time-study report (issue 46, decisions 0087 and 0088), with JavaScript and
// without, reached from the admin sidebar: an admin changes a course's policy on the course form (a bad
// idle limit is refused beside its field), sees it saved, puts it back; then opens Time Study, picks a
// course and downloads the CSV.

const COURSE = draftCommercialLeasingCourse.title;

async function openFromSidebar(page: Page, link: string, heading: string) {
  await page.goto("/admin");
  await settle(page);
  await page.getByTestId("sidebar").getByRole("link", { name: link, exact: true }).click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

test("an admin changes a course's delivery policy", async ({ page, expectAccessible }) => {
  await newLearner(page, { kind: "admin" });
  await openFromSidebar(page, "Courses", "Courses");
  await page.getByRole("link", { name: COURSE, exact: true }).click();
  const form = page.getByTestId("delivery-policy-form");
  await expect(form.getByLabel("Required seat time (% of credit hours)")).toHaveValue("100");
  await expect(form.getByLabel("Idle limit (minutes)")).toHaveValue("20");
  await expectAccessible(page);

  await form.getByLabel("Idle limit (minutes)").fill("1");
  await form.getByRole("button", { name: "Save delivery policy" }).click();
  await expect(page.getByTestId("delivery-policy-form")).toContainText("Idle limit must be at least 3.");

  await page.getByTestId("delivery-policy-form").getByLabel("Required seat time (% of credit hours)").fill("80");
  await page.getByTestId("delivery-policy-form").getByLabel("Idle limit (minutes)").fill("15");
  await page.getByTestId("delivery-policy-form").getByLabel("Minimum per lesson (minutes, optional)").fill("30");
  await page.getByTestId("delivery-policy-form").getByLabel("External proctoring required for the final exam").check();
  await page.getByTestId("delivery-policy-form").getByRole("button", { name: "Save delivery policy" }).click();
  await expect(page.getByTestId("toast")).toContainText("Course updated");
  await page.reload();
  const saved = page.getByTestId("delivery-policy-form");
  await expect(saved.getByLabel("Required seat time (% of credit hours)")).toHaveValue("80");
  await expect(saved.getByLabel("Idle limit (minutes)")).toHaveValue("15");
  await expect(saved.getByLabel("Minimum per lesson (minutes, optional)")).toHaveValue("30");
  await expect(saved.getByLabel("External proctoring required for the final exam")).toBeChecked();

  // Back to the seeded policy, so other journeys see the course as seeded.
  await saved.getByLabel("Required seat time (% of credit hours)").fill("100");
  await saved.getByLabel("Idle limit (minutes)").fill("20");
  await saved.getByLabel("Minimum per lesson (minutes, optional)").fill("");
  await saved.getByLabel("External proctoring required for the final exam").uncheck();
  await saved.getByRole("button", { name: "Save delivery policy" }).click();
  await expect(page.getByTestId("toast")).toContainText("Course updated");
});

test("an admin downloads the time-study CSV", async ({ page, expectAccessible }) => {
  await newLearner(page, { kind: "admin" });
  await openFromSidebar(page, "Time Study", "Time study");
  await page.getByLabel("Course").selectOption({ label: COURSE });
  await page.getByRole("button", { name: "Show time study" }).click();
  await expect(page.getByTestId("time-study-table")).toContainText(COURSE);
  await expectAccessible(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`time-study-${draftCommercialLeasingCourse.slug}.csv`);
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString("utf8")).toMatch(/^Scope,Title,Learners,/);
});

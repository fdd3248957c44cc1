import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { SLUG } from "../fixtures/quick-course";
import { expect, test } from "./fixtures";
import { addDays, louisianaToday } from "../../app/rules/license-deadlines";
import { createLearner } from "../fixtures/learners";
import { isNoJs, newLearner } from "./helpers";

// Company Reports (decision 0027): the admin of a fresh company (who finished the quick
// course, so holds one certificate) imports 21 agents, then reads every tab, sorts the courses, pages
// and searches the Users tab, opens and downloads their certificate, and downloads both exports —
// with JavaScript and without.

async function saved(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8"), download };
}

test("the company admin reads each report tab, pages and searches users, opens certificates and downloads both exports", async ({
  page,
  expectAccessible,
}, testInfo) => {
  // Five tabs, two downloads and an accessibility check on each: the longest journey of the suite.
  test.slow();
  const admin = await newLearner(page, { kind: "company_admin", seats: 30, enroll: [SLUG], complete: [SLUG] });
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const agents = Array.from({ length: 21 }, (_, i) => `Agent,Report ${String(i + 1).padStart(2, "0")},rep-${i + 1}-${tag}@reports.test`);

  // 21 agents through Manage Users' import, so the Users tab has two pages.
  await page.goto("/company-dashboard/users");
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await page
    .getByLabel("CSV file (up to 10 MB)")
    .setInputFiles({ name: "agents.csv", mimeType: "text/csv", buffer: Buffer.from(["first_name,last_name,email", ...agents].join("\n")) });
  await page.getByRole("button", { name: "Preview Import" }).click();
  await page.getByRole("button", { name: "Import 21 users" }).click();
  await expect(page.getByRole("heading", { name: "Import Results" })).toBeVisible();

  // Overview: the totals, both leaderboards (the admin alone has a completion) and the active learners.
  await page.getByTestId("sidebar").getByRole("link", { name: "Reports" }).click();
  const tab = (name: string) => page.getByRole("navigation", { name: "Report sections" }).getByRole("link", { name });
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const cards = page.getByTestId("stat-card");
  await expect(cards.filter({ hasText: "Total Users" })).toContainText("22");
  await expect(cards.filter({ hasText: "Active Users (last 30 days)" })).toContainText("1");
  await expect(cards.filter({ hasText: "Enrollments" })).toContainText("1");
  await expect(cards.filter({ hasText: "Certificates" })).toContainText("1");
  await expect(cards.filter({ hasText: "Average Completion Rate" })).toContainText("100%");
  await expect(tab("Overview")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("leader")).toHaveCount(2);
  await expect(page.getByTestId("leader").first()).toContainText("1 completion");
  await expect(page.getByTestId("active-learner")).toHaveCount(1);
  await expect(page.getByTestId("active-learner")).toContainText("100%");
  // The monthly charts carry their numbers in tables: 12 months, this month's completion the last.
  await page.getByText("Show the numbers for “Completions per month, last 12 months”").click();
  const completions = page.getByRole("table", { name: "Completions per month, last 12 months" });
  await expect(completions.getByRole("row")).toHaveCount(13);
  await expect(completions.getByRole("row").last()).toContainText("1");
  await expect(page.getByRole("img", { name: /Certified hours per month, last 12 months/ })).toBeVisible();
  await expectAccessible(page);

  // Courses: sortable by link.
  await tab("Courses").click();
  await expect(page.getByRole("heading", { name: "Course Performance" })).toBeVisible();
  await expect(page.getByTestId("course-row")).toHaveCount(1);
  await expect(page.getByTestId("course-row")).toContainText("100%");
  await page.getByRole("link", { name: "Course", exact: true }).click();
  await expect(page).toHaveURL(/tab=courses&sort=title&dir=asc/);
  await expect(page.getByRole("columnheader", { name: "Course" })).toHaveAttribute("aria-sort", "ascending");

  // Users: 20 per page, the next page, then a search that starts again on page 1.
  await tab("Users").click();
  const rows = page.getByTestId("history-row");
  await expect(rows).toHaveCount(20);
  await expect(page.getByText("Page 1 of 2", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2", { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.last()).toContainText("Agent Report 21");
  await page.getByLabel("Search by name").fill("agent report 07");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/tab=users&q=agent\+report\+07$/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`rep-7-${tag}@reports.test`);

  // The admin's own row: the certificate opens in <details> and downloads as a PDF.
  await page.getByLabel("Search by name").fill("Test Learner");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=Test\+Learner$/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(admin.email);
  await rows.locator("summary").click();
  const certificateLink = rows.getByRole("link", { name: /certificate \(PDF\)/ });
  await expect(certificateLink).toBeVisible();
  // At 320 px the tables scroll inside their cards; the page itself does not scroll sideways.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize(viewport);
  await expectAccessible(page);
  const pdf = await saved(page, () => certificateLink.click());
  expect(pdf.name).toMatch(/\.pdf$/);

  // Reports: both exports.
  await tab("Reports").click();
  await expect(tab("Reports")).toHaveAttribute("aria-current", "page");
  const analytics = await saved(page, () => page.getByRole("link", { name: "Export Company Analytics" }).click());
  expect(analytics.name).toMatch(/^company_analytics_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(analytics.text.split("\r\n")[0]).toContain("course_title,course_type");
  expect(analytics.text.trimEnd().split("\r\n")).toHaveLength(2);
  // With JavaScript the page says so (requirement signed-in-constants); without it the browser only saves the file.
  if (!isNoJs(testInfo)) await expect(page.getByTestId("toast")).toContainText("Report exported successfully");
  const progress = await saved(page, () => page.getByRole("link", { name: "Export User Progress" }).click());
  expect(progress.name).toMatch(/^user_progress_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = progress.text.trimEnd().split("\r\n");
  expect(lines).toHaveLength(23); // header, the admin's course, 21 agents without courses
  expect(progress.text).toContain(admin.email);
  expect(progress.text).toContain(`rep-21-${tag}@reports.test`);
  await expectAccessible(page);
});

test("an agent near the post-licensing deadline sees the deadline card, and the broker sees them at risk", async ({
  page,
  playwright,
  baseURL,
  expectAccessible,
}) => {
  // The broker's fresh company (made through a request context of its own), then its agent in this page.
  const brokerSession = await playwright.request.newContext({ baseURL });
  const broker = await createLearner(brokerSession, { kind: "company_admin" });
  const agent = await newLearner(page, { kind: "agent", companyId: broker.companyId! });

  // The agent records a salesperson license issued 160 days ago in My Profile: 20 days left for 45 hours.
  await page.goto("/student");
  await page.getByTestId("sidebar").getByRole("link", { name: "My Profile" }).click();
  await page.getByLabel("License Type (optional)").selectOption("salesperson");
  await page.getByLabel("Initial License Date (optional)").fill(addDays(louisianaToday(), -160));
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByLabel("License Type (optional)")).toHaveValue("salesperson");
  await page.getByTestId("sidebar").getByRole("link", { name: "My Courses" }).click();
  const card = page.getByTestId("deadline-card");
  await expect(card.getByRole("heading", { name: "Next License Deadline: Post-licensing" })).toBeVisible();
  await expect(card).toContainText("At risk");
  await expect(card).toContainText("20 days left");
  await expect(card).toContainText("0 of 45");
  await expectAccessible(page);

  // The broker: Reports → Compliance, filtered to the members at risk.
  await page.context().clearCookies();
  await page.context().addCookies((await brokerSession.storageState()).cookies);
  await page.goto("/company-dashboard");
  await page.getByTestId("sidebar").getByRole("link", { name: "Reports" }).click();
  await page.getByRole("navigation", { name: "Report sections" }).getByRole("link", { name: "Compliance" }).click();
  await expect(page.getByTestId("compliance-row")).toHaveCount(2); // the agent and the broker (no license on file)
  await page.getByLabel("Standing", { exact: true }).selectOption("at_risk");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/tab=compliance&status=at_risk/);
  const rows = page.getByTestId("compliance-row");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(agent.email);
  await expect(rows).toContainText("At risk");
  await expect(rows).toContainText("0 of 45 hours");
  await expectAccessible(page);
  await brokerSession.dispose();
});

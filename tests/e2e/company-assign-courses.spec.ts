import type { Browser, Page, TestInfo } from "@playwright/test";
import { createLearner, type Learner } from "../fixtures/learners";
import { expect, test } from "./fixtures";
import { isNoJs, mailedLink, newLearner } from "./helpers";

// Assign Courses (decision 0063): a company admin of a fresh company reaches Assign
// Courses from Manage Users, gives a course to two of its agents by ticking them, and each agent is
// e-mailed and finds the course in My Courses; Edit User lists it with Unassign — with JavaScript
// and without.

const COURSE = "Ethics & Fair Housing in Louisiana";
const toast = (page: Page) => page.getByTestId("toast");

/** An agent of the company in a browser of their own (signed in there). */
async function agentBrowser(browser: Browser, testInfo: TestInfo, companyId: string) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: !isNoJs(testInfo) });
  const agent: Learner = await createLearner(context.request, { kind: "agent", companyId });
  return { context, agent, page: await context.newPage() };
}

test("a company admin assigns a course to two members and both see it", async ({ page, browser, expectAccessible }, testInfo) => {
  test.slow(); // three accounts, the mailbox
  const admin = await newLearner(page, { kind: "company_admin", seats: 25 });
  const first = await agentBrowser(browser, testInfo, admin.companyId!);
  const second = await agentBrowser(browser, testInfo, admin.companyId!);
  try {
    await page.goto("/company-dashboard");
    await page.getByTestId("sidebar").getByRole("link", { name: "Manage Users" }).click();
    await page.getByRole("link", { name: "Assign Courses" }).click();
    await expect(page.getByRole("heading", { name: "Assign Courses", level: 1 })).toBeVisible();
    await expect(page.getByTestId("allowances")).toContainText("Continuing Education: no limit");
    await expectAccessible(page);
    // At 320 px the page does not scroll sideways.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize(viewport);

    // Nothing chosen: the browser's own check (required) or the server's message.
    await page.getByLabel("Course").selectOption({ label: COURSE });
    await page.getByRole("button", { name: "Assign Course" }).click();
    await expect(page.getByTestId("assign-error")).toHaveText("Choose at least one member.");

    await page.getByLabel("Course").selectOption({ label: COURSE });
    await page.getByRole("checkbox", { name: new RegExp(first.agent.email) }).check();
    await page.getByRole("checkbox", { name: new RegExp(second.agent.email) }).check();
    await page.getByRole("button", { name: "Assign Course" }).click();
    await expect(toast(page)).toContainText("Course assigned to 2 members");
    await expect(page).toHaveURL(/\/company-dashboard\/assign-courses$/);

    // The first agent follows the e-mail's link to My Courses; the second opens My Courses.
    const link = await mailedLink(first.page, first.agent.email, /A course has been assigned to you/);
    await first.page.goto(link);
    await expect(first.page.getByRole("heading", { level: 1, name: "My Courses" })).toBeVisible();
    await expect(
      first.page.getByRole("region", { name: "Enrolled Courses" }).getByRole("listitem").filter({ hasText: COURSE }),
    ).toBeVisible();
    await second.page.goto("/student");
    await expect(
      second.page.getByRole("region", { name: "Enrolled Courses" }).getByRole("listitem").filter({ hasText: COURSE }),
    ).toBeVisible();

    // Edit User lists the course; nothing started, so it can be unassigned.
    await page.getByTestId("sidebar").getByRole("link", { name: "Manage Users" }).click();
    await page.getByTestId("user-row").filter({ hasText: second.agent.email }).getByRole("link", { name: /Edit/ }).click();
    const assigned = page.getByTestId("assigned-course").filter({ hasText: COURSE });
    await expect(assigned).toBeVisible();
    await expectAccessible(page);
    await assigned.getByRole("button", { name: `Unassign ${COURSE}` }).click();
    await expect(toast(page)).toContainText("Course unassigned");
    await expect(page.getByTestId("assigned-course")).toHaveCount(0);
    await second.page.goto("/student");
    await expect(second.page.getByRole("heading", { level: 1, name: "My Courses" })).toBeVisible();
    await expect(second.page.getByRole("region", { name: "Enrolled Courses" })).toHaveCount(0);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

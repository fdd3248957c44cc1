import { createLearner } from "../fixtures/learners";
import { expect, test } from "./fixtures";
import { isNoJs, newLearner, settle } from "./helpers";

// Staff grant a course (decision 0063), with JavaScript and without, reached by clicking
// from the admin sidebar: a learner without a membership is granted two courses on their user
// record, finds both in My Courses and opens one in the player; the other (not started) is removed,
// the started one can no longer be.

const QUICK = "Quick Start: Louisiana Agency Basics";
const CE = "Ethics & Fair Housing in Louisiana";

test("an admin grants a learner without a membership two courses; the learner opens one; the other is removed", async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const license = `LA-GRANT-${testInfo.project.name}-${Date.now()}`;
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: !isNoJs(testInfo) });
  try {
    await createLearner(context.request, { kind: "free", licenseNumber: license });
    const learnerPage = await context.newPage();
    await newLearner(page, { kind: "admin" });

    await page.goto("/admin");
    await settle(page);
    await page.getByTestId("sidebar").getByRole("link", { name: "Users", exact: true }).click();
    await page.getByLabel("Search").fill(license);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await page.locator("tbody tr").getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    const recordUrl = page.url();

    for (const option of [`${QUICK} (Pre-licensing)`, `${CE} (Continuing Education)`]) {
      await page.getByLabel("Grant course").selectOption({ label: option });
      await page.getByRole("button", { name: "Grant Course" }).click();
      await expect(page.getByTestId("toast")).toContainText("Course granted");
      await expect(page).toHaveURL(recordUrl);
    }
    const enrollments = page.getByRole("table", { name: /^Enrollments of/ });
    await expect(enrollments.getByRole("row").filter({ hasText: QUICK })).toContainText("Staff grant");
    await expectAccessible(page);

    // The learner has no membership, yet both courses are in My Courses and open in the player.
    await learnerPage.goto("/student");
    const enrolled = learnerPage.getByRole("region", { name: "Enrolled Courses" });
    await expect(enrolled.getByRole("listitem").filter({ hasText: CE })).toBeVisible();
    await enrolled.getByRole("link", { name: `Open ${QUICK}` }).click();
    await expect(learnerPage.getByTestId("player-progress")).toBeVisible();
    await expect(learnerPage.getByTestId("access-denied")).toHaveCount(0);

    // The course not started can be removed; the one opened in the player no longer can.
    await page.goto(recordUrl);
    await expect(enrollments.getByRole("button", { name: `Remove ${QUICK}` })).toHaveCount(0);
    await enrollments.getByRole("button", { name: `Remove ${CE}` }).click();
    await expect(page.getByTestId("toast")).toContainText("Course removed");
    await expect(enrollments.getByRole("row").filter({ hasText: CE })).toHaveCount(0);
    await learnerPage.goto("/student");
    await expect(enrolled.getByRole("listitem").filter({ hasText: CE })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

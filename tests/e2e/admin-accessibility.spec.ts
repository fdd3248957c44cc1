import { expect, test } from "./fixtures";
import { isNoJs, newLearner, settle } from "./helpers";
import type { Page, TestInfo } from "@playwright/test";

// Accessibility of the staff forms with the rich-text editor and of the reports' charts, at 375 px,
// with JavaScript and without (axe: WCAG 2.1 A/AA, no violation of any impact). The toolbar's buttons
// are named with their visible text in the name ("H2" is "H2 heading"; axe label-content-name-mismatch),
// and a chart's table of numbers, which may scroll sideways, is a named, focusable region (axe
// scrollable-region-focusable). With JavaScript, keys typed straight after a click on Bold land in
// the text: the toolbar's buttons never take the focus from the editor.

test.use({ viewport: { width: 375, height: 812 } });

/** With JavaScript, waits for the editor over the textarea (its Formatting toolbar); without, the textarea is the field. */
async function editorReady(page: Page, testInfo: TestInfo) {
  await settle(page);
  if (!isNoJs(testInfo)) await expect(page.getByRole("toolbar", { name: "Formatting" }).first()).toBeVisible();
}

/** Opens every chart's "Show the numbers" table, so axe sees the tables and their scrolling regions. */
async function openChartTables(page: Page) {
  const summaries = page.locator("details > summary", { hasText: "Show the numbers for" });
  const count = await summaries.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await summaries.nth(i).click();
  await expect(page.getByRole("region", { name: /^Numbers for “/ }).first()).toBeVisible();
}

test("every form with the rich-text editor has no accessibility violation at 375 px", async ({ page, expectAccessible }, testInfo) => {
  test.slow(); // seven pages, each with axe
  await newLearner(page, { kind: "admin" });

  await page.goto("/admin/quizzes");
  const quiz = await page.getByRole("table").getByRole("link").first().getAttribute("href");
  await page.goto("/admin/evaluations");
  const evaluation = await page.getByRole("table").getByRole("link").first().getAttribute("href");
  expect(quiz).toMatch(/^\/admin\/quizzes\/[0-9a-f-]+$/);
  expect(evaluation).toMatch(/^\/admin\/evaluations\/[0-9a-f-]+$/);

  for (const path of [
    "/admin/courses/create",
    "/admin/announcements/new",
    "/admin/bundles/create",
    "/admin/instructors?new=1",
    `${quiz}/questions/new`,
    evaluation!,
  ]) {
    await test.step(path, async () => {
      await page.goto(path);
      await editorReady(page, testInfo);
      if (!isNoJs(testInfo)) {
        // The heading buttons' names contain their visible text.
        await expect(page.getByRole("button", { name: "H2 heading" }).first()).toHaveText("H2");
        await expect(page.getByRole("button", { name: "H3 subheading" }).first()).toHaveText("H3");
      }
      await expectAccessible(page);
    });
  }
});

test("the reports' charts: each table of numbers is a named region a keyboard reaches, no violation at 375 px", async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  test.slow();
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin/reports");
  await settle(page);
  await openChartTables(page);
  const region = page.getByRole("region", { name: /^Numbers for “/ }).first();
  await expect(region).toHaveAttribute("tabindex", "0");
  await expectAccessible(page);

  await page.goto("/admin/quizzes");
  const quiz = await page.getByRole("table").getByRole("link").first().getAttribute("href");
  await page.goto(`${quiz}/analytics`);
  await settle(page);
  if ((await page.locator("details > summary", { hasText: "Show the numbers for" }).count()) > 0) await openChartTables(page);
  await expectAccessible(page);

  await signInAs("companyAdmin");
  await page.goto("/company-dashboard/reports");
  await settle(page);
  await openChartTables(page);
  await expectAccessible(page);
  // Tab reaches the first table's region (the summary that opened it comes just before it).
  await page.locator("details > summary", { hasText: "Show the numbers for" }).first().focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("region", { name: /^Numbers for “/ }).first()).toBeFocused();
});

test("keys typed straight after a click on Bold are not lost", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the toolbar is the editor's, which needs JavaScript");
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin/announcements/new");
  await editorReady(page, testInfo);
  const editor = page.getByRole("textbox", { name: "Message", exact: true });
  await editor.click();
  await page.keyboard.type("plain ", { delay: 0 });
  // No wait between the click and the keys: before, the focus went to the button and came back a
  // moment later, and the first keys went with it.
  await page.getByRole("button", { name: "Bold" }).first().click();
  await page.keyboard.type("strong words", { delay: 0 });
  await page.getByRole("button", { name: "Italic" }).first().click();
  await page.keyboard.type(" slanted", { delay: 0 });
  await expect(editor).toBeFocused();
  await expect(editor).toHaveText("plain strong words slanted");
  await expect(editor.locator("strong")).toHaveText("strong words slanted");
  await expect(editor.locator("strong em, em strong").first()).toHaveText(" slanted".trim());
});

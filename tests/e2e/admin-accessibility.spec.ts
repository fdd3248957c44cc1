import axe from "axe-core";
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

/**
 * axe's label-content-name-mismatch (WCAG 2.5.3, serious) is an "experimental" rule, which a run by
 * tags leaves out: it is run here by name, on the page with the editor (JavaScript only: without it
 * there is no toolbar, only the textarea).
 */
async function expectNamesContainVisibleText(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const mismatched = await page.evaluate(async () => {
    const results = await window.axe.run(document, {
      runOnly: { type: "rule", values: ["label-content-name-mismatch"] },
      resultTypes: ["violations"],
    });
    return results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")));
  });
  expect(mismatched).toEqual([]);
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
      await expectAccessible(page);
      if (!isNoJs(testInfo)) {
        await expectNamesContainVisibleText(page);
        // The heading buttons' names contain their visible text.
        await expect(page.getByRole("button", { name: "H2 heading" }).first()).toHaveText("H2");
        await expect(page.getByRole("button", { name: "H3 subheading" }).first()).toHaveText("H3");
      }
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
  // The keys go a few milliseconds after the mouse is released, as a quick typist's do: the mouse
  // pressed and released on the button by hand (no waiting between), then the keys. Before, the press
  // took the focus to the button and the editor took it back a frame later, after the first keys had
  // gone to the button.
  const clickThenType = async (button: string, text: string) => {
    const box = (await page.getByRole("button", { name: button, exact: true }).first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await page.keyboard.type(text, { delay: 0 });
  };
  await clickThenType("Bold", "strong words");
  await clickThenType("Italic", " slanted");
  await expect(editor).toBeFocused();
  await expect(editor).toHaveText("plain strong words slanted");
  await expect(editor.locator("strong")).toHaveText("strong words slanted");
  await expect(editor.locator("strong em, em strong").first()).toHaveText(" slanted".trim());
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";

export const isNoJs = (testInfo: TestInfo) => testInfo.project.name === "no-js";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Fails on any WCAG 2.1 A/AA violation on the current page. axe needs JavaScript, so for the
 * no-JS project the page's current DOM (scripts removed) is checked in a JavaScript-enabled page
 * at the same address, with the same stylesheets.
 */
export async function expectAccessible(page: Page) {
  if (test.info().project.use.javaScriptEnabled !== false) {
    return expectNoViolations(page);
  }
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const checker = await context.newPage();
    await checker.route(url, (route) => route.fulfill({ body: html, contentType: "text/html" }));
    await checker.goto(url);
    await expectNoViolations(checker);
  } finally {
    await context.close();
  }
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

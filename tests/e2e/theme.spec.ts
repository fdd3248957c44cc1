import { expect, test } from "@playwright/test";
import { expectAccessible } from "./helpers";

const DARK = ["evening", "night"];

test("the theme toggle switches and remembers the choice, with or without JavaScript", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  const before = (await html.getAttribute("data-theme"))!;
  const wasDark = DARK.includes(before);

  await page.getByRole("button", { name: wasDark ? "Switch to light theme" : "Switch to dark theme" }).click();
  await expect(html).toHaveAttribute("data-theme", wasDark ? "day" : "night");
  await expect(html).toHaveAttribute("data-theme-preference", wasDark ? "light" : "dark");
  await expectAccessible(page);

  // The choice is a cookie, rendered by the server: it survives a reload and other pages.
  await page.goto("/no-such-page");
  await expect(html).toHaveAttribute("data-theme", wasDark ? "day" : "night");

  await page.getByRole("button", { name: wasDark ? "Switch to dark theme" : "Switch to light theme" }).click();
  await expect(html).toHaveAttribute("data-theme", wasDark ? "night" : "day");
  await expectAccessible(page);

  // Auto hands the choice back to the clock.
  await page.getByRole("button", { name: /Auto/ }).click();
  await expect(html).toHaveAttribute("data-theme-preference", "auto");
  await expect(page.getByRole("button", { name: /Auto/ })).toHaveCount(0);
});

test("every time-of-day theme is accessible", async ({ browser, baseURL }, testInfo) => {
  test.slow(); // eight browser contexts and four axe runs
  // Zones 3 hours apart cover all four themes at any moment. The browser's zone drives the theme
  // with JavaScript; the tz cookie drives the server's render without it.
  const zones = ["Etc/GMT+12", "Etc/GMT+9", "Etc/GMT+6", "Etc/GMT+3", "Etc/GMT", "Etc/GMT-3", "Etc/GMT-6", "Etc/GMT-9"];
  const seen = new Set<string>();
  for (const timezoneId of zones) {
    const context = await browser.newContext({
      baseURL,
      timezoneId,
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    });
    await context.addCookies([{ name: "tz", value: encodeURIComponent(timezoneId), url: baseURL! }]);
    const page = await context.newPage();
    await page.goto("/");
    const theme = (await page.locator("html").getAttribute("data-theme"))!;
    if (!seen.has(theme)) {
      seen.add(theme);
      await expectAccessible(page);
    }
    await context.close();
  }
  expect([...seen].sort()).toEqual(["day", "evening", "morning", "night"]);
});

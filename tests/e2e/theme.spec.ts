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

test("every time-of-day theme is accessible", async ({ page, context, baseURL }) => {
  // The server picks the theme from the time-zone cookie; choose zones where it is each time of day.
  const now = new Date();
  const zones = ["Etc/GMT+12", "Etc/GMT+6", "Etc/GMT", "Etc/GMT-6", "Etc/GMT-12", "Etc/GMT-3", "Etc/GMT+3", "Etc/GMT-9", "Etc/GMT+9"];
  const seen = new Set<string>();
  for (const zone of zones) {
    await context.addCookies([{ name: "tz", value: encodeURIComponent(zone), url: baseURL! }]);
    await page.goto("/");
    const theme = (await page.locator("html").getAttribute("data-theme"))!;
    if (seen.has(theme)) continue;
    seen.add(theme);
    await expectAccessible(page);
  }
  expect(seen.size, `themes seen at ${now.toISOString()}`).toBeGreaterThanOrEqual(3);
});

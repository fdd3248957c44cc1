import { expect, test } from "./fixtures";

const DARK = ["evening", "night"];

test("the theme toggle switches and remembers the choice, with or without JavaScript", async ({ page, expectAccessible }) => {
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

/** An IANA zone where the local hour is `hour` right now (whole-hour offsets, so minutes match UTC). */
function zoneWhereItIs(hour: number, now = new Date()): string {
  const offset = ((hour - now.getUTCHours() + 36) % 24) - 12; // -12 … +11
  if (offset === 0) return "Etc/GMT";
  return `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`; // Etc/GMT-5 is UTC+5
}

test("every time-of-day theme is accessible", async ({ browser, baseURL, expectAccessible }, testInfo) => {
  test.slow(); // four browser contexts
  // Each theme at an hour whose next hour is still the same theme, so a tick of the clock mid-test
  // changes nothing. The browser's zone drives the theme with JavaScript; the tz cookie without it.
  // A theme's colours are its data-theme attribute's CSS, the same markup either way: axe checks each
  // theme once, in the no-JavaScript run (the server's rendering, which every visitor sees first).
  const checkColours = !testInfo.project.use.javaScriptEnabled;
  const themes = [
    ["morning", 7],
    ["day", 12],
    ["evening", 18],
    ["night", 23],
  ] as const;
  for (const [theme, hour] of themes) {
    const timezoneId = zoneWhereItIs(hour);
    const context = await browser.newContext({
      baseURL,
      timezoneId,
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    });
    try {
      await context.addCookies([{ name: "tz", value: encodeURIComponent(timezoneId), url: baseURL! }]);
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("html"), `${timezoneId} at local hour ${hour}`).toHaveAttribute("data-theme", theme);
      if (checkColours) await expectAccessible(page);
    } finally {
      await context.close();
    }
  }
});

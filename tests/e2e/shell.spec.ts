import { expect, test } from "./fixtures";
import { isNoJs } from "./helpers";

test.describe("document shell", () => {
  test("home page shows the seeded catalogue and real review data", async ({ page, expectAccessible }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Louisiana real estate license");
    await expect(page.getByRole("link", { name: /Pre-Licensing \(90 Hours\)/ })).toBeVisible();
    await expect(page.getByText(/Based on \d+ course reviews/)).toBeVisible();
    await expect(page.getByRole("img", { name: /Rated \d\.\d out of 5/ }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("header and footer carry the required links and sign-in buttons", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Courses", "/louisiana-real-estate-courses"],
      ["Features", "/features"],
      ["Pricing", "/pricing"],
      ["Licensing", "/licensing"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ]) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Get Started" }).first()).toHaveAttribute("href", "/login?mode=signup");
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const href of ["/help", "/privacy", "/terms", "/refund", "/accreditations"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test("works at 320 px wide with a menu that opens without JavaScript", async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(320);
    await page.getByLabel("Menu").click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Pricing" })).toBeVisible();
    await expectAccessible(page);
  });

  test("unknown paths get the 404 page, which leads home", async ({ page, expectAccessible }) => {
    const response = await page.goto("/no-such-page/anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 - Oops! Page not found" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("responses carry a nonce-based CSP that the page's scripts satisfy", async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto("/");
    const headers = response!.headers();
    const nonce = headers["content-security-policy"].match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    const html = await response!.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    if (!isNoJs(testInfo)) {
      await page.waitForLoadState("networkidle");
      expect(errors.filter((e) => e.includes("Content Security Policy"))).toEqual([]);
    }
  });

  test("healthcheck answers when the database does", async ({ request }) => {
    const response = await request.get("/healthcheck");
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("OK");
  });
});

test("pages hydrate without mismatches (a mismatch re-renders the page and loses typed input)", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "nothing hydrates without JavaScript");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // A message in the mailbox, so its page renders dates.
  await page.request.post("/dev/mailbox", { form: { to: "hydration@pelican.test" } });
  for (const path of ["/", "/login", "/login?mode=signup", "/login?mode=forgot", "/dev/mailbox", "/no-such-page"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(errors.filter((e) => /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i.test(e))).toEqual([]);
});

test.describe("with the browser in Chicago", () => {
  test.use({ timezoneId: "America/Chicago" });

  test("the page's modules load from the fingerprinted assets, then it hydrates, and the time zone is stored for the server", async ({
    page,
    context,
  }, testInfo) => {
    test.skip(isNoJs(testInfo), "without JavaScript no script loads and nothing stores the time zone");
    await page.goto("/louisiana-real-estate-courses"); // the fixture waits for hydration
    const loaded = await page.evaluate(() => ({
      scripts: performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".js")),
      routeModules: Object.keys((window as unknown as { __remixRouteModules: object }).__remixRouteModules),
    }));
    expect(loaded.scripts.length).toBeGreaterThan(2);
    expect(loaded.scripts.every((path) => /^\/assets\/[\w.$-]+-[\w-]{8}\.js$/.test(path))).toBe(true);
    expect(loaded.routeModules).toEqual(["root", "routes/_public+/louisiana-real-estate-courses"]);
    // Hydrated: a link now navigates on the client (the document is not reloaded).
    await page.getByRole("link", { name: "Pricing", exact: true }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0].name)).toMatch(/\/louisiana-real-estate-courses$/);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "tz")?.value)
      .toBe(encodeURIComponent("America/Chicago"));
  });
});

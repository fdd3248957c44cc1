import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The third-party chat widget (requirement product-overview): on public pages only. Runs when the test server is
// started with the widget configured, e.g.
//   CHAT_WIDGET_SRC=https://chat-widget.test/loader.js npx playwright test chat-widget
// The address never reaches the network: the browser is given a stand-in widget that adds a
// "Chat with us" button to <body>, as real widgets do. (Without the variable, the suite checks
// in public-info-pages.spec.ts that no widget script is sent.)
const SRC = process.env.CHAT_WIDGET_SRC;

test.skip(!SRC, "the server was started without CHAT_WIDGET_SRC");

const widget = (page: Page) => page.getByRole("button", { name: "Chat with us" });

test.beforeEach(async ({ page }) => {
  await page.route(SRC!, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(function(){var b=document.createElement("button");b.type="button";b.textContent="Chat with us";b.style.cssText="position:fixed;right:16px;bottom:16px";document.body.appendChild(b);})();`,
    }),
  );
});

test("public pages load the widget with the request's nonce, and the CSP allows its origin", async ({ page }) => {
  const response = await page.goto("/help");
  const html = await response!.text();
  const csp = response!.headers()["content-security-policy"];
  const nonce = csp.match(/'nonce-([^']+)'/)![1];
  expect(html).toContain(`<script async="" src="${SRC!.replace(/&/g, "&amp;")}" nonce="${nonce}" data-chat-widget="">`);
  const origin = new URL(SRC!).origin;
  for (const directive of ["script-src", "connect-src", "frame-src"]) {
    expect(csp).toMatch(new RegExp(`${directive} [^;]*${origin.replace(/[.]/g, "\\.")}`));
  }
});

test("the signed-in areas never send it and hide it after a client-side navigation", async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "without JavaScript no widget runs anywhere");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/login");
  await expect(widget(page)).toBeVisible();
  await page.getByLabel("Email").fill("student@pelican.test");
  await page.getByLabel(/^Password/).fill("Pelican!2026");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/student$/);
  // The area is entered without a document load (with JavaScript): the widget is hidden.
  await expect(widget(page)).toBeHidden();
  // Back on a public page it shows again (the area shell's logo leads home).
  await page.locator('a[href="/"]').first().click();
  await expect(page).toHaveURL("/");
  await expect(widget(page)).toBeVisible();
  await expect(widget(page)).toHaveCount(1);

  // A visit that starts in an area gets no widget script at all…
  const response = await page.goto("/student");
  expect(await response!.text()).not.toContain("data-chat-widget");
  await expect(widget(page)).toHaveCount(0);
  // …and loads it on the first public page it navigates to.
  await page.locator('a[href="/"]').first().click();
  await expect(page).toHaveURL("/");
  await expect(widget(page)).toBeVisible();
  await expect(widget(page)).toHaveCount(1);
});

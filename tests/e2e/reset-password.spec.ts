import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible, isNoJs, mailedLink, uniqueEmail, useOwnAddress } from "./helpers";

// Forgot → e-mail → /reset-password (spec 3 §2.11, §4, §5, §8). Each test uses its own fresh
// account (made through the local invitation tool), so the demo accounts keep their password.

// Sign-ups, resends, reset requests and wrong passwords are limited per address: each test sends
// from an address of its own, so one test's attempts never count against another's.
test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
});

/** An account with a password, made through an invitation; leaves the page signed out. */
async function createAccount(page: Page, email: string, password: string) {
  await page.goto("/dev/invitations");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("First Name").fill("Rita");
  await page.getByLabel("Last Name").fill("Reset");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox$/);
  await page.goto(await mailedLink(page, email, /invited/));
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole("button", { name: "Set Password & Continue" }).click();
  await expect(page).toHaveURL(/\/student$/);
  await page.context().clearCookies();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function requestReset(page: Page, email: string) {
  await page.goto("/login?mode=forgot");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "we've sent a link to reset your password" })).toBeVisible();
  return mailedLink(page, email, /Reset your/);
}

async function fillReset(page: Page, password: string, confirm = password) {
  await page.getByLabel(/^New Password/).fill(password);
  await page.getByLabel(/^Confirm New Password/).fill(confirm);
  await page.getByRole("button", { name: "Update Password" }).click();
}

async function signedInContext(browser: Browser, testInfo: { project: { use: { javaScriptEnabled?: boolean } } }, email: string, password: string) {
  const context = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/student$/);
  return { context, page };
}

test("forgot password → e-mailed link → new password works, the old one does not", async ({ page, browser }, testInfo) => {
  test.slow(); // a long journey: two accounts' worth of page loads, password hashing, axe
  const email = uniqueEmail("forgot", testInfo.project.name);
  await createAccount(page, email, "old-password");
  // Another device stays signed in until the reset.
  const other = await signedInContext(browser, testInfo, email, "old-password");

  const link = await requestReset(page, email);
  expect(link).toMatch(/\/reset-password\?token=[\w-]+$/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expectAccessible(page);

  await fillReset(page, "12345");
  await expect(page.getByText("Password must be at least 6 characters long.", { exact: true })).toBeVisible();
  await fillReset(page, "new-password", "new-passw0rd");
  await expect(page.getByText("Passwords do not match.", { exact: true })).toBeVisible();
  await expectAccessible(page);

  await fillReset(page, "new-password");
  await expect(page.getByTestId("toast")).toContainText("Password Updated Successfully");
  await expect(page.getByTestId("toast")).toContainText("Your password has been updated. Redirecting to dashboard...");
  // Two seconds later: the dashboard (a timer with JavaScript, a meta refresh without).
  await expect(page).toHaveURL(/\/student$/, { timeout: 6_000 });

  // Every other session ended with the reset.
  await other.page.goto("/student");
  await expect(other.page).toHaveURL(/\/login\?redirectTo=%2Fstudent$/);
  await other.context.close();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Link Already Used" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a New Link" })).toHaveAttribute("href", "/login?mode=forgot");

  await page.context().clearCookies();
  await signIn(page, email, "old-password");
  await expect(page.getByText("Please check your credentials and try again.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, "new-password");
  await expect(page).toHaveURL(/\/student$/);
});

test("at 320 px the reset form fits, and its fields have show/hide toggles with JavaScript", async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  const email = uniqueEmail("narrow", testInfo.project.name);
  await createAccount(page, email, "old-password");
  await page.goto(await requestReset(page, email));
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);

  const field = page.getByLabel(/^New Password/);
  await field.fill("visible-secret");
  if (isNoJs(testInfo)) {
    // Showing a password needs JavaScript; without it the fields simply stay hidden.
    await expect(page.getByRole("button", { name: /Show/ })).toHaveCount(0);
    await expect(field).toHaveAttribute("type", "password");
    return;
  }
  await page.getByRole("button", { name: "Show new password" }).click();
  await expect(field).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide new password" }).click();
  await expect(field).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Show confirm new password" })).toBeVisible();
});

test("a broken or missing reset link explains itself and offers a new one", async ({ page }) => {
  for (const path of ["/reset-password?token=not-a-real-token", "/reset-password"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Update Password" })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
  await expectAccessible(page);
  await page.getByRole("link", { name: "Request a New Link" }).click();
  await expect(page).toHaveURL(/\/login\?mode=forgot$/);
});

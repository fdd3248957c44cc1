import { type Page } from "@playwright/test";
import { signInWithPassword } from "../fixtures/accounts";
import { expect, test } from "./fixtures";
import { isNoJs, mailedLink, newLearner, useOwnAddress } from "./helpers";

// Forgot → e-mail → /reset-password (requirements reset-password-page, signed-in-state-flows, signed-in-validation-rules, signed-in-error-texts). Each test uses its own fresh
// account (a learner from /dev/learners with a password of its own), so the demo accounts keep theirs.

// Sign-ups, resends, reset requests and wrong passwords are limited per address: each test sends
// from an address of its own, so one test's attempts never count against another's.
test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
});

/** A confirmed account with this password; leaves the page signed out. Returns its address. */
async function createAccount(page: Page, password: string): Promise<string> {
  const { email } = await newLearner(page, { password });
  await page.context().clearCookies();
  return email;
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

test("forgot password → e-mailed link → new password works, the old one does not", async ({
  page,
  playwright,
  baseURL,
  expectAccessible,
}) => {
  test.slow(); // a long journey: page loads, password hashing, the mailbox, axe
  const email = await createAccount(page, "old-password");
  // Another device (a session of its own: cookies, no browser needed) stays signed in until the reset.
  const other = await playwright.request.newContext({ baseURL });
  await signInWithPassword(other, email, "old-password");
  expect((await other.get("/student")).url()).toMatch(/\/student$/);

  const link = await requestReset(page, email);
  expect(link).toMatch(/\/reset-password\?token=[\w-]+$/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expectAccessible(page);

  // The field's message, and a toast that names the problem (the form's check with JavaScript, the server's without).
  const toast = page.getByTestId("toast");
  await fillReset(page, "12345");
  await expect(page.getByRole("alert").filter({ hasText: "Password must be at least 6 characters long." })).toBeVisible();
  await expect(toast).toContainText("Password Too Short");
  await fillReset(page, "new-password", "new-passw0rd");
  await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match." })).toBeVisible();
  await expect(toast).toContainText("Password Mismatch");
  await expectAccessible(page);
  // One of the most common passwords: 'Insecure Password' (the server's list), and the link still works.
  await fillReset(page, "Password1");
  await expect(toast).toContainText("Insecure Password");
  await expect(
    page.getByText("This password has appeared in a data breach or is one of the most common passwords.", { exact: false }).first(),
  ).toBeVisible();

  await fillReset(page, "new-password");
  await expect(page.getByTestId("toast")).toContainText("Password Updated Successfully");
  await expect(page.getByTestId("toast")).toContainText("Your password has been updated. Redirecting to dashboard...");
  // Two seconds later: the dashboard (a timer with JavaScript, a meta refresh without).
  await expect(page).toHaveURL(/\/student$/, { timeout: 6_000 });

  // Every other session ended with the reset.
  expect((await other.get("/student")).url()).toMatch(/\/login\?redirectTo=%2Fstudent$/);
  await other.dispose();

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

test("at 320 px the reset form fits, and its fields have show/hide toggles with JavaScript", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  const email = await createAccount(page, "old-password");
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

test("a broken or missing reset link explains itself and offers a new one", async ({ page, expectAccessible }) => {
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

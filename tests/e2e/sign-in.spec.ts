import { type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../fixtures/accounts";
import { expect, test } from "./fixtures";
import { isNoJs, useOwnAddress } from "./helpers";

// Sign-ups, resends, reset requests and wrong passwords are limited per address: each test sends
// from an address of its own, so one test's attempts never count against another's.
test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
});

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

for (const [email, area] of [
  ["admin@pelican.test", "/admin"],
  ["companyadmin@pelican.test", "/company-dashboard"],
  ["student@pelican.test", "/student"],
  ["agent@pelican.test", "/student"],
] as const) {
  test(`${email} signs in and lands on ${area}`, async ({ page }) => {
    await page.goto("/login");
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${area}(/|\\?|$)`));
  });
}

test("the sign-in page is accessible and its mode links work without JavaScript", async ({ page, expectAccessible }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign In", exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/login\?mode=forgot$/);
  await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to Sign In" }).click();
  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
});

test("a wrong password is refused with the Sign In Error message and toast", async ({ page, expectAccessible }, testInfo) => {
  await page.goto("/login");
  await signIn(page, "free@pelican.test", "not-the-password");
  const form = page.getByRole("main");
  await expect(form.getByRole("alert").filter({ hasText: "Please check your credentials and try again." })).toBeVisible();
  await expect(page.getByTestId("toast").last()).toContainText("Sign In Error");
  await expect(page.getByLabel("Email")).toHaveValue("free@pelican.test");
  // The server never sends a password back (with JavaScript the page is not reloaded at all).
  if (isNoJs(testInfo)) await expect(page.getByLabel(/^Password/)).toHaveValue("");
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);
});

test("an unconfirmed account is told so and can ask for a new link", async ({ page }, testInfo) => {
  test.slow(); // sign-up, sign-in, resend and the mailbox
  const email = `unconfirmed-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/login?mode=signup");
  await page.getByLabel("First Name").fill("Pending");
  await page.getByLabel("Last Name").fill("Person");
  await page.getByLabel("Phone").fill("504-555-0000");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill("waiting-1");
  await page.getByLabel(/^Confirm Password/).fill("waiting-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();

  await page.goto("/login");
  await signIn(page, email, "waiting-1");
  await expect(page.getByText(/Please confirm your email address before signing in/)).toBeVisible();
  await page.getByRole("button", { name: "Resend Confirmation Email" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "we've sent a new link" })).toBeVisible();

  await page.goto("/dev/mailbox");
  await expect(page.getByRole("listitem").filter({ hasText: email }).filter({ hasText: "signup_confirmation" })).toHaveCount(2);
});

test("forgot password answers the same for any address", async ({ page, expectAccessible }) => {
  for (const email of ["free@pelican.test", "nobody-here@example.com"]) {
    await page.goto("/login?mode=forgot");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "If an account exists for that email, we've sent a link to reset your password." }),
    ).toBeVisible();
  }
  await expectAccessible(page);
});

test("a signed-in user opening /login goes to the dashboard", async ({ page, student: _student }) => {
  await page.goto("/login");
  await expect(page).toHaveURL(/\/student/);
  await page.goto("/login?mode=signup");
  await expect(page).toHaveURL(/\/student/);
});

test("redirectTo brings the user back, but never to another site", async ({ page }) => {
  await page.goto("/login?redirectTo=https%3A%2F%2Fevil.example%2Fphish");
  await signIn(page, "reviewer@pelican.test");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/student/);
  await page.context().clearCookies();

  await page.goto(`/login?redirectTo=${encodeURIComponent("/dev/mailbox?from=login")}`);
  await signIn(page, "reviewer@pelican.test");
  await expect(page).toHaveURL(/\/dev\/mailbox\?from=login$/);
});

test("a redirectTo whose dot segments resolve to another site keeps the user on this site (decision 0055)", async ({ page }) => {
  for (const target of ["/.//evil.test", "/x/..//evil.test", "/%2e//evil.test", "/./\\evil.test"]) {
    await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
    await expect(page.locator('#signin-form input[name="redirectTo"]')).not.toHaveValue(/^\/[/\\]/);
    await signIn(page, "reviewer@pelican.test");
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/student/);
    await page.context().clearCookies();
  }
});

test("/auth and /auth/* redirect to /login keeping the query string", async ({ page }) => {
  await page.goto("/auth?x=1");
  await expect(page).toHaveURL(/\/login\?x=1$/);
  await page.goto("/auth/anything?x=1");
  await expect(page).toHaveURL(/\/login\?x=1$/);
  await page.goto("/auth/callback?mode=signup");
  await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
});

test("the resend and Check Your Email screens are accessible", async ({ page, expectAccessible }) => {
  await page.goto("/login?mode=resend");
  await expect(page.getByRole("heading", { name: "Get a New Confirmation Link" })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/login?mode=check-email&email=someone%40example.com");
  await expect(page.getByText("someone@example.com")).toBeVisible();
  await expectAccessible(page);
});

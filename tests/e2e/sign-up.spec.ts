import { type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isNoJs, settle, useOwnAddress } from "./helpers";

const PASSWORD = "Bayou-Study-2026";

// Sign-ups, resends, reset requests and wrong passwords are limited per address: each test sends
// from an address of its own, so one test's attempts never count against another's.
test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
});

function uniqueEmail(testInfo: TestInfo, label = "signup") {
  return `${label}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@example.com`;
}

async function fillSignUp(page: Page, email: string, overrides: { confirm?: string; password?: string } = {}) {
  await settle(page);
  await page.getByLabel("First Name").fill("Delphine");
  await page.getByLabel("Last Name").fill("Robichaux");
  await page.getByLabel("Phone").fill("(337) 555-0199");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("License Number (optional)").fill("SAL.0000999999-ACT");
  await page.getByLabel(/^Password/).fill(overrides.password ?? PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(overrides.confirm ?? overrides.password ?? PASSWORD);
}

/** Opens the newest message to `email` in the local mailbox and returns the link pointing at `path`. */
async function linkFromMailbox(page: Page, email: string, path: string): Promise<string> {
  await page.goto("/dev/mailbox");
  await page.getByRole("listitem").filter({ hasText: email }).first().getByRole("link").click();
  const link = page.getByRole("region", { name: "Links in this message" }).getByRole("link", { name: new RegExp(path) });
  return (await link.getAttribute("href"))!;
}

test("sign up → Check Your Email → confirm from the mailbox → signed in on /student", async ({ page, expectAccessible }, testInfo) => {
  test.slow(); // a whole journey: sign-up, two mailbox pages, confirmation, the 1.5 s wait, the spent link
  const email = uniqueEmail(testInfo);
  await page.goto("/login?mode=signup");
  await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
  await expect(page.getByText("Enter your license number exactly as it appears on your license.")).toBeVisible();
  await expectAccessible(page);

  await fillSignUp(page, email);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  const confirmUrl = await linkFromMailbox(page, email, "/confirm-email");
  expect(confirmUrl).toMatch(/\/confirm-email\?token=[\w-]{40,}$/);
  // Opening the link shows "Confirming Your Email" and spends nothing; with JavaScript the page sends
  // its form at once, without it one button does. Then the page moves on by itself after 1.5 s (a
  // timer with JavaScript, a meta refresh without).
  const landing = page.waitForResponse((r) => r.url() === confirmUrl && r.request().method() === "GET");
  await page.goto(confirmUrl, { waitUntil: "commit" });
  const landingHtml = await (await landing).text();
  expect(landingHtml).toContain("Confirming Your Email");
  expect(landingHtml).toContain("Please wait while we confirm your email address...");
  expect(landingHtml).toContain('<meta name="robots" content="noindex"/>');
  if (isNoJs(testInfo)) {
    await expect(page.getByRole("heading", { name: "Confirming Your Email" })).toBeVisible();
    const shown = page.waitForResponse((r) => r.url().endsWith("/confirm-email?status=confirmed") && r.status() === 200);
    await page.getByRole("button", { name: "Confirm My Email" }).click();
    const html = await (await shown).text();
    expect(html).toContain("Processing your email confirmation. You will be redirected shortly.");
    expect(html).toContain('<meta http-equiv="refresh" content="1.5;url=/dashboard"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  } else {
    await expect(page.getByText("Processing your email confirmation. You will be redirected shortly.")).toBeVisible();
  }
  await expect(page).toHaveURL(/\/student(\/|\?|$)/, { timeout: 10_000 });

  // The link worked once; a second use explains itself and offers a new one.
  await page.goto(confirmUrl);
  if (isNoJs(testInfo)) await page.getByRole("button", { name: "Confirm My Email" }).click();
  await expect(page.getByRole("heading", { name: "Email confirmation failed" })).toBeVisible();
  await expect(page.getByText(/already been used/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Send a New Link" })).toHaveAttribute("href", "/login?mode=resend");
  await expectAccessible(page);

  // The welcome e-mail was queued with the confirmation.
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("listitem").filter({ hasText: email }).filter({ hasText: "welcome_individual" })).toHaveCount(1);
});

test("Back to Sign In returns to an empty sign-in form", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "back");
  await page.goto("/login?mode=signup");
  await fillSignUp(page, email);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Sign In" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(page.getByLabel(/^Password/)).toHaveValue("");
});

test("mismatched passwords and a taken address are explained beside the field", async ({ page, expectAccessible }, testInfo) => {
  await page.goto("/login?mode=signup");
  await fillSignUp(page, uniqueEmail(testInfo, "mismatch"), { confirm: "Something-else-1" });
  await page.getByRole("button", { name: "Create Account" }).click();
  const confirm = page.getByLabel(/^Confirm Password/);
  await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match." })).toBeVisible();
  // A toast names it too (requirement public-error-texts): the form's check with JavaScript, the server's without.
  await expect(page.getByTestId("toast")).toContainText("Password Mismatch");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toHaveAttribute("aria-describedby", /confirmPassword-error/);

  await page.goto("/login?mode=signup");
  await fillSignUp(page, "student@pelican.test");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("An account with this email already exists. Sign in or reset your password.")).toBeVisible();
  // What was typed stays, except the passwords.
  await expect(page.getByLabel("First Name")).toHaveValue("Delphine");
  await expectAccessible(page);
});

test("a too-short or common password: 'Password Too Short', then 'Insecure Password', beside the field", async ({ page }, testInfo) => {
  await page.goto("/login?mode=signup");
  await fillSignUp(page, uniqueEmail(testInfo, "short"), { password: "abc12" });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Password must be at least 6 characters long." })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Password Too Short");

  await page.goto("/login?mode=signup");
  await fillSignUp(page, uniqueEmail(testInfo, "common"), { password: "iloveyou1" });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Insecure Password");
  await expect(
    page.getByText("This password has appeared in a data breach or is one of the most common passwords.", { exact: false }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
});

test("the sign-up page fits a 320 px screen", async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/login?mode=signup");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);
});

test("with JavaScript, empty required fields are reported before anything is sent", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JavaScript the browser's own required-field check runs first");
  await page.goto("/login?mode=signup");
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please fill in all required fields." })).toBeVisible();
  await expect(page.getByText("Please enter your first name.")).toBeVisible();
  await page.getByLabel(/^Password/).fill("12345");
  await page.getByLabel(/^Password/).blur();
  await expect(page.getByRole("alert").filter({ hasText: "Password must be at least 6 characters long." })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
});

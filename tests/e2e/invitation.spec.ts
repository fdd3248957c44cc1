import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { mailedLink, uniqueEmail } from "./helpers";

// Invitations (requirement set-password-page): an account created for someone else, who sets a password from the
// e-mailed link. /dev/invitations stands in for the company and admin screens that will invite.

async function invite(page: Page, email: string, { companyAdmin = false } = {}) {
  await page.goto("/dev/invitations");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("First Name").fill("Ivy");
  await page.getByLabel("Last Name").fill("Invitee");
  if (companyAdmin) {
    await page.getByLabel("Role").selectOption("company_admin");
    await page.getByLabel("Company").selectOption({ label: "Bayou Realty Group" });
  }
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox$/);
  await expect(page.getByTestId("toast")).toContainText("Invitation sent");
}

/** Opens the newest message to `to` whose subject matches, and returns its first link. */
async function setPassword(page: Page, password: string, confirm = password) {
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(confirm);
  await page.getByRole("button", { name: "Set Password & Continue" }).click();
}

test("an invited student sets a password from the e-mail and lands on /student", async ({ page, expectAccessible }, testInfo) => {
  test.slow(); // a long journey: invitation, mailbox, three submissions, sign-in, axe
  const email = uniqueEmail("invited", testInfo.project.name);
  await invite(page, email);
  const link = await mailedLink(page, email, /invited/);
  expect(link).toContain("/login/accept-invitation?token=");
  expect(new URL(link).searchParams.get("email")).toBe(email);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set Your Password" })).toBeVisible();
  await expect(page.getByText(`Account: ${email}`)).toBeVisible();
  await expectAccessible(page);

  // The page's own messages (no final period), with or without JavaScript.
  await setPassword(page, "abc", "abc");
  await expect(page.getByRole("alert").filter({ hasText: "Password must be at least 6 characters long" })).toBeVisible();
  await setPassword(page, "chosen-secret", "chosen-secreT");
  await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match" })).toBeVisible();
  await expectAccessible(page);

  await setPassword(page, "chosen-secret");
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole("heading", { name: "My Courses", level: 1 })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Invitation Already Used" })).toBeVisible();
  await expectAccessible(page);

  // The chosen password signs in.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill("chosen-secret");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/student$/);
});

test("an invited company admin lands on the company dashboard with the company's brand", async ({ page }, testInfo) => {
  const email = uniqueEmail("invited-admin", testInfo.project.name);
  await invite(page, email, { companyAdmin: true });
  const link = await mailedLink(page, email, /Bayou Realty Group invited you/);
  await page.goto(link);
  await setPassword(page, "company-secret");
  await expect(page).toHaveURL(/\/company-dashboard$/);
  await expect(page.getByTestId("area-title")).toHaveText("Bayou Realty Group");
  await expect(page.getByTestId("sidebar").getByRole("img", { name: "Bayou Realty Group" })).toBeVisible();
});

test("a broken invitation link says so", async ({ page, expectAccessible }) => {
  await page.goto("/login/accept-invitation?token=not-a-real-token&email=someone%40example.com");
  await expect(page.getByRole("heading", { name: "Invalid Invitation Link" })).toBeVisible();
  await expect(page.getByText("Account:")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Set Password & Continue" })).toHaveCount(0);
  await expectAccessible(page);
});

test("the invitation tool refuses an address that already has an account", async ({ page, expectAccessible }) => {
  await page.goto("/dev/invitations");
  await expectAccessible(page);
  await page.getByLabel("Email").fill("student@pelican.test");
  await page.getByLabel("First Name").fill("Jolie");
  await page.getByLabel("Last Name").fill("Again");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
  await expect(page).toHaveURL(/\/dev\/invitations$/);
  await expectAccessible(page);
});

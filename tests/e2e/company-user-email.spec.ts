import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { mailedLink, newLearner, uniqueEmail } from "./helpers";

// A company admin corrects a member's e-mail while it is unverified (decision 0058), with
// JavaScript and without: the member added with a typo gets the invitation at the corrected address
// and sets a password from it.

const toast = (page: Page) => page.getByTestId("toast");

test("the company admin corrects a pending member's typo, and the invitation reaches the corrected address", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.slow(); // invitation, mailbox, sign-in switches
  await newLearner(page, { kind: "company_admin", seats: 25 });
  const correct = uniqueEmail("fixed", testInfo.project.name);
  const typo = correct.replace("@pelican.test", "@pelican-typo.test");
  await page.goto("/company-dashboard");
  await page.getByTestId("sidebar").getByRole("link", { name: "Manage Users" }).click();
  await page.getByRole("link", { name: "Add User" }).click();
  await page.getByLabel("First Name").fill("Odile");
  await page.getByLabel("Last Name").fill("Thibodeaux");
  await page.getByLabel("Email").fill(typo);
  await page.getByRole("button", { name: "Add User" }).click();
  await expect(toast(page)).toContainText("User created successfully");

  const row = page.getByTestId("user-row").filter({ hasText: typo });
  await expect(row).toContainText("Pending Verification");
  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByLabel("Email")).toHaveValue(typo);
  await expect(page.getByLabel("Email")).not.toHaveAttribute("readonly");
  await expectAccessible(page);
  await page.getByLabel("Email").fill(correct);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("User updated successfully");
  await expect(page.getByTestId("user-row").filter({ hasText: correct })).toContainText("Pending Verification");

  const link = await mailedLink(page, correct, /invited you/);
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel(/^Password/).fill("odile-secret");
  await page.getByLabel(/^Confirm Password/).fill("odile-secret");
  await page.getByRole("button", { name: "Set Password & Continue" }).click();
  await expect(page).toHaveURL(/\/student$/);
});

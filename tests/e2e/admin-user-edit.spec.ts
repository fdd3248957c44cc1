import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newLearner, settle, uniqueEmail } from "./helpers";

// Staff edit a user (decision 0058), with JavaScript and without, reached by clicking from
// the admin sidebar: find a learner by license number, open Edit User, correct the license number
// and the e-mail (a taken address is refused first), and the learner — signed in with the new
// address — sees both on My Profile.

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}( \\*)?$`));

test("staff correct a learner's license number and e-mail; the learner's profile shows them", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const project = testInfo.project.name;
  const typo = `LA-TYPO-${project}-${Date.now()}`;
  const corrected = `LA-FIXED-${project}-${Date.now()}`;
  const learner = await newLearner(page, { kind: "subscriber", licenseNumber: typo });
  const taken = await newLearner(page, { kind: "free" });
  await newLearner(page, { kind: "admin" });

  await page.goto("/admin");
  await settle(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "Users", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await page.getByLabel("Search").fill(typo);
  await page.getByRole("button", { name: "Apply" }).click();
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await rows.getByRole("link").click();
  await page.getByRole("link", { name: "Edit User" }).click();
  await expect(page.getByRole("heading", { name: "Edit User", level: 1 })).toBeVisible();
  await expect(field(page, "Email")).toHaveValue(learner.email);
  await expect(field(page, "License Number (optional)")).toHaveValue(typo);
  await expectAccessible(page);

  // Another account's address (in capitals) is refused, and nothing is saved.
  await field(page, "License Number (optional)").fill(corrected);
  await field(page, "Email").fill(taken.email.toUpperCase());
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("An account with this email already exists.").first()).toBeVisible();
  await expectAccessible(page);

  const newEmail = uniqueEmail("corrected", project);
  await field(page, "License Number (optional)").fill(corrected);
  await field(page, "Email").fill(newEmail);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("User updated successfully");
  await expect(page.getByRole("region", { name: "Profile" })).toContainText(newEmail);
  await expect(page.getByRole("region", { name: "Profile" })).toContainText(corrected);

  // The learner signs in with the new address and sees the corrections on My Profile.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(newEmail);
  await page.getByLabel(/^Password/).fill(learner.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/student/);
  await page.goto("/student");
  await page.getByTestId("sidebar").getByRole("link", { name: "My Profile", exact: true }).click();
  await expect(page).toHaveURL(/\/student\/profile$/);
  await expect(field(page, "Email")).toHaveValue(newEmail);
  await expect(field(page, "License Number (optional)")).toHaveValue(corrected);
});

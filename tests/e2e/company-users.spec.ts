import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { signInWithPassword } from "../fixtures/accounts";
import { LEARNER_PASSWORD } from "../fixtures/learners";
import { expect, test } from "./fixtures";
import { isNoJs, mailedLink, newLearner, uniqueEmail } from "./helpers";

// Manage Users (decision 0025): a company admin of a fresh company (POST /dev/learners
// kind=company_admin) adds, edits, deactivates and removes an agent, imports a CSV through its
// preview, and exports — with JavaScript and without.

const toast = (page: Page) => page.getByTestId("toast");

async function openManageUsers(page: Page) {
  await page.goto("/company-dashboard");
  await page.getByTestId("sidebar").getByRole("link", { name: "Manage Users" }).click();
  await expect(page.getByRole("heading", { name: "Manage Users", level: 1 })).toBeVisible();
}

async function uploadCsv(page: Page, name: string, content: string | Buffer) {
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await page.getByLabel("CSV file (up to 10 MB)").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(content) });
  await page.getByRole("button", { name: "Preview Import" }).click();
  await expect(page.getByRole("heading", { name: "Review Import" })).toBeVisible();
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
}

test("the company admin adds an agent who accepts the invitation, then edits, deactivates and removes them", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.slow(); // invitation, mailbox, sign-in switches
  const admin = await newLearner(page, { kind: "company_admin", seats: 25 });
  const email = uniqueEmail("agent", testInfo.project.name);
  await openManageUsers(page);
  await expect(page.getByTestId("seat-counter")).toContainText("1 / 25");

  await page.getByRole("link", { name: "Add User" }).click();
  await page.getByRole("button", { name: "Add User" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await page.getByLabel("First Name").fill("Gabrielle");
  await page.getByLabel("Last Name").fill("Broussard");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("License Number (optional)").fill("LA-7781");
  await page.getByRole("button", { name: "Add User" }).click();
  await expect(toast(page)).toContainText("User created successfully");
  const row = page.getByTestId("user-row").filter({ hasText: email });
  await expect(row).toContainText("Pending Verification");
  await expect(page.getByTestId("seat-counter")).toContainText("2 / 25");
  await expectAccessible(page);
  // At 320 px the table scrolls inside its card; the page itself does not scroll sideways.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize(viewport);
  // Search by name, case-insensitive (a GET form; with JavaScript it also runs as you type).
  await page.getByLabel("Search by name or email").fill("BROUSS");
  await page.getByLabel("Search by name or email").press("Enter");
  await expect(page).toHaveURL(/\?q=BROUSS/);
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  // The sidebar's Manage Users lists everyone again, and the box no longer shows the old term.
  await page.getByTestId("sidebar").getByRole("link", { name: "Manage Users" }).click();
  await expect(page.getByTestId("user-row")).toHaveCount(2);
  await expect(page.getByLabel("Search by name or email")).toHaveValue("");

  // The agent sets a password from the invitation and lands in the student area, branded with the company.
  const link = await mailedLink(page, email, /invited you/);
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel(/^Password/).fill("agent-secret");
  await page.getByLabel(/^Confirm Password/).fill("agent-secret");
  await page.getByRole("button", { name: "Set Password & Continue" }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByTestId("area-title")).toHaveText(/Test Realty/);

  // Back as the admin: edit, set inactive, remove.
  await page.context().clearCookies();
  await signInWithPassword(page.request, admin.email, LEARNER_PASSWORD);
  await openManageUsers(page);
  await expect(row).toContainText("Active");
  await row.getByRole("link", { name: /^Edit/ }).click();
  await page.getByLabel("Last Name").fill("Broussard-Landry");
  await page.getByRole("radio", { name: "Inactive" }).check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("User updated successfully");
  await expect(row).toContainText("Broussard-Landry");
  await expect(row).toContainText("Inactive");

  await row.getByRole("link", { name: /^Remove/ }).click();
  await expect(page.getByText(`Remove Gabrielle Broussard-Landry (${email}) from your company?`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Remove User" }).click();
  await expect(toast(page)).toContainText("User removed from company successfully");
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId("seat-counter")).toContainText("1 / 25");
});

test("a CSV import shows each row's fate, creates exactly the good rows, lists the rest; the export downloads and re-imports cleanly", async ({
  page,
  expectAccessible,
}, testInfo) => {
  await newLearner(page, { kind: "company_admin", seats: 25 });
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const csv = [
    "First_Name,Last_Name,Email,Phone,License_Number",
    `Ann,Lee,ann-${tag}@import.test,504-555-0101,LA-1`,
    `"Doe, Jane",Smith,jane-${tag}@import.test,,`,
    `Bad,Email,not-an-email,,`,
    `Ann,Again,ANN-${tag}@import.test,,`,
    `Remy,Guidry,remy-${tag}@import.test,,`,
    "",
  ].join("\r\n");
  await openManageUsers(page);
  await uploadCsv(page, "agents.csv", csv);
  const rows = page.getByTestId("import-rows");
  await expect(rows.getByRole("row")).toHaveCount(6);
  await expect(rows.getByRole("row", { name: /Doe, Jane Smith/ })).toContainText("Will be created");
  await expect(rows.getByRole("row", { name: /not-an-email/ })).toContainText("Skipped: Invalid email address");
  await expect(rows.getByRole("row", { name: /Ann Again/ })).toContainText("Skipped: Duplicate email in the file (first on row 2)");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Import 3 users" }).click();
  await expect(page.getByRole("heading", { name: "Import Results" })).toBeVisible();
  await expect(page.locator("#main").getByText("Successfully imported 3 users")).toBeVisible();
  const errors = await download(page, () => page.getByRole("link", { name: "Download skipped rows (CSV)" }).click());
  expect(errors.text.trim().split("\r\n")).toEqual([
    "first_name,last_name,email,phone,license_number,reason",
    "Bad,Email,not-an-email,,,Invalid email address",
    `Ann,Again,ANN-${tag}@import.test,,,Duplicate email in the file (first on row 2)`,
  ]);

  await page.getByRole("link", { name: "Back to Manage Users" }).last().click();
  await expect(page.getByTestId("seat-counter")).toContainText("4 / 25");
  const exported = await download(page, () => page.getByRole("link", { name: "Export" }).click());
  expect(exported.name).toMatch(/^company_users_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(exported.text).toContain(`"Doe, Jane",Smith,jane-${tag}@import.test,,,active`);
  // With JavaScript the page says so (requirement signed-in-constants); without it the browser only saves the file.
  if (!isNoJs(testInfo)) await expect(toast(page)).toContainText("Users exported successfully");
  const template = await download(page, () => page.getByRole("link", { name: "Download Template" }).click());
  expect(template.text.split("\r\n")[0]).toContain("first_name,last_name,email");
  if (!isNoJs(testInfo)) await expect(toast(page)).toContainText("Template downloaded successfully");

  // The export goes back in as it came out: every row is already in the company.
  await uploadCsv(page, exported.name, exported.text);
  await expect(page.getByText("Every row of this file is skipped: there is nothing to import.")).toBeVisible();
  await expect(page.getByTestId("import-rows").getByText("Skipped: Already in this company")).toHaveCount(4);
});

test("when the file has more users than free seats, the confirmation imports only the first N", async ({ page }) => {
  await newLearner(page, { kind: "company_admin", seats: 3 });
  const csv = ["first_name,last_name,email", ...[1, 2, 3, 4].map((i) => `Agent,${i},overflow-${Date.now()}-${i}@import.test`)].join("\n");
  await openManageUsers(page);
  await uploadCsv(page, "overflow.csv", csv);
  await expect(
    page.getByText("Your company has 2 seats remaining, but this file has 4 users to import. Import only the first 2?"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Import first 2 users" }).click();
  await expect(page.getByTestId("import-results")).toContainText("Created2");
  await expect(page.getByTestId("import-rows").getByText("Not imported: no seats remaining")).toHaveCount(2);
  await page.getByRole("link", { name: "Back to Manage Users" }).last().click();
  await expect(page.getByTestId("seat-counter")).toContainText("3 / 3");
});

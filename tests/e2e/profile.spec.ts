// My Profile (requirements student-profile, signed-in-validation-rules; docs/decisions/0019-profile.md) — JS on and off: editing the
// profile with a validation error first, changing the password (current one required) and
// signing in with the new one, and the license gate's journey from a CE course evaluation to the
// profile (a new tab) and back. Each test uses its own fresh learner.
import { type APIRequestContext, type Page } from "@playwright/test";
import { COURSE_SLUGS } from "../../db/seed/courses";
import { ids } from "../../db/seed/ids";
import { signInWithPassword } from "../fixtures/accounts";
import { LEARNER_PASSWORD as DEV_PASSWORD } from "../fixtures/learners";
import { expect, test } from "./fixtures";
import { isNoJs, newLearner, settle } from "./helpers";
const EVALUATION_ID = ids.evaluation("course-evaluation");
const evaluationPath = (slug: string) => `/course-player/${slug}/evaluation/${EVALUATION_ID}`;

/** An input by its label's text (a required field's label ends in an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}( \\*)?$`));
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Another device signed in as the same learner: a session of its own (cookies only, no browser needed). */
async function otherDevice(request: APIRequestContext, email: string) {
  await signInWithPassword(request, email, DEV_PASSWORD);
  expect((await request.get("/student/profile")).url()).toMatch(/\/student\/profile$/);
  return request;
}

test("a visitor is sent to sign in", async ({ page }) => {
  await page.goto("/student/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstudent%2Fprofile$/);
});

test("edit names, phone and license number — a validation error first, then saved and trimmed", async ({
  page,
  learner,
  expectAccessible,
}) => {
  const { email } = learner;
  await page.goto("/student");
  await page.getByTestId("sidebar").getByRole("link", { name: "My Profile", exact: true }).click();
  await expect(page).toHaveURL(/\/student\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page.getByTestId("area-title")).toHaveText("My Profile");
  await expect(page.getByRole("region", { name: "Profile Information" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Update Password" })).toBeVisible();

  // The e-mail address is shown, read only, with the note; it is not part of what the form sends.
  await expect(field(page, "Email")).toHaveValue(email);
  await expect(field(page, "Email")).toHaveAttribute("readonly", "");
  await expect(field(page, "Email")).not.toHaveAttribute("name");
  await expect(page.getByText("To change it, use Email Address below.")).toBeVisible();
  await expect(field(page, "First Name")).toHaveAttribute("autocomplete", "given-name");
  await expect(field(page, "Last Name")).toHaveAttribute("autocomplete", "family-name");
  await expect(field(page, "Phone (optional)")).toHaveAttribute("autocomplete", "tel");
  await expectAccessible(page);

  await field(page, "First Name").fill("   ");
  await field(page, "Last Name").fill("");
  await field(page, "Phone (optional)").fill("504-555-0100");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("First name is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Last name is required", { exact: true })).toBeVisible();
  await expect(field(page, "First Name")).toHaveAttribute("aria-invalid", "true");
  // What was typed stays.
  await expect(field(page, "Phone (optional)")).toHaveValue("504-555-0100");
  await expectAccessible(page);

  await field(page, "First Name").fill("  Grace ");
  await field(page, "Last Name").fill(" Hopper");
  await field(page, "Phone (optional)").fill(" (225) 555-0199 ");
  await field(page, "License Number (optional)").fill("  LA-0042317 ");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile Updated")).toBeVisible();
  await expect(page).toHaveURL(/\/student\/profile$/);
  await expect(page.getByText("First name is required")).toHaveCount(0);

  // A fresh load shows the stored, trimmed values; the header's account menu the new name.
  await page.goto("/student/profile");
  await expect(field(page, "First Name")).toHaveValue("Grace");
  await expect(field(page, "Last Name")).toHaveValue("Hopper");
  await expect(field(page, "Phone (optional)")).toHaveValue("(225) 555-0199");
  await expect(field(page, "License Number (optional)")).toHaveValue("LA-0042317");
  await page.locator("summary").filter({ hasText: "Account menu" }).click();
  await expect(page.getByText("Grace Hopper")).toBeVisible();

  // An emptied phone is removed.
  await page.locator("summary").filter({ hasText: "Account menu" }).click();
  await field(page, "Phone (optional)").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile Updated")).toBeVisible();
  await page.goto("/student/profile");
  await expect(field(page, "Phone (optional)")).toHaveValue("");

  // At 320 px nothing overflows.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);
});

test("change the password (the current one is checked), other devices signed out, then sign in with the new one", async ({
  page,
  learner,
  playwright,
  baseURL,
  expectAccessible,
}, testInfo) => {
  test.slow(); // password hashing, two sessions, axe
  const { email } = learner;
  const other = await otherDevice(await playwright.request.newContext({ baseURL }), email);
  await page.goto("/student/profile");
  const password = page.getByRole("region", { name: "Update Password" });
  await expect(field(page, "Current Password")).toHaveAttribute("autocomplete", "current-password");
  await expect(field(page, "New Password")).toHaveAttribute("autocomplete", "new-password");
  await expect(field(page, "Confirm New Password")).toHaveAttribute("autocomplete", "new-password");

  // A wrong current password is refused by the server.
  await field(page, "Current Password").fill("not-my-password");
  await field(page, "New Password").fill("brand-new-pass");
  await field(page, "Confirm New Password").fill("brand-new-pass");
  await password.getByRole("button", { name: "Update Password" }).click();
  await expect(password.getByText("Your current password is incorrect.", { exact: true })).toBeVisible();
  // Passwords are never sent back into the page.
  if (isNoJs(testInfo)) await expect(field(page, "New Password")).toHaveValue("");
  await expectAccessible(page);

  // The shared policy: too short, then a mismatch.
  await field(page, "Current Password").fill(DEV_PASSWORD);
  await field(page, "New Password").fill("12345");
  await field(page, "Confirm New Password").fill("12345");
  await password.getByRole("button", { name: "Update Password" }).click();
  await expect(password.getByRole("alert").filter({ hasText: "Password must be at least 6 characters long." })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Password Too Short");
  await field(page, "Current Password").fill(DEV_PASSWORD);
  await field(page, "New Password").fill("brand-new-pass");
  await field(page, "Confirm New Password").fill("brand-new-pas");
  await password.getByRole("button", { name: "Update Password" }).click();
  await expect(password.getByRole("alert").filter({ hasText: "Passwords do not match." })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Password Mismatch");

  await field(page, "Current Password").fill(DEV_PASSWORD);
  await field(page, "New Password").fill("brand-new-pass");
  await field(page, "Confirm New Password").fill("brand-new-pass");
  await password.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password Updated")).toContainText("every other device has been signed out");
  await expect(page).toHaveURL(/\/student\/profile$/);
  // The form is empty again; this browser is still signed in.
  await expect(field(page, "Current Password")).toHaveValue("");
  await expect(field(page, "New Password")).toHaveValue("");
  await page.goto("/student/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();

  // The other device was signed out.
  expect((await other.get("/student/profile")).url()).toMatch(/\/login\?redirectTo=%2Fstudent%2Fprofile$/);
  await other.dispose();

  // Sign out; the old password no longer works, the new one does.
  await page.getByTestId("sidebar").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, DEV_PASSWORD);
  await expect(page.getByText("Please check your credentials and try again.").first()).toBeVisible();
  await signIn(page, email, "brand-new-pass");
  await expect(page).toHaveURL(/\/student$/);
});

// requirement learning-validation-rules: a CE course's evaluation cannot be submitted without a license number.
const OVERALL = /^Overall, how would you rate this course\?/;
const star = (page: Page, question: RegExp, n: number) =>
  page.getByRole("group", { name: question }).getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars` });
const submitEvaluation = (page: Page) => page.getByRole("button", { name: "Submit Evaluation" });

async function answerEvaluation(page: Page) {
  await star(page, /^The course content matched/, 5).check();
  await star(page, /^The lessons were clear/, 4).check();
  await star(page, OVERALL, 5).check();
  await page.getByLabel(/^How will you apply what you learned/).fill("At my next listing appointment.");
}

test("the license gate: Update Profile opens the profile, the learner saves a number and returns to submit", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.slow(); // the player, a second tab, axe
  const noJs = isNoJs(testInfo);
  await newLearner(page, { enroll: [COURSE_SLUGS.ceFlood] });
  await page.goto(`/dev/evaluation/${COURSE_SLUGS.ceFlood}`);
  await page.getByRole("button", { name: "Complete the other items and open the evaluation" }).click();
  await expect(page).toHaveURL(evaluationPath(COURSE_SLUGS.ceFlood));

  const banner = page.getByTestId("license-gate-banner");
  await expect(banner.getByRole("heading", { name: "License number required to continue" })).toBeVisible();
  if (!noJs) await expect(submitEvaluation(page)).toBeDisabled();

  // 'Update Profile' opens the profile in a new tab, which says what to do.
  const [profile] = await Promise.all([page.context().waitForEvent("page"), banner.getByRole("link", { name: /^Update Profile/ }).click()]);
  await expect(profile).toHaveURL(/\/student\/profile\?from=license-gate$/);
  const notice = profile.getByTestId("license-gate-notice");
  await expect(notice).toContainText("Add your license number to finish your course evaluation");
  await expectAccessible(profile);

  await field(profile, "License Number (optional)").fill(" LA-0042317 ");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(profile, "Profile Updated")).toContainText("You can go back to your course evaluation tab.");
  await expect(notice).toContainText("Your license number is saved");
  await expect(notice).toContainText("go back to your course evaluation");
  await expect(profile).toHaveURL(/\/student\/profile\?from=license-gate$/);
  await expectAccessible(profile);
  await profile.close();

  // Back on the evaluation: with JavaScript it rechecks when the tab has focus again; without it, a reload.
  await page.bringToFront();
  if (noJs) await page.reload();
  else await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(banner).toHaveCount(0);
  await expect(submitEvaluation(page)).toBeEnabled();
  await answerEvaluation(page);
  await submitEvaluation(page).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
});

test("a company admin's profile is at /company-dashboard/profile", async ({ page, companyAdmin, expectAccessible }) => {
  // Read only: the demo account is shared with other tests.
  await page.goto("/company-dashboard");
  await page.getByTestId("sidebar").getByRole("link", { name: "My Profile", exact: true }).click();
  await expect(page).toHaveURL(/\/company-dashboard\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(field(page, "Email")).toHaveValue(companyAdmin.email);
  await expect(page.getByRole("region", { name: "Update Password" })).toBeVisible();
  await expectAccessible(page);
  // A company admin's student-area address sends them back to their own area.
  await page.goto("/student/profile");
  await expect(page).toHaveURL(/\/company-dashboard$/);
});

test("an admin's profile is at /admin/profile", async ({ page, admin, expectAccessible }) => {
  // Read only: the demo account is shared with other tests.
  await page.goto("/admin");
  await settle(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "My Profile", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(field(page, "Email")).toHaveValue(admin.email);
  await expectAccessible(page);
});

import type { Page } from "@playwright/test";
import { courseBySlug, COURSE_SLUGS } from "../../db/seed/courses";
import { signInWithPassword } from "../fixtures/accounts";
import { LEARNER_PASSWORD } from "../fixtures/learners";
import { expect, test } from "./fixtures";
import { mailedLink, newLearner, settle } from "./helpers";

// Consented company membership (decision 0053), with JavaScript and without: a
// company admin adds the e-mail of an existing individual learner (own premium membership, a
// certificate earned before); the company sees only a pending invitation; the learner follows the
// e-mailed link, signs in and accepts; only then is the learner in the company's list. After the
// company sets them inactive, the learner's own course and earlier certificate are still theirs,
// and the company still cannot open that certificate.

const ethics = courseBySlug(COURSE_SLUGS.ceEthics);
const toast = (page: Page) => page.getByTestId("toast");

async function openManageUsers(page: Page) {
  await page.goto("/company-dashboard");
  await settle(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "Manage Users" }).click();
  await expect(page.getByRole("heading", { name: "Manage Users", level: 1 })).toBeVisible();
}

async function signInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await signInWithPassword(page.request, email, LEARNER_PASSWORD);
}

test("a company admin invites an existing learner, who accepts; going inactive leaves their own course and earlier certificate theirs", async ({
  page,
  expectAccessible,
}) => {
  test.slow(); // two accounts, the mailbox, several sign-ins
  // An individual learner with their own membership and a certificate from before any company.
  const learner = await newLearner(page, { kind: "subscriber", enroll: [ethics.slug], complete: [ethics.slug] });
  await page.goto("/student/certificates");
  const certificateLink = page.getByRole("link", { name: new RegExp(`^View Certificate: ${ethics.title}`) });
  const certificateHref = (await certificateLink.getAttribute("href"))!;
  expect(certificateHref).toMatch(/^\/certificates\/[0-9A-Za-z-]+\.pdf$/);

  // The company admin adds the learner's address: an invitation, not a member.
  await page.context().clearCookies();
  const admin = await newLearner(page, { kind: "company_admin", seats: 25 });
  await openManageUsers(page);
  await page.getByRole("link", { name: "Add User" }).click();
  await page.getByLabel("First Name").fill("Celeste");
  await page.getByLabel("Last Name").fill("Fontenot");
  await page.getByLabel("Email").fill(learner.email);
  await page.getByRole("button", { name: "Add User" }).click();
  await expect(toast(page)).toContainText("Invitation sent");
  const pending = page.getByTestId("pending-invitations");
  await expect(pending).toContainText(learner.email);
  await expect(pending).toContainText("Invitation pending");
  await expect(page.getByTestId("user-row").filter({ hasText: learner.email })).toHaveCount(0);
  await expect(page.getByTestId("seat-counter")).toContainText("1 / 25");
  await expectAccessible(page);
  // Nothing of the person is the company's yet.
  expect((await page.request.get(certificateHref)).status()).toBe(404);

  // The learner follows the e-mailed link, signs in, and accepts.
  const link = await mailedLink(page, learner.email, /invited you to join/);
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Finvitations/);
  await settle(page);
  await page.getByLabel("Email").fill(learner.email);
  await page.getByLabel(/^Password/).fill(LEARNER_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Company Invitations", level: 1 })).toBeVisible();
  const invitation = page.getByTestId("company-invitation");
  await expect(invitation).toContainText(/Test Realty .* invited you to join as a Student/);
  await expectAccessible(page);
  await settle(page);
  await invitation.getByRole("button", { name: /^Accept and join / }).click();
  await expect(toast(page)).toContainText("Invitation accepted");
  await expect(page).toHaveURL(/\/student$/);

  // Only now does the company see them; the admin sets them inactive.
  await signInAs(page, admin.email);
  await openManageUsers(page);
  await expect(page.getByTestId("pending-invitations")).toHaveCount(0);
  const row = page.getByTestId("user-row").filter({ hasText: learner.email });
  await expect(row).toContainText("Active");
  await row.getByRole("link", { name: /^Edit/ }).click();
  await page.getByRole("radio", { name: "Inactive" }).check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("User updated successfully");
  await expect(row).toContainText("Inactive");
  // The certificate earned before joining stays hidden from the company.
  expect((await page.request.get(certificateHref)).status()).toBe(404);

  // The learner still signs in; their own course and their earlier certificate are theirs.
  await signInAs(page, learner.email);
  await page.goto("/student");
  await settle(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "My Certificates" }).click();
  await expect(page).toHaveURL(/\/student\/certificates$/);
  await expect(page.locator("tbody tr").getByRole("rowheader")).toHaveText([ethics.title]);
  expect((await page.request.get(certificateHref)).status()).toBe(200);
  // Their own premium membership still opens the course they took (company access alone would not).
  await page.goto(`/course/${ethics.slug}`);
  await expect(page.getByText("You're enrolled in this course.").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Open Course" }).first()).toBeVisible();
  await expectAccessible(page);

  // Leaving is the member's own choice, from My Profile, after a confirmation.
  await page.goto("/student");
  await settle(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "My Profile" }).click();
  await page.getByTestId("company-card").getByRole("link", { name: "Leave company" }).click();
  await expect(page.getByRole("heading", { name: /^Leave Test Realty/, level: 1 })).toBeVisible();
  await expectAccessible(page);
  await settle(page);
  await page.getByRole("button", { name: /^Leave Test Realty/ }).click();
  await expect(toast(page)).toContainText("You left the company");
  expect((await page.request.get(certificateHref)).status()).toBe(200);
});

// Reminders (decision 0093), JS on and off: a learner 30 days from the post-licensing deadline gets the
// reminder (the dev helper moves the clock), follows its link to the course, and unsubscribes with one click;
// a company admin turns the weekly at-risk digest on and receives it.
import { POST_LICENSING_SLUG } from "../../db/seed/courses/post-licensing";
import { learnerFullName } from "../fixtures/learners";
import { expect, test } from "./fixtures";
import { mailedLink, newLearner } from "./helpers";

test("a learner 30 days from the post-licensing deadline is reminded, reaches the course and unsubscribes", async ({ page }) => {
  const learner = await newLearner(page, { kind: "subscriber", enroll: [POST_LICENSING_SLUG] });

  // The license on the profile: initial license 2026-01-01, so the deadline is 2026-06-30.
  await page.goto("/student/profile");
  await page.getByLabel("License Type (optional)").selectOption("salesperson");
  await page.getByLabel("Initial License Date (optional)").fill("2026-01-01");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your profile information has been saved.").first()).toBeVisible();

  // The clock moved to 31 May 2026, 30 days before the deadline.
  const run = await page.request.post("/dev/reminders", { form: { asOf: "2026-05-31" } });
  expect(run.ok()).toBe(true); // its counts are everyone's (the other project's learner too): the mailbox tells.

  const courseLink = await mailedLink(page, learner.email, /post-licensing deadline is in 30 days/);
  await page.goto(courseLink);
  await expect(page).toHaveURL(new RegExp(`/course-player/${POST_LICENSING_SLUG}`));

  // The unsubscribe link is the message's last one.
  await mailedLink(page, learner.email, /post-licensing deadline is in 30 days/);
  const links = page.getByRole("region", { name: "Links in this message" }).getByRole("link");
  const unsubscribe = await links.last().getAttribute("href");
  expect(unsubscribe).toMatch(/\/unsubscribe\?token=/);
  await page.goto(unsubscribe!);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

  // The profile shows reminders off (the other project's journey runs the reminders at any time, so
  // "no 7-day reminder" is left to the integration tests).
  await page.goto("/student/profile");
  await expect(page.getByLabel(/Remind me of my license deadlines/)).not.toBeChecked();
});

test("a company admin turns the weekly at-risk digest on and receives it, naming the agent near the deadline", async ({
  page,
  browser,
}) => {
  const admin = await newLearner(page, { kind: "company_admin" });

  // An agent of the admin's company, licensed 2026-01-01 (post-licensing due 2026-06-30), course not complete.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  const agent = await newLearner(agentPage, { kind: "agent", companyId: admin.companyId!, enroll: [POST_LICENSING_SLUG] });
  await agentPage.goto("/student/profile");
  await agentPage.getByLabel("License Type (optional)").selectOption("salesperson");
  await agentPage.getByLabel("Initial License Date (optional)").fill("2026-01-01");
  await agentPage.getByRole("button", { name: "Save Changes" }).click();
  await expect(agentPage.getByText("Your profile information has been saved.").first()).toBeVisible();
  await agentContext.close();

  // The digest is off by default; the admin switches it on from the company profile, reached by clicking.
  await page.goto("/company-dashboard");
  await page
    .getByRole("link", { name: /Profile/ })
    .first()
    .click();
  const digest = page.getByLabel(/weekly email of members at risk/);
  await expect(digest).not.toBeChecked();
  await digest.check();
  await page.getByRole("button", { name: "Save Digest Setting" }).click();
  // The box was ticked before the save: wait for the save's answer, or the run below can come first.
  await expect(page.getByText("Your reminder settings have been saved.").first()).toBeVisible();
  await expect(page.getByLabel(/weekly email of members at risk/)).toBeChecked();

  // The clock moved to 10 June 2026: the agent's deadline is 20 days away.
  const run = await page.request.post("/dev/reminders", { form: { asOf: "2026-06-10" } });
  expect(run.ok()).toBe(true);
  const compliance = await mailedLink(page, admin.email, /at risk of missing a deadline/);
  await expect(page.getByText(learnerFullName(agent.email)).first()).toBeVisible();
  expect(compliance).toContain("/company-dashboard/reports");
});

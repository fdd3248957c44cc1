import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COURSE_SLUGS } from "../../db/seed/courses";
import { ENROLLMENTS } from "../../db/seed/enrollments";
import { learnerRows } from "../../db/seed/progress";
import { isNoJs, newLearner } from "./helpers";

// My Courses (requirements student-dashboard, company-dashboard, signed-in-state-flows Enrollment, requirements signed-in-validation-rules, signed-in-roles): enroll, unenroll, search/filter/sort, stat
// cards, the reviewer's view and the premium prompt — with JavaScript and without. Journeys that
// change state use a fresh learner; the demo accounts are only read. That unenrolling keeps
// progress rows is asserted in tests/integration/student-courses.test.ts (no player to make
// progress with yet).

const QUICK = { slug: "quick-start-agency-basics", title: "Quick Start: Louisiana Agency Basics" };
const CE = {
  agency: "2026 Louisiana Mandatory CE: Agency & Disclosure Update",
  flood: "Louisiana Flood Zones & Property Disclosure",
  ethics: "Ethics & Fair Housing in Louisiana",
};
const DRAFT = { title: "Commercial Leasing Fundamentals (Draft)" };

const enrolledRegion = (page: Page) => page.getByRole("region", { name: "Enrolled Courses" });
const availableRegion = (page: Page, name = "Available Courses") => page.getByRole("region", { name });
const courseTitles = (page: Page, name = "Available Courses") => availableRegion(page, name).getByRole("heading", { level: 3 });
const toast = (page: Page) => page.getByTestId("toast");
/** The title line of the toast now showing. */
const toastTitle = (page: Page) => toast(page).locator("p").first();
/** The figure of a stat card. */
const stat = (page: Page, which: "enrolled" | "completed" | "hours") => page.getByTestId(`stat-${which}`).locator("dd");

test("a fresh subscriber enrolls from Available Courses and sees it under Enrolled Courses", async ({
  page,
  learner: _learner,
  expectAccessible,
}) => {
  await page.goto("/student");
  await expect(page.getByRole("heading", { level: 1, name: "My Courses" })).toBeVisible();
  await expect(stat(page, "enrolled")).toHaveText("0");
  await expect(stat(page, "hours")).toHaveText("0 hrs");
  await expect(enrolledRegion(page)).toHaveCount(0);
  await expect(page.getByTestId("available-count")).toHaveText("Showing 6 of 6 courses");
  await expect(page.getByText("Enrolling needs an active premium membership.")).toHaveCount(0);

  const row = availableRegion(page).getByRole("listitem").filter({ hasText: QUICK.title });
  await expect(row).toContainText("Pre-licensing · 1 hrs");
  await expect(row.getByRole("link", { name: QUICK.title, exact: true })).toHaveAttribute("href", `/course/${QUICK.slug}`);
  await row.getByRole("button", { name: `Enroll in ${QUICK.title}` }).click();

  await expect(toastTitle(page)).toHaveText("Enrolled");
  await expect(page).toHaveURL(/\/student$/);
  const enrolled = enrolledRegion(page).getByRole("listitem").filter({ hasText: QUICK.title });
  await expect(enrolled).toContainText("0% complete");
  await expect(enrolled).toContainText("1 hrs");
  await expect(enrolled.getByRole("link", { name: `Open ${QUICK.title}` })).toHaveAttribute("href", `/course-player/${QUICK.slug}`);
  await expect(enrolled.getByRole("link", { name: QUICK.title, exact: true })).toHaveAttribute("href", `/course/${QUICK.slug}`);
  await expect(courseTitles(page)).not.toContainText([QUICK.title]);
  await expect(page.getByTestId("available-count")).toHaveText("Showing 5 of 5 courses");
  await expect(stat(page, "enrolled")).toHaveText("1");
  await expectAccessible(page);
});

test("unenrolling asks first, moves the course back to Available Courses, and enrolling again keeps the progress", async ({ page }) => {
  await newLearner(page, { kind: "subscriber", enroll: [QUICK.slug] });
  await page.goto("/student");
  const enrolled = enrolledRegion(page).getByRole("listitem").filter({ hasText: QUICK.title });
  await expect(enrolled).toContainText("0% complete");
  await expect(stat(page, "enrolled")).toHaveText("1");

  // The first button only opens the question; the second one unenrolls.
  await enrolled.locator("summary").click();
  await expect(enrolled).toContainText("Your progress is kept");
  await enrolled.getByRole("button", { name: `Yes, unenroll from ${QUICK.title}` }).click();
  await expect(toastTitle(page)).toHaveText("Unenrolled");
  await expect(enrolledRegion(page)).toHaveCount(0);
  await expect(courseTitles(page)).toContainText([QUICK.title]);
  await expect(stat(page, "enrolled")).toHaveText("0");

  await availableRegion(page)
    .getByRole("button", { name: `Enroll in ${QUICK.title}` })
    .click();
  await expect(toastTitle(page)).toHaveText("Enrolled");
  await expect(enrolledRegion(page).getByRole("listitem").filter({ hasText: QUICK.title })).toContainText("0% complete");
});

test("search, type filter and sort combine, live in the URL and have an empty state", async ({
  page,
  learner: _learner,
  expectAccessible,
}, testInfo) => {
  await page.goto("/student?type=Continuing+Education&sort=oldest");
  await expect(courseTitles(page)).toHaveText([CE.flood, CE.agency, CE.ethics]);
  await expect(page.getByLabel("Course type")).toHaveValue("continuing-education");
  await expect(page.getByLabel("Sort by")).toHaveValue("oldest");
  await expect(page.getByTestId("available-count")).toContainText("Showing 3 of 6 courses");

  const apply = async () => {
    if (isNoJs(testInfo)) await page.getByRole("button", { name: "Apply" }).click();
  };
  // Sort by title: with JavaScript the list follows the choice; without it, Apply submits the GET form.
  await page.getByLabel("Sort by").selectOption("title-desc");
  await apply();
  await expect(page).toHaveURL(/sort=title-desc/);
  await expect(courseTitles(page)).toHaveText([CE.flood, CE.ethics, CE.agency]);

  await page.getByLabel("Search courses").fill("WHOM do you represent");
  await page.getByLabel("Course type").selectOption("");
  await apply();
  if (isNoJs(testInfo)) await expect(page).toHaveURL(/q=WHOM/);
  await expect(courseTitles(page)).toHaveText([QUICK.title]); // matched in the description only
  await expect(page.getByTestId("available-count")).toContainText("Showing 1 of 6 courses");

  await page.getByLabel("Search courses").fill("no such course anywhere");
  await apply();
  await expect(availableRegion(page)).toContainText("No courses match your search or filter.");
  await expect(courseTitles(page)).toHaveCount(0);
  await expectAccessible(page);

  await availableRegion(page).getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/student\?sort=title-desc$/);
  await expect(courseTitles(page)).toHaveCount(6);
  await expect(courseTitles(page).first()).toHaveText(QUICK.title);
  await expect(page.getByLabel("Search courses")).toHaveValue("");
});

test("enrolling keeps the current filters", async ({ page, learner: _learner }) => {
  await page.goto("/student?type=Continuing+Education&sort=title-asc");
  await availableRegion(page)
    .getByRole("button", { name: `Enroll in ${CE.ethics}` })
    .click();
  await expect(toastTitle(page)).toHaveText("Enrolled");
  await expect(page).toHaveURL(/\/student\?type=(Continuing\+Education|continuing-education)&sort=title-asc$/);
  await expect(courseTitles(page)).toHaveText([CE.agency, CE.flood]);
  await expect(enrolledRegion(page)).toContainText(CE.ethics);
});

test("an unsubscribed learner is offered premium and refused with Premium Required", async ({ page, expectAccessible }) => {
  await newLearner(page, { kind: "free" });
  await page.goto("/student");
  await expect(availableRegion(page).getByRole("link", { name: "Get Premium" })).toHaveAttribute("href", "/student/billing");
  await availableRegion(page)
    .getByRole("button", { name: `Enroll in ${CE.flood}` })
    .click();
  const alert = page.getByRole("alert").filter({ hasText: "Premium Required" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "Get Premium" })).toHaveAttribute("href", "/student/billing");
  await expect(toastTitle(page)).toHaveText("Premium Required");
  await expect(enrolledRegion(page)).toHaveCount(0);
  await expect(courseTitles(page)).toContainText([CE.flood]);
  await expectAccessible(page);
});

test("the seeded student's stat cards and enrolled course (read only)", async ({ page, student, expectAccessible }) => {
  await page.goto("/student");
  await expect(stat(page, "enrolled")).toHaveText("1");
  // The seed's finished (and since unenrolled) 4-hour CE course, whose certificate My Certificates lists.
  await expect(stat(page, "completed")).toHaveText("1");
  await expect(stat(page, "hours")).toHaveText("4 hrs");
  const row = enrolledRegion(page).getByRole("listitem").filter({ hasText: "Pre-Licensing (90 Hours)" });
  await expect(row).toContainText("90 hrs");
  // The seed completed the first two lessons: its progress summary, shown as a whole percentage.
  const seeded = ENROLLMENTS.find((e) => e.email === student.email && e.slug === COURSE_SLUGS.preLicensing)!;
  const progress = Math.floor(learnerRows(seeded).summary!.progressPercentage!);
  expect(progress).toBeGreaterThan(0);
  await expect(row).toContainText(`${progress}% complete`);
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(progress));
  await expect(page.getByTestId("available-count")).toHaveText("Showing 5 of 5 courses");
  await expectAccessible(page);
});

test("a reviewer sees Review Courses with the drafts and no stat cards", async ({ page, expectAccessible }) => {
  await newLearner(page, { kind: "reviewer" });
  await page.goto("/student");
  await expect(page.getByRole("heading", { level: 1, name: "Review Courses" })).toBeVisible();
  await expect(page.getByText("including drafts that are not yet published")).toBeVisible();
  await expect(page.getByTestId("stat-enrolled")).toHaveCount(0);
  await expect(availableRegion(page, "Available Courses")).toHaveCount(0);
  await expect(courseTitles(page, "Draft Courses for Review")).toHaveText([DRAFT.title]);
  await expect(
    availableRegion(page, "Draft Courses for Review").getByRole("link", { name: `Review Course: ${DRAFT.title}` }),
  ).toHaveAttribute("href", /^\/course-player\/[a-z0-9-]+$/);
  await expect(page.getByRole("button", { name: /^Enroll/ })).toHaveCount(0);
  await expectAccessible(page);
});

test("the company admin's dashboard is the same My Courses (read only)", async ({
  page,
  companyAdmin: _companyAdmin,
  expectAccessible,
}) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/company-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Courses" })).toBeVisible();
  await expect(page.getByTestId("stat-enrolled")).toBeVisible();
  await page.goto("/company-dashboard?type=Continuing+Education&sort=title-asc");
  await expect(courseTitles(page)).toContainText([CE.agency, CE.ethics, CE.flood]);
  await expect(page.getByText("Enrolling needs an active premium membership.")).toHaveCount(0);
  await expectAccessible(page);
});

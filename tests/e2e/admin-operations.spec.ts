import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { QUICK_COURSE_SLUG } from "../../db/seed/courses/quick-start";
import { signInWithPassword } from "../fixtures/accounts";
import { LEARNER_PASSWORD } from "../fixtures/learners";
import { demoAccount } from "../../db/seed/accounts";
import { COMPLETIONS, seededCertificateId } from "../../db/seed/certificates";
import { courseBySlug } from "../../db/seed/courses";
import { INVOICES } from "../../db/seed/enrollments";
import { ids } from "../../db/seed/ids";
import { learnerRows } from "../../db/seed/progress";
import { pdfIncludes, pdfText } from "../pdf-text";
import { exclusively, fillRichText, isNoJs, newLearner, settle } from "./helpers";

// Admin operations (decision 0029), with JavaScript and without, reached from the admin sidebar: find a
// learner by license number, open their record, deactivate and reactivate them; change the
// membership price and see it on the pricing page (restored at once: other journeys read it); publish
// an announcement to one company only; export the LREC roster and a learner's audit packet.

const toast = (page: Page) => page.getByTestId("toast");
const demoStudent = demoAccount("student");
const SEEDED_INVOICE = INVOICES[0];

/** One CSV line's cells (RFC 4180 quoting: "" inside a quoted cell is a quote). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      cells.push(cell);
      cell = "";
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  return cells;
}

/** The roster's rows as objects keyed by its header row. */
function rosterRows(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.split(/\r?\n/).filter((line) => line.length > 0);
  const names = csvCells(header!);
  return lines.map((line) => Object.fromEntries(csvCells(line).map((value, i) => [names[i], value])));
}

async function openFromSidebar(page: Page, link: string, heading: string) {
  await page.goto("/admin");
  await settle(page);
  await page.getByTestId("sidebar").getByRole("link", { name: link, exact: true }).click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

test("an admin finds a learner by license number, deactivates and reactivates them, then anonymises the deactivated account", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const license = `LA-E2E-${testInfo.project.name}-${Date.now()}`;
  await newLearner(page, { kind: "subscriber", licenseNumber: license, enroll: [QUICK_COURSE_SLUG] });
  await newLearner(page, { kind: "admin" });
  await openFromSidebar(page, "Users", "Users");
  await page.getByLabel("Search").fill(license);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${license}`));
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(license);
  await expectAccessible(page);

  await rows.getByRole("link").click();
  await expect(page.getByTestId("user-status")).toHaveText("Active");
  await expect(page.getByRole("region", { name: "Enrollments", exact: true })).toContainText("Quick Start");
  await page.getByRole("button", { name: "Deactivate User" }).click();
  await expect(toast(page)).toContainText("User updated successfully");
  await expect(page.getByTestId("user-status")).toHaveText("Inactive");
  // Deactivation removed the course access (requirement signed-in-state-flows).
  await expect(page.getByRole("region", { name: "Enrollments", exact: true })).toContainText("No enrollments.");
  await page.getByRole("button", { name: "Reactivate User" }).click();
  await expect(page.getByTestId("user-status")).toHaveText("Active");

  // Anonymising: only for a deactivated account, only when confirmed; the records stay.
  await expect(page.getByRole("button", { name: "Anonymise User" })).toHaveCount(0);
  await page.getByRole("button", { name: "Deactivate User" }).click();
  await expect(page.getByTestId("user-status")).toHaveText("Inactive");
  await page.getByLabel("I understand that this user's personal data is removed for good.").check();
  await page.getByRole("button", { name: "Anonymise User" }).click();
  await expect(toast(page)).toContainText("User anonymised");
  await expect(page.getByTestId("anonymised-notice")).toContainText("Anonymised on");
  await expect(page.getByRole("region", { name: "Profile" })).toContainText("@anonymised.invalid");
  await expect(page.getByRole("region", { name: "Profile" })).toContainText(license);
  await expect(page.getByRole("button", { name: "Reactivate User" })).toHaveCount(0);
  await expectAccessible(page);
});

test("an admin changes the membership price and the pricing and billing pages show it", async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  await newLearner(page, { kind: "admin" });
  await openFromSidebar(page, "Settings", "Settings");
  const price = page.getByLabel("Membership price (USD per year)");
  await price.fill("abc");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Enter a price between 0.00 and 10,000.00, with at most two decimals")).toBeVisible();
  await expectAccessible(page);
  // The price is the whole school's: the other project's run of this journey waits its turn.
  await exclusively("membership-price", async () => {
    await page.goto("/admin/settings");
    const original = await price.inputValue();
    const changed = original === "64.50" ? "64.75" : "64.50";
    try {
      await price.fill(changed);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page)).toContainText("Settings updated");
      await page.goto("/pricing");
      await expect(page.getByTestId("membership-price")).toContainText(`$${changed}`);
      // A learner without a membership sees the new price on their billing page (in a browser of their own).
      const learnerContext = await browser.newContext({ javaScriptEnabled: !isNoJs(testInfo) });
      try {
        const learner = await learnerContext.newPage();
        await newLearner(learner, { kind: "free" });
        await learner.goto("/student/billing");
        await expect(learner.getByText(`$${changed}`, { exact: true })).toBeVisible();
      } finally {
        await learnerContext.close();
      }
    } finally {
      await page.goto("/admin/settings");
      await page.getByLabel("Membership price (USD per year)").fill(original);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page)).toContainText(/Settings updated|No changes/);
    }
  });
});

test("an admin creates a company with 3 seats and adds 4 users to it with the company's own screens (the admin is exempt)", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.slow(); // two additions and an import
  await newLearner(page, { kind: "admin" });
  await openFromSidebar(page, "Companies", "Companies");
  await page.getByRole("link", { name: "New Company" }).click();
  const name = `Seat Test Realty ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel("Company name").fill(name);
  await page.getByLabel("Seats").fill("3");
  await page.getByLabel("Starter").check();
  await page.getByRole("button", { name: "Create Company" }).click();
  await expect(toast(page)).toContainText("Company created successfully");
  await expect(page.getByRole("heading", { name: "Manage Users", level: 1 })).toBeVisible();
  await expect(page.getByText(`The agents and admins of ${name}.`)).toBeVisible();
  const tag = `${testInfo.project.name}-${Date.now()}`;
  for (let i = 1; i <= 2; i++) {
    await page.getByRole("link", { name: "Add User" }).click();
    await expect(page.getByText("As a platform admin you may add users beyond the seat limit.")).toBeVisible();
    await page.getByLabel("First Name").fill("Agent");
    await page.getByLabel("Last Name").fill(`Number ${i}`);
    await page.getByLabel("Email").fill(`seat-${i}-${tag}@example.com`);
    await page.getByRole("button", { name: "Add User" }).click();
    await expect(toast(page)).toContainText("User created");
    await expect(page.getByTestId("seat-counter")).toContainText(`${i} / 3`);
  }
  // The other two from a CSV, through the same import: one seat is free, yet both are imported.
  await page.getByRole("link", { name: "Import", exact: true }).click();
  const csv = ["first_name,last_name,email", `Agent,Three,seat-3-${tag}@example.com`, `Agent,Four,seat-4-${tag}@example.com`].join("\n");
  await page.getByLabel("CSV file (up to 10 MB)").setInputFiles({ name: "agents.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Preview Import" }).click();
  await expect(page.getByRole("heading", { name: "Review Import" })).toBeVisible();
  await page.getByRole("button", { name: "Import 2 users" }).click();
  await expect(page.getByRole("heading", { name: "Import Results" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Manage Users" }).last().click();
  await expect(page.getByTestId("seat-counter")).toContainText("4 / 3");
  await expect(page.getByTestId("user-row")).toHaveCount(4);
  await expectAccessible(page);
  // A user's edit page is the company admin's too, scoped by this company.
  await page.getByRole("link", { name: "Edit Agent Number 1" }).click();
  await expect(page.getByRole("heading", { name: "Edit User", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/companies\/[0-9a-f-]+\/users\/[0-9a-f-]+\/edit$/);
});

test("an admin publishes an announcement to one company: its agent sees it in the bell, the demo student does not", async ({
  page,
  signInAs,
  expectAccessible,
}, testInfo) => {
  const owner = await newLearner(page, { kind: "company_admin" });
  const company = `Test Realty ${owner.email.slice(8, 21)}`; // the name /dev/learners gives the fresh company
  const agent = await newLearner(page, { kind: "agent", companyId: owner.companyId! });
  await newLearner(page, { kind: "admin" });
  await openFromSidebar(page, "Announcements", "Announcements");
  await page.getByRole("link", { name: "New Announcement" }).click();
  await expect(page.getByRole("heading", { name: "New Announcement", level: 1 })).toBeVisible();

  const title = `Office closed ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await fillRichText(page, testInfo, "Message", "The office is closed on Friday.");
  await page.getByRole("radio", { name: "Selected companies" }).check();
  // The picker's search posts the form (nothing saved): what was typed comes back filled in, and the
  // message never rides in the address.
  await page.getByLabel("Search companies").fill(company);
  await page.getByRole("button", { name: "Search selected companies" }).click();
  await page.getByRole("checkbox", { name: company }).check();
  expect(page.url()).not.toContain("message=");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("radio", { name: "Selected companies" })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page)).toContainText("Announcement published successfully");
  await expect(page.getByTestId("announcement-status")).toHaveText("Published");

  await signInWithPassword(page.request, agent.email, LEARNER_PASSWORD);
  await page.goto("/student");
  await page
    .locator("summary")
    .filter({ hasText: /Announcements, / })
    .click();
  await expect(page.getByTestId("announcements-panel")).toContainText(title);

  await signInAs("student");
  await page.goto("/student");
  await page
    .locator("summary")
    .filter({ hasText: /Announcements, / })
    .click();
  await expect(page.getByTestId("announcements-panel")).toBeVisible();
  await expect(page.getByTestId("announcements-panel")).not.toContainText(title);
});

test("the dashboard flags a failed e-mail, and the admin retries it on the health page, which lists the last server error", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const recipient = `bounced-${testInfo.project.name}-${Date.now()}@example.com`;
  const made = await page.request.post("/dev/failed-email", { form: { recipient } });
  expect(made.ok()).toBe(true);
  const marker = `e2e-${testInfo.project.name}-${Date.now()}`;
  expect((await page.request.post("/dev/server-error", { form: { marker } })).status()).toBe(500);
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin");
  await settle(page);
  // The revenue chart carries its 12 months in a table too.
  const revenue = page.getByRole("region", { name: "Revenue" });
  await revenue.getByText("Show the numbers for “Revenue per month, last 12 months”").click();
  await expect(revenue.getByRole("table").locator("tbody tr")).toHaveCount(12);
  // Every figure links to its page: enrollments to Reports, today's learners to the filtered user list.
  await expect(page.getByRole("link", { name: /^Enrollments, last 30 days: / })).toHaveAttribute("href", "/admin/reports");
  await expect(page.getByRole("link", { name: /^Learners active today: / })).toHaveAttribute("href", "/admin/users?active=today");
  const failed = page.getByRole("link", { name: /^E-mails failed: [1-9]/ });
  await failed.click();
  await expect(page.getByRole("heading", { name: "Health Monitor", level: 1 })).toBeVisible();
  await expect(page.getByTestId("health-database")).toContainText("Reachable");
  const row = page.getByTestId("failed-email").filter({ hasText: recipient });
  await expect(row).toContainText("the mail server refused the message");
  const serverError = page.getByTestId("server-error").filter({ hasText: marker });
  await expect(serverError).toContainText("POST /dev/server-error");
  await expect(serverError).toContainText(`Error: Deliberate server error: ${marker}`);
  await expectAccessible(page);
  await row.getByRole("button", { name: `Retry the email to ${recipient}` }).click();
  await expect(toast(page)).toContainText("Email queued for delivery");
  await expect(page.getByTestId("failed-email").filter({ hasText: recipient })).toHaveCount(0);
});

test("an admin reads completions by course and by month, then exports the LREC roster of a course with a fresh completion", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const license = `LA-ROSTER-${testInfo.project.name}-${Date.now()}`;
  const quickStart = "Quick Start: Louisiana Agency Basics";
  await newLearner(page, { kind: "subscriber", licenseNumber: license, complete: [QUICK_COURSE_SLUG] });
  await newLearner(page, { kind: "admin" });
  await openFromSidebar(page, "Reports", "Reports");
  // By course: the fresh completion (a certificate issued today) is in this period's figures.
  const courseRow = page.getByTestId("report-by-course").locator("tbody tr").filter({ hasText: quickStart });
  // Polled: without JavaScript a read can land on a page still arriving (NaN seen once in CI).
  const secondCell = async (row: typeof courseRow) => Number((await row.locator("td").allInnerTexts())[1]);
  await expect.poll(() => secondCell(courseRow)).toBeGreaterThanOrEqual(1);
  // By month, for that course: this month (the last row) has it too.
  await page.getByLabel("Monthly figures for").selectOption({ label: quickStart });
  await page.getByRole("button", { name: "Show Report" }).click();
  await expect(page.getByRole("heading", { name: `By month: ${quickStart}, last 12 months` })).toBeVisible();
  const thisMonth = page.getByTestId("report-by-month").locator("tbody tr").last();
  await expect.poll(() => secondCell(thisMonth)).toBeGreaterThanOrEqual(1);
  await expectAccessible(page);

  await page.getByLabel("Course", { exact: true }).selectOption({ label: quickStart });
  await page.getByRole("button", { name: "Find Completions" }).click();
  // The roster's search keeps the monthly report's choice.
  await expect(page.getByLabel("Monthly figures for")).toHaveValue(/[0-9a-f-]{36}/);
  const download = page.getByRole("link", { name: "Download LREC Roster (CSV)" });
  await expect(download).toBeVisible();
  await expectAccessible(page);
  const csv = await (await page.request.get((await download.getAttribute("href"))!)).text();
  const row = csv.split(/\r?\n/).find((line) => line.includes(license));
  expect(row).toContain("Quick Start: Louisiana Agency Basics");
  // The fresh completion's cells: the learner, the course's credit hours (Quick Start is 1 hour).
  const fresh = rosterRows(csv).find((r) => r["License number"] === license)!;
  expect(fresh["Course title"]).toBe(quickStart);
  expect(fresh["Credit hours"]).toBe("1.0");

  // The demo student's completed course (seeded: CE ethics, finished in 2025, final exam passed): the
  // roster of a range holding that completion carries the learner, the course's hours and the score.
  const completion = COMPLETIONS.find((c) => c.email === demoStudent.email)!;
  const course = courseBySlug(completion.slug);
  const seeded = learnerRows({ ...completion, completedItems: Number.MAX_SAFE_INTEGER });
  const finalExam = seeded.attempts.filter((a) => a.quizId === ids.quiz(course.finalExam!.key) && a.passed).at(-1)!;
  await page.getByLabel("Course", { exact: true }).selectOption({ label: course.title });
  await page.getByLabel("Completed from").fill("2025-01-01");
  await page.getByRole("button", { name: "Find Completions" }).click();
  // The new search's link (with JavaScript the previous result stays until it lands).
  const demoDownload = page.getByRole("link", { name: "Download LREC Roster (CSV)" });
  await expect(demoDownload).toHaveAttribute("href", /from=2025-01-01/);
  await expect(page.getByTestId("roster-result")).toContainText(/[1-9]\d* completions? in this range/);
  const demoCsv = await (await page.request.get((await demoDownload.getAttribute("href"))!)).text();
  const demoRow = rosterRows(demoCsv).find((r) => r["License number"] === demoStudent.licenseNumber);
  expect(demoRow, "the demo student's row").toBeDefined();
  expect(demoRow).toMatchObject({
    "Name as licensed": `${demoStudent.firstName} ${demoStudent.lastName}`,
    "Course title": course.title,
    "Credit hours": course.hours.toFixed(1),
    "Final score (%)": String(finalExam.scorePercentage),
    "Certificate ID": seededCertificateId(completion.email, completion.slug),
  });
});

test("an admin downloads the audit packet of the demo student's completed course from their record", async ({ page, expectAccessible }) => {
  await newLearner(page, { kind: "admin" });
  await openFromSidebar(page, "Users", "Users");
  await page.getByLabel("Search").fill(demoStudent.licenseNumber!);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=SAL\.0000456789-ACT/);
  const found = page.locator("tbody tr");
  await expect(found).toHaveCount(1);
  await found.getByRole("link").click();
  await expect(page.getByRole("heading", { name: `${demoStudent.firstName} ${demoStudent.lastName}`, level: 1 })).toBeVisible();

  // The figures the record page shows for the course are the ones the packet must carry.
  const certificate = page.getByRole("region", { name: "Certificates", exact: true }).locator("tbody tr").first();
  const [courseTitle, , hours, certificateId] = await certificate.locator("td").allInnerTexts();
  const finalAttempt = page
    .getByRole("region", { name: "Quiz attempts", exact: true })
    .locator("tbody tr")
    .filter({ hasText: courseTitle })
    .filter({ hasText: "Passed" })
    .first();
  const score = (await finalAttempt.locator("td").allInnerTexts())[5];
  expect(score).toMatch(/^\d+%$/);
  await expectAccessible(page);

  const link = certificate.getByRole("link", { name: `Audit packet for ${courseTitle} (PDF)` });
  const response = await page.request.get((await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await response.body());
  for (const needle of [
    `${demoStudent.firstName} ${demoStudent.lastName}`,
    demoStudent.licenseNumber!,
    courseTitle,
    certificateId,
    score,
    "Passed",
  ]) {
    expect(pdfIncludes(text, needle), needle).toBe(true);
  }
  expect(pdfIncludes(text, `${Number(hours)} credit hour`), hours).toBe(true);
});

test("an admin finds the demo student's invoice on Sales & Billing and opens the member's record", async ({ page, expectAccessible }) => {
  await newLearner(page, { kind: "admin" });
  await openFromSidebar(page, "Sales & Billing", "Sales & Billing");
  await expect(page.getByRole("heading", { name: "Revenue" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Renewals in the next 30 days" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("search", { name: "Invoices" }).getByLabel("Search").fill(SEEDED_INVOICE.number);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=PELICAN-2026-0001/);
  const rows = page.getByTestId("invoice");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`${demoStudent.firstName} ${demoStudent.lastName}`);
  await expect(rows).toContainText("$59.99");
  await expect(rows).toContainText("Paid");
  await rows.getByRole("link", { name: `${demoStudent.firstName} ${demoStudent.lastName}` }).click();
  await expect(page.getByRole("heading", { name: `${demoStudent.firstName} ${demoStudent.lastName}`, level: 1 })).toBeVisible();
});

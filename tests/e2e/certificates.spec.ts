// My Certificates (requirement student-certificates), the certificate PDF, the public verification page and the retake
// (requirement signed-in-state-flows) — with JavaScript and without it.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COMPLETIONS, seededCertificateId } from "../../db/seed/certificates";
import { COURSE_SLUGS, courseBySlug } from "../../db/seed/courses";
import { ids } from "../../db/seed/ids";
import { learnerRows } from "../../db/seed/progress";
import { formatCertificateDate, schoolDate } from "../../app/rules/certificate-format";
import { pdfIncludes, pdfText } from "../pdf-text";
import { newLearner } from "./helpers";

const student = COMPLETIONS.find((c) => c.email === "student@pelican.test")!;
const agent = COMPLETIONS.find((c) => c.email === "agent@pelican.test")!;
const ethics = courseBySlug(COURSE_SLUGS.ceEthics);
const flood = courseBySlug(COURSE_SLUGS.ceFlood);
const quick = courseBySlug(COURSE_SLUGS.quickStart);
const studentCertificateId = seededCertificateId(student.email, student.slug);
const agentCertificateId = seededCertificateId(agent.email, agent.slug);
/** The seeded completion day, as the page shows it (MMM dd, yyyy, Louisiana date). */
const studentCompleted = formatCertificateDate(
  schoolDate(learnerRows({ ...student, completedItems: Number.MAX_SAFE_INTEGER }).summary!.lastCompletedAt as Date),
);

const rows = (page: Page) => page.locator("tbody tr");
const stat = (page: Page, label: string) => page.locator(".card").filter({ has: page.getByText(label, { exact: true }) });

async function apply(page: Page) {
  await page.getByRole("button", { name: "Apply" }).click();
}

test("the seeded student's certificate: cards, table, PDF and public verification", async ({
  page,
  student: account,
  expectAccessible,
}) => {
  expect(account.email).toBe(student.email);
  await page.goto("/student");
  await page.getByTestId("sidebar").getByRole("link", { name: "My Certificates" }).click();
  await expect(page).toHaveURL(/\/student\/certificates$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Certificates" })).toBeVisible();
  await expect(stat(page, "Certificates")).toContainText("1");
  await expect(stat(page, "Hours Learned")).toContainText("4");

  await expect(page.getByRole("columnheader")).toHaveText(["Course", "Instructor", "Type", "Completed", "Duration", "Actions"]);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row.getByRole("rowheader")).toHaveText(ethics.title);
  await expect(row).toContainText("Danielle Comeaux");
  await expect(row).toContainText("Continuing Education");
  await expect(row).toContainText(studentCompleted);
  await expect(row).toContainText("4 hrs");
  await expect(row.getByRole("link", { name: `Review: ${ethics.title}` })).toHaveAttribute("href", `/course/${ethics.slug}`);
  await expect(row.getByRole("link", { name: `Retake: ${ethics.title}` })).toBeVisible();
  await expectAccessible(page);

  // The PDF opens in a new tab, straight from the server.
  const view = row.getByRole("link", { name: new RegExp(`^View Certificate: ${ethics.title}`) });
  await expect(view).toHaveAttribute("target", "_blank");
  const href = await view.getAttribute("href");
  expect(href).toBe(`/certificates/${studentCertificateId}.pdf`);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(/^inline; filename="pelican-certificate-[0-9A-Z]{10}\.pdf"$/);
  const text = pdfText(await response.body());
  for (const needle of ["Jolie Thibodeaux", ethics.title, "4 credit hours", studentCertificateId, "SAL.0000456789-ACT"]) {
    expect(pdfIncludes(text, needle), needle).toBe(true);
  }
  // Someone else's certificate does not exist for this learner.
  expect((await page.request.get(`/certificates/${agentCertificateId}.pdf`)).status()).toBe(404);

  // The QR code's page confirms name, course, hours and date — and nothing else.
  await page.goto(`/verify/${studentCertificateId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Certificate verified" })).toBeVisible();
  const main = page.locator("main");
  for (const value of ["Jolie Thibodeaux", ethics.title, "4 credit hours", studentCompleted]) await expect(main).toContainText(value);
  await expect(main).not.toContainText("SAL.0000456789-ACT");
  await expect(main).not.toContainText("student@pelican.test");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectAccessible(page);
});

test("an unknown certificate id is not found", async ({ page, expectAccessible }) => {
  const response = await page.goto(`/verify/${studentCertificateId.replace(/.{10}$/, "0000000000")}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Certificate not found" })).toBeVisible();
  await expectAccessible(page);
});

test("a new learner has no certificates yet", async ({ page, learner: _learner, expectAccessible }) => {
  await page.goto("/student/certificates");
  await expect(page.getByText("No completed courses yet.")).toBeVisible();
  await expect(stat(page, "Certificates")).toContainText("0");
  await expect(stat(page, "Hours Learned")).toContainText("0");
  await expect(page.getByRole("search")).toHaveCount(0);
  await expectAccessible(page);
});

test("search, filters and the date sort are a GET form", async ({ page, expectAccessible }) => {
  await newLearner(page, { complete: [`${flood.slug}@2026-01-05`, `${quick.slug}@2026-02-10`] });
  await page.goto("/student/certificates");
  await expect(stat(page, "Certificates")).toContainText("2");
  await expect(stat(page, "Hours Learned")).toContainText(String(flood.hours + quick.hours));
  await expect(rows(page).getByRole("rowheader")).toHaveText([quick.title, flood.title]);
  await expect(rows(page).first()).toContainText("Feb 10, 2026");

  await page.getByLabel("Sort by date").selectOption({ label: "Oldest First" });
  await apply(page);
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(rows(page).getByRole("rowheader")).toHaveText([flood.title, quick.title]);

  await page.getByLabel("Type").selectOption("Pre-licensing");
  await apply(page);
  await expect(page).toHaveURL(/type=pre-licensing/);
  await expect(rows(page).getByRole("rowheader")).toHaveText([quick.title]);

  await page.getByLabel("Type").selectOption("");
  await page.getByLabel("Instructor").selectOption({ label: "Lisa Marchand" });
  await apply(page);
  await expect(rows(page).getByRole("rowheader")).toHaveText([flood.title]);

  await page.getByLabel("Search").fill("no course is called this");
  await apply(page);
  await expect(page.getByText("No courses match your current filters.")).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/student\/certificates$/);
  await expect(rows(page)).toHaveCount(2);

  await page.getByLabel("Search").fill("FEMA");
  await apply(page);
  await expect(rows(page).getByRole("rowheader")).toHaveText([flood.title]);
});

test("retake asks first, resets the course and keeps the certificate", async ({ page, expectAccessible }) => {
  await newLearner(page, { enroll: [quick.slug], complete: [quick.slug] });
  await page.goto("/student/certificates");
  const retake = page.getByRole("link", { name: `Retake: ${quick.title}` });

  // Cancel changes nothing.
  await retake.click();
  const dialog = page.getByRole("dialog", { name: `Retake ${quick.title}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Duplicate credit for the same continuing-education course cannot be received within the same year.");
  await expectAccessible(page);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/student\/certificates$/);

  await retake.click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, retake course" }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole("status").getByText("Retake started")).toBeVisible();

  await page.goto("/student/certificates");
  await expect(rows(page)).toHaveCount(1); // the earlier certificate stays
  await expect(rows(page).first()).toContainText("Retake in progress");
  await expect(page.getByRole("link", { name: `Retake: ${quick.title}` })).toHaveCount(0);
  // A forged second retake is refused by the server.
  const refused = await page.request.post("/student/certificates", { form: { intent: "retake", courseId: ids.course(quick.slug) } });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("Retake in progress");
});

test("company pages: members are sent to their certificates, the admin sees their own", async ({ page, signInAs, expectAccessible }) => {
  expect((await signInAs("agent")).email).toBe(agent.email);
  await page.goto("/company-dashboard/certificates");
  await expect(page).toHaveURL(/\/student\/certificates$/);
  await expect(rows(page).getByRole("rowheader")).toHaveText([flood.title]);
  expect((await page.request.get(`/certificates/${agentCertificateId}.pdf`)).status()).toBe(200);

  await page.context().clearCookies();
  await signInAs("companyAdmin");
  await page.goto("/company-dashboard");
  await page.getByTestId("sidebar").getByRole("link", { name: "My Certificates" }).click();
  await expect(page).toHaveURL(/\/company-dashboard\/certificates$/);
  await expect(page.getByText("No completed courses yet.")).toBeVisible();
  await expectAccessible(page);
  // Their company's learner's certificate opens; another learner's does not.
  expect((await page.request.get(`/certificates/${agentCertificateId}.pdf`)).status()).toBe(200);
  expect((await page.request.get(`/certificates/${studentCertificateId}.pdf`)).status()).toBe(404);
});

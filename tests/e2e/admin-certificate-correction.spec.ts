import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COURSE_SLUGS, courseBySlug } from "../../db/seed/courses";
import { pdfIncludes, pdfText } from "../pdf-text";
import { mailedLink, newLearner, settle } from "./helpers";

// Certificate correction (decision 0061), with JavaScript and without, reached by clicking
// from the admin sidebar: staff correct a learner's license number (Edit User), reissue the CE
// certificate with a reason, and the record shows the correction and the earlier version; the same
// /verify link shows the correction date, the PDF the corrected number, and the learner is e-mailed.

const flood = courseBySlug(COURSE_SLUGS.ceFlood);
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}( \\*)?$`));

test("staff correct a learner's license number and reissue the certificate; /verify shows the correction", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const project = testInfo.project.name;
  const stamp = `${project}-${Date.now()}`;
  const typo = `LA-TYPO-${stamp}`;
  const corrected = `LA-FIXED-${stamp}`;
  const learner = await newLearner(page, { kind: "subscriber", licenseNumber: typo, complete: [flood.slug] });
  await newLearner(page, { kind: "admin" });

  // Users → the learner → Edit User: correct the license number.
  await page.goto("/admin");
  await settle(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "Users", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await page.getByLabel("Search").fill(typo);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await page.locator("tbody tr").getByRole("link").click();
  await page.getByRole("link", { name: "Edit User" }).click();
  await expect(page.getByRole("heading", { name: "Edit User", level: 1 })).toBeVisible();
  await field(page, "License Number (optional)").fill(corrected);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("User updated successfully");
  await expect(page.getByRole("region", { name: "Profile" })).toContainText(corrected);

  // The certificate still prints the typo; Reissue shows what changes and needs a reason.
  const certificates = page.getByRole("region", { name: "Certificates", exact: true });
  const row = certificates.locator("tbody tr").filter({ hasText: flood.title });
  const certificateId = (await row.locator(".font-mono").innerText()).trim();
  expect(certificateId).toMatch(/-CERT-[0-9A-Z]{10}$/);
  await row.getByRole("link", { name: `Reissue the certificate for ${flood.title}` }).click();
  await expect(page.getByRole("heading", { name: "Reissue Certificate", level: 1 })).toBeVisible();
  const change = page.getByRole("row", { name: /License number/ });
  await expect(change).toContainText(typo);
  await expect(change).toContainText(corrected);
  await expectAccessible(page);

  await page.getByLabel(/^Reason for the correction/).fill("License number typed wrong at sign-up; the learner called.");
  await page.getByRole("button", { name: "Reissue Certificate" }).click();
  await expect(page.getByTestId("toast")).toContainText("Certificate reissued");
  await expect(page).toHaveURL(new RegExp(`/admin/users/${learner.userId}$`));
  await expect(row).toContainText("Version 2, corrected");
  await expect(row.locator(".font-mono")).toHaveText(certificateId);
  await row.getByText(/^Earlier versions/).click();
  await expect(row.getByText(`License number: ${typo}`)).toBeVisible();
  await expect(row).toContainText("License number typed wrong at sign-up; the learner called.");
  await expectAccessible(page);

  // Reissuing again has nothing to change.
  await row.getByRole("link", { name: `Reissue the certificate for ${flood.title}` }).click();
  await expect(page.getByText("The certificate already shows the learner's current name and license number.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reissue Certificate" })).toHaveCount(0);

  // The same id: the PDF prints the corrected number, /verify shows the correction's date.
  const pdf = pdfText(await (await page.request.get(`/certificates/${certificateId}.pdf`)).body());
  expect(pdfIncludes(pdf, corrected), corrected).toBe(true);
  expect(pdfIncludes(pdf, typo), typo).toBe(false);
  expect(pdfIncludes(pdf, "Reissued"), "Reissued").toBe(true);

  await page.goto(`/verify/${certificateId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Certificate verified" })).toBeVisible();
  await expect(page.getByTestId("certificate-corrected")).toContainText(/Corrected on [A-Z][a-z]{2} \d{2}, \d{4} \(license number\)/);
  await expect(page.locator("main")).toContainText(certificateId);
  await expect(page.locator("main")).not.toContainText(corrected);
  await expectAccessible(page);

  // The learner is e-mailed the link to the corrected PDF.
  const link = await mailedLink(page, learner.email, /Your corrected certificate for/);
  expect(new URL(link).pathname).toBe(`/certificates/${certificateId}.pdf`);
});

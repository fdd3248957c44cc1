import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import yauzl from "yauzl";
import { signInWithPassword } from "../fixtures/accounts";
import { LEARNER_PASSWORD } from "../fixtures/learners";
import { SLUG } from "../fixtures/quick-course";
import { expect, test } from "./fixtures";
import { newLearner } from "./helpers";

// Company Certificates (decision 0059): the admin of a fresh company (who finished the quick
// course today) and two agents who finished it in January and March open the page from the sidebar,
// filter by issued date, export the CSV and download the ZIP, which holds exactly the two filtered
// certificates' PDFs — with JavaScript and without.

async function saved(page: Page, click: () => Promise<void>): Promise<{ name: string; data: Buffer; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: download.suggestedFilename(), data: await readFile((await download.path())!), download };
}

function zipEntries(buffer: Buffer): Promise<{ name: string; head: string }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: { name: string; head: string }[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.push({ name: entry.fileName, head: Buffer.concat(chunks).subarray(0, 5).toString() });
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

test("the company admin filters the company's certificates, exports them and downloads their PDFs as one ZIP", async ({
  page,
  expectAccessible,
}) => {
  test.slow(); // three accounts, two downloads, PDFs rendered
  const admin = await newLearner(page, { kind: "company_admin", seats: 10, enroll: [SLUG], complete: [SLUG] });
  await newLearner(page, { kind: "agent", companyId: admin.companyId!, complete: [`${SLUG}@2026-01-15`] });
  await newLearner(page, { kind: "agent", companyId: admin.companyId!, complete: [`${SLUG}@2026-03-10`] });
  await page.context().clearCookies();
  await signInWithPassword(page.request, admin.email, LEARNER_PASSWORD);

  await page.goto("/company-dashboard");
  await page.getByTestId("sidebar").getByRole("link", { name: "Company Certificates" }).click();
  await expect(page.getByRole("heading", { name: "Company Certificates", level: 1 })).toBeVisible();
  const rows = page.getByTestId("company-certificate-row");
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "3 certificates" })).toBeVisible();
  await expect(page.getByText("A ZIP holds at most 100 certificates.")).toBeVisible();
  await expectAccessible(page);

  // Issued between 1 January and 30 June: the two agents' certificates, not the admin's of today.
  await page.getByLabel("Issued from").fill("2026-01-01");
  await page.getByLabel("Issued to").fill("2026-06-30");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-06-30/);
  await expect(page.getByRole("heading", { name: "2 certificates matching the filters" })).toBeVisible();
  await expect(rows).toHaveCount(2);
  const ids = (await rows.locator('a[href^="/certificates/"]').allTextContents()).map((text) =>
    text.replace(/ certificate of .*$/, "").trim(),
  );
  expect(ids).toHaveLength(2);
  await expectAccessible(page);

  const csv = await saved(page, () => page.getByRole("link", { name: "Export CSV" }).click());
  expect(csv.name).toMatch(/^company_certificates_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.data.toString("utf8").trimEnd().split("\r\n");
  expect(
    lines
      .slice(1)
      .map((line) => line.split(",")[0])
      .sort(),
  ).toEqual([...ids].sort());

  const zip = await saved(page, () => page.getByRole("link", { name: "Download PDFs (ZIP)" }).click());
  expect(zip.name).toMatch(/^company_certificates_\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await zipEntries(zip.data);
  expect(entries.map((entry) => entry.name.slice(entry.name.lastIndexOf("_") + 1, -4)).sort()).toEqual([...ids].sort());
  for (const entry of entries) expect(entry.head).toBe("%PDF-");

  // Clearing the filters shows all three again.
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(rows).toHaveCount(3);
});

import { expect, test } from "./fixtures";
import { newLearner, settle } from "./helpers";

// Certificate templates (decision 0031), with JavaScript and without: an admin creates and edits a
// template (a missing §5335 item is refused; a signature image uploaded), previews the real PDF, links it to a course of its own
// (POST /dev/courses) and cannot delete it while that course uses it.

test("create and edit a template, preview its PDF; deleting it while a course uses it is refused", async ({ page, expectAccessible }) => {
  test.slow();
  await newLearner(page, { kind: "admin" });
  const course = (await (await page.request.post("/dev/courses", { form: { title: "Template Course" } })).json()) as { slug: string };
  const name = `Template ${course.slug}`;

  await page.goto("/admin");
  await settle(page);
  await page.getByRole("navigation").getByRole("link", { name: "Certificates" }).click();
  await page.getByRole("link", { name: "New template" }).click();
  await page.getByLabel("Template name").fill(name);
  await page.getByLabel("Signer name").fill("Dana Director");
  await page.getByRole("button", { name: "Create template" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  // Dropping a §5335 item is refused.
  await page.getByRole("checkbox", { name: "Certificate-of-authority number" }).uncheck();
  await page.getByLabel("Body wording for Continuing Education (optional)").fill("has completed the continuing education course below.");
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "§5335" })).toContainText("Certificate-of-authority number");
  await page.getByRole("checkbox", { name: "Certificate-of-authority number" }).check();
  // A signature image, drawn on the PDF above the signer's name.
  const signature = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  await page.getByLabel("Upload the signature image").setInputFiles({ name: "signature.png", mimeType: "image/png", buffer: signature });
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.locator(".toast").first()).toContainText("Certificate template updated successfully");
  await expect(page.getByRole("img", { name: "Current signature image" })).toHaveAttribute("src", /^\/uploads\/media\/.+\.png$/);
  await expect(page.getByLabel("Body wording for Continuing Education (optional)")).toHaveValue(
    "has completed the continuing education course below.",
  );
  await expectAccessible(page);

  // Preview PDF of this form posts the unsaved values to the preview route, in a new tab.
  const previewForm = page.getByRole("button", { name: "Preview PDF of this form" });
  await expect(previewForm).toHaveAttribute("formaction", /\/admin\/certificates\/[0-9a-f-]{36}\/preview\.pdf$/);
  await expect(previewForm).toHaveAttribute("formtarget", "_blank");

  const preview = page.getByRole("link", { name: "Preview PDF (Continuing Education)" });
  const response = await page.request.get((await preview.getAttribute("href"))!);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await response.body()).toString("latin1")).toMatch(/\/Subtype\s*\/Image/);

  await page.getByLabel("Use for course").selectOption({ label: `Template Course ${course.slug}` });
  await page.getByRole("button", { name: "Link course" }).click();
  await expect(page.getByRole("button", { name: `Remove from Template Course ${course.slug}` })).toBeVisible();

  await page.getByRole("link", { name: "Back to Certificates" }).click();
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Cannot delete template in use" })).toBeVisible();
  await expect(page.getByRole("link", { name })).toBeVisible();
});

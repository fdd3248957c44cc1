import { expect, test } from "./fixtures";
import { isNoJs, newLearner, settle, waitForHydration } from "./helpers";

// Documents in rich text (decision 0043; decision 0030), with JavaScript and without: an admin uploads a
// PDF at /admin/media (a download, served as the PDF its bytes are), and links it from an instructor's
// bio — without JavaScript by pasting the HTML the page shows, with it by the editor's "Attach
// document" — and the public instructor page keeps the link.

const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n%\u00e2\u00e3\n"), Buffer.alloc(2000, 0x20), Buffer.from("\n%%EOF\n")]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

test("an admin uploads a PDF and links it from rich text; readers download it", async ({ page, expectAccessible }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await newLearner(page, { kind: "admin" });

  // The media page: an .exe named .pdf is refused beside the field; a PDF is stored and downloads.
  await page.goto("/admin/media");
  await settle(page);
  await page.getByLabel("Document", { exact: true }).setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: EXE });
  await page.getByRole("button", { name: "Upload the document" }).click();
  await expect(page.getByText("This file is not a document we accept.")).toBeVisible();
  await page
    .getByLabel("Document", { exact: true })
    .setInputFiles({ name: "Agency Handbook.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Upload the document" }).click();
  const address = await page.getByLabel("Document address").inputValue();
  expect(address).toMatch(/^\/uploads\/media\/[0-9a-f-]+\/[\w-]+\.pdf$/);
  const html = page.getByLabel("HTML to paste (the link text can be changed)");
  await expect(html).toHaveValue(`<a href="${address}">Agency Handbook.pdf</a>`);
  const pasted = await html.inputValue();
  await expectAccessible(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Agency Handbook.pdf" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const served = await page.request.get(address);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await served.body()).equals(PDF)).toBe(true);

  // Linked from an instructor's bio.
  await page.goto("/admin/instructors?new=1");
  await settle(page);
  await page.getByLabel("First name").fill("Marie");
  await page.getByLabel("Last name").fill(`Handbook ${stamp}`);
  let href = address;
  if (isNoJs(testInfo)) {
    // Without JavaScript the HTML the media page showed is pasted into the bio's HTML.
    await page.getByRole("textbox", { name: "Bio", exact: true }).fill(`<p>Read ${pasted} first.</p>`);
  } else {
    // With JavaScript the editor's "Attach document" uploads another copy and inserts the link.
    await waitForHydration(page);
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await page.getByRole("textbox", { name: "Bio", exact: true }).fill("Read this first: ");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Attach document" }).click();
    await (await chooser).setFiles({ name: "Agency Handbook.pdf", mimeType: "application/pdf", buffer: PDF });
    const link = page.locator(".ProseMirror a", { hasText: "Agency Handbook.pdf" });
    await expect(link).toHaveAttribute("href", /^\/uploads\/media\/[0-9a-f-]+\/[\w-]+\.pdf$/);
    href = (await link.getAttribute("href"))!;
  }
  await page.getByRole("button", { name: "Create instructor" }).click();
  await expect(page.getByTestId("toast")).toContainText("Instructor created");

  const edit = await page.getByRole("link", { name: `Edit Marie Handbook ${stamp}`, exact: true }).getAttribute("href");
  const id = new URL(edit!, "http://x").searchParams.get("edit")!;
  await page.goto(`/instructor/${id}`);
  const link = page.getByRole("link", { name: "Agency Handbook.pdf" });
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  const opened = await page.request.get(href);
  expect(opened.headers()["content-disposition"]).toMatch(/^attachment/);
});

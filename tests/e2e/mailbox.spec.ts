import { expect, test } from "./fixtures";

test("a queued e-mail is delivered to the local mailbox with clickable links, and the toast shows", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const address = `mailbox-${testInfo.project.name}-${Date.now()}@pelican.test`;
  await page.goto("/dev/mailbox");
  await page.getByLabel("Send a test message to").fill(address);
  await page.getByRole("button", { name: "Send test e-mail" }).click();

  await expect(page.getByTestId("toast")).toContainText("Test e-mail queued");
  await expect(page.getByTestId("toast")).toContainText(address);

  // The worker delivers it through the local transport within moments.
  await expect(async () => {
    await page.goto("/dev/mailbox");
    const row = page.getByRole("listitem").filter({ hasText: address });
    await expect(row).toContainText("sent");
  }).toPass({ timeout: 15_000 });
  await expectAccessible(page);

  await page.getByRole("listitem").filter({ hasText: address }).getByRole("link").click();
  await expect(page.getByText(`To${address}`).or(page.getByText(address)).first()).toBeVisible();
  const loginLink = page.getByRole("region", { name: "Links in this message" }).getByRole("link").first();
  await expect(loginLink).toHaveAttribute("href", /\/login$/);
});

test("the server refuses a bad address with a message, whatever the browser does", async ({ request }) => {
  const response = await request.post("/dev/mailbox", { form: { to: "not-an-address" } });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Please enter a valid email address");
});

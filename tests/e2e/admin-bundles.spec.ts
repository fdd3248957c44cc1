import { expect, test } from "./fixtures";
import { dragWithKeyboard, isNoJs, newLearner, settle, waitForHydration } from "./helpers";

// Bundle authoring (decision 0030), with JavaScript and without, reached from the admin sidebar: a bundle
// with one course is refused (requirement public-validation-rules: at least 2), with two it is created, published and shown on
// its public page; its courses are reordered with the up/down buttons and, with JavaScript, by
// dragging (here with the keyboard).

test("an admin creates a bundle: refused with one course, then published with two and reordered", async ({
  page,
  expectAccessible,
}, testInfo) => {
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin");
  await settle(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "Bundles", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Bundles", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New bundle" }).click();
  const title = `CE Pack ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Hours", { exact: true }).fill("6");
  await page.getByLabel("Price (USD, optional)").fill("39.00");
  await page.getByRole("checkbox", { name: "Louisiana Flood Zones & Property Disclosure" }).check();
  await page.getByRole("radio", { name: "published" }).check();
  await page.getByRole("button", { name: "Create bundle" }).click();
  await expect(page.getByText("A bundle needs at least 2 courses.").first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("checkbox", { name: "Ethics & Fair Housing in Louisiana" }).check();
  await page.getByRole("button", { name: "Create bundle" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Bundle created");
  const order = page.getByTestId("bundle-courses").locator("li");
  await expect(order.first()).toContainText("Ethics & Fair Housing in Louisiana");
  await page.getByRole("button", { name: "Down Ethics & Fair Housing in Louisiana" }).click();
  await expect(order.first()).toContainText("Louisiana Flood Zones & Property Disclosure");
  await expectAccessible(page);
  if (!isNoJs(testInfo)) {
    // With JavaScript a course can also be dragged; with the keyboard: Space, an arrow, Space.
    await waitForHydration(page);
    await dragWithKeyboard(page, "Louisiana Flood Zones & Property Disclosure", "ArrowDown", "position 2 of 2");
    await expect(order.first()).toContainText("Ethics & Fair Housing in Louisiana");
    await page.reload();
    await expect(order.first()).toContainText("Ethics & Fair Housing in Louisiana"); // saved, not only moved on screen
  }

  await page.getByRole("link", { name: "View the bundle page" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("Louisiana Flood Zones & Property Disclosure").first()).toBeVisible();
});

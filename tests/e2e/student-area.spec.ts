import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { LEARNER_PASSWORD } from "../fixtures/learners";
import { isNoJs, mailedLink, uniqueEmail, waitForHydration } from "./helpers";

// The student area's shell and help (requirements student-area-layout, help-and-support, announcements-bell; docs/decisions/0024-student-area.md):
// the announcements bell for each demo role, marking read (one, then all), that a hostile body runs
// nothing, the avatar menu, and Help & Support in both areas. The demo accounts are only read;
// marking read uses a fresh learner with announcements published to them alone (/dev/announcements).

const SEED = {
  welcome: "Welcome to the new Pelican learning platform",
  ce: "2026 mandatory CE course is now available",
  bayou: "Bayou Realty Group: finish your 2026 CE early",
  webinar: "Free exam-prep webinar for learners",
};

const bell = (page: Page) => page.locator("summary").filter({ hasText: /Announcements, / });
const panel = (page: Page) => page.getByTestId("announcements-panel");
const badge = (page: Page) => page.getByTestId("announcements-badge");
const unreadTitles = (page: Page) => page.getByTestId("announcements-unread").getByRole("heading", { level: 3 });
const archived = (page: Page) => page.getByTestId("announcements-archived");

test("a header menu opened before the page hydrates stays open once it has", async ({ page, signInAs }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JavaScript nothing hydrates");
  await signInAs("student");
  // The page's scripts are held until the bell has been opened, as on a slow phone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const loaded = page.goto("/student");
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  release();
  await loaded; // the fixture's goto waits for hydration
  await page.waitForTimeout(1500); // the menu used to close itself 0.3–1.4 s after hydration
  await expect(panel(page)).toBeVisible();
});

test("the bell shows each demo role the seeded announcements aimed at them, newest first", async ({ page, signInAs }) => {
  const expected = {
    agent: ["/student", [SEED.webinar, SEED.bayou, SEED.ce, SEED.welcome]],
    student: ["/student", [SEED.webinar, SEED.ce, SEED.welcome]],
    free: ["/student", [SEED.webinar]],
    reviewer: ["/student", [SEED.ce, SEED.welcome]],
    companyAdmin: ["/company-dashboard", [SEED.bayou, SEED.ce, SEED.welcome]],
    admin: ["/admin", [SEED.ce, SEED.welcome]],
  } as const;
  // At 320 px wide: the open panel stays on screen.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [key, [home, titles]] of Object.entries(expected)) {
    await signInAs(key as keyof typeof expected);
    await page.goto(home);
    await expect(badge(page), key).toHaveText(String(titles.length));
    await bell(page).click();
    await expect(unreadTitles(page), key).toHaveText([...titles]);
    const box = await panel(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  }
});

test("marking one and then all as read moves them to Archived Messages; a hostile body runs nothing", async ({
  page,
  learner: _learner,
  expectAccessible,
}, testInfo) => {
  const errors: string[] = [];
  // Remix's single fetch rejects a revalidation it aborts itself (a second click, or the reload below,
  // overtaking the first's) with "signal is aborted without reason" (remix-run/react-router#12049):
  // no script of the page, so not what this test looks for.
  page.on("pageerror", (error) => {
    if (error.message !== "signal is aborted without reason") errors.push(error.message);
  });
  page.on("dialog", (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const publish = async (title: string, message: string) => {
    const response = await page.request.post("/dev/announcements", { form: { title, message } });
    expect(response.ok()).toBe(true);
  };
  await publish("Office closed Friday", "<p>The office is closed on <strong>Friday</strong>.</p>");
  await publish(
    "Formatting test",
    `<p>Safe text</p><script>window.__pwned = 1; alert("script")</script><img src="/nope.png" alt="x" onerror="window.__pwned = 2; alert('img')">`,
  );
  await publish("New CE courses", "<p>Three new CE courses are live.</p>");

  await page.goto("/student");
  if (!isNoJs(testInfo)) await waitForHydration(page);
  await expect(badge(page)).toHaveText("3");
  await bell(page).click();
  await expect(unreadTitles(page)).toHaveText(["New CE courses", "Formatting test", "Office closed Friday"]);
  const hostile = panel(page).getByRole("article", { name: "Formatting test" });
  await expect(hostile).toContainText("Safe text");
  await expect(hostile.locator("script")).toHaveCount(0);
  await expect(hostile.locator("img")).not.toHaveAttribute("onerror", /.*/);
  await expectAccessible(page);

  await panel(page).getByRole("button", { name: "Mark as read: Office closed Friday" }).click();
  if (isNoJs(testInfo)) {
    await expect(page.getByTestId("toast")).toContainText("Marked as read");
    await bell(page).click();
  }
  await expect(badge(page)).toHaveText("2");
  await expect(unreadTitles(page)).toHaveText(["New CE courses", "Formatting test"]);
  await expect(archived(page)).toContainText("Archived Messages (1)");

  await panel(page).getByRole("button", { name: "Mark all as read" }).click();
  if (isNoJs(testInfo)) {
    await expect(page.getByTestId("toast")).toContainText("All announcements marked as read");
    await bell(page).click();
  }
  await expect(badge(page)).toHaveCount(0);
  await expect(panel(page)).toContainText("You have no unread announcements.");
  await archived(page).locator("summary").click();
  await expect(archived(page).getByRole("heading", { level: 3 })).toHaveText(["New CE courses", "Formatting test", "Office closed Friday"]);

  if (!isNoJs(testInfo)) {
    // Reads stay read after a fresh load from the server.
    await page.reload();
    await expect(badge(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  }
  expect(errors).toEqual([]);
});

test("Help & Support opens from the avatar menu; FAQ groups toggle one at a time; REX opens in a dialog", async ({
  page,
  learner: _learner,
  signInAs,
  expectAccessible,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/student");
  if (!isNoJs(testInfo)) await waitForHydration(page);

  const account = page.locator("summary").filter({ hasText: "Account menu" });
  const menu = page.getByRole("navigation", { name: "Account" });
  await account.click();
  await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
  if (!isNoJs(testInfo)) {
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await account.click();
  }
  await menu.getByRole("link", { name: "Help & Support" }).click();
  await expect(page).toHaveURL(/\/student\/help$/);
  await expect(page.getByRole("heading", { level: 1, name: "Help & Support" })).toBeVisible();
  await expect(page.getByTestId("help-cards").getByRole("listitem")).toHaveCount(3);

  const groups = page.getByTestId("faq-groups").locator(":scope > details");
  await expect(groups).toHaveCount(6);
  await expect(groups.first()).toHaveAttribute("open", "");
  await page.getByRole("heading", { level: 3, name: "Billing & Membership" }).click();
  await expect(groups.nth(1)).toHaveAttribute("open", "");
  await expect(groups.first()).not.toHaveAttribute("open", "");
  const question = groups.nth(1).locator("details").first();
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");

  await page.getByRole("link", { name: "Chat with REX" }).click();
  const dialog = page.getByTestId("rex-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("rex-not-configured")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await signInAs("companyAdmin");
  await page.goto("/company-dashboard");
  await page.getByTestId("sidebar").getByRole("link", { name: "Help & Support" }).click();
  await expect(page).toHaveURL(/\/company-dashboard\/help$/);
  await expect(page.getByRole("heading", { level: 1, name: "Help & Support" })).toBeVisible();
  await page.getByRole("heading", { level: 3, name: "For Brokerages" }).click();
  await expect(groups.nth(5)).toHaveAttribute("open", "");
});

test("/student/courses sends the learner to My Courses", async ({ page, learner: _learner }) => {
  await page.goto("/student/courses");
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Courses" })).toBeVisible();
});

test("the e-mail change goes through both mailbox links; then the old address cannot sign in and the new one can", async ({
  page,
  learner,
  expectAccessible,
}, testInfo) => {
  const next = uniqueEmail("changed", testInfo.project.name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/student");
  await page.getByTestId("sidebar").getByRole("link", { name: "My Profile", exact: true }).click();
  const card = page.getByRole("region", { name: "Email Address" });
  const newEmail = card.getByLabel(/^New Email Address/);

  await newEmail.fill("student@pelican.test");
  await card.getByRole("button", { name: "Change Email" }).click();
  await expect(card.getByText("This email address is already used by another account.")).toBeVisible();

  await newEmail.fill(next);
  await card.getByRole("button", { name: "Change Email" }).click();
  await expect(page.getByTestId("toast")).toContainText("Confirm Your New Email");
  await expect(card.getByTestId("email-change-status")).toContainText("Step 1 of 2");
  await expectAccessible(page);

  await page.goto(await mailedLink(page, next, /step 1 of 2/));
  await expect(page.getByRole("heading", { level: 1, name: "New email confirmed (step 1 of 2)" })).toBeVisible();
  await page.goto(await mailedLink(page, learner.email, /step 2 of 2/));
  await expect(page.getByRole("heading", { level: 1, name: "Your email address was changed" })).toBeVisible();

  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await page.getByTestId("sidebar").getByRole("link", { name: "My Profile", exact: true }).click();
  await expect(card.getByRole("status")).toContainText(`Your email address was changed to ${next}.`);

  await page.getByTestId("sidebar").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  const signIn = async (email: string) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill(LEARNER_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
  };
  await signIn(learner.email);
  await expect(page.getByText("Please check your credentials and try again.").first()).toBeVisible();
  await signIn(next);
  await expect(page).toHaveURL(/\/student$/);
});

// A real 1×1 PNG.
const REAL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("the avatar upload refuses a 6 MB file and a renamed .txt with their messages; a real PNG shows in the header", async ({
  page,
  learner: _learner,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/student");
  await page.getByTestId("sidebar").getByRole("link", { name: "My Profile", exact: true }).click();
  const form = page.getByTestId("avatar-form");
  const choose = (name: string, buffer: Buffer) =>
    form.getByLabel("Profile Picture").setInputFiles({ name, mimeType: "image/png", buffer });
  const upload = () => form.getByRole("button", { name: "Upload Picture" }).click();

  const big = Buffer.alloc(6 * 1024 * 1024);
  REAL_PNG.copy(big);
  await choose("big.png", big);
  await upload();
  await expect(form.getByRole("alert")).toHaveText("The image is too large. Images can be at most 5 MB.");

  await choose("notes.png", Buffer.from("These are my notes, not a picture."));
  await upload();
  await expect(form.getByRole("alert")).toHaveText("This file is not an image. Please choose a JPEG, PNG, GIF or WebP image.");
  await expectAccessible(page);

  await choose("me.png", REAL_PNG);
  await upload();
  await expect(page.getByTestId("toast")).toContainText("Picture Updated");
  const headerAvatar = page.locator("header summary").filter({ hasText: "Account menu" }).locator("img");
  await expect(headerAvatar).toHaveAttribute("src", /^\/uploads\/avatars\/[0-9a-f-]{36}\/[\w-]+\.png$/);
  // The image may still be loading when its address is set: poll until it has decoded.
  await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // Remove Picture: the header shows the initials again.
  await form.getByRole("button", { name: "Remove Picture" }).click();
  await expect(page.getByTestId("toast")).toContainText("Picture Removed");
  await expect(headerAvatar).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Remove Picture" })).toHaveCount(0);
});

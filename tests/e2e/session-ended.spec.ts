import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COURSE_SLUGS, courseBySlug } from "../../db/seed/courses";
import { SITE_SETTINGS } from "../../db/seed/settings";
import { newLearner, settle, useOwnAddress } from "./helpers";

// A visitor whose session ended presses Enroll Now, Subscribe to Premium or Manage Subscription
// (requirements public-error-texts 'Authentication required. Please log in to continue.' and
// signed-in-error-texts 'Authentication Required'; decision 0080): the sign-in page says so, and
// signing in brings them back to the page they were on, one click from finishing. JS on and off.

const FLOOD = courseBySlug(COURSE_SLUGS.ceFlood);
const PRICE = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(SITE_SETTINGS.premiumMembershipPrice);
const PASSWORD = "session-ended-1";

const hero = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });

test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
});

/** The session ends (its cookie is gone) while the page stays open. */
async function endSession(page: Page) {
  await page.context().clearCookies();
}

async function expectToldToSignIn(page: Page, back: string, description: string) {
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(back)}`);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Authentication Required");
  await expect(toast).toContainText(description);
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
}

async function signIn(page: Page, email: string) {
  await settle(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("Enroll Now after the session ended: told to sign in, then back on the course, one click from enrolling", async ({
  page,
  expectAccessible,
}) => {
  test.slow(); // two sign-ins (argon2), axe
  const { email } = await newLearner(page, { kind: "subscriber", password: PASSWORD });
  await page.goto(`/course/${FLOOD.slug}`);
  await settle(page);
  const enroll = hero(page).getByRole("button", { name: "Enroll Now" });
  await expect(enroll).toBeVisible();

  await endSession(page);
  await enroll.click();
  await expectToldToSignIn(page, `/course/${FLOOD.slug}`, "Authentication required. Please log in to continue.");
  await expectAccessible(page);

  await signIn(page, email);
  await expect(page).toHaveURL(`/course/${FLOOD.slug}`);
  await settle(page);
  await hero(page).getByRole("button", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL("/student");
  await expect(page.getByTestId("toast")).toContainText(`You're enrolled in ${FLOOD.title}.`);
  await expect(page.getByRole("region", { name: "Enrolled Courses" })).toContainText(FLOOD.title);
});

test("Subscribe and Manage Subscription after the session ended: 'Authentication Required', then back on billing", async ({ page }) => {
  test.slow(); // three sign-ins, checkout, the portal
  const { email } = await newLearner(page, { kind: "free", password: PASSWORD });
  await page.goto("/student/billing");
  await settle(page);

  await endSession(page);
  await page.getByRole("button", { name: "Subscribe to Premium" }).click();
  await expectToldToSignIn(page, "/student/billing", "Please log in to subscribe or manage your subscription.");
  await signIn(page, email);
  await expect(page).toHaveURL("/student/billing");
  await settle(page);

  // One click from finishing: Subscribe opens the payment window.
  await page.getByRole("button", { name: "Subscribe to Premium" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\?/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Session Ended");
  await page.getByRole("button", { name: `Pay ${PRICE}` }).click();
  await expect(page.getByTestId("activation-status")).toHaveText("Subscription activated successfully!");
  await settle(page);

  await endSession(page);
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await expectToldToSignIn(page, "/student/billing", "Please log in to subscribe or manage your subscription.");
  await signIn(page, email);
  await expect(page).toHaveURL("/student/billing");
  await settle(page);
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await expect(page).toHaveURL(/\/dev\/portal\?/);
});

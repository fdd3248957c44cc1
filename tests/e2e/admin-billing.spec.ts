import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newLearner, settle } from "./helpers";
import { COURSE_SLUGS, courseBySlug } from "../../db/seed/courses";
import { SITE_SETTINGS } from "../../db/seed/settings";

// Staff billing tools (decision 0062), with JavaScript and without, reached by clicking from
// the admin sidebar: a learner subscribes through the local Stripe stand-in, staff refund the
// purchase (within the refund policy) and the learner's billing page shows it Refunded; staff give a
// fresh learner complimentary premium and the learner enrolls from the catalogue.

const FLOOD = courseBySlug(COURSE_SLUGS.ceFlood);
const PRICE = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(SITE_SETTINGS.premiumMembershipPrice);

async function signIn(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/student/);
}

/** As a fresh admin: Users → the learner → Manage subscription. */
async function openSubscription(page: Page, email: string) {
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin");
  await settle(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "Users", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Apply" }).click();
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await rows.getByRole("link").first().click();
  await page.getByRole("link", { name: "Manage subscription" }).click();
  await expect(page.getByRole("heading", { name: "Subscription", level: 1 })).toBeVisible();
}

test("staff refund an eligible purchase and the learner's billing page shows it", async ({ page, expectAccessible }) => {
  test.slow(); // checkout, two sign-ins, the refund
  const learner = await newLearner(page, { kind: "free" });
  await page.goto("/student");
  await page.getByRole("link", { name: "Billing & Subscription" }).first().click();
  await page.getByRole("button", { name: "Subscribe to Premium" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\?/);
  await expect(page.getByTestId("toast")).toContainText("Payment Window Opened");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Refund Learner");
  await page.getByRole("button", { name: `Pay ${PRICE}` }).click();
  await expect(page.getByTestId("activation-status")).toHaveText("Subscription activated successfully!");

  await openSubscription(page, learner.email);
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByTestId("refund-days")).toContainText("0 (policy: within 10 days");
  await expect(page.getByTestId("refund-progress")).toContainText("0%");
  await expect(page.getByTestId("refund-certificates")).toContainText("0 (policy: none)");
  await expect(page.getByTestId("refund-verdict")).toHaveText("Within the refund policy.");
  await expectAccessible(page);
  await page.getByLabel(/^Refund .* and end the membership$/).check();
  await page.getByRole("button", { name: `Refund ${PRICE}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Payment refunded");
  await expect(page.getByTestId("subscription-status")).toHaveText("Canceled");
  await expect(page.getByRole("table")).toContainText(`Refunded (${PRICE})`);
  await expectAccessible(page);

  await signIn(page, learner.email, learner.password);
  await page.getByRole("link", { name: "Billing & Subscription" }).first().click();
  await expect(page.getByRole("heading", { name: "No Active Subscription" })).toBeVisible();
  const invoices = page.getByRole("list", { name: "Invoices" });
  await expect(invoices).toContainText("Refunded");
  await expect(invoices).toContainText(`${PRICE} refunded`);
  await page.getByRole("button", { name: "Refresh status" }).click();
  await expect(page.getByTestId("toast")).toContainText("Subscription Status Updated");
  await expectAccessible(page);
});

test("staff give complimentary access and the learner enrolls", async ({ page, expectAccessible }) => {
  const learner = await newLearner(page, { kind: "free" });
  await openSubscription(page, learner.email);
  await expect(page.getByTestId("complimentary-status")).toHaveText("None");
  const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Last day of access").fill(lastDay);
  await page.getByLabel("Reason").fill("Scholarship winner");
  await page.getByRole("button", { name: "Give complimentary access" }).click();
  await expect(page.getByTestId("toast")).toContainText("Complimentary access given");
  await expect(page.getByTestId("complimentary-status")).toContainText("Scholarship winner");
  await expectAccessible(page);
  await page.getByRole("link", { name: /^Back to / }).click();
  await expect(page.getByRole("region", { name: "Profile" })).toContainText("complimentary until");

  await signIn(page, learner.email, learner.password);
  await page.getByRole("link", { name: "Billing & Subscription" }).first().click();
  await expect(page.getByTestId("complimentary-membership")).toContainText("Complimentary membership until");
  await expectAccessible(page);

  await page.goto("/louisiana-real-estate-courses");
  await page.getByTestId("course-card").getByRole("link", { name: FLOOD.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/course/${FLOOD.slug}$`));
  const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
  await hero.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole("region", { name: "Enrolled Courses" })).toContainText(FLOOD.title);
});

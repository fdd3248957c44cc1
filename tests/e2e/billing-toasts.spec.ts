import { expect, test } from "./fixtures";
import { isNoJs, newLearner, waitForHydration } from "./helpers";
import { SITE_SETTINGS } from "../../db/seed/settings";

// The billing toasts that were defined and never shown (requirement signed-in-error-texts): 'Payment Window Opened'
// when the checkout opens, 'Subscription Status Updated' after the portal and on Refresh status, and
// 'Error activating subscription. Please refresh the page.' when the activation poll fails.

const PRICE = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(SITE_SETTINGS.premiumMembershipPrice);

test("Payment Window Opened at checkout; Subscription Status Updated after the portal", async ({ page, expectAccessible }) => {
  await newLearner(page, { kind: "free" });
  await page.goto("/student");
  await page.getByRole("link", { name: "Billing & Subscription" }).first().click();
  await page.getByRole("button", { name: "Subscribe to Premium" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\?/);
  await expect(page.getByTestId("toast")).toContainText("Payment Window Opened");
  await expect(page.getByTestId("toast")).toContainText("Complete your payment to activate premium access.");
  await expectAccessible(page);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Toast Learner");
  await page.getByRole("button", { name: `Pay ${PRICE}` }).click();
  await expect(page.getByTestId("activation-status")).toHaveText("Subscription activated successfully!");

  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await expect(page).toHaveURL(/\/dev\/portal\?/);
  await page.getByRole("link", { name: "Return to Pelican Real Estate School" }).click();
  await expect(page).toHaveURL(/\/student\/billing\?activation=portal$/);
  await expect(page.getByTestId("toast")).toContainText("Subscription Status Updated");
  await expect(page.getByTestId("activation-status")).toHaveText("Subscription changes applied successfully.");
  await expectAccessible(page);
});

test("a failed activation poll says so", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "Without JavaScript the page refreshes itself; there is no poll to fail.");
  await newLearner(page, { kind: "free" });
  await page.route("**/student/billing/status", (route) => route.abort("failed"));
  // A checkout return whose payment has not arrived: the status stays pending and the page polls.
  await page.goto("/student/billing?activation=checkout");
  await waitForHydration(page);
  await expect(page.getByTestId("activation-status")).toContainText("Error activating subscription. Please refresh the page.");
  await expect(page.getByTestId("toast")).toContainText("Error activating subscription. Please refresh the page.");
});

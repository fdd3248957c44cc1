import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COURSE_SLUGS, courseBySlug } from "../../db/seed/courses";
import { SITE_SETTINGS } from "../../db/seed/settings";

// Billing and subscriptions (decision 0023) through the local Stripe stand-in: its card form and portal
// send signed Stripe-shaped events to the real webhook route. One journey per user story, JS on and off.

const QUICK = courseBySlug(COURSE_SLUGS.quickStart);
const FLOOD = courseBySlug(COURSE_SLUGS.ceFlood);
const PRICE = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(SITE_SETTINGS.premiumMembershipPrice);

const hero = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });

async function payWith(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiration (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Free Learner");
  await page.getByRole("button", { name: `Pay ${PRICE}` }).click();
}

test.describe("a free learner's membership", () => {
  test.use({ learnerOptions: { kind: "free" } });

  test("declined card, then subscribe, enroll, cancel in the portal, expire", async ({ page, learner: _learner, expectAccessible }) => {
    test.slow(); // a whole membership: checkout twice, enrollment, portal, expiry
    await page.goto("/student");
    await page.getByRole("link", { name: "Billing & Subscription" }).first().click();
    await expect(page.getByRole("heading", { name: "No Active Subscription" })).toBeVisible();
    await expect(page.getByText("Get Premium Access")).toBeVisible();
    await expectAccessible(page);

    await test.step("a declined card leaves them unsubscribed with the message", async () => {
      await page.getByRole("button", { name: "Subscribe to Premium" }).click();
      await expect(page).toHaveURL(/\/dev\/checkout\?/);
      await payWith(page, "4000 0000 0000 0002");
      await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
      await page.getByRole("link", { name: "Cancel and return to Pelican Real Estate School" }).click();
      await expect(page).toHaveURL(/\/student\/billing$/);
      await expect(page.getByTestId("toast")).toContainText("Checkout Canceled");
      await expect(page.getByRole("heading", { name: "No Active Subscription" })).toBeVisible();
    });

    await test.step("4242 subscribes: Premium Member and the invoice", async () => {
      await page.getByRole("button", { name: "Subscribe to Premium" }).click();
      await payWith(page, "4242 4242 4242 4242");
      await expect(page).toHaveURL(/\/student\/billing\?activation=checkout$/);
      await expect(page.getByTestId("activation-status")).toHaveText("Subscription activated successfully!");
      await expect(page.getByText("Premium Member", { exact: true })).toBeVisible();
      await expect(page.getByText("Next Renewal")).toBeVisible();
      const invoices = page.getByRole("list", { name: "Invoices" });
      await expect(invoices.getByRole("listitem")).toHaveCount(1);
      await expect(invoices).toContainText(PRICE);
      await expect(invoices).toContainText("Paid");
      await expect(invoices.getByRole("link", { name: /PDF/ })).toHaveAttribute("target", "_blank");
      await expectAccessible(page);
    });

    await test.step("they can enroll", async () => {
      await page.goto(`/course/${QUICK.slug}`);
      await hero(page).getByRole("button", { name: "Enroll Now" }).click();
      await expect(page).toHaveURL(/\/student$/);
      await expect(page.getByRole("region", { name: "Enrolled Courses" })).toContainText(QUICK.title);
    });

    await test.step("cancel in the portal shows Access Expires", async () => {
      await page.getByRole("link", { name: "Billing & Subscription" }).first().click();
      await page.getByRole("button", { name: "Manage Subscription" }).click();
      await expect(page).toHaveURL(/\/dev\/portal\?/);
      await page.getByRole("button", { name: "Cancel subscription" }).click();
      await expect(page.getByRole("button", { name: "Renew subscription" })).toBeVisible();
      await page.getByRole("link", { name: "Return to Pelican Real Estate School" }).click();
      await expect(page.getByTestId("activation-status")).toHaveText("Subscription changes applied successfully.");
      await expect(page.getByText("Access Expires")).toBeVisible();
      await expect(page.getByText("Canceled", { exact: true })).toBeVisible();
    });

    await test.step("after expiry enrollment is refused with Premium Required", async () => {
      await page.goto(`/course/${FLOOD.slug}`);
      const enroll = hero(page).getByRole("button", { name: "Enroll Now" });
      await expect(enroll).toBeVisible();
      const expired = await page.request.post("/dev/billing", { form: { intent: "expire" } });
      expect(expired.ok()).toBe(true);
      await enroll.click();
      await expect(page.getByText("Premium Required").first()).toBeVisible();
      await page.goto(`/course/${FLOOD.slug}`);
      await expect(hero(page).getByRole("link", { name: "Get Premium" })).toHaveAttribute("href", "/student/billing");
      // The course they enrolled in while premium: progress kept, the player offers Get Premium.
      await page.goto(`/course-player/${QUICK.slug}`);
      await expect(page.getByRole("heading", { name: "Premium Required", level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Get Premium" })).toHaveAttribute("href", "/student/billing");
      await page.goto("/student/billing");
      await expect(page.getByRole("heading", { name: "No Active Subscription" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Invoices" }).getByRole("listitem")).toHaveCount(1);
    });
  });
});

test.describe("who cannot reach checkout", () => {
  test("a company member has no billing link, no billing page and no checkout", async ({ page, agent: _agent }) => {
    await page.goto("/student");
    await expect(page.getByRole("link", { name: "Billing & Subscription" })).toHaveCount(0);
    await page.goto("/student/billing");
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByTestId("toast")).toContainText("Billing Managed by Your Company");
    const checkout = await page.request.post("/student/billing", { form: { intent: "checkout" }, maxRedirects: 0 });
    expect(checkout.status()).toBe(302);
    expect(checkout.headers()["location"]).toBe("/student");
  });
});

test("a company admin sees the company's plan, seats and allowance, with Contact Sales", async ({
  page,
  companyAdmin: _companyAdmin,
  expectAccessible,
}) => {
  // The required company sidebar has no billing entry: the plan is reached from the seat counter.
  await page.goto("/company-dashboard");
  await page.getByTestId("sidebar").getByRole("link", { name: "Manage Users" }).click();
  await page.getByTestId("seat-counter").getByRole("link", { name: "View plan" }).click();
  await expect(page).toHaveURL(/\/company-dashboard\/billing$/);
  await expect(page.getByRole("heading", { name: "Billing & Plan", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your Plan", exact: true })).toContainText("Seats");
  await expect(page.getByRole("region", { name: "Your Plan", exact: true })).toContainText("Pre-licensing courses this plan year");
  await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
  await expectAccessible(page);
});

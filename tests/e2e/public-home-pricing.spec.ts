import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COURSES } from "../../db/seed/courses";
import { REVIEWS } from "../../db/seed/reviews";
import { SITE_SETTINGS } from "../../db/seed/settings";
import { BROKERAGE_PLANS, formatUsd } from "../../app/rules/pricing";
import { isNoJs } from "./helpers";

// The rating card's figures, computed from the seed the server starts with (reviews of published courses).
const published = new Set(COURSES.filter((c) => c.status === "published").map((c) => c.slug));
const seededRatings = REVIEWS.filter((r) => published.has(r.slug)).map((r) => r.rating);
const expectedAverage = (Math.round((seededRatings.reduce((a, b) => a + b, 0) / seededRatings.length) * 10) / 10).toFixed(1);

/** Clicks each summary and returns which details of the group are open afterwards. */
async function openStates(page: Page, name: string) {
  return page.locator(`details[name="${name}"]`).evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
}

async function expectOneOpenAtATime(page: Page, name: string, count: number) {
  const items = page.locator(`details[name="${name}"]`);
  await expect(items).toHaveCount(count);
  expect(await openStates(page, name)).toEqual(Array(count).fill(false));
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(items.nth(0).locator("summary + div")).toBeVisible();
  await items.nth(1).locator("summary").click();
  await expect(items.nth(1)).toHaveAttribute("open", "");
  expect(await openStates(page, name)).toEqual([false, true, ...Array(count - 2).fill(false)]);
  // Clicking the open one closes it.
  await items.nth(1).locator("summary").click();
  await expect(items.nth(1)).not.toHaveAttribute("open", "");
  expect(await openStates(page, name)).toEqual(Array(count).fill(false));
}

async function expectNoHorizontalScroll(page: Page, path: string) {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(path);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test.describe("home page", () => {
  test("shows the hero, the real rating, why-choose, REX and an 8-question FAQ", async ({ page, expectAccessible }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Earn your Louisiana real estate license online");
    const ratingCard = page.getByRole("complementary", { name: "What our students say" });
    await expect(ratingCard).toContainText(`${expectedAverage}out of 5`);
    await expect(ratingCard.getByRole("img", { name: `Rated ${expectedAverage} out of 5` })).toBeVisible();
    await expect(ratingCard).toContainText(`Based on ${seededRatings.length} course reviews`);

    const why = page.getByRole("region", { name: `Why Choose ${SITE_SETTINGS.siteName}?` });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "State-Approved Courses",
      "Learn at Your Own Pace",
      "One Membership, Every Course",
    ]);
    await expect(page.getByRole("heading", { name: "Meet REX, Your AI Study Assistant" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Courses at Pelican Real Estate School" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
    await expectAccessible(page);
  });

  test("FAQ opens one answer at a time, and clicking the open one closes it", async ({ page }) => {
    await page.goto("/");
    await expectOneOpenAtATime(page, "home-faq", 8);
  });

  test("has no horizontal scroll at 320 px", async ({ page }) => {
    await expectNoHorizontalScroll(page, "/");
  });
});

test.describe("pricing page", () => {
  test("prices the membership from site settings and links to sign-up and contact", async ({ page, expectAccessible }) => {
    await page.goto("/pricing");
    const membership = page.getByRole("article", { name: "Annual Premium Membership" });
    await expect(membership.getByTestId("membership-price")).toHaveText(
      `${formatUsd(SITE_SETTINGS.premiumMembershipPrice)} per year, billed annually`,
    );
    await expect(membership).toContainText("Save over 60% compared to individual courses");
    await expect(membership.getByRole("link", { name: "Get Annual Membership" })).toHaveAttribute(
      "href",
      "/login?mode=signup&redirectTo=%2Fstudent%2Fbilling",
    );
    for (const seats of [25, 50, 100]) {
      await expect(page.getByRole("article", { name: `${seats} Seats` }).getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
        "href",
        "/contact",
      );
    }
    const quote = page.getByRole("article", { name: "100+ Seats" });
    await expect(quote).toContainText("Custom Quote");
    await expect(quote.getByRole("link", { name: "Get Custom Quote" })).toHaveAttribute("href", "/contact");
    await expect(page.getByText("Implementation typically within 1 week", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("each Starter/Pro toggle switches only its own card", async ({ page, expectAccessible }) => {
    await page.goto("/pricing");
    const card = (seats: number) => page.getByRole("article", { name: `${seats} Seats` });
    const shows = async (seats: number, tier: "starter" | "pro") => {
      const plan = BROKERAGE_PLANS.find((p) => p.seats === seats)!;
      const other = tier === "starter" ? "pro" : "starter";
      await expect(card(seats).getByRole("radio", { name: tier === "starter" ? "Starter" : "Pro" })).toBeChecked();
      await expect(card(seats).getByText(formatUsd(plan[tier].yearly), { exact: true })).toBeVisible();
      await expect(card(seats).getByText(formatUsd(plan[other].yearly), { exact: true })).toBeHidden();
      await expect(card(seats).getByTestId("months-free").filter({ visible: true })).toHaveText("2");
    };
    for (const seats of [25, 50, 100]) await shows(seats, "starter");
    await expect(card(25)).toContainText("5 pre and post courses per year");

    await card(50).getByText("Pro", { exact: true }).click();
    await shows(50, "pro");
    await expect(card(50)).toContainText("Unlimited pre-licensing and post-licensing courses");
    await shows(25, "starter");
    await shows(100, "starter");

    await card(100).getByText("Pro", { exact: true }).click();
    await shows(100, "pro");
    await shows(50, "pro");
    await shows(25, "starter");

    await card(50).getByText("Starter", { exact: true }).click();
    await shows(50, "starter");
    await shows(100, "pro");
    await expect(page).toHaveURL("/pricing");
    await expectAccessible(page);
  });

  test("the individual and brokerage FAQs each open one answer at a time", async ({ page }) => {
    await page.goto("/pricing");
    await expectOneOpenAtATime(page, "pricing-faq-individual", 4);
    await expectOneOpenAtATime(page, "pricing-faq-brokerage", 5);
    // The two groups are independent.
    await page.locator('details[name="pricing-faq-individual"] summary').first().click();
    await page.locator('details[name="pricing-faq-brokerage"] summary').first().click();
    await expect(page.locator("details[open]")).toHaveCount(2);
  });

  test("has no horizontal scroll at 320 px", async ({ page, expectAccessible }) => {
    await expectNoHorizontalScroll(page, "/pricing");
    await expectAccessible(page);
  });
});

test.describe("features page", () => {
  test("has ten blocks with alternating image sides, each leading to pricing", async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/features");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`The ${SITE_SETTINGS.siteName} Advantage`);
    const blocks = page.locator("[data-feature-block]");
    await expect(blocks).toHaveCount(10);
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(10);
    await expect(page.locator("[data-feature-block] a[href='/pricing']")).toHaveCount(10);
    await expect(page.getByRole("region", { name: "Light and Dark Themes" })).toHaveAttribute("data-feature-block", "03");
    for (const i of [0, 1, 2, 3]) {
      const [image, text] = await blocks
        .nth(i)
        .locator(":scope > div")
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().x));
      if (i % 2 === 0) expect(image).toBeLessThan(text);
      else expect(image).toBeGreaterThan(text);
    }
    await expectAccessible(page);
  });

  test("feature 03 compares light and dark: a slider with JavaScript, both pictures without", async ({ page }, testInfo) => {
    await page.goto("/features");
    const block = page.getByRole("region", { name: "Light and Dark Themes" });
    if (isNoJs(testInfo)) {
      await expect(block.getByRole("img", { name: "The course player in the light theme" })).toBeVisible();
      await expect(block.getByRole("img", { name: "The course player in the dark theme" })).toBeVisible();
      await expect(block.getByText("Light theme", { exact: true })).toBeVisible();
      await expect(block.getByText("Dark theme", { exact: true })).toBeVisible();
      await expect(block.getByRole("slider")).toHaveCount(0);
      return;
    }
    const slider = block.getByRole("slider", { name: "Compare the light and dark themes" });
    const darkLayer = block.getByTestId("dark-layer");
    await expect(slider).toHaveValue("50");
    await expect(darkLayer).toHaveCSS("clip-path", "inset(0px 0px 0px 50%)");
    await slider.focus();
    await page.keyboard.press("Home");
    await expect(slider).toHaveValue("0");
    await expect(darkLayer).toHaveCSS("clip-path", "inset(0px 0px 0px 0%)");
    await page.keyboard.press("End");
    await expect(darkLayer).toHaveCSS("clip-path", "inset(0px 0px 0px 100%)");
    await slider.fill("30");
    await expect(darkLayer).toHaveCSS("clip-path", "inset(0px 0px 0px 30%)");
    await expect(block.getByRole("img", { name: /light theme on the left 30%/ })).toBeVisible();
  });

  test("has no horizontal scroll at 320 px", async ({ page, expectAccessible }) => {
    await expectNoHorizontalScroll(page, "/features");
    await expectAccessible(page);
  });
});

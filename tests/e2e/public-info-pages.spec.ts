import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SITE_SETTINGS } from "../../db/seed/settings";
import { isNoJs } from "./helpers";

const PAGES = [
  {
    path: "/licensing",
    heading: "Louisiana Real Estate Licensing Requirements",
    title: /^Louisiana Real Estate Licensing Requirements \| /,
  },
  { path: "/about", heading: `About ${SITE_SETTINGS.siteName}`, title: /^About Us \| / },
  { path: "/accreditations", heading: "Accreditations", title: /^Accreditations \| / },
  { path: "/terms", heading: "Terms of Service", title: /^Terms of Service \| / },
  { path: "/privacy", heading: "Privacy Policy", title: /^Privacy Policy \| / },
  { path: "/refund", heading: "Refund Policy", title: /^Refund Policy \| / },
  { path: "/help", heading: "Help Center", title: /^Help Center \| / },
] as const;

const HELP_CATEGORIES = [
  "Getting Started",
  "Billing & Membership",
  "Courses & Learning",
  "Certificates & Compliance",
  "Technical Support",
  "For Brokerages",
];

const main = (page: Page) => page.getByRole("main");

test.describe("public information pages", () => {
  for (const { path, heading, title } of PAGES) {
    test(`${path} has its title, description, heading, no serious a11y issue and fits 320 px`, async ({ page, expectAccessible }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      await expect(page).toHaveTitle(new RegExp(`\\| ${SITE_SETTINGS.siteName}$`));
      const description = await page.locator('meta[name="description"]').last().getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
      await expectAccessible(page);

      // The same page at 320 px: the layout follows the viewport (CSS, and the scripts with JavaScript).
      await page.setViewportSize({ width: 320, height: 640 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(320);
    });
  }

  test("footer links reach each footer page, header links reach /licensing and /about", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const footerPages = [
      ["Help Center", "Help Center"],
      ["Privacy Policy", "Privacy Policy"],
      ["Terms of Service", "Terms of Service"],
      ["Refund Policy", "Refund Policy"],
      ["Accreditations", "Accreditations"],
    ] as const;
    // From the home page, then from each page reached: every public page carries the same header and footer.
    await page.goto("/");
    for (const [link, heading] of footerPages) {
      await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: link }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    for (const [link, heading] of [
      ["Licensing", "Louisiana Real Estate Licensing Requirements"],
      ["About", `About ${SITE_SETTINGS.siteName}`],
    ] as const) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });

  test("/licensing gives the figures of the Louisiana requirements", async ({ page }) => {
    await page.goto("/licensing");
    const salesperson = page.getByRole("region", { name: "Becoming a salesperson" });
    for (const text of [
      "Be at least 18 years old",
      "Complete 90 hours of pre-licensing education",
      "Pass a background check",
      "Pass the licensing exam",
      "Find a sponsoring broker",
    ]) {
      await expect(salesperson.getByText(text)).toBeVisible();
    }
    await expect(page.getByRole("region", { name: /post-licensing/ })).toContainText(
      "45 hours of post-licensing education within 180 days of the initial license",
    );
    await expect(page.getByRole("region", { name: /continuing education/ })).toContainText("12 hours of continuing education annually");
    const broker = page.getByRole("region", { name: "Becoming a broker" });
    await expect(broker).toContainText("4 years of active licensure");
    await expect(broker).toContainText("150 hours of broker pre-licensing education — up to 90 hours may carry over");
    await expect(broker).toContainText("broker exam");
  });

  test("the policy pages are dated 8/22/2025 and state the cancellation and refund rules", async ({ page }) => {
    const dated = main(page).getByText("Last Updated: 8/22/2025", { exact: true });
    for (const path of ["/licensing", "/about", "/accreditations", "/help"]) {
      await page.goto(path);
      await expect(main(page).getByText(/Last Updated/)).toHaveCount(0);
    }
    // The three policy pages, each loaded once for its date and its rules.
    await page.goto("/privacy");
    await expect(dated).toBeVisible();

    await page.goto("/terms");
    await expect(dated).toBeVisible();
    const cancellation = page.getByRole("region", { name: "4. Cancellation" });
    await expect(cancellation).toContainText("Individual members can cancel at any time on the Billing page");
    await expect(cancellation).toContainText("Brokers must contact us to cancel a brokerage plan");

    await page.goto("/refund");
    await expect(dated).toBeVisible();
    const individual = page.getByRole("region", { name: "Individual memberships" });
    await expect(individual).toContainText("within 10 days of purchase");
    await expect(individual).toContainText("no more than 10% of a course has been completed");
    await expect(individual).toContainText("no certificate has been issued");
    await expect(page.getByRole("region", { name: "Brokerage plans" })).toContainText("refunded only if no agent has accessed courses");
    const timing = page.getByRole("region", { name: "Review and processing" });
    await expect(timing).toContainText("reviewed within 5 business days");
    await expect(timing).toContainText("processed within 10 business days");
    await expect(main(page)).not.toContainText("30-day");
    await expect(main(page).getByRole("link", { name: SITE_SETTINGS.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${SITE_SETTINGS.supportEmail}`,
    );
  });

  test("/accreditations shows the school's certificate of authority from the settings", async ({ page }) => {
    await page.goto("/accreditations");
    await expect(page.getByRole("region", { name: "Louisiana Real Estate Commission" })).toContainText(
      `Certificate of authority: ${SITE_SETTINGS.certificateAuthorityNumber}`,
    );
    await expect(main(page)).toContainText(SITE_SETTINGS.extra.accreditation);
  });

  test("/about names the founders, their problem and the difference, with the site name from settings", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("region", { name: "Our founders" }).getByRole("heading", { level: 3 })).toHaveText([
      "Celeste Arceneaux",
      "Danielle Comeaux",
    ]);
    await expect(page.getByRole("region", { name: "The problem we share" })).toContainText(
      `We started ${SITE_SETTINGS.siteName} to fix both sides`,
    );
    await expect(page.getByRole("region", { name: "What makes us different" }).getByRole("listitem")).toHaveCount(6);
  });

  test("/help has six categories, the required statements and a 'Still Need Help?' card", async ({ page }) => {
    await page.goto("/help");
    await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([...HELP_CATEGORIES, "Still Need Help?"]);
    const topics = page.getByRole("navigation", { name: "Help topics" }).getByRole("link");
    await expect(topics).toHaveText(HELP_CATEGORIES);

    const answers = main(page);
    for (const statement of [
      "fill in the sign-up form: your name, phone number, email address and a password",
      "Open it within 24 hours to verify your email",
      "the new email must be verified before the change takes effect",
      "A premium membership is required to enroll in courses",
      "administrator tools, reporting and progress tracking",
      "Set-up takes 1-2 weeks",
    ]) {
      await expect(answers).toContainText(statement);
    }
    for (const [name, href] of [
      ["Billing", "/student/billing"],
      ["Profile", "/student/profile"],
      ["My Certificates", "/student/certificates"],
      ["Contact page", "/contact"],
    ] as const) {
      // The links sit in closed answers, so they are hidden until their question opens.
      await expect(answers.getByRole("link", { name, exact: true, includeHidden: true }).first()).toHaveAttribute("href", href);
    }

    const card = page.getByRole("region", { name: "Still Need Help?" });
    await expect(card.getByRole("link", { name: SITE_SETTINGS.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${SITE_SETTINGS.supportEmail}`,
    );
    await expect(card).toContainText("Within 24 hours during business days");
    await card.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("help questions open one at a time per category, without JavaScript too", async ({ page }) => {
    await page.goto("/help");
    const category = page.getByRole("region", { name: "Billing & Membership" });
    const membership = category.locator("details").filter({ hasText: "Do I need a membership to enroll in courses?" });
    const cancel = category.locator("details").filter({ hasText: "How do I manage or cancel my membership?" });
    const answer = membership.getByText("A premium membership is required to enroll in courses");

    await expect(answer).toBeHidden();
    await membership.locator("summary").click();
    await expect(answer).toBeVisible();

    await cancel.locator("summary").click();
    await expect(cancel.getByText("A cancelled membership does not renew")).toBeVisible();
    await expect(answer).toBeHidden();

    // Another category keeps its own open question.
    const other = page.getByRole("region", { name: "For Brokerages" }).locator("details").first();
    await other.locator("summary").click();
    await expect(other).toHaveAttribute("open", "");
    await expect(cancel).toHaveAttribute("open", "");

    // Clicking the open question closes it.
    await cancel.locator("summary").click();
    await expect(cancel).not.toHaveAttribute("open", "");
  });

  test("no chat widget script is sent when CHAT_WIDGET_SRC is unset", async ({ page }, testInfo) => {
    test.skip(Boolean(process.env.CHAT_WIDGET_SRC), "configured on purpose: chat-widget.spec.ts checks it");
    for (const path of ["/", "/help", "/licensing"]) {
      const response = await page.goto(path);
      const html = await response!.text();
      const scriptSources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
      expect(scriptSources.filter((src) => /^(https?:)?\/\//.test(src))).toEqual([]);
      expect(html).not.toContain("data-chat-widget");
      const csp = response!.headers()["content-security-policy"];
      expect(csp).toMatch(/connect-src 'self';/);
      if (!isNoJs(testInfo)) await expect(page.locator("script[data-chat-widget]")).toHaveCount(0);
    }
  });
});

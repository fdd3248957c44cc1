import { type Page } from "@playwright/test";
import { visibleNav, type Area } from "../../app/components/area/nav";
import type { DemoKey } from "../fixtures/accounts";
import { expect, test } from "./fixtures";
import { isNoJs } from "./helpers";

// The signed-in areas (requirements signed-in-route-table, student-area-layout, company-dashboard; requirement public-pages-and-routes /dashboard, requirement roles-and-route-guards): role routing, the
// shells, and that a sidebar shows only pages that exist.

type Demo = {
  area: Area;
  home: string;
  /** What the header shows: the company name, else the page title. */
  headerTitle: string;
  heading: string;
  roles: ("admin" | "company_admin" | "reviewer")[];
  companyId: string | null;
  /** Areas this account may not enter. */
  forbidden: string[];
};

const DEMOS = {
  admin: {
    area: "admin",
    home: "/admin",
    headerTitle: "Admin Dashboard",
    heading: "Admin Dashboard",
    roles: ["admin"],
    companyId: null,
    forbidden: ["/student", "/company-dashboard"],
  },
  companyAdmin: {
    area: "company",
    home: "/company-dashboard",
    headerTitle: "Bayou Realty Group",
    heading: "My Courses",
    roles: ["company_admin"],
    companyId: "bayou",
    forbidden: ["/student", "/admin"],
  },
  reviewer: {
    area: "student",
    home: "/student",
    headerTitle: "Review Courses",
    heading: "Review Courses",
    roles: ["reviewer"],
    companyId: null,
    forbidden: ["/company-dashboard", "/admin"],
  },
  student: {
    area: "student",
    home: "/student",
    headerTitle: "My Courses",
    heading: "My Courses",
    roles: [],
    companyId: null,
    forbidden: ["/company-dashboard", "/admin"],
  },
  agent: {
    area: "student",
    home: "/student",
    headerTitle: "Bayou Realty Group",
    heading: "My Courses",
    roles: [],
    companyId: "bayou",
    forbidden: ["/company-dashboard", "/admin"],
  },
} satisfies Partial<Record<DemoKey, Demo>>;

/**
 * Signs in as the demo account (one request: signing in itself is sign-in.spec.ts's subject) and
 * opens /dashboard, which sends each role to its own area.
 */
async function enter(page: Page, signInAs: (key: DemoKey) => Promise<unknown>, key: keyof typeof DEMOS) {
  await signInAs(key);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(new RegExp(`${DEMOS[key].home}$`));
}

for (const [key, demo] of Object.entries(DEMOS) as [keyof typeof DEMOS, Demo][]) {
  test(`${key}: lands in ${demo.home}, sees only built pages in the sidebar, and is turned back from other areas`, async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await enter(page, signInAs, key);
    await expect(page.getByRole("heading", { level: 1, name: demo.heading })).toBeVisible();
    await expect(page.getByTestId("area-title")).toHaveText(demo.headerTitle);
    // The public header and footer give way to the area's own.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);

    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(320); // 20rem
    const expected = visibleNav(demo.area, { roles: demo.roles, companyId: demo.companyId }).flatMap((s) => s.links);
    const links = sidebar.getByRole("navigation").getByRole("link");
    await expect(links).toHaveText(expected.map((l) => l.label));
    for (const link of expected) {
      await expect(sidebar.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
      // No sidebar link may lead to a missing or broken page.
      expect((await page.request.get(link.to)).status()).toBe(200);
    }
    await expect(sidebar.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectAccessible(page);

    for (const path of demo.forbidden) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${demo.home}$`));
    }
  });
}

test("a company member's student area carries the company's name and logo, and no billing link", async ({ page, signInAs }) => {
  await enter(page, signInAs, "agent");
  await expect(page.getByTestId("area-title")).toHaveText("Bayou Realty Group");
  await expect(page.getByTestId("sidebar").getByRole("img", { name: "Bayou Realty Group" })).toHaveAttribute(
    "src",
    "/images/bayou-realty-group-logo.svg",
  );
  await expect(page.getByRole("link", { name: "Billing & Subscription" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Enrolled Courses" })).toContainText("Continuing Education");
});

test("the product logo stands in when the user has no company", async ({ page, signInAs }) => {
  await enter(page, signInAs, "student");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar.locator('img[src="/images/logo.svg"]')).toBeVisible();
  await expect(sidebar).toContainText("Pelican Real Estate School");
  await expect(page.getByRole("region", { name: "Enrolled Courses" })).toContainText(/\d+% complete/);
  await expect(page.getByRole("region", { name: "Enrolled Courses" })).toContainText("90 hrs");
});

test("at 320 px the sidebar becomes a menu that opens without JavaScript", async ({ page, signInAs, expectAccessible }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await enter(page, signInAs, "student");
  await expect(page.getByTestId("sidebar")).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);

  await page.locator("summary").filter({ hasText: "Menu" }).first().click();
  const menu = page.getByRole("navigation", { name: "Student navigation" });
  await expect(menu.getByRole("link", { name: "My Courses" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);
});

test("the avatar menu names the user, repeats the links, and signs out to the home page", async ({
  page,
  signInAs,
  expectAccessible,
}, testInfo) => {
  await enter(page, signInAs, "reviewer");
  await page.locator("summary").filter({ hasText: "Account menu" }).click();
  const account = page.getByRole("navigation", { name: "Account" });
  await expect(page.getByText("Monique Dupre")).toBeVisible();
  await expect(page.getByText("Reviewer", { exact: true })).toBeVisible();
  await expect(account.getByRole("link", { name: "My Courses" })).toHaveAttribute("href", "/student");
  await expectAccessible(page);
  if (!isNoJs(testInfo)) {
    await page.keyboard.press("Escape");
    await expect(account).toBeHidden();
    await page.locator("summary").filter({ hasText: "Account menu" }).click();
  }
  await account.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/student");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstudent$/);
});

test("/dashboard and the areas send a visitor to sign in, and say noindex", async ({ page, signInAs }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  for (const path of ["/student", "/company-dashboard", "/admin"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
  }
  await enter(page, signInAs, "companyAdmin");
  const response = await page.goto("/company-dashboard");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/company-dashboard$/);
});

import { type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BUNDLES } from "../../db/seed/bundles";
import { COURSES } from "../../db/seed/courses";
import { seedId } from "../../db/seed/ids";
import { isNoJs } from "./helpers";

// The catalogue (requirement public-pages-and-routes): search, sort and type filter in a GET form (JS on and off), the count
// line, the empty text, Clear All Filters, shareable URLs and the cards' links. Expected lists come
// from the seed modules, read independently of the app's SQL.

const PATH = "/louisiana-real-estate-courses";
const published = COURSES.filter((c) => c.status === "published");
const TOTAL = published.length;

type Sort = "newest" | "oldest" | "title-asc" | "title-desc";
type Type = "all" | "pre-licensing" | "continuing-education" | "post-licensing";
const TYPE_NAMES: Record<Type, string | null> = {
  all: null,
  "pre-licensing": "Pre-licensing",
  "continuing-education": "Continuing Education",
  "post-licensing": "Post-licensing",
};

/** The seed's titles for a search, type and sort. */
function expectedTitles(q: string, type: Type, sort: Sort): string[] {
  const needle = q.toLowerCase();
  const byTitle = (a: { title: string }, b: { title: string }) => a.title.toLowerCase().localeCompare(b.title.toLowerCase());
  return published
    .filter((c) => !needle || c.title.toLowerCase().includes(needle) || c.description.toLowerCase().includes(needle))
    .filter((c) => !TYPE_NAMES[type] || c.courseType === TYPE_NAMES[type])
    .sort((a, b) => {
      if (sort === "newest") return b.createdAt.localeCompare(a.createdAt) || byTitle(a, b);
      if (sort === "oldest") return a.createdAt.localeCompare(b.createdAt) || byTitle(a, b);
      return sort === "title-asc" ? byTitle(a, b) : byTitle(b, a);
    })
    .map((c) => c.title);
}

const filters = (page: Page) => page.getByRole("search", { name: "Find courses" });
const courseTitles = (page: Page) => page.getByTestId("course-card").locator("h3");
const showing = (page: Page) => page.getByTestId("showing");

/** Sets the filters like a user: with JavaScript the form submits itself, without it Apply does. */
async function applyFilters(page: Page, testInfo: TestInfo, state: { q?: string; sort?: Sort; type?: Type }) {
  const form = filters(page);
  if (state.q !== undefined) await form.getByLabel("Search courses").fill(state.q);
  if (state.sort) await form.getByLabel("Sort by").selectOption(state.sort);
  if (state.type) await form.getByLabel("Course type").selectOption(state.type);
  if (isNoJs(testInfo)) await form.getByRole("button", { name: "Apply" }).click();
  if (state.q) await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(state.q).replace(/%20/g, "\\+")}(&|$)`));
  if (state.sort) await expect(page).toHaveURL(new RegExp(`[?&]sort=${state.sort}(&|$)`));
  if (state.type) await expect(page).toHaveURL(new RegExp(`[?&]type=${state.type}(&|$)`));
}

async function expectCourses(page: Page, titles: string[]) {
  await expect(showing(page)).toHaveText(`Showing ${titles.length} of ${TOTAL} courses`);
  if (titles.length > 0) await expect(courseTitles(page)).toHaveText(titles);
  else await expect(courseTitles(page)).toHaveCount(0);
}

test("lists every published course, newest first, and the published bundles", async ({ page, expectAccessible }) => {
  test.slow(); // axe checks and several navigations
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Louisiana Real Estate Courses" })).toBeVisible();
  await expectCourses(page, expectedTitles("", "all", "newest"));
  expect(TOTAL).toBe(6);
  await expect(page.getByText("Commercial Leasing Fundamentals (Draft)")).toHaveCount(0);
  const bundleTitles = BUNDLES.filter((b) => b.status === "published")
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((b) => b.title);
  await expect(page.getByTestId("bundle-card").locator("h3")).toHaveText(bundleTitles);
  // Nothing to clear yet.
  await expect(page.getByRole("link", { name: "Clear All Filters" })).toHaveCount(0);
  await expectAccessible(page);
});

test("each course card shows its rating, review count and hours, and links to the course and instructor", async ({ page }) => {
  await page.goto(PATH);
  const card = page.getByTestId("course-card").filter({ hasText: "Louisiana Flood Zones & Property Disclosure" });
  // db/seed/reviews.ts: 5, 4 and 5 stars.
  await expect(card.getByRole("img", { name: "Rated 4.7 out of 5" })).toBeVisible();
  await expect(card).toContainText("(3 reviews)");
  await expect(card).toContainText("4 hrs");
  await expect(card.getByRole("link", { name: "Louisiana Flood Zones & Property Disclosure" })).toHaveAttribute(
    "href",
    "/course/louisiana-flood-zones-property-disclosure",
  );
  await expect(card.getByRole("link", { name: "Lisa Marchand" })).toHaveAttribute(
    "href",
    `/instructor/${seedId("instructor:lisa-marchand")}`,
  );

  const bundle = page.getByTestId("bundle-card").filter({ hasText: "2026 CE Renewal Bundle" });
  await expect(bundle.getByRole("link", { name: "2026 CE Renewal Bundle" })).toHaveAttribute(
    "href",
    `/bundle/${seedId("bundle:ce-renewal-2026")}`,
  );
  // Real ratings: the 10 reviews of its three courses, not a fixed 4.8/127.
  await expect(bundle).toContainText("(10 reviews)");
  await expect(bundle).not.toContainText("127");

  await card.getByRole("link", { name: "Louisiana Flood Zones & Property Disclosure" }).click();
  await expect(page).toHaveURL(/\/course\/louisiana-flood-zones-property-disclosure$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Louisiana Flood Zones & Property Disclosure");
});

const COMBINATIONS: { q?: string; sort?: Sort; type?: Type }[] = [
  { q: "flood" },
  { type: "continuing-education", sort: "title-asc" },
  { q: "louisiana", type: "continuing-education", sort: "oldest" },
  { q: "Salesperson", sort: "title-desc" },
  { type: "post-licensing" },
  { q: "agency", type: "pre-licensing", sort: "title-asc" },
];

for (const combination of COMBINATIONS) {
  test(`search, filter and sort: ${JSON.stringify(combination)}`, async ({ page }, testInfo) => {
    await page.goto(PATH);
    await applyFilters(page, testInfo, combination);
    const titles = expectedTitles(combination.q ?? "", combination.type ?? "all", combination.sort ?? "newest");
    expect(titles.length).toBeLessThan(TOTAL);
    await expectCourses(page, titles);
    await expect(filters(page).getByLabel("Search courses")).toHaveValue(combination.q ?? "");
  });
}

test("every state is a shareable URL, and Clear All Filters resets it", async ({ page }) => {
  await page.goto(`${PATH}?q=LOUISIANA&sort=title-asc&type=continuing-education`);
  await expectCourses(page, expectedTitles("louisiana", "continuing-education", "title-asc"));
  await expect(filters(page).getByLabel("Search courses")).toHaveValue("LOUISIANA");
  await expect(filters(page).getByLabel("Sort by")).toHaveValue("title-asc");
  await expect(filters(page).getByLabel("Course type")).toHaveValue("continuing-education");
  await expect(page.getByTestId("bundle-card").locator("h3")).toHaveText(["2026 CE Renewal Bundle"]);

  await page.getByRole("link", { name: "Clear All Filters" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expectCourses(page, expectedTitles("", "all", "newest"));
  await expect(filters(page).getByLabel("Search courses")).toHaveValue("");
  await expect(filters(page).getByLabel("Sort by")).toHaveValue("newest");
  await expect(filters(page).getByLabel("Course type")).toHaveValue("");
});

test("no match shows the empty text and a way back", async ({ page, expectAccessible }, testInfo) => {
  test.slow(); // axe checks and several navigations
  await page.goto(PATH);
  await applyFilters(page, testInfo, { q: "timeshare in antarctica" });
  await expectCourses(page, []);
  await expect(page.getByText("No courses found matching your criteria.")).toBeVisible();
  await expect(page.getByTestId("bundle-card")).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Clear All Filters" }).last().click();
  await expectCourses(page, expectedTitles("", "all", "newest"));
});

test("bad query values fall back to the defaults instead of failing", async ({ page }) => {
  const response = await page.goto(`${PATH}?sort=price&type=broker&q=%25`);
  expect(response?.status()).toBe(200);
  await expect(filters(page).getByLabel("Sort by")).toHaveValue("newest");
  await expect(filters(page).getByLabel("Course type")).toHaveValue("");
  // "%" is searched for literally: no course has it.
  await expectCourses(page, []);
});

test("the catalogue hydrates without mismatches", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "nothing hydrates without JavaScript");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${PATH}?q=flood`);
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

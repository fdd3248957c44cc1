import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COURSE_SLUGS, courseBySlug } from "../../db/seed/courses";
import { seedId } from "../../db/seed/ids";
import { REVIEWS } from "../../db/seed/reviews";
import { SITE_SETTINGS } from "../../db/seed/settings";
import { isNoJs, newLearner } from "./helpers";

// Course, bundle and instructor pages (requirements public-pages-and-routes, access-and-subscription-states, public-error-texts, business-constants): the call to action for each access
// level, enrolling (JS on and off), the structured data, and the not-found pages.

const QUICK = courseBySlug(COURSE_SLUGS.quickStart);
const FLOOD = courseBySlug(COURSE_SLUGS.ceFlood);
const SALES_BUNDLE_ID = seedId("bundle:salesperson-licensing");
const CE_BUNDLE_ID = seedId("bundle:ce-renewal-2026");

const hero = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });

function ratingOf(slugs: string[]) {
  const ratings = REVIEWS.filter((r) => slugs.includes(r.slug)).map((r) => r.rating);
  return { average: (Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10).toFixed(1), count: ratings.length };
}

async function structuredData(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]) as Record<string, any>[];
}

test.describe("course page for a visitor", () => {
  test("shows the course, its outline and a sign-up call to action", async ({ page, expectAccessible }) => {
    test.slow(); // axe, a new account (argon2) or several navigations
    const response = await page.goto(`/course/${QUICK.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${QUICK.title} | ${SITE_SETTINGS.siteName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(QUICK.title);
    await expect(hero(page).getByText(QUICK.courseType, { exact: true })).toBeVisible();
    await expect(hero(page).getByText(QUICK.licenseType, { exact: true })).toBeVisible();
    const { average, count } = ratingOf([QUICK.slug]);
    await expect(hero(page).getByRole("img", { name: `Rated ${average} out of 5` })).toBeVisible();
    await expect(hero(page)).toContainText(`(${count} reviews)`);
    await expect(hero(page)).toContainText(`${QUICK.hours} hrs`);

    const signUp = hero(page).getByRole("link", { name: "Sign Up to Enroll" });
    await expect(signUp).toHaveAttribute("href", `/login?mode=signup&redirectTo=${encodeURIComponent(`/course/${QUICK.slug}`)}`);
    await expect(page.getByRole("button", { name: "Enroll Now" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to Courses" })).toHaveAttribute("href", "/louisiana-real-estate-courses");

    await expect(page.getByRole("region", { name: "What's Included" }).getByRole("listitem")).toContainText(QUICK.whatsIncluded);
    await expect(page.getByRole("region", { name: "Requirements" }).getByRole("listitem")).toContainText(QUICK.requirements);
    await expect(page.getByRole("heading", { name: "Who This Course Is For" })).toBeVisible();
    await expect(page.getByText(QUICK.whoThisIsFor)).toBeVisible();

    // The outline: lessons are closed <details> that open to their topics (no JavaScript needed).
    const lesson = QUICK.lessons[0];
    const topic = page.getByText(lesson.topics[0].title, { exact: true });
    await expect(topic).toBeHidden();
    await page.getByText(`Lesson 1: ${lesson.title}`).click();
    await expect(topic).toBeVisible();
    if (lesson.quiz) await expect(page.getByText(lesson.quiz.title)).toBeVisible();

    // Your Instructor links to the instructor page, which links back to this course.
    await page.getByRole("region", { name: "Your Instructor" }).getByRole("link", { name: "Andre Fontenot" }).click();
    await expect(page).toHaveURL(new RegExp(`/instructor/${seedId("instructor:andre-fontenot")}\\?from=course%3A${QUICK.slug}$`));
    await page.getByRole("link", { name: "Back to Course" }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${QUICK.slug}$`));
    await expectAccessible(page);
  });

  test("has a canonical link and Course and BreadcrumbList structured data", async ({ page }) => {
    await page.goto(`/course/${seedId(`course:${FLOOD.slug}`)}`); // by id
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/course/${FLOOD.slug}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", FLOOD.description);

    const [course, breadcrumbs] = await structuredData(page);
    const { average, count } = ratingOf([FLOOD.slug]);
    expect(course).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: FLOOD.title,
      description: FLOOD.description,
      url: canonical,
      provider: { "@type": "Organization", name: SITE_SETTINGS.siteName },
      hasCourseInstance: { "@type": "CourseInstance", courseWorkload: `PT${FLOOD.hours}H` },
      offers: {
        "@type": "Offer",
        price: SITE_SETTINGS.premiumMembershipPrice.toFixed(2),
        priceCurrency: "USD",
        priceValidUntil: `${new Date().getFullYear() + 1}-12-31`,
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: Number(average), reviewCount: count, bestRating: 5, worstRating: 1 },
    });
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Courses", FLOOD.title]);
    expect(breadcrumbs.itemListElement.at(-1).item).toBe(canonical);
  });

  test("an unknown course, a bad id and a draft are 404 'Course Not Found' pages", async ({ page }) => {
    for (const path of [
      "/course/no-such-course",
      "/course/00000000-0000-4000-8000-000000000000",
      "/course/bad%20slug!",
      `/course/${COURSE_SLUGS.draft}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Course Not Found");
      await expect(page).toHaveTitle(/^Course Not Found/);
    }
    await page.getByRole("link", { name: "Back to Courses" }).click();
    await expect(page).toHaveURL(/\/louisiana-real-estate-courses$/);
  });

  test("a crafted enroll POST by a visitor is sent to sign in", async ({ page }) => {
    const response = await page.request.post(`/course/${QUICK.slug}`, { form: { intent: "enroll" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(`/course/${QUICK.slug}`)}`);
  });
});

test.describe("course page for signed-in learners", () => {
  test("an unsubscribed learner is offered premium, and a crafted enroll POST is refused", async ({ page }) => {
    test.slow(); // axe, a new account (argon2) or several navigations
    const learner = await newLearner(page, { kind: "free" });
    await page.goto(`/course/${QUICK.slug}`);
    await expect(hero(page).getByRole("link", { name: "Get Premium" })).toHaveAttribute("href", "/student/billing");
    await expect(page.getByRole("button", { name: "Enroll Now" })).toHaveCount(0);

    const response = await page.request.post(`/course/${QUICK.slug}`, { form: { intent: "enroll" }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("Premium Required");
    await page.goto("/student");
    await expect(page.getByRole("heading", { name: "My Courses", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Enrolled Courses" })).toHaveCount(0);
    expect(learner.email).toMatch(/@pelican\.test$/);
  });

  test("a subscriber enrolls: lands on /student with the course, then the page offers Open Course", async ({ page, expectAccessible }) => {
    test.slow(); // axe, a new account (argon2) or several navigations
    await newLearner(page, { kind: "subscriber" });
    await page.goto(`/course/${FLOOD.slug}`);
    await expect(page.getByRole("link", { name: "Open Course" })).toHaveCount(0);
    await hero(page).getByRole("button", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByTestId("toast")).toContainText("Enrolled");
    await expect(page.getByRole("region", { name: "Enrolled Courses" })).toContainText(FLOOD.title);

    await page.goto(`/course/${FLOOD.slug}`);
    await expect(hero(page).getByRole("link", { name: "Open Course" })).toHaveAttribute("href", `/course-player/${FLOOD.slug}`);
    await expect(page.getByRole("button", { name: "Enroll Now" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a reviewer gets Review Course, also on a draft", async ({ page }) => {
    await newLearner(page, { kind: "reviewer" });
    await page.goto(`/course/${QUICK.slug}`);
    await expect(hero(page).getByRole("link", { name: "Review Course" })).toHaveAttribute("href", `/course-player/${QUICK.slug}`);
    const response = await page.goto(`/course/${COURSE_SLUGS.draft}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("note")).toContainText("only reviewers and admins can see it");
    await expect(hero(page).getByRole("link", { name: "Review Course" })).toHaveAttribute("href", `/course-player/${COURSE_SLUGS.draft}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("bundle page", () => {
  test("shows the bundle with its real rating, courses, instructor and refund link", async ({ page, expectAccessible }) => {
    test.slow(); // axe, a new account (argon2) or several navigations
    const response = await page.goto(`/bundle/${SALES_BUNDLE_ID}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Louisiana Salesperson Licensing Bundle");
    const { average, count } = ratingOf([COURSE_SLUGS.preLicensing, COURSE_SLUGS.postLicensing]);
    await expect(hero(page).getByRole("img", { name: `Rated ${average} out of 5` })).toBeVisible();
    await expect(hero(page)).toContainText(`(${count} reviews)`);
    await expect(page.getByRole("main")).not.toContainText("127");
    await expect(page.getByRole("main")).not.toContainText("30-day money-back guarantee");
    await expect(page.getByRole("complementary").getByRole("link", { name: "refund policy", exact: true })).toHaveAttribute(
      "href",
      "/refund",
    );
    await expect(page.getByRole("link", { name: "Preview Bundle" })).toHaveAttribute("href", "#courses-included");

    const included = page.getByRole("region", { name: "Courses Included" });
    await expect(included.getByRole("heading", { level: 3 })).toHaveText([
      courseBySlug(COURSE_SLUGS.preLicensing).title,
      courseBySlug(COURSE_SLUGS.postLicensing).title,
    ]);
    await expect(hero(page).getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", /^\/login\?mode=signup&redirectTo=/);
    await page.getByRole("region", { name: "Your Instructor" }).getByRole("link", { name: "Danielle Comeaux" }).click();
    await page.getByRole("link", { name: "Back to Bundle" }).click();
    await expect(page).toHaveURL(new RegExp(`/bundle/${SALES_BUNDLE_ID}$`));
    await expectAccessible(page);
  });

  test("an unsubscribed learner's Enroll Now leads to billing", async ({ page }) => {
    await newLearner(page, { kind: "free" });
    await page.goto(`/bundle/${CE_BUNDLE_ID}`);
    await expect(hero(page).getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", "/student/billing");
  });

  test("a subscriber's Enroll Now enrolls in every course of the bundle", async ({ page }) => {
    test.slow(); // axe, a new account (argon2) or several navigations
    await newLearner(page, { kind: "subscriber", enroll: [COURSE_SLUGS.ceEthics] });
    await page.goto(`/bundle/${CE_BUNDLE_ID}`);
    await hero(page).getByRole("button", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByTestId("toast")).toContainText("You're enrolled in all 3 courses of 2026 CE Renewal Bundle.");
    for (const slug of [COURSE_SLUGS.ceAgency, COURSE_SLUGS.ceFlood, COURSE_SLUGS.ceEthics]) {
      await expect(page.getByRole("region", { name: "Enrolled Courses" })).toContainText(courseBySlug(slug).title);
    }
    await page.goto(`/bundle/${CE_BUNDLE_ID}`);
    await expect(hero(page).getByRole("link", { name: "Go to My Courses" })).toHaveAttribute("href", "/student");
  });

  test("an unknown bundle is a 404 'Bundle Not Found' page", async ({ page }) => {
    for (const path of ["/bundle/not-an-id", "/bundle/00000000-0000-4000-8000-000000000000"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bundle Not Found");
      await expect(page.getByText("The bundle you're looking for doesn't exist.")).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Back to Courses" })).toHaveAttribute("href", "/louisiana-real-estate-courses");
  });
});

test.describe("instructor page", () => {
  test("shows contact details, the published course count, the bio and an initials avatar", async ({ page, expectAccessible }) => {
    test.slow(); // axe, a new account (argon2) or several navigations
    const response = await page.goto(`/instructor/${seedId("instructor:lisa-marchand")}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lisa Marchand");
    await expect(page.getByText("Certified Floodplain Manager focused on flood risk, insurance and disclosure.")).toBeVisible();
    await expect(page.getByTestId("avatar-initials")).toHaveText("LM");
    await expect(page.getByRole("link", { name: "lisa.marchand@pelicanrealestateschool.com" })).toHaveAttribute(
      "href",
      "mailto:lisa.marchand@pelicanrealestateschool.com",
    );
    await expect(page.getByText("(985) 555-0153")).toBeVisible();
    await expect(page.getByTestId("published-course-count")).toHaveText("1");
    const about = page.getByRole("region", { name: "About Lisa" });
    await expect(about).toContainText("Certified Floodplain Manager (CFM)");
    // Sanitised: links open in a new tab with no opener.
    await expect(about.getByRole("link", { name: "FEMA Flood Map Service Center" })).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: "Back to Courses" })).toHaveAttribute("href", "/louisiana-real-estate-courses");
    await expectAccessible(page);
  });

  test("counts only published courses (Andre also teaches a draft)", async ({ page }) => {
    await page.goto(`/instructor/${seedId("instructor:andre-fontenot")}`);
    await expect(page.getByTestId("published-course-count")).toHaveText("3");
    await expect(page.getByRole("main")).not.toContainText("Commercial Leasing Fundamentals");
  });

  test("an unknown instructor is a 404 'Instructor Not Found' page", async ({ page }) => {
    for (const path of ["/instructor/nobody", "/instructor/00000000-0000-4000-8000-000000000000"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instructor Not Found");
      await expect(page.getByText("The instructor you're looking for doesn't exist.")).toBeVisible();
    }
  });
});

test("course, bundle and instructor pages hydrate without mismatches", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "nothing hydrates without JavaScript");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of [
    `/course/${QUICK.slug}`,
    `/bundle/${SALES_BUNDLE_ID}`,
    `/instructor/${seedId("instructor:lisa-marchand")}`,
    "/course/nope",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});

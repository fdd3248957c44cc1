// The course evaluation (requirements learning-screens, progress-unlocking-and-quiz-flow, learning-validation-rules) inside the course player — JS on and off: validation
// messages with the low-rating follow-up, Thank You with its certificates link, the sidebar showing
// the evaluation completed, 'Evaluation Already Submitted' on a later visit, the license gate; and
// the server refusing a locked evaluation (its address and a crafted submit). The other items are
// completed with the /dev/evaluation shortcut, which then opens the player's evaluation.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COURSE_SLUGS } from "../../db/seed/courses";
import { QUICK_COURSE_IDS } from "../../db/seed/courses/quick-start";
import { ids } from "../../db/seed/ids";
import { answerField, followUpField } from "../../app/rules/evaluation-form";
import { isNoJs, newLearner } from "./helpers";

const OVERALL = /^Overall, how would you rate this course\?/;
const FOLLOW_UP_LABEL = "We're sorry this course didn't meet your expectations. Please tell us what we could do better.";
const EVALUATION_ID = ids.evaluation("course-evaluation");
const evaluationPath = (slug: string) => `/course-player/${slug}/evaluation/${EVALUATION_ID}`;

const rating = (page: Page, question: RegExp | string) => page.getByRole("group", { name: question });
const star = (page: Page, question: RegExp | string, n: number) =>
  rating(page, question).getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars` });
const submit = (page: Page) => page.getByRole("button", { name: "Submit Evaluation" });
const evaluationItem = (page: Page) => page.getByTestId("content-item").filter({ hasText: "Evaluation" }).last();

/** Completes every other item with the dev shortcut, which lands on the player's evaluation. */
async function openUnlocked(page: Page, slug: string) {
  await page.goto(`/dev/evaluation/${slug}`);
  await page.getByRole("button", { name: "Complete the other items and open the evaluation" }).click();
  await expect(page).toHaveURL(evaluationPath(slug));
  await expect(page.getByRole("heading", { level: 1, name: "Course Evaluation" })).toBeVisible();
  await expect(page.getByTestId("player-sidebar")).toBeAttached();
}

async function answerRequired(page: Page) {
  await star(page, /^The course content matched/, 5).check();
  await star(page, /^The lessons were clear/, 4).check();
  await page.getByLabel(/^How will you apply what you learned/).fill("At my next listing appointment.");
}

/** A complete, valid answer set, as a crafted form post would send it. */
function craftedAnswers(): Record<string, string> {
  const q = (section: number, index: number) => ids.evaluationQuestion("course-evaluation", section, index);
  return {
    intent: "submit-evaluation",
    [answerField(q(0, 0))]: "5",
    [answerField(q(0, 1))]: "5",
    [answerField(q(1, 0))]: "2",
    [followUpField(q(1, 0))]: "Crafted.",
    [answerField(q(1, 2))]: "Crafted.",
  };
}

test.describe("course evaluation in the player", () => {
  test.slow();
  test("validation, the low-rating follow-up, Thank You, the sidebar, then Already Submitted", async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const noJs = isNoJs(testInfo);
    await newLearner(page, { enroll: [COURSE_SLUGS.quickStart] });
    await openUnlocked(page, COURSE_SLUGS.quickStart);
    await expect(page.getByRole("heading", { level: 2, name: "Course Content" })).toBeVisible();
    await expect(page.getByText("How well the course taught what it promised.")).toBeVisible();
    await expect(page.getByText("Thank you for completing this course.")).toBeVisible();
    // No Previous/Next under an evaluation (requirement learning-screens); the sidebar shows it as the item on screen.
    await expect(page.getByTestId("player-footer")).toHaveCount(0);
    await expect(evaluationItem(page)).toHaveAttribute("data-state", "current");
    await expectAccessible(page);

    const followUp = page.getByLabel(FOLLOW_UP_LABEL);
    // Without JavaScript the follow-up is always there; with it, only after a low rating.
    if (noJs) await expect(followUp).toBeVisible();
    else await expect(followUp).toBeHidden();

    await submit(page).click();
    await expect(rating(page, /^The course content matched/).getByText("Please select a rating")).toBeVisible();
    await expect(rating(page, OVERALL).getByText("Please select a rating")).toBeVisible();
    await expect(page.getByText("This field is required")).toHaveCount(1);
    await expect(page.getByText("Please share your feedback")).toHaveCount(0);
    await expect(page).toHaveURL(evaluationPath(COURSE_SLUGS.quickStart));
    await expectAccessible(page);

    // A low overall rating needs the follow-up.
    await star(page, OVERALL, 2).check();
    await expect(followUp).toBeVisible();
    await answerRequired(page);
    await submit(page).click();
    await expect(page.getByText("Please share your feedback")).toBeVisible();
    await expect(page.getByText("Please select a rating")).toHaveCount(0);
    // What was typed and chosen is kept.
    await expect(page.getByLabel(/^How will you apply what you learned/)).toHaveValue("At my next listing appointment.");
    await expect(star(page, OVERALL, 2)).toBeChecked();

    if (!noJs) {
      // 4 or 5 hides and clears it; back to a low rating shows it empty.
      await followUp.fill("Typed before changing my mind");
      await star(page, OVERALL, 5).check();
      await expect(followUp).toBeHidden();
      await star(page, OVERALL, 3).check();
      await expect(followUp).toBeVisible();
      await expect(followUp).toHaveValue("");
      // Keyboard: the stars are one radio group.
      await star(page, OVERALL, 3).focus();
      await page.keyboard.press("ArrowLeft");
      await expect(star(page, OVERALL, 2)).toBeChecked();
    }
    await followUp.fill("The audio was too quiet.");
    await submit(page).click();

    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View My Certificates" })).toHaveAttribute("href", "/student/certificates");
    // The layout reloaded with the submit: the evaluation is completed in the sidebar, the course at 100 %.
    await expect(evaluationItem(page)).toHaveAttribute("data-state", "done");
    await expect(page.getByTestId("progress-percent")).toHaveText("100%");
    await expectAccessible(page);

    await page.goto(evaluationPath(COURSE_SLUGS.quickStart));
    await expect(page.getByRole("heading", { name: "Evaluation Already Submitted" })).toBeVisible();
    const today = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", month: "short", day: "2-digit", year: "numeric" }).format(
      new Date(),
    );
    await expect(page.getByText(`Submitted on ${today}`)).toBeVisible();
    await expect(submit(page)).toHaveCount(0);
    await expect(evaluationItem(page)).toHaveAttribute("data-state", "done");

    // The Thank You link's page lists the new certificate.
    await page.getByRole("link", { name: "View My Certificates" }).click();
    await expect(page).toHaveURL(/\/student\/certificates$/);
    await expect(page.locator("tbody tr")).toHaveCount(1);
  });

  test("the license gate blocks a CE course until the profile has a number", async ({ page, expectAccessible }, testInfo) => {
    const noJs = isNoJs(testInfo);
    await newLearner(page, { enroll: [COURSE_SLUGS.ceFlood] });
    await openUnlocked(page, COURSE_SLUGS.ceFlood);

    const banner = page.getByTestId("license-gate-banner");
    await expect(banner.getByRole("heading", { name: "License number required to continue" })).toBeVisible();
    const update = banner.getByRole("link", { name: /^Update Profile/ });
    await expect(update).toHaveAttribute("href", "/student/profile?from=license-gate");
    await expect(update).toHaveAttribute("target", "_blank");
    await expectAccessible(page);

    await answerRequired(page);
    await star(page, OVERALL, 5).check();
    if (noJs) {
      // The server refuses, with the required text, and keeps the answers.
      await submit(page).click();
      await expect(
        page.getByRole("alert").filter({
          hasText: "Please add your license number in your Profile before submitting this evaluation so your certificate includes it.",
        }),
      ).toBeVisible();
      await expect(star(page, OVERALL, 5)).toBeChecked();
    } else {
      await expect(submit(page)).toBeDisabled();
    }

    // The learner adds the number in the profile (another tab) …
    const saved = await page.request.post(`/dev/evaluation/${COURSE_SLUGS.ceFlood}`, {
      form: { intent: "dev-set-license", licenseNumber: "LA-0042317" },
    });
    expect(saved.ok()).toBe(true);
    // … and comes back: with JavaScript the screen rechecks on focus (the answers stay); without it, on the next load.
    if (noJs) await page.goto(evaluationPath(COURSE_SLUGS.ceFlood));
    else await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(banner).toHaveCount(0);
    await expect(submit(page)).toBeEnabled();

    if (noJs) {
      await answerRequired(page);
      await star(page, OVERALL, 5).check();
    } else {
      await expect(star(page, OVERALL, 5)).toBeChecked();
    }
    await submit(page).click();
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
    await expect(evaluationItem(page)).toHaveAttribute("data-state", "done");
  });

  test("with JavaScript, only its own submit reloads the evaluation's data (each load is a page view)", async ({ page }, testInfo) => {
    test.skip(isNoJs(testInfo), "client-side revalidation exists only with JavaScript");
    await newLearner(page, { enroll: [COURSE_SLUGS.quickStart] });
    await openUnlocked(page, COURSE_SLUGS.quickStart);
    const gets: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() === "GET" && url.pathname.endsWith(".data")) gets.push(url);
    });
    /** Did this data request include the evaluation route's loader? (no `_routes`: every route) */
    const loadsEvaluation = (url: URL) => !url.searchParams.has("_routes") || url.searchParams.get("_routes")!.includes("evaluation");

    // Another form on the page (the theme toggle) revalidates the page's data, but not the evaluation's.
    await page
      .getByRole("button", { name: /^Switch to (dark|light) theme$/ })
      .first()
      .click();
    await expect.poll(() => gets.length).toBeGreaterThan(0);
    expect(gets.filter(loadsEvaluation)).toEqual([]);

    // Its own submit does (and the layout's: the sidebar).
    await star(page, OVERALL, 5).check();
    await answerRequired(page);
    const before = gets.length;
    await submit(page).click();
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
    expect(gets.slice(before).some(loadsEvaluation)).toBe(true);
    await expect(evaluationItem(page)).toHaveAttribute("data-state", "done");
  });

  test("a locked evaluation: its address redirects, a crafted submit is refused and issues nothing", async ({ page }) => {
    const slug = COURSE_SLUGS.quickStart;
    const firstTopic = `/course-player/${slug}/topic/${QUICK_COURSE_IDS.topicIds[0]}`;
    await newLearner(page, { enroll: [slug] });

    await page.goto(evaluationPath(slug));
    await expect(page).toHaveURL(firstTopic);
    await expect(page.getByTestId("toast")).toContainText("Complete previous content to unlock");

    const crafted = await page.request.post(evaluationPath(slug), { form: craftedAnswers(), maxRedirects: 0 });
    expect(crafted.status()).toBe(302);
    expect(crafted.headers().location).toBe(firstTopic);
    await page.goto("/student/certificates");
    await expect(page.getByText("No completed courses yet.")).toBeVisible();

    // A learner who is not enrolled, with every other item done: Access Denied, for the page and the submit.
    await newLearner(page);
    await page.goto(`/dev/evaluation/${slug}`);
    await page.getByRole("button", { name: "Complete the other items and open the evaluation" }).click();
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    const denied = await page.request.post(evaluationPath(slug), { form: craftedAnswers(), maxRedirects: 0 });
    expect(denied.status()).toBe(403);

    await page.goto("/student/certificates");
    await expect(page.getByText("No completed courses yet.")).toBeVisible();
  });
});

import { type Page, type Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BASE, LESSON, QUICK_COURSE_IDS, quickStartCourse, SLUG, TOPICS, topicUrl } from "../fixtures/quick-course";
import { isNoJs, newLearner, waitForHydration } from "./helpers";

// The course player (requirements learning-screens, progress-unlocking-and-quiz-flow; requirement signed-in-route-table) on the short seeded course, JavaScript on and off:
// opening position, every topic with Next, progress that matches the server, resume choice, locked
// items refused by the server, exit confirmation, Access Denied, sidebar, accessibility.

/** Every topic, the lesson quiz, the final exam and the evaluation. */
const TOTAL = TOPICS.length + 3;
const named = (title: string) => new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
const percent = (done: number) => `${Math.round((done / TOTAL) * 1000) / 10}%`;

test.describe.configure({ mode: "parallel" });
// The `learner` fixture: a fresh subscriber enrolled in the quick course.
test.use({ learnerOptions: { kind: "subscriber", enroll: [SLUG] } });

async function expectProgress(page: Page, done: number) {
  const progress = page.getByTestId("player-progress");
  await expect(progress.getByTestId("progress-count")).toHaveText(`${done} of ${TOTAL} items completed`);
  await expect(progress.getByTestId("progress-percent")).toHaveText(percent(done));
  await expect(progress.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute(
    "aria-valuenow",
    String(Math.round((done / TOTAL) * 1000) / 10),
  );
}

async function expectTopic(page: Page, index: number) {
  await expect(page).toHaveURL(topicUrl(index));
  await expect(page.getByTestId("item-heading")).toHaveText(LESSON.title);
  await expect(page.getByTestId("topic").getByRole("heading", { level: 2 })).toHaveText(TOPICS[index].title);
}

const BY_TYPE = QUICK_COURSE_IDS.topicIdsByType;

/** What each kind of topic shows (the renderers have their own tests; this checks the player uses them). */
async function expectTopicType(page: Page, index: number) {
  const topic = page.getByTestId("topic");
  const id = TOPICS[index].id;
  const title = TOPICS[index].title;
  if (id === BY_TYPE.textWithAudio) await expect(topic.getByLabel(`Audio: ${title}`)).toBeAttached();
  else if (id === BY_TYPE.video || id === BY_TYPE.textWithVideo)
    await expect(topic.locator(`iframe[title="Video player: ${title}"]`)).toBeAttached();
  else if (id === BY_TYPE.flashcards) await expect(topic.getByRole("region", { name: "Flashcards" })).toBeVisible();
  else if (id === BY_TYPE.progressiveDisclosure) await expect(topic.getByRole("region", { name: "Layers" })).toBeVisible();
  else if (id === BY_TYPE.mathSingle || id === BY_TYPE.mathMulti)
    await expect(topic.getByRole("button", { name: "Check Answer" })).toBeVisible();
  else if (id === BY_TYPE.rexActivity) {
    await expect(topic.getByRole("region", { name: "REX activity" })).toBeVisible();
    // "Discuss with REX" opens the header's REX panel (no chat service is configured in tests).
    await topic.getByRole("link", { name: "Discuss with REX" }).click();
    await expect(page.getByTestId("rex-not-configured")).toBeVisible();
    await page.keyboard.press("Escape");
  } else await expect(topic.locator(".prose-content p, p").first()).toBeVisible();
}

/** Next on topic `index`: it is completed and the next topic opens. */
async function next(page: Page, index: number) {
  await page.getByTestId("player-next").click();
  if (index + 1 < TOPICS.length) await expectTopic(page, index + 1);
}

/** Reloads so the figures come from the server, not from the optimistic state. */
async function expectServerProgress(page: Page, done: number) {
  await expect(async () => {
    await page.reload();
    await expectProgress(page, done);
  }).toPass({ timeout: 15_000 });
}

test("opens at the first topic and steps through every topic; progress matches the server", async ({ page, learner: _learner }) => {
  test.slow();
  const response = await page.goto(BASE);
  expect(response?.status()).toBe(200);
  await expectTopic(page, 0);
  await expect(page.getByTestId("player-course-title")).toHaveText(quickStartCourse.title);
  await expectProgress(page, 0);

  const sidebar = page.getByTestId("player-sidebar");
  await expect(sidebar.getByRole("link", { name: named(TOPICS[0].title) })).toHaveAttribute("aria-current", "page");
  // The topic after the current one is open; the one after that is locked (not a link).
  await expect(sidebar.getByRole("link", { name: named(TOPICS[1].title) })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: named(TOPICS[2].title) })).toHaveCount(0);
  await expect(sidebar.getByTestId("content-item").nth(2)).toHaveAttribute("data-state", "locked");
  await expect(sidebar.getByTestId("content-item").nth(2)).toContainText("Complete previous content to unlock");

  for (let index = 0; index < TOPICS.length; index++) {
    await expectTopic(page, index);
    await expectTopicType(page, index);
    // Previous goes back except on the first topic.
    await expect(page.getByTestId("player-footer").getByRole("link", { name: "Previous" })).toHaveCount(index === 0 ? 0 : 1);
    await next(page, index);
    await expectProgress(page, index + 1);
  }

  // After the last topic: the lesson quiz's start screen; no Previous/Next.
  await expect(page).toHaveURL(`${BASE}/quiz/${QUICK_COURSE_IDS.lessonQuizId}`);
  await expect(page.getByTestId("quiz-start")).toContainText(LESSON.quiz!.title);
  await expect(page.getByTestId("player-footer")).toHaveCount(0);
  await expectServerProgress(page, TOPICS.length);
  // The final exam stays locked until the lesson quiz is passed.
  await expect(sidebar.getByRole("link", { name: /Quick Start Final Exam/ })).toHaveCount(0);
});

test("a topic page is accessible", async ({ page, learner: _learner, expectAccessible }) => {
  await page.goto(topicUrl(0));
  await expectTopic(page, 0);
  await expectAccessible(page);
});

test("offers the resume choice after some progress: resume or start from the beginning", async ({
  page,
  learner: _learner,
  expectAccessible,
}) => {
  test.slow();
  await page.goto(BASE);
  await expectTopic(page, 0);
  await next(page, 0);
  await next(page, 1);
  await expectServerProgress(page, 2);

  await page.goto(BASE);
  const dialog = page.getByRole("dialog", { name: "Welcome Back" });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome to the Course" })).toBeAttached();
  await expectAccessible(page);
  await dialog.getByRole("link", { name: "Resume Where I Left Off" }).click();
  await expectTopic(page, 2);

  await page.goto(BASE);
  await page.getByRole("dialog", { name: "Welcome Back" }).getByRole("link", { name: "Start From Beginning" }).click();
  await expectTopic(page, 0);
  await expectProgress(page, 2);
});

test("locked items refuse to open: their address goes to the current item with a message", async ({ page, learner: _learner }) => {
  for (const locked of [
    topicUrl(2),
    `${BASE}/quiz/${QUICK_COURSE_IDS.lessonQuizId}`,
    `${BASE}/final-exam/${QUICK_COURSE_IDS.finalExamId}`,
    `${BASE}/evaluation/${QUICK_COURSE_IDS.evaluationId}`,
  ]) {
    await page.goto(locked);
    await expectTopic(page, 0);
    await expect(page.getByTestId("toast")).toContainText("Complete previous content to unlock");
  }
  // The long form of a topic address and a lesson address lead to the same place.
  await page.goto(`${BASE}/lesson/${QUICK_COURSE_IDS.lessonId}`);
  await expectTopic(page, 0);
  await page.goto(`${BASE}/lesson/${QUICK_COURSE_IDS.lessonId}/topic/${TOPICS[1].id}`);
  await expectTopic(page, 1);
  await expectProgress(page, 0);
});

test("an item that is not in the course shows 'Topic not found' inside the player", async ({ page, learner: _learner }) => {
  const response = await page.goto(`${BASE}/topic/00000000-0000-4000-8000-000000000000`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("item-not-found")).toContainText("Topic not found");
  await expect(page.getByTestId("player-sidebar")).toBeAttached();
});

test("exit asks for confirmation; staying keeps the learner in the course, exiting goes to /student", async ({
  page,
  learner: _learner,
  expectAccessible,
}) => {
  test.slow();
  await page.goto(topicUrl(0));
  await page.getByTestId("player-exit").click();
  const dialog = page.getByRole("dialog", { name: "Exit Course" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your progress will be automatically saved");
  await expectAccessible(page);
  await dialog.getByRole("link", { name: "Stay in Course" }).click();
  await expect(page.getByRole("dialog", { name: "Exit Course" })).toHaveCount(0);
  await expect(page).toHaveURL(topicUrl(0));

  await page.getByTestId("player-exit").click();
  await page.getByRole("dialog", { name: "Exit Course" }).getByRole("link", { name: "Exit Course" }).click();
  await expect(page).toHaveURL("/student");
});

test("an admin's Exit Course goes to the course admin, /admin/courses", async ({ page }) => {
  await newLearner(page, { kind: "admin", enroll: [SLUG] });
  await page.goto(topicUrl(0));
  await page.getByTestId("player-exit").click();
  await page.getByRole("dialog", { name: "Exit Course" }).getByRole("link", { name: "Exit Course" }).click();
  await expect(page).toHaveURL("/admin/courses");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a learner who is not enrolled sees Access Denied (403)", async ({ page, expectAccessible }) => {
  await newLearner(page, { kind: "subscriber" });
  const response = await page.goto(topicUrl(0));
  expect(response?.status()).toBe(403);
  const denied = page.getByTestId("access-denied");
  await expect(denied.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(denied).toContainText("You don't have access to this course.");
  await expect(denied.getByRole("link", { name: "Back to My Courses" })).toHaveAttribute("href", "/student");
  await expectAccessible(page);
});

test("signed out: the player sends to /login and back; /course-player alone goes to /student", async ({ page }) => {
  await page.goto(topicUrl(0));
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(topicUrl(0))}`);
  await newLearner(page, { kind: "subscriber", enroll: [SLUG] });
  await page.goto("/course-player");
  await expect(page).toHaveURL("/student");
});

test("the sidebar can be hidden and shown again (Ctrl+B with JavaScript, a link without)", async ({
  page,
  learner: _learner,
}, testInfo) => {
  await page.goto(topicUrl(0));
  const sidebar = page.getByTestId("player-sidebar");
  await expect(sidebar).toBeVisible();
  if (isNoJs(testInfo)) {
    await page.getByTestId("sidebar-toggle").click();
    await expect(page).toHaveURL(/sidebar=closed/);
    await expect(sidebar).toBeHidden();
    // The choice is kept (cookie) for the next item.
    await page.goto(topicUrl(1));
    await expect(sidebar).toBeHidden();
    await page.getByTestId("sidebar-toggle").click();
    await expect(sidebar).toBeVisible();
  } else {
    // The shortcut is listened for once the player's script has taken over the page.
    await waitForHydration(page);
    await page.keyboard.press("Control+b");
    await expect(sidebar).toBeHidden();
    await page.goto(topicUrl(1));
    await expect(sidebar).toBeHidden();
    await page.getByTestId("sidebar-toggle").click();
    await expect(sidebar).toBeVisible();
  }
});

test("the sidebar lists the items of the lesson on screen; another lesson opens on demand (decision 0048)", async ({
  page,
  learner: _learner,
}, testInfo) => {
  await page.goto(topicUrl(0));
  const sidebar = page.getByTestId("player-sidebar");
  const lesson = sidebar.getByTestId("content-group").filter({ has: page.locator("summary", { hasText: LESSON.title }) });
  const exam = sidebar.getByTestId("content-group").filter({ has: page.locator("summary", { hasText: "Final Exam" }) });
  await expect(lesson.getByTestId("content-item")).toHaveCount(TOPICS.length + 1);
  // The final exam's group is closed and not rendered: its summary still counts its item.
  await expect(exam.locator("summary")).toContainText("0/1");
  await expect(exam.getByTestId("content-item")).toHaveCount(0);
  await exam.locator("summary").click();
  if (isNoJs(testInfo)) {
    await exam.getByRole("link", { name: "Show this item of Final Exam" }).click();
    await expect(page).toHaveURL(`${topicUrl(0)}?outline=final-exam`);
  }
  await expect(exam.getByTestId("content-item")).toHaveAttribute("data-state", "locked");
  await expect(exam.getByTestId("content-item")).toContainText("Complete previous content to unlock");
  // Still on the first topic, its lesson still open.
  await expect(page.getByTestId("topic").getByRole("heading", { level: 2 })).toHaveText(TOPICS[0].title);
  await expect(lesson.getByTestId("content-item")).toHaveCount(TOPICS.length + 1);
});

test("on a 320 px screen the content list opens over the page", async ({ page, learner: _learner }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(topicUrl(0));
  const sidebar = page.getByTestId("player-sidebar");
  await expect(sidebar).toBeHidden();
  await expect(page.getByTestId("topic").getByRole("heading", { level: 2 })).toBeVisible();
  await page.getByTestId("sidebar-toggle-mobile").click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole("link", { name: named(TOPICS[1].title) }).click();
  await expectTopic(page, 1);
  await expect(sidebar).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a math problem in the player: a wrong answer, then the right one", async ({ page, learner: _learner }) => {
  test.slow();
  const index = TOPICS.findIndex((topic) => topic.id === BY_TYPE.mathSingle);
  // Reach it the way a learner does: Next through the topics before it.
  await page.goto(topicUrl(0));
  for (let i = 0; i < index; i++) await next(page, i);
  await expectTopic(page, index);
  const topic = page.getByTestId("topic");
  const answer = topic.getByRole("textbox").first();
  await answer.fill("3,000");
  await topic.getByRole("button", { name: "Check Answer" }).click();
  await expect(topic.getByText("Not quite right")).toBeVisible();
  await expect(page).toHaveURL(topicUrl(index));
  await topic.getByRole("link", { name: "Try Again" }).click();
  await topic.getByRole("textbox").first().fill("$3,240");
  await topic.getByRole("button", { name: "Check Answer" }).click();
  await expect(topic.getByText("Correct!")).toBeVisible();
  await expectProgress(page, index);
});

test("with JavaScript, a completion that fails is rolled back", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JavaScript the POST and its redirect are one step");
  await newLearner(page, { kind: "subscriber", enroll: [SLUG] });
  await page.goto(topicUrl(0));
  await expectTopic(page, 0);
  await page.route("**/course-player-progress", (route) => route.abort());
  await page.getByTestId("player-next").click();
  // The next topic was already open, so the player moved on at once; the completion failed.
  await expectTopic(page, 1);
  await expect(page.getByTestId("player-footer").getByRole("alert")).toHaveText("Your progress could not be saved. Please try again.");
  await expectProgress(page, 0);
  await expect(page.getByTestId("player-sidebar").getByTestId("content-item").first()).not.toHaveAttribute("data-state", "done");
  await page.unroute("**/course-player-progress");
  await page.getByTestId("player-next").click();
  await expectTopic(page, 2);
  await expectProgress(page, 1);
  await expectServerProgress(page, 1);
});

test("with JavaScript, leaving a topic reports the time spent on it", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JavaScript only page views are recorded (see the integration tests)");
  await newLearner(page, { kind: "subscriber", enroll: [SLUG] });
  // The page runs on Playwright's clock, so time on the topic passes at once instead of in a sleep.
  await page.clock.install();
  await page.goto(topicUrl(0));
  await expectTopic(page, 0);
  // The time is counted from when the player's script took over the page.
  await waitForHydration(page);
  // Be active on the page for ten seconds (well inside the 30-second heartbeat), then leave it.
  await page.mouse.move(200, 300);
  await page.clock.fastForward(10_000);
  await page.mouse.move(220, 320);
  const report = page.waitForRequest((request) => request.url().endsWith("/course-player-time") && request.method() === "POST");
  await page.getByTestId("player-next").click();
  const body = new URLSearchParams((await report).postData() ?? "");
  expect(body.get("intervalId")).toMatch(/^[0-9a-f-]{36}$/);
  expect(Number(body.get("seconds"))).toBeGreaterThanOrEqual(10);
  const answer = await (await report).response();
  expect(answer?.status()).toBe(200);
  expect(await answer?.json()).toMatchObject({ intervalId: body.get("intervalId") });
});

test("with JavaScript, hovering a topic in the sidebar prefetches its code, not its data; the click loads it", async ({
  page,
  learner: _learner,
}, testInfo) => {
  test.skip(isNoJs(testInfo), "links prefetch only with JavaScript");
  await page.goto(topicUrl(0));
  await expectTopic(page, 0);
  await waitForHydration(page);
  const nextTopic = page.getByTestId("player-sidebar").getByRole("link", { name: named(TOPICS[1].title) });
  const purpose = async (r: Response) =>
    new URL(r.url()).pathname === `${topicUrl(1)}.data` ? ((await r.request().allHeaders())["sec-purpose"] ?? "none") : null;
  // The hover's data prefetch is answered 204 before the page's loaders run (no page view recorded).
  const prefetch = page.waitForResponse(async (r) => (await purpose(r)) === "prefetch");
  await nextTopic.hover();
  expect((await prefetch).status()).toBe(204);
  // The click fetches the data itself.
  const load = page.waitForResponse(async (r) => (await purpose(r)) === "none");
  await nextTopic.click();
  expect((await load).status()).toBe(200);
  await expectTopic(page, 1);
});

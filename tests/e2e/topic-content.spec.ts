// Every topic content type of the quick course, rendered by the course player's components on the
// local topic preview (/dev/topics/:id), with JavaScript and without (requirements progress-unlocking-and-quiz-flow, learning-validation-rules, learning-error-texts).
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { QUICK_COURSE_IDS } from "../../db/seed/courses/quick-start";
import { isNoJs } from "./helpers";

const T = QUICK_COURSE_IDS.topicIdsByType;
const open = (page: Page, topicId: string) => page.goto(`/dev/topics/${topicId}`);
const topic = (page: Page) => page.getByRole("article");

const pageErrors = new WeakMap<Page, string[]>();

// Each test's learner (the `learner` fixture, set up before this hook) is a fresh subscriber.
test.beforeEach(async ({ page, learner: _learner }) => {
  test.slow(); // each journey loads several pages and runs axe
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|did not match|server rendered|Minified React error/i.test(message.text())) {
      errors.push(message.text());
    }
  });
});

test.afterEach(async ({ page }) => {
  // No script errors and no hydration mismatch (which would re-render and lose typed answers).
  expect(pageErrors.get(page)).toEqual([]);
});

test("text, audio and video topics show their stored content", async ({ page, expectAccessible }) => {
  await open(page, T.text);
  await expect(topic(page).getByRole("heading", { level: 2, name: "Client or Customer?" })).toBeVisible();
  await expect(topic(page)).toContainText("you are presumed to represent the person you are working with");

  await open(page, T.textWithAudio);
  const audio = topic(page).locator("audio");
  await expect(audio).toHaveAttribute("src", "/audio/louisiana-agency-summary.mp3");
  await expect(audio).toHaveAttribute("controls", "");
  await expect(audio).toHaveAttribute("controlslist", "nodownload");
  await expect(topic(page)).toContainText("Audio summary of Louisiana agency rules.");
  await expectAccessible(page);

  await open(page, T.video);
  await expect(topic(page).locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Hn4vT8cKp2A?rel=0");
  await expect(topic(page).locator("iframe")).toHaveAttribute("title", "Video player: Video: The First Substantive Contact");
  await expect(topic(page)).toContainText("Three short role-plays");
  // after_text
  await expect(topic(page)).toContainText("notice the exact moment the conversation turns");

  await open(page, T.textWithVideo);
  await expect(topic(page).locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Q7bXr2mLs4E?rel=0");
  await expect(topic(page)).toContainText("Known material defects are never confidential.");
});

test("flashcards flip and wrap around in both directions", async ({ page, expectAccessible }) => {
  await open(page, T.flashcards);
  const card = topic(page).locator("details");
  await expect(topic(page).getByText("Card 1 of 4")).toBeVisible();
  await expect(card.getByText("Client", { exact: true })).toBeVisible();
  await expect(card.getByText("A person the licensee represents")).toBeHidden();

  await card.getByText("Flip card").click();
  await expect(card.getByText("A person the licensee represents and owes the statutory duties to.")).toBeVisible();
  await expect(card.getByText("Client", { exact: true })).toBeHidden();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Previous card" }).click();
  await expect(topic(page).getByText("Card 4 of 4")).toBeVisible();
  // A new card starts face up.
  await expect(card.getByText("Dual agency", { exact: true })).toBeVisible();
  await expect(card.getByText("informed written consent of all clients")).toBeHidden();

  await page.getByRole("link", { name: "Next card" }).click();
  await expect(topic(page).getByText("Card 1 of 4")).toBeVisible();
  await page.getByRole("link", { name: "Next card" }).click();
  await expect(topic(page).getByText("Card 2 of 4")).toBeVisible();
  await expect(card.getByText("Customer", { exact: true })).toBeVisible();
});

test("progressive disclosure opens one layer or all of them", async ({ page }) => {
  await open(page, T.progressiveDisclosure);
  const first = topic(page).getByText("Every client in the transaction");
  const third = topic(page).getByText("the licensee acts for both sides", { exact: false });
  await expect(first).toBeHidden();
  await topic(page).getByText("Who must consent?").click();
  await expect(first).toBeVisible();
  await expect(third).toBeHidden();

  await topic(page).getByRole("link", { name: "Show all" }).click();
  await expect(third).toBeVisible();
  await expect(topic(page).getByText("on the Commission's dual agency disclosure form")).toBeVisible();
  await expect(topic(page)).toContainText("informed, written and before you act for both sides.");

  await topic(page).getByRole("link", { name: "Hide all" }).click();
  await expect(first).toBeHidden();
  await expect(third).toBeHidden();
});

test("a math problem: blank refused, wrong then the solution, then right", async ({ page, expectAccessible }, testInfo) => {
  await open(page, T.mathSingle);
  const answer = topic(page).getByLabel("Your answer");
  const check = topic(page).getByRole("button", { name: "Check Answer" });
  await expect(answer).toHaveAttribute("placeholder", "Enter your answer (e.g., 125000.00)");
  // The solution is not in the page before an answer is checked.
  await expect(page.locator("body")).not.toContainText("3,240.00");
  await expect(page.locator("body")).not.toContainText("$5,400.00 × 0.60");

  if (isNoJs(testInfo)) {
    await check.click();
    await expect(topic(page).getByRole("alert")).toHaveText("Enter your answer.");
  } else {
    await expect(check).toBeDisabled();
    await answer.fill("   ");
    await expect(check).toBeDisabled();
  }

  await answer.fill("3,000");
  await check.click();
  await expect(topic(page).getByText("Not quite right")).toBeVisible();
  await expect(topic(page)).toContainText("Total commission first, then the brokerage's half");
  await expect(page.locator("body")).not.toContainText("3,240.00");
  await expectAccessible(page);

  await topic(page).getByRole("link", { name: "Try Again" }).click();
  await expect(answer).toBeVisible();
  await answer.fill("$3,240.05");
  await check.click();
  await expect(topic(page).getByText("Correct!")).toBeVisible();
  await expect(topic(page)).toContainText("Step 3: Listing agent's 60%");
  await expect(topic(page)).toContainText("$5,400.00 × 0.60 = $3,240.00");
  await expect(topic(page)).toContainText("3,240.00");
  await expect(topic(page)).toContainText("The broker keeps the other 40% of the half: $2,160.00.");
});

test("Show Solution reveals the steps after a wrong multi-part answer", async ({ page }) => {
  await open(page, T.mathMulti);
  await topic(page).getByLabel("Listing brokerage").fill("6600");
  await topic(page).getByLabel("Selling brokerage").fill("4,500");
  await topic(page).getByRole("button", { name: "Check Answer" }).click();
  await expect(topic(page).getByText("Not quite right")).toBeVisible();
  await expect(topic(page)).toContainText("the two shares must add up to it");

  await topic(page).getByRole("button", { name: "Show Solution" }).click();
  await expect(topic(page).getByRole("heading", { name: "Solution" })).toBeVisible();
  await expect(topic(page)).toContainText("$11,000.00 × 0.40 = $4,400.00");
  await expect(topic(page).getByText("Correct!")).toBeHidden();

  // Both parts right, in order.
  await open(page, T.mathMulti);
  await topic(page).getByLabel("Listing brokerage").fill("$6,600.00");
  await topic(page).getByLabel("Selling brokerage").fill("4400");
  await topic(page).getByRole("button", { name: "Check Answer" }).click();
  await expect(topic(page).getByText("Correct!")).toBeVisible();
  await expect(topic(page)).toContainText("Selling brokerage:");
});

test("the calculator is there on wide screens with JavaScript only, and divides by zero to 0", async ({ page }, testInfo) => {
  await open(page, T.mathSingle);
  if (isNoJs(testInfo)) {
    await expect(page.getByRole("group", { name: "Calculator" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /calculator/i })).toHaveCount(0);
    return;
  }
  const calculator = page.getByRole("group", { name: "Calculator" });
  const display = page.getByTestId("calculator-display");
  await expect(calculator).toBeVisible();
  for (const key of ["1", "8", "0", "0", "0", "0", "Multiply", "0", "Decimal point", "0", "6", "Equals"]) {
    await calculator.getByRole("button", { name: key, exact: true }).click();
  }
  await expect(display).toHaveText("10800");
  await calculator.getByRole("button", { name: "Clear" }).click();
  await calculator.getByRole("button", { name: "7", exact: true }).focus();
  // Typed keys work too (Enter on a focused key presses that key, so "=" ends the sum).
  await page.keyboard.type("5/0=");
  await expect(display).toHaveText("0");

  // Below 1024 px it starts closed and opens on request; the page still fits 320 px.
  await page.setViewportSize({ width: 320, height: 700 });
  await open(page, T.mathSingle);
  await expect(page.getByRole("group", { name: "Calculator" })).toHaveCount(0);
  await page.getByRole("button", { name: "Show calculator" }).click();
  await expect(page.getByRole("group", { name: "Calculator" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a REX activity lists its topics, scenarios and questions", async ({ page }) => {
  await open(page, T.rexActivity);
  await expect(topic(page).getByRole("listitem").filter({ hasText: "Louisiana's agency presumption" })).toBeVisible();
  await expect(topic(page)).toContainText("Scenario 2.A friend asks you to help her find a house");
  await expect(topic(page).getByRole("listitem").filter({ hasText: "Whom do you represent in each scenario, and why?" })).toBeVisible();
  await expect(topic(page).getByRole("link", { name: "Discuss with REX" })).toHaveAttribute("href", "?rex=open#rex-chat");
  await expect(topic(page)).toContainText("Talk your answers through with REX, then take the lesson quiz.");
});

test("audio preferences are saved per learner, with the warning when audio would be unreachable", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const noJs = isNoJs(testInfo);
  const openPreferences = async () => {
    await open(page, T.textWithAudio);
    await page.getByText("Audio", { exact: true }).click();
  };
  /** Ticks or unticks a box and waits until the server has saved it. */
  const setPreference = async (label: string, on: boolean) => {
    const saved = page.waitForResponse((r) => r.url().includes("/course-player-preferences") && r.request().method() === "POST");
    await page.getByLabel(label).setChecked(on);
    if (noJs) await page.getByRole("button", { name: "Save preferences" }).click();
    expect((await saved).status()).toBeLessThan(400);
  };
  const warning = page.getByText("audio will not be accessible while the player is hidden and auto-play is off.");

  await openPreferences();
  await expect(page.getByLabel("Show audio player")).toBeChecked();
  await expect(page.getByLabel("Auto-play and advance")).not.toBeChecked();
  await expect(warning).toBeHidden();

  await setPreference("Show audio player", false);
  if (noJs) {
    await expect(page.getByText("Audio preferences saved")).toBeVisible();
    await page.getByText("Audio", { exact: true }).click();
  } else {
    // With JavaScript the change shows at once and a hidden player really is hidden (and says so).
    await expect(topic(page).locator("audio")).toBeHidden();
    await expect(topic(page)).toContainText("The audio player is hidden (audio preferences).");
  }
  await expect(warning).toBeVisible();
  await expectAccessible(page);

  // Saved on the server: a fresh page load shows the stored choice.
  await openPreferences();
  await expect(page.getByLabel("Show audio player")).not.toBeChecked();
  await expect(warning).toBeVisible();

  await setPreference("Auto-play and advance", true);
  await openPreferences();
  await expect(page.getByLabel("Auto-play and advance")).toBeChecked();
  await expect(page.getByLabel("Show audio player")).not.toBeChecked();
  await expect(warning).toBeHidden();
});

test("with auto-play and advance, audio starts by itself and its end moves on to the next topic", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "auto-play needs JavaScript");
  await open(page, T.textWithAudio);
  await page.getByText("Audio", { exact: true }).click();
  const saved = page.waitForResponse((r) => r.url().includes("/course-player-preferences") && r.request().method() === "POST");
  await page.getByLabel("Auto-play and advance").check();
  expect((await saved).status()).toBe(200);

  await open(page, T.textWithAudio);
  const audio = topic(page).locator("audio");
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0)).toBe(true);
  // Skip to the end instead of listening for 49 seconds.
  await audio.evaluate((element: HTMLAudioElement) => {
    element.currentTime = Math.max(0, element.duration - 0.3);
  });
  await expect(page).toHaveURL(new RegExp(`/dev/topics/${QUICK_COURSE_IDS.topicIds[2]}$`));
  await expect(topic(page).getByRole("heading", { level: 2, name: "Dual Agency in One Minute" })).toBeVisible();
});

// Identity verification and final-exam integrity (issue 46; decisions 0089, 0090), JS on and off, by
// clicking: the first visit's identity setup, a check answered (a wrong answer first), seat time
// credited with the seat-time shortcuts, the check before the final exam, the attestation and a
// proctored start through the local stand-in (fail, then pass); and three wrong answers locking the
// course, the school's e-mail in /dev/mailbox, the staff unlock and the learner going on.
// The seed turns identity checks and proctoring on for the CE Agency & Disclosure course.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newLearner, settle } from "./helpers";

const SLUG = "2026-louisiana-mandatory-ce-agency-disclosure";
const PLAYER = `/course-player/${SLUG}`;
/** The name /dev/learners gives a learner (app/routes/dev+/learner-data.server.ts). */
const nameOf = (email: string) => `Test Learner ${email.slice(8, 21)}`;

/** The setup form's three default questions (the first three of the list) and the answers given. */
const ANSWERS: Record<string, string> = {
  "What was the name of the street you lived on in third grade?": "Elm Street",
  "What was the name of your first elementary school?": "Lincoln Elementary",
  "What is the first name of your best childhood friend?": "Sam",
};

async function setUpIdentity(page: Page, name: string) {
  await page.goto(PLAYER);
  await expect(page.getByTestId("identity-setup")).toBeVisible();
  await settle(page);
  for (const [i, answer] of Object.values(ANSWERS).entries()) {
    await page
      .getByRole("group", { name: `Question ${i + 1}` })
      .getByLabel("Your answer")
      .fill(answer);
  }
  await page.getByLabel("Your full name, as on your profile").fill(name);
  await page.getByLabel(/I affirm that I am the person enrolled/).check();
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your identity questions are saved");
  await expect(page).not.toHaveURL(/\/identity/);
}

async function askCheckNow(page: Page) {
  const asked = await page.request.post("/dev/identity-check", { form: { course: SLUG }, maxRedirects: 0 });
  expect(asked.status()).toBe(302);
  await page.goto(`${PLAYER}/identity`);
  await expect(page.getByTestId("identity-question")).toBeVisible();
}

async function answer(page: Page, right: boolean) {
  const question = (await page.getByTestId("identity-question").textContent())!.trim();
  const checkId = await page.locator('input[name="checkId"]').inputValue();
  await page.getByLabel(question).fill(right ? ANSWERS[question]!.toUpperCase() + " !" : "not my answer");
  await page.getByRole("button", { name: "Submit Answer" }).click();
  // Answered: this check's form is gone (another question, the locked notice, or back in the course).
  await expect(page.locator(`input[name="checkId"][value="${checkId}"]`)).toHaveCount(0);
  return question;
}

/** Answers every check the player asks on the way (seat time credited makes one due). */
async function answerChecksOnTheWay(page: Page) {
  for (let i = 0; i < 3; i++) {
    await expect(page.getByTestId("identity-page").or(page.getByTestId("quiz-start"))).toBeVisible();
    if (!(await page.getByTestId("identity-page").isVisible())) return;
    await answer(page, true);
    await expect(page.getByTestId("identity-page")).toHaveCount(0);
  }
}

test("identity setup, a check answered, then the check, attestation and proctoring before the final exam", async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  const learner = await newLearner(page, { enroll: [SLUG] });
  const name = nameOf(learner.email);
  await setUpIdentity(page, name);

  // A check asked now: a wrong answer asks another question, a right one goes back to the course.
  await askCheckNow(page);
  await expectAccessible(page);
  const first = await answer(page, false);
  await expect(page.getByTestId("toast")).toContainText("That answer does not match");
  await expect(page.getByTestId("identity-question")).not.toHaveText(first);
  await answer(page, true);
  await expect(page.getByTestId("toast")).toContainText("Identity verified");
  await expect(page).toHaveURL(new RegExp(`${PLAYER}$|${PLAYER}/`));

  // Seat time and lessons done with the seat-time shortcuts, then the final exam.
  await page.goto(`/dev/seat-time/${SLUG}`);
  await settle(page);
  for (const button of ["Complete the lessons before the final exam", "Credit the remaining seat time"]) {
    const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/dev/seat-time/"));
    await page.getByRole("button", { name: button }).click();
    await posted;
  }
  await expect(page.getByText("(requirement met)")).toBeVisible();
  await page.getByRole("link", { name: "Open the final exam" }).click();
  await answerChecksOnTheWay(page);
  await page.getByRole("button", { name: "Start Exam" }).click();

  // Before the attempt: the identity check asked for it, then the integrity page.
  await expect(page.getByTestId("identity-page")).toContainText("Before the final exam");
  await answer(page, true);
  await expect(page).toHaveURL(/\/final-exam\/[0-9a-f-]+\/integrity$/);
  await expect(page.getByTestId("integrity-identity")).toContainText("Verified for this attempt");
  await expectAccessible(page);

  // The attestation: the typed name must be the profile's.
  await page.getByLabel("Your full name, as on your profile").fill("Somebody Else");
  await page.getByLabel(/I am the enrolled student/).check();
  await page.getByRole("button", { name: "Sign Attestation" }).click();
  await expect(page.getByTestId("integrity-error")).toContainText("Type your full name exactly");
  await page.getByLabel("Your full name, as on your profile").fill(name.toLowerCase());
  await page.getByLabel(/I am the enrolled student/).check();
  await page.getByRole("button", { name: "Sign Attestation" }).click();
  await expect(page.getByTestId("integrity-attestation")).toContainText("Signed for this attempt");
  await expect(page.getByRole("button", { name: "Start Exam" })).toHaveCount(0);

  // Proctoring through the stand-in: a failed session does not open the exam; a passed one does.
  await page.getByRole("button", { name: "Start Proctoring Session" }).click();
  await expect(page).toHaveURL(/\/dev\/proctoring\?token=/);
  await expect(page.getByTestId("standin-status")).toHaveText("started");
  await page.getByRole("button", { name: "Fail" }).click();
  await expect(page.getByTestId("proctoring-status")).toContainText("did not pass");
  await expect(page.getByRole("button", { name: "Start Exam" })).toHaveCount(0);
  await page.getByRole("button", { name: "Start Proctoring Session" }).click();
  await page.getByRole("button", { name: "Pass" }).click();
  await expect(page.getByTestId("proctoring-status")).toContainText("passed");
  await page.getByRole("button", { name: "Start Exam" }).click();
  await expect(page).toHaveURL(/\/final-exam\/[0-9a-f-]+\?q=1$/);
});

test("three wrong answers lock the course and e-mail the school; staff unlock it and the learner goes on", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const learner = await newLearner(page, { enroll: [SLUG] });
  const name = nameOf(learner.email);
  await setUpIdentity(page, name);
  const userId = learner.userId;
  await askCheckNow(page);
  for (let i = 0; i < 3; i++) await answer(page, false);
  await expect(page.getByTestId("identity-locked")).toContainText("Your course is locked");
  await page.goto(PLAYER);
  await expect(page.getByTestId("identity-locked")).toBeVisible();

  // The school is told.
  await page.goto("/dev/mailbox");
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `Identity check failed: ${name}` })
      .first(),
  ).toBeVisible();

  // Staff unlock from the user record, with a reason.
  const staff = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  try {
    const admin = await staff.newPage();
    await newLearner(admin, { kind: "admin" });
    await admin.goto(`/admin/users/${userId}`);
    const locks = admin.getByTestId("identity-locks");
    await expect(locks).toContainText("Agency");
    await locks.getByLabel("Reason for unlocking").fill("Called the learner and checked their photo ID");
    await locks.getByRole("button", { name: "Unlock Course" }).click();
    await expect(admin.getByTestId("toast")).toContainText("Course unlocked");
    await expect(admin.getByTestId("identity-locks")).toHaveCount(0);
  } finally {
    await staff.close();
  }

  // The learner answers one question and is back in the course.
  await page.goto(PLAYER);
  await answer(page, true);
  await expect(page.getByTestId("toast")).toContainText("Identity verified");
  await expect(page.getByTestId("identity-locked")).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/identity/);
});

import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CERTIFICATE_TEMPLATES } from "../../db/seed/settings";
import { EVALUATIONS } from "../../db/seed/evaluations";
import { FINAL_KEY, LESSON, QUIZ_KEY, quickStartCourse } from "../fixtures/quick-course";
import { dragWithKeyboard, fillRichText, isNoJs, newLearner, waitForHydration, settle } from "./helpers";
import { startQuiz, submitEvaluation, takeQuiz } from "./quiz-helpers";

// Admin content authoring (decision 0030), with JavaScript (the Tiptap editor over the textarea, drag and
// drop) and without (the textarea, up/down buttons): an admin creates an instructor (with an uploaded
// photo) and a course (with an uploaded image), is refused publishing while the course is incomplete
// (with the list), and authors two lessons with one topic of every content type: text (with an
// uploaded image, previewed as the learner sees it), text with an uploaded audio file, video and text
// with video in the first (its topics reordered), flashcards, progressive disclosure, a math problem
// and a REX activity in the second. The admin links the seeded Quick Start course's lesson quiz, final
// exam, evaluation and certificate template and publishes. A fresh learner finds the course in the
// catalogue, enrolls with a click, walks every topic in the player (answering the math problem), passes
// the quiz and the exam, submits the evaluation and gets a certificate. The admin then removes a topic
// the learner completed (the confirmation says so): it is archived, and the learner's certificate
// and completed progress remain.

const toast = (page: Page) => page.getByTestId("toast");
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const learnerPreview = (page: Page) => page.getByRole("region", { name: "Preview as learner" });
const enrolledRow = (page: Page, title: string) =>
  page.getByRole("region", { name: "Enrolled Courses" }).getByRole("listitem").filter({ hasText: title });

// The seeded Quick Start course's assessments: short, and their answers are known.
const LESSON_QUIZ = LESSON.quiz!.title;
const FINAL_EXAM = quickStartCourse.finalExam!.title;
const EVALUATION = EVALUATIONS.find((e) => e.key === quickStartCourse.evaluationKey)!.title;
const TEMPLATE = CERTIFICATE_TEMPLATES.find((t) => t.key === quickStartCourse.certificateTemplateKey)!.name;

/** The topics as the learner meets them: the first lesson's (after the reordering), then the second's. */
const WALK = [
  "Agency basics",
  "Agency, the lecture",
  "Agency on video",
  "Agency, seen and read",
  "Agency flashcards",
  "Agency, step by step",
  "Commission math",
  "Agency scenarios",
];

/** Opens the editor of a new topic (switched to an interaction when one is named) and gives it its title. */
async function addTopic(
  page: Page,
  testInfo: TestInfo,
  type: string,
  title: string,
  interaction?: { label: string; legend: string | RegExp },
) {
  await page.getByLabel("New topic type").selectOption(type);
  await page.getByRole("button", { name: "Add topic" }).click();
  await expect(page.getByRole("heading", { name: /^New topic: / })).toBeVisible();
  if (!isNoJs(testInfo)) await waitForHydration(page);
  if (interaction) {
    await page.getByLabel("Interaction", { exact: true }).selectOption({ label: interaction.label });
    await page.getByRole("button", { name: "Switch interaction" }).click();
    await expect(page.getByRole("group", { name: interaction.legend })).toBeVisible();
  }
  await page.getByLabel("Title", { exact: true }).fill(title);
}

async function saveTopic(page: Page, title: string) {
  await page.getByRole("button", { name: "Save topic" }).click();
  await expect(toast(page)).toContainText("Topic created");
  await expect(learnerPreview(page).getByRole("heading", { name: title })).toBeVisible();
}
const sidebarLink = (page: Page, name: string) => page.getByTestId("sidebar").getByRole("link", { name, exact: true });

test("an admin authors and publishes a two-lesson course of every topic type; a learner completes it and keeps it when a topic goes", async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const slug = `authoring-${stamp}`;
  const title = `Authoring ${stamp}`;
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin");
  await settle(page);

  await sidebarLink(page, "Instructors").click();
  await page.getByRole("link", { name: "New instructor" }).click();
  await page.getByLabel("First name").fill("Odile");
  await page.getByLabel("Last name").fill(`Thibodeaux ${stamp}`);
  await page.getByLabel("Upload the photo").setInputFiles({ name: "odile.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Create instructor" }).click();
  await expect(toast(page)).toContainText("Instructor created");
  // A refused edit (a photo that is not an image) stays the same edit: saving again updates, never creates.
  await page.getByRole("link", { name: `Edit Odile Thibodeaux ${stamp}` }).click();
  await page.getByLabel("Short description (optional)").fill("Broker, Baton Rouge");
  await page
    .getByLabel("Replace the photo")
    .setInputFiles({ name: "odile.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await page.getByRole("button", { name: "Save instructor" }).click();
  await expect(toast(page)).toContainText("Instructor could not be saved");
  await expect(page.getByRole("heading", { name: `Edit Odile Thibodeaux ${stamp}` })).toBeVisible();
  await page.getByLabel("Replace the photo").setInputFiles([]);
  await page.getByRole("button", { name: "Save instructor" }).click();
  await expect(toast(page)).toContainText("Instructor updated");
  await expect(page.getByRole("cell", { name: `Odile Thibodeaux ${stamp}`, exact: true })).toHaveCount(1);

  await sidebarLink(page, "Courses").click();
  await page.getByRole("link", { name: "New course" }).click();
  await page.getByLabel("Title").fill(`Authoring ${stamp}`);
  await page.getByLabel("Slug (optional)").fill(slug);
  await page.getByLabel("Hours").fill("2");
  await page.getByLabel("Instructor").selectOption({ label: `Odile Thibodeaux ${stamp}` });
  await page.getByLabel("Upload the course image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(toast(page)).toContainText("Course created");
  await expect(page.getByRole("img", { name: "Current course image" })).toHaveAttribute("src", /^\/uploads\/media\/.+\.png$/);

  await page.getByRole("button", { name: "Publish" }).click();
  const missing = page.getByRole("alert").filter({ hasText: "cannot be published yet" });
  await expect(missing).toContainText("A final exam");
  await expect(missing).toContainText("At least one lesson with a topic");

  await page.getByLabel("New lesson title").fill(`Lesson ${stamp}`);
  await page.getByRole("button", { name: "Create and add" }).click();
  await expect(toast(page)).toContainText("Course updated");
  await page.getByRole("link", { name: `Lesson ${stamp}` }).click();
  await expect(page).toHaveURL(/\/admin\/lessons\/[0-9a-f-]+\/topics$/);
  const lessonUrl = page.url();

  await page.getByLabel("New topic type").selectOption("text");
  await page.getByRole("button", { name: "Add topic" }).click();
  if (isNoJs(testInfo)) {
    // Without JavaScript an image is uploaded on its own page and its HTML pasted into the text.
    await page.getByRole("link", { name: "upload an image" }).first().click();
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "diagram.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Upload the image" }).click();
    const html = (await page.getByLabel("HTML to paste (describe the image in alt)").inputValue()).replace(
      'alt=""',
      'alt="Agency diagram"',
    );
    await page.goto(`${lessonUrl}?new=text`);
    await page.getByLabel("Title", { exact: true }).fill("Agency basics");
    await page.getByRole("textbox", { name: "Text", exact: true }).fill(`<p>An agent owes the client loyalty.</p>${html}`);
  } else {
    // With JavaScript the editor's "Upload image" button uploads it and asks for its description.
    await waitForHydration(page);
    await page.getByLabel("Title", { exact: true }).fill("Agency basics");
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("An agent owes the client loyalty.");
    page.once("dialog", (dialog) => dialog.accept("Agency diagram"));
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload image" }).first().click();
    await (await chooser).setFiles({ name: "diagram.png", mimeType: "image/png", buffer: PNG });
    await expect(page.locator('.ProseMirror img[alt="Agency diagram"]')).toBeVisible();
  }
  await page.getByRole("button", { name: "Save topic" }).click();
  await expect(toast(page)).toContainText("Topic created");
  const preview = page.getByRole("region", { name: "Preview as learner" });
  await expect(preview.getByRole("heading", { name: "Agency basics" })).toBeVisible();
  await expect(preview).toContainText("An agent owes the client loyalty.");
  await expect(preview.getByRole("img", { name: "Agency diagram" })).toHaveAttribute("src", /^\/uploads\/media\/.+\.png$/);
  await expectAccessible(page);

  // A recorded lecture, uploaded (an MP3 by its bytes; the server reads them, not the name).
  await page.getByLabel("New topic type").selectOption("text_with_audio");
  await page.getByRole("button", { name: "Add topic" }).click();
  if (!isNoJs(testInfo)) await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill("Agency, the lecture");
  await page.getByRole("textbox", { name: "Text", exact: true }).fill("Listen, then read the summary.");
  const mp3 = Buffer.concat([Buffer.from("ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000"), Buffer.alloc(40_000, 0x55)]);
  await page.getByLabel("Upload an audio file (optional)").setInputFiles({ name: "lecture.mp3", mimeType: "audio/mpeg", buffer: mp3 });
  await page.getByRole("button", { name: "Save topic" }).click();
  await expect(toast(page)).toContainText("Topic created");
  const audio = page.getByRole("region", { name: "Preview as learner" }).locator("audio");
  await expect(audio).toHaveAttribute("src", /^\/uploads\/media\/[0-9a-f-]+\/[\w-]+\.mp3$/);
  const served = await page.request.get((await audio.getAttribute("src"))!, { headers: { Range: "bytes=0-2" } });
  expect(served.status()).toBe(206);
  expect((await served.body()).toString()).toBe("ID3");
  await expectAccessible(page);

  // Reordering the topics: up with its button, then back down (dragged with the keyboard when JavaScript runs).
  const topicRows = page.getByTestId("lesson-topics").locator("li");
  await page.getByRole("button", { name: "Move Agency, the lecture up" }).click();
  await expect(toast(page)).toContainText("Topics reordered");
  await expect(topicRows.first()).toContainText("Agency, the lecture");
  if (isNoJs(testInfo)) await page.getByRole("button", { name: "Move Agency, the lecture down" }).click();
  else {
    await expect(page.getByRole("button", { name: "Move Agency, the lecture up" })).toBeDisabled();
    await dragWithKeyboard(page, "Agency, the lecture", "ArrowDown", "position 2 of 2");
  }
  await expect(topicRows.first()).toContainText("Agency basics");
  await page.reload();
  await expect(topicRows.first()).toContainText("Agency basics");

  // A video, and a text with a video.
  await addTopic(page, testInfo, "video", "Agency on video");
  await page.getByLabel("YouTube link").fill("https://youtu.be/dQw4w9WgXcQ");
  await saveTopic(page, "Agency on video");
  await expect(learnerPreview(page).locator('iframe[title="Video player: Agency on video"]')).toBeAttached();
  await addTopic(page, testInfo, "text_with_video", "Agency, seen and read");
  await fillRichText(page, testInfo, "Text", "Watch, then read: agency is a relationship of trust.");
  await page.getByLabel("YouTube link").fill("https://www.youtube.com/watch?v=Hn4vT8cKp2A");
  await saveTopic(page, "Agency, seen and read");
  await expect(learnerPreview(page)).toContainText("agency is a relationship of trust");

  // The second lesson: one topic of each interaction (the editor switches its fields to the one chosen).
  await page.getByRole("link", { name: `Authoring ${stamp}` }).click();
  await page.getByLabel("New lesson title").fill(`Practice ${stamp}`);
  await page.getByRole("button", { name: "Create and add" }).click();
  await expect(toast(page)).toContainText("Course updated");
  const practiceRow = page
    .getByTestId("course-lessons")
    .locator("li")
    .filter({ hasText: `Practice ${stamp}` });
  await practiceRow.getByLabel("Lesson quiz").selectOption({ label: LESSON_QUIZ });
  await practiceRow.getByRole("button", { name: "Save quiz" }).click();
  await expect(toast(page)).toContainText("Course updated");
  await page.getByRole("link", { name: `Practice ${stamp}` }).click();
  await expect(page).toHaveURL(/\/admin\/lessons\/[0-9a-f-]+\/topics$/);

  await addTopic(page, testInfo, "interactive", "Agency flashcards");
  await fillRichText(page, testInfo, "Card 1 front", "Fiduciary");
  await fillRichText(page, testInfo, "Card 1 back", "Owes loyalty, obedience and care");
  await saveTopic(page, "Agency flashcards");
  await expect(learnerPreview(page).getByRole("region", { name: "Flashcards" })).toBeVisible();

  await addTopic(page, testInfo, "interactive", "Agency, step by step", { label: "Progressive disclosure", legend: /^Layers/ });
  await page.getByLabel("Layer 1 button text").fill("Who must consent?");
  await fillRichText(page, testInfo, "Layer 1 content", "Every client in the transaction.");
  await saveTopic(page, "Agency, step by step");
  await expect(learnerPreview(page)).toContainText("Who must consent?");

  await addTopic(page, testInfo, "interactive", "Commission math", { label: "Math problem", legend: "Math problem" });
  await fillRichText(page, testInfo, "Problem", "A $100,000 sale at a 6% commission: what is the commission?");
  await page.getByLabel("Correct answer").fill("6000");
  await saveTopic(page, "Commission math");
  await expect(learnerPreview(page)).toContainText("A $100,000 sale at a 6% commission");

  await addTopic(page, testInfo, "interactive", "Agency scenarios", { label: "REX activity", legend: "REX activity" });
  await page.getByLabel("Scenario 1").fill("A buyer at your seller's open house tells you their top price.");
  await saveTopic(page, "Agency scenarios");
  await expect(learnerPreview(page)).toContainText("tells you their top price");
  await expectAccessible(page);

  // The seeded Quick Start course's short assessments (tests/fixtures/quick-course.ts has their answers).
  await page.getByRole("link", { name: `Authoring ${stamp}` }).click();
  await page.getByLabel("Final exam", { exact: true }).selectOption({ label: FINAL_EXAM });
  await page.getByLabel("Evaluation", { exact: true }).selectOption({ label: EVALUATION });
  await page.getByLabel("Certificate template", { exact: true }).selectOption({ label: TEMPLATE });
  await page.getByRole("button", { name: "Save assessments" }).click();
  await expect(toast(page)).toContainText("Course updated");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page)).toContainText("Course published");
  await expect(page.getByText("Status: Published")).toBeVisible();

  // A fresh learner (their own browser) finds it in the catalogue, enrolls and walks it to the certificate.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: !isNoJs(testInfo) });
  const learner = await context.newPage();
  await newLearner(learner, { kind: "subscriber", licenseNumber: "SP-2026-0418" }); // its certificate prints it
  await learner.goto("/louisiana-real-estate-courses");
  await settle(learner);
  const search = learner.getByRole("search", { name: "Find courses" }).getByLabel("Search courses");
  await search.fill(stamp);
  await search.press("Enter");
  await learner.getByTestId("course-card").getByRole("link", { name: title }).click();
  await expect(learner.getByRole("heading", { level: 1 })).toHaveText(title);
  await settle(learner);
  await learner
    .locator("section")
    .filter({ has: learner.getByRole("heading", { level: 1 }) })
    .getByRole("button", { name: "Enroll Now" })
    .click();
  await expect(learner).toHaveURL(/\/student$/);
  await expect(toast(learner)).toContainText("Enrolled");
  await enrolledRow(learner, title)
    .getByRole("link", { name: `Open ${title}` })
    .click();
  for (const topic of WALK) {
    await expect(learner.getByTestId("topic").getByRole("heading", { name: topic })).toBeVisible();
    if (topic === "Agency basics") await expect(learner.getByText("An agent owes the client loyalty.")).toBeVisible();
    if (topic === "Commission math") {
      await learner.getByTestId("topic").getByLabel("Your answer").fill("6,000");
      await learner.getByTestId("topic").getByRole("button", { name: "Check Answer" }).click();
      await expect(learner.getByTestId("topic").getByText("Correct!")).toBeVisible();
    }
    await learner.getByTestId("player-next").click();
  }
  await startQuiz(learner, "Start Quiz");
  await takeQuiz(learner, QUIZ_KEY, [true, true, true]);
  await expect(learner.getByTestId("quiz-verdict")).toHaveText("Congratulations, you passed!");
  await learner.getByTestId("quiz-next").click();
  await startQuiz(learner, "Start Exam");
  await takeQuiz(learner, FINAL_KEY, [true, true, true]);
  await expect(learner.getByTestId("quiz-verdict")).toHaveText("Congratulations, you passed!");
  await learner.getByTestId("quiz-next").click();
  await submitEvaluation(learner);
  await learner.getByRole("link", { name: "View My Certificates" }).click();
  await expect(learner).toHaveURL(/\/student\/certificates$/);
  const certificate = learner
    .locator("tbody tr")
    .filter({ hasText: title })
    .getByRole("link", { name: /^View Certificate: / });
  await expect(certificate).toHaveCount(1);
  const certificateHref = await certificate.getAttribute("href");

  // The admin removes a topic the learner completed: archived, not deleted.
  await page.goto(lessonUrl);
  await page.getByRole("link", { name: "Remove Agency basics" }).click();
  await expect(
    page.getByText("1 learner has completed this topic. It will be archived: their progress and certificates stay."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Archive topic" }).click();
  await expect(toast(page)).toContainText("Topic archived");
  await expect(page.getByText("1 archived topic is kept for learners' records.")).toBeVisible();
  await expect(page.getByTestId("lesson-topics").locator("li")).toHaveCount(3);

  // The learner's certificate and progress stay: still listed, the course still complete.
  await learner.goto("/student/certificates");
  await expect(certificate).toHaveCount(1);
  await expect(certificate).toHaveAttribute("href", certificateHref!);
  await learner.goto("/student");
  const row = enrolledRow(learner, title);
  await expect(row.getByText("Completed", { exact: true })).toBeVisible();
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await row.getByRole("link", { name: `Open ${title}` }).click();
  await expect(learner.getByTestId("player-progress").getByTestId("progress-percent")).toHaveText("100%");
  // From the beginning: the first lesson, on screen, lists its items without the archived topic.
  await learner.getByRole("link", { name: "Start From Beginning" }).click();
  await expect(learner.getByTestId("topic").getByRole("heading", { name: "Agency, the lecture" })).toBeVisible();
  const sidebar = learner.getByTestId("player-sidebar");
  await expect(sidebar.getByText("Agency, the lecture")).toHaveCount(1);
  await expect(sidebar.getByText("Agency basics")).toHaveCount(0);
  await context.close();
});

test("deleting a course or an instructor asks first (a page state, no JavaScript needed), then deletes", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const title = `Scratch ${testInfo.project.name} ${Date.now()}`;
  await newLearner(page, { kind: "admin" });
  await page.goto("/admin");
  await settle(page);
  await sidebarLink(page, "Courses").click();
  await page.getByRole("link", { name: "New course" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(toast(page)).toContainText("Course created");
  await sidebarLink(page, "Courses").click();
  await page.getByRole("link", { name: title }).click(); // listed, and reached by clicking

  await page.getByRole("button", { name: "Delete course" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Delete “${title}”?` });
  await expect(dialog).toContainText("This cannot be undone.");
  await expectAccessible(page);
  await dialog.getByRole("link", { name: "Keep it" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Delete course" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete course" }).click();
  await expect(toast(page)).toContainText("Course deleted");
  await expect(page.getByRole("heading", { name: "Courses", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0); // gone from the list (the toast names it)

  await sidebarLink(page, "Instructors").click();
  await page.getByRole("link", { name: "New instructor" }).click();
  await page.getByLabel("First name").fill("Scratch");
  await page.getByLabel("Last name").fill(testInfo.project.name);
  await page.getByRole("button", { name: "Create instructor" }).click();
  await expect(toast(page)).toContainText("Instructor created");
  await page.getByRole("button", { name: `Delete Scratch ${testInfo.project.name}` }).click();
  const ask = page.getByRole("alertdialog", { name: `Delete Scratch ${testInfo.project.name}?` });
  await expect(ask).toContainText("Their courses stay, without an instructor.");
  await ask.getByRole("button", { name: "Delete instructor" }).click();
  await expect(toast(page)).toContainText("Instructor deleted");
  await expect(page.getByRole("cell", { name: `Scratch ${testInfo.project.name}`, exact: true })).toHaveCount(0);
});

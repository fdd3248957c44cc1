import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { dragWithKeyboard, fillRichText, isNoJs, newLearner, waitForHydration, settle } from "./helpers";

// Admin content authoring (issue 18), with JavaScript (the Tiptap editor over the textarea, drag and
// drop) and without (the textarea, up/down buttons): an admin creates an instructor (with an uploaded
// photo) and a course (with an uploaded image), adds a lesson, a topic (previewed as the learner sees
// it), a topic with an uploaded audio file, a video and flashcards (deleted again: nobody completed
// them), reorders them, is refused publishing while the course
// is incomplete (with the list), links the seeded assessments and publishes; a fresh learner opens it
// and completes the first topic, which the admin then removes: archived, not deleted.

const toast = (page: Page) => page.getByTestId("toast");
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
/** A topic's id, from its Edit link on the lesson page. */
async function topicIdOf(page: Page, title: string) {
  const href = await page.getByRole("link", { name: `Edit ${title}`, exact: true }).getAttribute("href");
  return new URL(href!, "http://x").searchParams.get("topic")!;
}
const sidebarLink = (page: Page, name: string) => page.getByTestId("sidebar").getByRole("link", { name, exact: true });

test("an admin authors and publishes a course that a fresh learner opens in the player", async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const slug = `authoring-${stamp}`;
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

  // A video and a set of flashcards: every content type goes through its editor into the player's view.
  await page.getByLabel("New topic type").selectOption("video");
  await page.getByRole("button", { name: "Add topic" }).click();
  if (!isNoJs(testInfo)) await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill("Agency on video");
  await page.getByLabel("YouTube link").fill("https://youtu.be/dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Save topic" }).click();
  await expect(toast(page)).toContainText("Topic created");
  await expect(
    page.getByRole("region", { name: "Preview as learner" }).locator('iframe[title="Video player: Agency on video"]'),
  ).toBeAttached();

  await page.getByLabel("New topic type").selectOption("interactive");
  await page.getByRole("button", { name: "Add topic" }).click();
  if (!isNoJs(testInfo)) await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill("Agency flashcards");
  await fillRichText(page, testInfo, "Card 1 front", "Fiduciary");
  await fillRichText(page, testInfo, "Card 1 back", "Owes loyalty, obedience and care");
  await page.getByRole("button", { name: "Save topic" }).click();
  await expect(toast(page)).toContainText("Topic created");
  await expect(page.getByRole("region", { name: "Preview as learner" }).getByRole("region", { name: "Flashcards" })).toBeVisible();
  for (const title of ["Agency on video", "Agency flashcards"]) {
    await page.goto(`${lessonUrl}?remove=${await topicIdOf(page, title)}`);
    await page.getByRole("button", { name: "Delete topic" }).click(); // nobody completed them: deleted
    await expect(toast(page)).toContainText("Topic deleted");
  }

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

  await page.getByRole("link", { name: `Authoring ${stamp}` }).click();
  await page.getByLabel("Final exam", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Evaluation", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Certificate template", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Save assessments" }).click();
  await expect(toast(page)).toContainText("Course updated");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page)).toContainText("Course published");
  await expect(page.getByText("Status: Published")).toBeVisible();

  // A fresh learner (their own browser) opens it and completes the first topic.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: !isNoJs(testInfo) });
  const learner = await context.newPage();
  await newLearner(learner, { kind: "subscriber", enroll: [slug] });
  await learner.goto(`/course-player/${slug}`);
  await expect(learner.getByRole("heading", { name: "Agency basics" })).toBeVisible();
  await expect(learner.getByText("An agent owes the client loyalty.")).toBeVisible();
  await settle(learner);
  await learner.getByTestId("player-next").click();
  await expect(learner.getByTestId("topic").getByRole("heading", { name: "Agency, the lecture" })).toBeVisible();

  // The admin removes that topic: the learner completed it, so it is archived, not deleted.
  await page.goto(lessonUrl);
  await page.getByRole("link", { name: "Remove Agency basics" }).click();
  await expect(
    page.getByText("1 learner has completed this topic. It will be archived: their progress and certificates stay."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Archive topic" }).click();
  await expect(toast(page)).toContainText("Topic archived");
  await expect(page.getByText("1 archived topic is kept for learners' records.")).toBeVisible();
  await expect(page.getByTestId("lesson-topics").locator("li")).toHaveCount(1);

  // The learner's course goes on without it.
  await learner.goto(`/course-player/${slug}`);
  await expect(learner.getByTestId("topic").getByRole("heading", { name: "Agency, the lecture" })).toBeVisible();
  await context.close();
});

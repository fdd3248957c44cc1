import { expect, test } from "./fixtures";
import { COURSE_SLUGS } from "../../db/seed/courses";
import { ceFloodCourse } from "../../db/seed/courses/ce-flood-zones";
import { newLearner } from "./helpers";
import { attestAndStart } from "./quiz-helpers";

// Seat time (issue 46, decision 0087), with JavaScript and without: a learner of a 4-hour CE course whose
// delivery policy asks for 100 % of the credit hours meets the locked final exam with the time still
// needed (the sidebar's meter and My Courses show it), earns the time with the local seat-time shortcut,
// and starts the exam.

const SLUG = COURSE_SLUGS.ceFlood;

test("the final exam stays locked until the seat time is met, then starts", async ({ page, expectAccessible }) => {
  const learner = await newLearner(page, { kind: "subscriber", enroll: [SLUG] });
  // The local shortcut completes the lessons (not the final exam) so the exam is the next item.
  await page.goto(`/dev/seat-time/${SLUG}`);
  await page.getByRole("button", { name: "Complete the lessons before the final exam" }).click();
  await expect(page.getByTestId("dev-seat-time")).toHaveText("0 min of 4 h");
  await page.getByRole("link", { name: "Open the final exam" }).click();

  await expect(page.getByTestId("item-heading")).toHaveText("Final Exam");
  await expect(page.getByTestId("seat-time-lock")).toContainText("More seat time needed");
  await expect(page.getByTestId("seat-time-lock")).toContainText("The final exam opens after 4 h of seat time. You need 4 h more.");
  await expect(page.getByRole("button", { name: "Start Exam" })).toHaveCount(0);
  await expect(page.getByTestId("seat-time-text")).toHaveText("0 min of 4 h");
  await expectAccessible(page);

  // My Courses shows the same meter.
  await page.goto("/student/courses");
  const row = page.getByRole("region", { name: "Enrolled Courses" }).getByRole("listitem").filter({ hasText: ceFloodCourse.title });
  await expect(row.getByTestId("my-course-seat-time")).toHaveText("Seat time: 0 min of 4 h");

  // One minute short is still locked, and says so.
  await page.goto(`/dev/seat-time/${SLUG}`);
  await page.getByRole("button", { name: "Leave 1 minute short" }).click();
  await expect(page.getByTestId("dev-seat-time")).toHaveText("3 h 59 min of 4 h");
  await page.getByRole("link", { name: "Open the final exam" }).click();
  await expect(page.getByTestId("seat-time-lock")).toContainText("You need 1 min more.");

  await page.goto(`/dev/seat-time/${SLUG}`);
  await page.getByRole("button", { name: "Credit the remaining seat time" }).click();
  await expect(page.getByTestId("dev-seat-time")).toHaveText("4 h of 4 h");
  await page.getByRole("link", { name: "Open the final exam" }).click();
  await expect(page.getByTestId("seat-time-lock")).toHaveCount(0);
  await expect(page.getByTestId("seat-time-text")).toHaveText(/^4 h( \d+ min)? of 4 h$/);
  await page.getByRole("button", { name: "Start Exam" }).click();
  // The policy asks for the exam attestation first (decision 0090).
  await attestAndStart(page, learner.email);
  await expect(page.getByTestId("quiz-question")).toBeVisible();

  await page.goto("/student/courses");
  await expect(row.getByTestId("my-course-seat-time")).toHaveText(/^Seat time: 4 h( \d+ min)? of 4 h$/);
});

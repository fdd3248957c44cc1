import { expect, test } from "./fixtures";
import { newLearner } from "./helpers";

// The local tool the other journeys build on: a fresh learner, signed in, optionally enrolled.
test("a fresh enrolled subscriber lands in their own My Courses", async ({ page }) => {
  const learner = await newLearner(page, { kind: "subscriber", enroll: ["quick-start-agency-basics"] });
  expect(learner.email).toMatch(/^learner-.*@pelican\.test$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole("heading", { name: "My Courses", level: 1 })).toBeVisible();
  await expect(page.getByText("Quick Start: Louisiana Agency Basics")).toBeVisible();
});

test("an unknown course slug is refused with a message", async ({ page }) => {
  const response = await page.request.post("/dev/learners", { form: { kind: "free", enroll: "no-such-course" } });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: "Unknown course slug in no-such-course" });
});

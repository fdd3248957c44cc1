// The My Courses enroll/unenroll/retake form (requirements signed-in-state-flows Enrollment,
// signed-in-validation-rules). Only the action reads it; it is kept out of my-courses.ts, which the
// page imports, so the page's browser code does not load zod (decision 0075).
import { z } from "zod";

export const MY_COURSES_INTENTS = ["enroll", "unenroll", "retake"] as const;

/** The enroll / unenroll / retake form: which course, and nothing about who — that comes from the session. */
export const myCoursesActionSchema = z.object({
  intent: z.enum(MY_COURSES_INTENTS, { error: "Unknown action." }),
  courseId: z.uuid({ error: "Choose a course." }),
});

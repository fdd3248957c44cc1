import { describe, expect, it } from "vitest";
import { myCoursesActionSchema } from "./my-courses-action";

describe("myCoursesActionSchema", () => {
  const id = "6f1c2a9e-3b7d-4e2f-9a1b-0c4d5e6f7a8b";

  it("accepts enroll, unenroll and retake with a course id", () => {
    expect(myCoursesActionSchema.parse({ intent: "enroll", courseId: id })).toEqual({ intent: "enroll", courseId: id });
    expect(myCoursesActionSchema.safeParse({ intent: "unenroll", courseId: id }).success).toBe(true);
    expect(myCoursesActionSchema.safeParse({ intent: "retake", courseId: id }).success).toBe(true);
  });

  it("refuses other intents and ids that are not uuids", () => {
    expect(myCoursesActionSchema.safeParse({ intent: "reset", courseId: id }).success).toBe(false);
    expect(myCoursesActionSchema.safeParse({ intent: "enroll", courseId: "1; drop table courses" }).success).toBe(false);
    expect(myCoursesActionSchema.safeParse({ intent: "enroll" }).success).toBe(false);
  });
});

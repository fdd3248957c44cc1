import { describe, expect, it } from "vitest";
import { shareOfCreditHours, studyDuration, timeStudyCells, timeStudyQuerySchema } from "./time-study";

describe("time study", () => {
  it("writes a course row and a lesson row", () => {
    const course = {
      scope: "course" as const,
      title: "Flood",
      learners: 3,
      p25Seconds: 3 * 3600,
      medianSeconds: 4 * 3600,
      p75Seconds: 5 * 3600,
    };
    expect(timeStudyCells(course, 4)).toEqual(["Course", "Flood", 3, "180.0", "240.0", "300.0", "4.0", "100%"]);
    const lesson = { scope: "lesson" as const, title: "Maps", learners: 0, p25Seconds: null, medianSeconds: null, p75Seconds: null };
    expect(timeStudyCells(lesson, 4)).toEqual(["Lesson", "Maps", 0, "", "", "", "", ""]);
  });
  it("reads the share of credit hours and durations", () => {
    expect(shareOfCreditHours(5400, 90)).toBe("2%");
    expect(shareOfCreditHours(null, 90)).toBe("");
    expect(shareOfCreditHours(60, 0)).toBe("");
    expect(studyDuration(null)).toBe("—");
    expect(studyDuration(3660)).toBe("1 h 1 min");
  });
  it("needs a course id", () => {
    expect(timeStudyQuerySchema.safeParse({ course: "x" }).success).toBe(false);
    expect(timeStudyQuerySchema.safeParse({ course: null }).success).toBe(false);
  });
});

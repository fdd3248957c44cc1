import { describe, expect, it } from "vitest";
import { displayedProgress, isCourseCompleted, learnerStats } from "./course-completion";

describe("isCourseCompleted", () => {
  it("is complete at 100 % or once the evaluation is submitted", () => {
    expect(isCourseCompleted({ progressPercentage: 100, evaluationCompleted: false })).toBe(true);
    expect(isCourseCompleted({ progressPercentage: 92.3, evaluationCompleted: true })).toBe(true);
    expect(isCourseCompleted({ progressPercentage: null, evaluationCompleted: true })).toBe(true);
  });

  it("is not complete before that", () => {
    expect(isCourseCompleted({ progressPercentage: 99.9, evaluationCompleted: false })).toBe(false);
    expect(isCourseCompleted({ progressPercentage: 0, evaluationCompleted: false })).toBe(false);
    expect(isCourseCompleted({ progressPercentage: null, evaluationCompleted: false })).toBe(false);
  });
});

describe("displayedProgress", () => {
  it("shows whole percentages and never a false 100", () => {
    expect(displayedProgress({ progressPercentage: 26.7, evaluationCompleted: false })).toBe(26);
    expect(displayedProgress({ progressPercentage: 99.6, evaluationCompleted: false })).toBe(99);
    expect(displayedProgress({ progressPercentage: null, evaluationCompleted: false })).toBe(0);
  });

  it("shows 100 for a completed course", () => {
    expect(displayedProgress({ progressPercentage: 95, evaluationCompleted: true })).toBe(100);
    expect(displayedProgress({ progressPercentage: 100, evaluationCompleted: false })).toBe(100);
  });
});

describe("learnerStats", () => {
  it("counts enrollments, completions (enrolled or not) and the completed courses' hours", () => {
    const stats = learnerStats([
      { hours: 90, enrolled: true, progressPercentage: 26.7, evaluationCompleted: false, certified: false },
      { hours: 4, enrolled: true, progressPercentage: 100, evaluationCompleted: false, certified: false },
      { hours: 45, enrolled: false, progressPercentage: 80, evaluationCompleted: true, certified: true },
      { hours: 2.5, enrolled: true, progressPercentage: null, evaluationCompleted: true, certified: false },
      { hours: 3, enrolled: false, progressPercentage: 10, evaluationCompleted: false, certified: false },
    ]);
    expect(stats).toEqual({ enrolledCourses: 3, completedCourses: 3, hoursEarned: 51.5 });
  });

  it("keeps a completion and its hours through a retake (progress reset, certificate kept)", () => {
    expect(learnerStats([{ hours: 4, enrolled: true, progressPercentage: 0, evaluationCompleted: false, certified: true }])).toEqual({
      enrolledCourses: 1,
      completedCourses: 1,
      hoursEarned: 4,
    });
  });

  it("is all zeros for a new learner", () => {
    expect(learnerStats([])).toEqual({ enrolledCourses: 0, completedCourses: 0, hoursEarned: 0 });
  });
});

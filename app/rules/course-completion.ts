// When a course counts as completed (requirement student-dashboard stat cards, requirement signed-in-state-flows Retake; requirement learning-screens evaluation) — the one
// definition every screen uses: all content done (progress 100 %), or the course evaluation
// submitted (the last step, which issues the certificate).

/** What is known about one learner's work in one course. */
export type CompletionFacts = {
  /** user_course_progress_summary.progress_percentage; null when the learner never started. */
  progressPercentage: number | null;
  /** A student_progress row of content type "evaluation" exists for the course. */
  evaluationCompleted: boolean;
};

export const COMPLETE_PERCENTAGE = 100;

export function isCourseCompleted({ progressPercentage, evaluationCompleted }: CompletionFacts): boolean {
  return evaluationCompleted || (progressPercentage ?? 0) >= COMPLETE_PERCENTAGE;
}

/** The progress a screen shows: 0–100, whole numbers; a completed course shows 100. */
export function displayedProgress(facts: CompletionFacts): number {
  if (isCourseCompleted(facts)) return COMPLETE_PERCENTAGE;
  const value = Math.floor(facts.progressPercentage ?? 0); // never round 99.5 up to a false 100
  return Math.min(COMPLETE_PERCENTAGE - 1, Math.max(0, value));
}

export type LearnerCourseFacts = CompletionFacts & {
  hours: number;
  enrolled: boolean;
  /** The learner holds a certificate for the course (kept through a retake, which resets progress). */
  certified: boolean;
};

/** A completion earned for good: the current attempt is complete, or an earlier one left a certificate. */
export function hasEarnedCompletion(course: CompletionFacts & { certified: boolean }): boolean {
  return course.certified || isCourseCompleted(course);
}

export type LearnerStats = { enrolledCourses: number; completedCourses: number; hoursEarned: number };

/**
 * The student's three stat cards. Completed courses count whether or not the learner is still
 * enrolled (unenrolling keeps progress, and a completion is earned for good — a retake resets the
 * progress but not the certificate); hours earned are the hours of the completed courses.
 */
export function learnerStats(courses: readonly LearnerCourseFacts[]): LearnerStats {
  const completed = courses.filter(hasEarnedCompletion);
  const hours = completed.reduce((sum, course) => sum + course.hours, 0);
  return {
    enrolledCourses: courses.filter((course) => course.enrolled).length,
    completedCourses: completed.length,
    hoursEarned: Math.round(hours * 10) / 10,
  };
}

// Retake (requirement signed-in-state-flows): a completed course is reset to the start, keeping its certificates.
//
// Definitions (docs/decisions/0012-certificates-and-retake.md):
// - completed: the learner's current run of the course is finished — progress summary at 100 % or
//   the course evaluation submitted (the last step). A retake deletes both, so a retaken course is
//   not completed until it is finished again.
// - active: enrolled (a student_course_access row) and not completed.
// - retake in progress: a retake was started (audit log) and the course is not completed since.
// - entitled: has a company or a live premium membership (`entitlement` in access-level.ts).

export type RetakeFacts = {
  enrolled: boolean;
  completed: boolean;
  /** Retakes started so far for this learner and course. */
  retakesStarted: number;
  entitled: boolean;
};

export type RetakeRefusal = "in_progress" | "active" | "not_completed" | "not_entitled";

export function isCourseActive({ enrolled, completed }: Pick<RetakeFacts, "enrolled" | "completed">): boolean {
  return enrolled && !completed;
}

/** Why the learner may not retake the course now, or null when they may. */
export function retakeRefusal(facts: RetakeFacts): RetakeRefusal | null {
  if (!facts.completed && facts.retakesStarted > 0) return "in_progress";
  if (isCourseActive(facts)) return "active";
  if (!facts.completed) return "not_completed";
  if (!facts.entitled) return "not_entitled";
  return null;
}

export const RETAKE_WARNING = "Duplicate credit for the same continuing-education course cannot be received within the same year.";

export const RETAKE_REFUSAL_TEXTS: Record<RetakeRefusal, { title: string; description: string }> = {
  in_progress: { title: "Retake in progress", description: "You are already retaking this course. Finish it before starting again." },
  active: { title: "Course in progress", description: "This course is still in progress. Finish it before retaking it." },
  not_completed: { title: "Retake not available", description: "Only completed courses can be retaken." },
  not_entitled: {
    title: "Premium Required",
    description: "Retaking a course needs an active premium membership or a company plan.",
  },
};

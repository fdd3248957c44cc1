// Enrolling in a bundle (decision 0009): the learner is enrolled in every course of the bundle, one
// enrollment each with the usual rules (membership, company allowances). What happened is told in
// one toast, naming the courses that were refused and why.
import { ENROLLMENT_REFUSAL_TOASTS, entitlement, isStaff, type EnrollmentRefusal, type Learner } from "./access-level";
import { countOf } from "./plural";

/** The bundle page's call to action: like a course's access level, for a set of courses. */
export type BundleAccessLevel = "not_logged_in" | "not_subscribed" | "can_enroll" | "enrolled" | "staff";

export function bundleAccessLevel(
  learner: Learner | null,
  enrolledCount: number,
  courseCount: number,
  now: Date = new Date(),
): BundleAccessLevel {
  if (!learner) return "not_logged_in";
  if (entitlement(learner, now)) return courseCount > 0 && enrolledCount >= courseCount ? "enrolled" : "can_enroll";
  return isStaff(learner.roles) ? "staff" : "not_subscribed";
}

export type BundleCourseOutcome =
  { title: string; ok: true; alreadyEnrolled: boolean } | { title: string; ok: false; reason: EnrollmentRefusal };

export type BundleEnrollmentSummary = {
  /** enrolled: every course; partial: some; refused: none (the learner stays on the page). */
  outcome: "enrolled" | "partial" | "refused";
  toast: { type: "success" | "info" | "error"; title: string; description: string };
};

const plural = (n: number, word: string) => countOf(n, word, `${word}s`);

/** "A (Pre-Licensing Limit Reached); B (Premium Required)" */
function refusedList(refused: Extract<BundleCourseOutcome, { ok: false }>[]): string {
  return refused.map((r) => `${r.title} (${ENROLLMENT_REFUSAL_TOASTS[r.reason].title})`).join("; ");
}

export function summariseBundleEnrollment(bundleTitle: string, outcomes: readonly BundleCourseOutcome[]): BundleEnrollmentSummary {
  const refused = outcomes.filter((o): o is Extract<BundleCourseOutcome, { ok: false }> => !o.ok);
  const enrolled = outcomes.length - refused.length;

  if (outcomes.length === 0) {
    return {
      outcome: "refused",
      toast: { type: "error", title: "Enrollment failed", description: "This bundle has no courses available for enrollment." },
    };
  }
  if (refused.length === 0) {
    return {
      outcome: "enrolled",
      toast: {
        type: "success",
        title: "Enrolled",
        description:
          outcomes.length === 1
            ? `You're enrolled in the course of ${bundleTitle}.`
            : `You're enrolled in all ${outcomes.length} courses of ${bundleTitle}.`,
      },
    };
  }
  if (enrolled > 0) {
    return {
      outcome: "partial",
      toast: {
        type: "info",
        title: "Enrolled",
        description: `You're enrolled in ${enrolled} of ${plural(outcomes.length, "course")} of ${bundleTitle}. Not enrolled: ${refusedList(refused)}.`,
      },
    };
  }
  const reasons = new Set(refused.map((r) => r.reason));
  if (reasons.size === 1) {
    const [reason] = reasons;
    const { title, description } = ENROLLMENT_REFUSAL_TOASTS[reason];
    // Membership is about the learner, not a course: no list needed.
    return {
      outcome: "refused",
      toast: {
        type: "error",
        title,
        description:
          reason === "premium_required" ? description : `${description} Not enrolled: ${refused.map((r) => r.title).join("; ")}.`,
      },
    };
  }
  return {
    outcome: "refused",
    toast: { type: "error", title: "Enrollment failed", description: `Not enrolled: ${refusedList(refused)}.` },
  };
}

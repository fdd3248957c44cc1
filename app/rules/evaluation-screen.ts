// What the course evaluation screen shows around the form (spec 2 §2 Evaluation screen, §8):
// its texts, the submitted date and where the Thank You view sends the learner. Pure and isomorphic.
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import type { Role } from "./roles";
import { SCHOOL_TIME_ZONE } from "./school-time";

/** Spec 2 §2 and §8; `submit`, `thankYouText` and `viewCertificates` are ours (the spec names no wording). */
export const EVALUATION_TEXTS = {
  title: "Course Evaluation",
  alreadySubmitted: "Evaluation Already Submitted",
  thankYou: "Thank You",
  notFound: "Evaluation not found",
  submit: "Submit Evaluation",
  submitting: "Submitting...",
  thankYouText: "Your evaluation has been submitted and your course is complete.",
  viewCertificates: "View My Certificates",
} as const;

/** The form's intent (posted by the submit button to the current URL). */
export const SUBMIT_EVALUATION_INTENT = "submit-evaluation";

/**
 * The certificates page the Thank You view links to: company users (a profile with a company) and
 * company admins → /company-dashboard/certificates; everyone else → /student/certificates.
 */
export function certificatesPath(user: { roles: readonly Role[]; companyId: string | null }): string {
  return user.companyId || user.roles.includes("company_admin") ? "/company-dashboard/certificates" : "/student/certificates";
}

/** The submitted date of 'Evaluation Already Submitted': "Mar 05, 2026" in Louisiana time. */
export function formatSubmittedDate(date: Date | string): string {
  return format(new Date(date), "MMM dd, yyyy", { in: tz(SCHOOL_TIME_ZONE) });
}

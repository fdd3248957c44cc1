// What the course evaluation screen shows around the form (requirement learning-screens Evaluation screen, requirement learning-error-texts):
// its texts, the submitted date and where the Thank You view sends the learner. Pure and isomorphic.
import type { SubmissionResult } from "@conform-to/react";
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import type { EvaluationQuestionType } from "./evaluation-form";
import type { LicenseGate } from "./license-gate";
import type { Role } from "./roles";
import { SCHOOL_TIME_ZONE } from "./school-time";

// ---- what the screen receives (built by app/models/assessment/evaluation.server.ts) ----

export type EvaluationFormQuestion = {
  id: string;
  questionText: string;
  questionType: EvaluationQuestionType;
  isRequired: boolean;
  /** 'Overall, how would you rate this course?': a rating of 1–3 asks for the follow-up. */
  isOverallRating: boolean;
};

export type EvaluationFormSection = {
  id: string;
  title: string;
  /** Sanitised HTML ("" when none). */
  descriptionHtml: string;
  questions: EvaluationFormQuestion[];
};

export type EvaluationForm = {
  id: string;
  courseId: string;
  title: string;
  /** Sanitised rich text ("" when none). */
  descriptionHtml: string;
  status: "draft" | "published" | "archived";
  /** By order_index, questions too. */
  sections: EvaluationFormSection[];
};

/** The loader's data for the screen (`getEvaluationScreen`). */
export type EvaluationScreenData = {
  evaluation: EvaluationForm;
  /** When it was submitted ('Evaluation Already Submitted'); null when not yet. */
  submittedAt: Date | string | null;
  licenseGate: LicenseGate;
  /** 'Update Profile' (new tab). */
  profilePath: string;
  /** The Thank You view's link. */
  certificatesPath: string;
};

/** What the action returns to the screen (`toEvaluationActionData`). */
export type EvaluationActionData = {
  /** conform's result: field errors, and the license refusal as a form error. */
  result?: SubmissionResult<string[]>;
  /** Submitted by this request: show the Thank You view. */
  submitted?: boolean;
  /** A refusal that is not about fields: a title and a description. */
  notice?: { title: string; description: string };
};

/** requirements learning-screens, learning-error-texts; `submit`, `thankYouText` and `viewCertificates` are ours (the requirements name no wording). */
export const EVALUATION_TEXTS = {
  title: "Course Evaluation",
  alreadySubmitted: "Evaluation Already Submitted",
  thankYou: "Thank You",
  notFound: "Evaluation not found",
  submit: "Submit Evaluation",
  submitting: "Submitting...",
  thankYouText: "Your evaluation has been submitted and your course is complete.",
  viewCertificates: "View My Certificates",
  /** Ours: the refusals that are not about fields. */
  lockedTitle: "Evaluation locked",
  lockedText: "Complete previous content to unlock",
  noAccessTitle: "Access Denied",
  noAccessText: "You don't have access to this course.",
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

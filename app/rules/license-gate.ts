// The license gate of the course evaluation (requirement learning-validation-rules): Continuing Education and Post-licensing
// certificates carry the learner's license number, so their evaluation cannot be submitted while
// the profile has none. Pure and isomorphic: the server refuses the submission, the screen shows
// the banner and the button to the profile.
import type { CourseType } from "./course-type";
import type { Role } from "./roles";

/** Course types whose evaluation needs a license number. */
export const LICENSE_GATED_COURSE_TYPES: readonly CourseType[] = ["Continuing Education", "Post-licensing"];

/** The exact texts of requirement learning-validation-rules. */
export const LICENSE_GATE_TEXTS = {
  /** The refusal: toast/error title … */
  title: "License number required",
  /** … and its description. */
  description: "Please add your license number in your Profile before submitting this evaluation so your certificate includes it.",
  banner: "License number required to continue",
  button: "Update Profile",
} as const;

/** Continuing Education and Post-licensing: the evaluation needs a license number, the certificate prints it. */
export function requiresLicenseNumber(courseType: string | null | undefined): boolean {
  return (LICENSE_GATED_COURSE_TYPES as readonly string[]).includes(courseType ?? "");
}

/** A non-blank license number. */
export function hasLicenseNumber(licenseNumber: string | null | undefined): boolean {
  return typeof licenseNumber === "string" && licenseNumber.trim() !== "";
}

export type LicenseGate = {
  /** The course type needs a license number on the certificate. */
  required: boolean;
  /** Submission is refused until the profile has one. */
  blocked: boolean;
};

export function licenseGate({
  courseType,
  licenseNumber,
}: {
  courseType: string | null | undefined;
  licenseNumber: string | null | undefined;
}): LicenseGate {
  const required = requiresLicenseNumber(courseType);
  return { required, blocked: required && !hasLicenseNumber(licenseNumber) };
}

/**
 * Where the learner edits their license number (opened in a new tab by 'Update Profile'):
 * company admins → /company-dashboard/profile, admins → /admin/profile, everyone else
 * (students, company members, reviewers) → /student/profile.
 */
export function profilePath(roles: readonly Role[]): string {
  if (roles.includes("company_admin")) return "/company-dashboard/profile";
  if (roles.includes("admin")) return "/admin/profile";
  return "/student/profile";
}

/** `?from=` of the profile page when 'Update Profile' opened it: the page then guides the learner back. */
export const LICENSE_GATE_SOURCE = "license-gate";

/** The address 'Update Profile' opens: the learner's profile page, told that the evaluation sent them. */
export function licenseGateProfileHref(path: string): string {
  return `${path}?${new URLSearchParams({ from: LICENSE_GATE_SOURCE })}`;
}

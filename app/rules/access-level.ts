// Who may enroll in and open a course (requirements access-and-subscription-states, roles-and-route-guards, signed-in-state-flows Enrollment and requirement signed-in-validation-rules).
import { hasAnyRole, type Role } from "./roles";
import { isSubscribed, type SubscriptionFields } from "./subscription";

/**
 * How a learner holds a course. `staff_grant`: a platform admin gave it (decision 0063) —
 * it needs neither a membership nor a company, only an account that is not inactive.
 */
export const ACCESS_TYPES = ["premium_subscription", "company_access", "staff_grant"] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/** What the learner holds for a course: the enrollment's access type (or just true), or nothing. */
export type Enrollment = AccessType | boolean | null;

/**
 * The four required levels, plus `staff`: reviewers and admins open any course without enrolling
 * ("Review Course").
 */
export type AccessLevel = "not_logged_in" | "not_subscribed" | "subscribed_not_enrolled" | "enrolled" | "staff";

export type Learner = SubscriptionFields & {
  roles: readonly Role[];
  companyId: string | null;
  /** The company set the member inactive (decision 0053): it grants nothing; the member's own subscription still counts. */
  companyInactive?: boolean;
};

const STAFF: readonly Role[] = ["admin", "reviewer"];

export function isStaff(roles: readonly Role[]): boolean {
  return hasAnyRole(roles, STAFF);
}

/**
 * The access an enrollment would be granted, or null when the learner may not enroll: members of a
 * company (active accounts) get company access, individuals need an active premium membership.
 */
export function entitlement(learner: Learner, now: Date = new Date()): AccessType | null {
  if (learner.accountStatus === "inactive") return null;
  if (learner.companyId && !learner.companyInactive) return "company_access";
  return isSubscribed(learner, now) ? "premium_subscription" : null;
}

/** Does this enrollment open the course now: a staff grant while the account is active, else a standing entitlement. */
function enrollmentOpens(learner: Learner, enrolled: Enrollment, now: Date): boolean {
  if (!enrolled) return false;
  if (enrolled === "staff_grant") return learner.accountStatus !== "inactive";
  return entitlement(learner, now) !== null;
}

export function courseAccessLevel(learner: Learner | null, enrolled: Enrollment, now: Date = new Date()): AccessLevel {
  if (!learner) return "not_logged_in";
  if (enrollmentOpens(learner, enrolled, now)) return "enrolled";
  if (isStaff(learner.roles)) return "staff";
  return entitlement(learner, now) ? "subscribed_not_enrolled" : "not_subscribed";
}

/** May this learner open the course in the player right now? Enrolled and still entitled, or staff. */
export function canOpenCourse(learner: Learner, enrolled: Enrollment, now: Date = new Date()): boolean {
  const level = courseAccessLevel(learner, enrolled, now);
  return level === "enrolled" || level === "staff";
}

/** Why an enrollment was refused; each has the required toast title. */
export type EnrollmentRefusal = "not_found" | "premium_required" | "limit_reached_pre_licensing" | "limit_reached_post_licensing";

export const ENROLLMENT_REFUSAL_TOASTS: Record<EnrollmentRefusal, { title: string; description: string }> = {
  not_found: { title: "Enrollment failed", description: "This course is not available for enrollment." },
  premium_required: {
    title: "Premium Required",
    description: "An active premium membership is needed to enroll. Get premium to unlock every course.",
  },
  limit_reached_pre_licensing: {
    title: "Pre-Licensing Limit Reached",
    description: "Your company's plan has used this year's pre-licensing course allowance.",
  },
  limit_reached_post_licensing: {
    title: "Post-Licensing Limit Reached",
    description: "Your company's plan has used this year's post-licensing course allowance.",
  },
};

// Assigning courses (decision 0063): a company admin gives a published course to members
// of the company within the plan's yearly allowances; a platform admin grants a course to any
// learner. The wording, the form and the allowance arithmetic, shared by the screens, the model and
// the tests.
import { z } from "zod";
import { countOf } from "./plural";
import type { CourseType } from "./course-type";
import { UUID_PATTERN } from "./ids";

export const ASSIGN_COURSES_PATH = "/company-dashboard/assign-courses";

export const ASSIGNMENT_MESSAGES = {
  courseNotFound: "This course is not available.",
  memberNotFound: "User not found",
  noMembers: "Choose at least one member.",
  tooMany: "Choose at most 100 members at a time.",
  chooseCourse: "Choose a course.",
  started: "This learner has started the course, so it can no longer be removed.",
  notAssigned: "This course was not assigned by your company.",
  notEnrolled: "This learner is not enrolled in this course.",
  accountInactive: "This account is inactive. Reactivate it before granting a course.",
} as const;

export const MAX_MEMBERS_PER_ASSIGNMENT = 100;

/** "These members are inactive and cannot be given courses: Ana Lopez, Ben Roy." */
export function inactiveMembersMessage(names: readonly string[]): string {
  return `${names.length === 1 ? "This member is" : "These members are"} inactive and cannot be given courses: ${names.join(", ")}.`;
}

/** "This assignment needs 2 Pre-licensing places; your plan has 1 left this year." */
export function allowanceMessage(courseType: CourseType, needed: number, left: number): string {
  return `This assignment needs ${countOf(needed, `${courseType} place`, `${courseType} places`)}; your plan has ${left} left this year.`;
}

/** Places left in a yearly allowance: null when the plan has no limit for the type. */
export function placesLeft(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

/** "Course assigned to 2 members" — and who already had it. */
export function assignedToast(assigned: number, alreadyEnrolled: number) {
  const already = alreadyEnrolled > 0 ? `${countOf(alreadyEnrolled, "member", "members")} already had it.` : undefined;
  if (assigned === 0) return { type: "info" as const, title: "Nothing to assign", description: already };
  return { type: "success" as const, title: `Course assigned to ${countOf(assigned, "member", "members")}`, description: already };
}

export const ASSIGNMENT_TOASTS = {
  failed: { type: "error", title: "Failed to assign course" },
  unassigned: { type: "success", title: "Course unassigned" },
  unassignFailed: { type: "error", title: "Failed to unassign course" },
  granted: { type: "success", title: "Course granted" },
  alreadyEnrolled: { type: "info", title: "Already enrolled", description: "This learner already has this course." },
  grantFailed: { type: "error", title: "Failed to grant course" },
  removed: { type: "success", title: "Course removed" },
  removeFailed: { type: "error", title: "Failed to remove course" },
} as const;

const courseIdSchema = z
  .string({ error: ASSIGNMENT_MESSAGES.chooseCourse })
  .min(1, ASSIGNMENT_MESSAGES.chooseCourse)
  .regex(UUID_PATTERN, ASSIGNMENT_MESSAGES.courseNotFound)
  .transform((id) => id.toLowerCase());
const userIdSchema = z
  .string()
  .regex(UUID_PATTERN, ASSIGNMENT_MESSAGES.memberNotFound)
  .transform((id) => id.toLowerCase());

/** The company admin's form: one course, one or more members (checkboxes named memberId). */
export const assignFormSchema = z.object({
  courseId: courseIdSchema,
  memberIds: z
    .array(userIdSchema, { error: ASSIGNMENT_MESSAGES.noMembers })
    .min(1, ASSIGNMENT_MESSAGES.noMembers)
    .max(MAX_MEMBERS_PER_ASSIGNMENT, ASSIGNMENT_MESSAGES.tooMany)
    .transform((ids) => [...new Set(ids)]),
});

/** Unassign (company) or remove (admin): one learner's course. */
export const unassignFormSchema = z.object({
  intent: z.literal("unassign"),
  userId: userIdSchema,
  courseId: courseIdSchema,
});

/** The admin's grant. */
export const grantFormSchema = z.object({
  intent: z.literal("grant"),
  courseId: courseIdSchema,
});

// /admin/users (decision 0029): the list's filter values (its query is the model's, decision 0097), the role
// an admin may give and the texts of the user screens. Pure.
import { z } from "zod";
import { MESSAGES } from "./account-forms";
import { getZodConstraint } from "@conform-to/zod/v4";
import { formFieldNames, PROFILE_FIELDS, profileFormSchema } from "./profile-fields";

export const ADMIN_USERS_PATH = "/admin/users";
export const ADMIN_USERS_PAGE_SIZE = 20;

/** The one role an admin chooses for a user; "student" is the absence of a staff role (requirement roles-and-route-guards). */
export const ADMIN_ROLES = ["student", "company_admin", "reviewer", "admin"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  student: "Student",
  company_admin: "Company Admin",
  reviewer: "Reviewer",
  admin: "Admin",
};

export const STATUS_FILTERS = ["active", "inactive", "pending"] as const;
export const SUBSCRIPTION_FILTERS = ["subscribed", "past_due", "canceled", "none"] as const;
/** "today": learners with time on task since midnight, Louisiana time (the dashboard's "Learners active today"). */
export const ACTIVITY_FILTERS = ["today"] as const;
export const USER_ADMIN_MESSAGES = {
  notFound: "User not found",
  yourself: "You cannot change your own role or status.",
  companyRequired: "A company admin must belong to a company. Choose a company first.",
  alreadyVerified: "This user has already verified their email address.",
  emailTaken: "An account with this email already exists.",
  emailRequired: "Email is required",
  anonymised: "This account was anonymised; there is nothing left to edit.",
  editYourself: "You cannot edit your own record here. Use My Profile.",
  billing: "The subscription could not be cancelled at the payment service, so the account was left as it was. Try again in a moment.",
} as const;

export const USER_ADMIN_TOASTS = {
  updated: { type: "success", title: "User updated successfully" },
  updateFailed: { type: "error", title: "Failed to update user" },
  created: { type: "success", title: "User created successfully", description: "An invitation email is on its way." },
  createFailed: { type: "error", title: "Failed to create user" },
  resent: { type: "success", title: "Verification email sent" },
  resendFailed: { type: "error", title: "Failed to resend verification email" },
  resetSent: { type: "success", title: "Password reset email sent" },
  edited: { type: "success", title: "User updated successfully", description: "The changes are saved." },
  emailChanged: {
    type: "success",
    title: "User updated successfully",
    description: "The email address is changed. A notice went to the old and the new address.",
  },
} as const;

/**
 * Staff's Edit User (decision 0058): the fields of the form "staffEdit" (app/rules/profile-fields.ts:
 * names, phone, license number, license type and date, with the learner's own rules) plus the
 * e-mail, which staff change at once (requirement signed-in-operations admin-update-user-email).
 * Lower-cased like every stored address.
 */
export const adminEditUserSchema = profileFormSchema("staffEdit", {
  email: z
    .string({ error: USER_ADMIN_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, USER_ADMIN_MESSAGES.emailRequired)
    .max(254, MESSAGES.invalidEmail)
    .pipe(z.email(MESSAGES.invalidEmail)),
});
export type AdminEditUserInput = z.output<typeof adminEditUserSchema>;
/** The browser's checks, from the schema (conform reads no length through the e-mail's pipe: given here). */
export const ADMIN_EDIT_USER_CONSTRAINT = { ...getZodConstraint(adminEditUserSchema), email: { required: true, maxLength: 254 } };

/** The fields an edit compares, audits and versions (before → after; decision 0085), in the form's order. */
export const EDITABLE_USER_FIELDS = formFieldNames(adminEditUserSchema);
export type EditableUserField = keyof AdminEditUserInput;

/** Edit User's fields by label, naming them when a save is refused as stale (decision 0085). */
export const USER_EDIT_LABELS = Object.fromEntries(EDITABLE_USER_FIELDS.map((name) => [name, PROFILE_FIELDS[name].label])) as Record<
  EditableUserField,
  string
>;

/** Only what changed, as { field: value } before and after (empty objects when nothing did). */
export function userChanges<T extends Record<EditableUserField, unknown>>(current: T, next: T) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of EDITABLE_USER_FIELDS) {
    if ((current[key] ?? null) !== (next[key] ?? null)) {
      before[key] = current[key] ?? null;
      after[key] = next[key] ?? null;
    }
  }
  return { before, after };
}

/** Seconds as "2 h 05 min" / "4 min 10 s" / "0 s": time on task and attempt durations. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, "0")} min`;
  if (m > 0) return `${m} min ${String(s).padStart(2, "0")} s`;
  return `${s} s`;
}

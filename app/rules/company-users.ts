// Manage Users of the company dashboard (requirements company-dashboard, signed-in-state-flows, signed-in-validation-rules, signed-in-error-texts; decision 0025): the
// forms, the display status, the seat arithmetic, the page size — pure rules shared
// by the screens, the model and the tests.
import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { ACCOUNT_STATUSES } from "./roles";
import { emailSchema, formFieldNames, INVALID_EMAIL, PROFILE_FIELDS, profileFormSchema } from "./profile-fields";

export const USER_MESSAGES = {
  invalidEmail: INVALID_EMAIL,
  seatLimit: "Your company has reached the maximum number of users allowed",
  alreadyMember: "This user is already a member of your company.",
  otherCompany: "This email address belongs to a user of another company. They must leave that company before they can be added.",
  alreadyVerified: "User already verified",
  notFound: "User not found",
  notYourself: "You cannot change your own role or status, or remove yourself, here.",
  noUsersToExport: "No users found to export",
  platformRole: "This account cannot be added to a company.",
  platformRoleChange: "This account is managed by the school and cannot be changed by a company.",
  alreadyInvited: "An invitation has already been sent to this address. It is pending until the account's owner accepts it.",
  invitationNotFound: "Invitation not found",
  emailVerified: "This user has verified their email address. Only the school can change it now.",
  emailTaken: "An account with this email already exists.",
} as const;

/** requirement signed-in-error-texts (company area): the toasts of the Manage Users screens. */
export const USER_TOASTS = {
  created: { type: "success", title: "User created successfully" },
  invited: {
    type: "success",
    title: "Invitation sent",
    description: "This address already has an account: its owner joins your company only after accepting the invitation.",
  },
  invitationCancelled: { type: "success", title: "Invitation cancelled" },
  updated: { type: "success", title: "User updated successfully" },
  removed: { type: "success", title: "User removed from company successfully" },
  resent: { type: "success", title: "Verification email sent" },
  templateDownloaded: { type: "success", title: "Template downloaded successfully" },
  exported: { type: "success", title: "Users exported successfully" },
  createFailed: { type: "error", title: "Failed to create user" },
  updateFailed: { type: "error", title: "Failed to update user" },
  removeFailed: { type: "error", title: "Failed to remove user from company" },
  resendFailed: { type: "error", title: "Failed to resend verification email" },
  seatLimit: { type: "error", title: "Seat limit reached", description: USER_MESSAGES.seatLimit },
  noUsersToExport: { type: "error", title: "Failed to export users", description: USER_MESSAGES.noUsersToExport },
} as const;

export const COMPANY_ROLES = ["student", "company_admin"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** The company role an invitation carries: company admin, else a student member. */
export const companyRole = (role: string | null): CompanyRole => (role === "company_admin" ? "company_admin" : "student");
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = { student: "Student", company_admin: "Company Admin" };

/** Add User (requirement signed-in-validation-rules): the fields of the form "invite" (app/rules/profile-fields.ts), role student (default) or company_admin. */
export const createUserSchema = profileFormSchema("invite", {
  role: z.enum(COMPANY_ROLES).default("student"),
});
export type CreateUserInput = z.output<typeof createUserSchema>;

/**
 * Edit User: the fields of the form "companyEdit" (names, phone, license number, license type and
 * initial license date: decision 0027), the role and the account status active or inactive. The
 * address is edited only while the member has not verified it (decision 0058): the form sends it
 * then, and the server checks again.
 */
export const editUserSchema = profileFormSchema("companyEdit", {
  email: emailSchema.optional(),
  role: z.enum(COMPANY_ROLES).default("student"),
  accountStatus: z.enum(ACCOUNT_STATUSES).default("active"),
});
export type EditUserInput = z.output<typeof editUserSchema>;

/** The browser's checks of both forms, from their schemas: Add User's (the e-mail required) over Edit User's. */
export const USER_FORM_CONSTRAINT = { ...getZodConstraint(editUserSchema), ...getZodConstraint(createUserSchema) };

export type DisplayStatus = "Active" | "Pending Verification" | "Inactive";

/**
 * Roles the school gives (decision 0053): an account holding one is never added to or invited by a
 * company, and company actions never change it.
 */
export const PLATFORM_ROLES = ["admin", "reviewer"] as const;
export function hasPlatformRole(roles: readonly string[]): boolean {
  return roles.some((role) => (PLATFORM_ROLES as readonly string[]).includes(role));
}

/** requirement signed-in-state-flows: inactive if the account is inactive; pending while the address is unconfirmed; else active. */
export function displayStatus(user: { accountStatus: string; emailConfirmedAt: Date | string | null }): DisplayStatus {
  if (user.accountStatus === "inactive") return "Inactive";
  if (!user.emailConfirmedAt) return "Pending Verification";
  return "Active";
}

export type Seats = { used: number; allowed: number | null };

/** Seats still free; null when the company has no limit. */
export function seatsRemaining({ used, allowed }: Seats): number | null {
  return allowed === null ? null : Math.max(0, allowed - used);
}

/** "12 / 25 seats used" or "12 seats used · unlimited". */
export function seatLabel(seats: Seats): string {
  return seats.allowed === null ? `${seats.used} / unlimited` : `${seats.used} / ${seats.allowed}`;
}

/** The Manage Users page (client code imports it from here, not from the .server helper). */
export const USERS_PATH = "/company-dashboard/users";

/**
 * Where a company's Manage Users screens live: the company admin's own at /company-dashboard/users,
 * or the same screens run by a platform admin for any company at /admin/companies/{id}/users.
 */
export function manageUsersPath(companyId?: string): string {
  return companyId ? `/admin/companies/${companyId}/users` : USERS_PATH;
}

export const USERS_PAGE_SIZE = 20;

export const RESEND_INTENT = "resend";

/** YYYY-MM-DD of a date (file names: company_users_{date}.csv). */
export function fileDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The profile fields the company's Edit User edits, in the form's order (the e-mail among them). */
export const COMPANY_EDIT_PROFILE_FIELDS = formFieldNames(editUserSchema).filter(
  (name): name is Extract<typeof name, keyof typeof PROFILE_FIELDS> => name in PROFILE_FIELDS,
);

const titleCase = (label: string) => label.replace(/\b\w/g, (c) => c.toUpperCase());

/** The Edit User form's fields by label (decision 0085): the profile fields' labels as the form writes them, the role and the status. */
export const COMPANY_USER_FIELD_LABELS = {
  ...(Object.fromEntries(COMPANY_EDIT_PROFILE_FIELDS.map((name) => [name, titleCase(PROFILE_FIELDS[name].label)])) as Record<
    (typeof COMPANY_EDIT_PROFILE_FIELDS)[number],
    string
  >),
  role: "Role",
  companyStatus: "Account Status",
};

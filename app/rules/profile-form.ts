// The forms of My Profile (requirements student-profile, signed-in-validation-rules, signed-in-error-texts): Profile Information and Update Password. One zod
// schema per form, used by conform in the browser and by the action on the server. The new-password
// rules are the shared ones of account-forms (one password policy); see docs/decisions/0019-profile.md.
import { z } from "zod";
import { confirmationMatches, MESSAGES, newPasswordFields, PASSWORD_MAX_LENGTH, NEW_PASSWORD_CONSTRAINT } from "./account-forms";
import { hasLicenseNumber, LICENSE_GATE_SOURCE } from "./license-gate";
import { isDay, LICENSE_TYPES, louisianaToday, type LicenseType } from "./license-deadlines";
import { linkValidText } from "./one-time-tokens";

export const PROFILE_INTENTS = {
  profile: "update-profile",
  password: "update-password",
  emailChange: "request-email-change",
  resendEmailChange: "resend-email-change",
  cancelEmailChange: "cancel-email-change",
  avatar: "update-avatar",
  removeAvatar: "remove-avatar",
  /** Reminder e-mails on or off (decision 0093). */
  reminders: "update-reminders",
  /** A company admin's weekly at-risk digest for the company (decision 0093). */
  digest: "update-digest",
} as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[keyof typeof PROFILE_INTENTS];

export function parseProfileIntent(value: unknown): ProfileIntent | null {
  return (Object.values(PROFILE_INTENTS) as unknown[]).includes(value) ? (value as ProfileIntent) : null;
}

/** The e-mail change request (requirement signed-in-state-flows "Email change", requirement signed-in-validation-rules): the new address, checked like sign-up's. */
export const EMAIL_CHANGE_MESSAGES = {
  required: "Please enter your new email address.",
  invalid: MESSAGES.invalidEmail,
  same: "This is already your email address.",
  taken: "This email address is already used by another account.",
} as const;

export const emailChangeSchema = z.object({
  newEmail: z
    .string({ error: EMAIL_CHANGE_MESSAGES.required })
    .trim()
    .min(1, EMAIL_CHANGE_MESSAGES.required)
    .max(254, EMAIL_CHANGE_MESSAGES.invalid)
    .pipe(z.email(EMAIL_CHANGE_MESSAGES.invalid)),
});

export const EMAIL_CHANGE_TOASTS = {
  requested: {
    type: "success",
    title: "Confirm Your New Email",
    description: `Step 1 of 2: we sent a confirmation link to your new address. It is valid for ${linkValidText("email_change_new")}.`,
  },
  resent: {
    type: "success",
    title: "Link Sent Again",
    description: `We sent a new link. Links are valid for ${linkValidText("email_change_new")}.`,
  },
  cancelled: { type: "info", title: "Email Change Cancelled", description: "Your email address stays the same." },
  failed: { type: "error", title: "Email Change Failed" },
} as const;

/** The same caps as sign-up's (account-forms), so every form accepts what another one saved. */
export const PROFILE_LIMITS = { firstName: 100, lastName: 100, phone: 40, licenseNumber: 50 } as const;

/** requirement signed-in-validation-rules (create/edit user) for the names; the rest are ours. */
export const PROFILE_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** A required name: trimmed; blank (or missing) gives the required message. */
const name = (label: string, max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, PROFILE_MESSAGES.tooLong(label, max));

/** An optional free text: trimmed; empty becomes null (requirement signed-in-validation-rules). conform sends an empty input as undefined. */
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, PROFILE_MESSAGES.tooLong(label, max))
    .optional()
    .transform((value) => value || null);

/**
 * The four personal fields of a user row (My Profile, Manage Users, a CSV row). Anything else posted
 * (email, an id, a company) is dropped by the schemas, and the actions write the signed-in user's row only.
 */
export const personalDetailsSchema = z.object({
  firstName: name("First name", PROFILE_LIMITS.firstName, PROFILE_MESSAGES.firstNameRequired),
  lastName: name("Last name", PROFILE_LIMITS.lastName, PROFILE_MESSAGES.lastNameRequired),
  phone: optional("Phone", PROFILE_LIMITS.phone),
  // Free text: license numbers have no single format across license types.
  licenseNumber: optional("License number", PROFILE_LIMITS.licenseNumber),
});

/** The license the deadlines are computed from (decision 0027). */
export const LICENSE_MESSAGES = {
  invalidType: "Choose Salesperson or Broker.",
  invalidDate: "Enter the initial license date as a date (YYYY-MM-DD).",
  futureDate: "The initial license date cannot be in the future.",
  tooOld: "Enter a date from 1950 on.",
  typeNeeded: "Choose the license type of this license.",
} as const;

/** License type (empty = none) and initial license date (empty = none), a real day from 1950 to today in Louisiana. */
export const licenseFields = {
  licenseType: z
    .enum(LICENSE_TYPES, { error: LICENSE_MESSAGES.invalidType })
    .optional()
    .transform((value) => value ?? null),
  initialLicenseDate: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isDay(value), LICENSE_MESSAGES.invalidDate)
    .refine((value) => value === null || !isDay(value) || value >= "1950-01-01", LICENSE_MESSAGES.tooOld)
    .refine((value) => value === null || !isDay(value) || value <= louisianaToday(), LICENSE_MESSAGES.futureDate),
};

/** A license date needs its license type (the deadlines depend on both). */
export function checkLicense(value: { licenseType: LicenseType | null; initialLicenseDate: string | null }, ctx: z.RefinementCtx) {
  if (value.initialLicenseDate && !value.licenseType) {
    ctx.addIssue({ code: "custom", path: ["licenseType"], message: LICENSE_MESSAGES.typeNeeded });
  }
}

/** Profile Information: the personal fields and the license. */
export const profileSchema = personalDetailsSchema.extend(licenseFields).superRefine(checkLicense);

export type ProfileInput = z.output<typeof profileSchema>;

export const PROFILE_CONSTRAINT = {
  firstName: { required: true, maxLength: PROFILE_LIMITS.firstName },
  lastName: { required: true, maxLength: PROFILE_LIMITS.lastName },
  phone: { required: false, maxLength: PROFILE_LIMITS.phone },
  licenseNumber: { required: false, maxLength: PROFILE_LIMITS.licenseNumber },
  licenseType: { required: false },
  initialLicenseDate: { required: false },
} as const;

export const PASSWORD_CHANGE_MESSAGES = {
  tooShort: MESSAGES.passwordTooShort,
  tooLong: MESSAGES.passwordTooLong,
  mismatch: MESSAGES.passwordMismatch,
  currentRequired: "Please enter your current password.",
  currentWrong: "Your current password is incorrect.",
  sameAsCurrent: "Please choose a password different from your current one.",
} as const;

/**
 * Update Password: the current password (checked by the server against the stored hash — unlike
 * the requirements, where the field is shown but not sent), then the new one under the shared policy.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: PASSWORD_CHANGE_MESSAGES.currentRequired })
      .max(PASSWORD_MAX_LENGTH, PASSWORD_CHANGE_MESSAGES.currentWrong),
    ...newPasswordFields(PASSWORD_CHANGE_MESSAGES),
  })
  .refine(...confirmationMatches(PASSWORD_CHANGE_MESSAGES))
  .refine((value) => value.password !== value.currentPassword, {
    message: PASSWORD_CHANGE_MESSAGES.sameAsCurrent,
    path: ["password"],
  });

export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

export const PASSWORD_CHANGE_CONSTRAINT = { currentPassword: { required: true }, ...NEW_PASSWORD_CONSTRAINT } as const;

/** Never sent back to the browser in a refused form's values. */
export const PASSWORD_FIELDS = ["currentPassword", "password", "confirmPassword"];

/** requirement signed-in-error-texts gives no wording for the profile's toasts; these are ours. */
export const PROFILE_TOASTS = {
  remindersSaved: { type: "success", title: "Email Preferences Updated", description: "Your reminder settings have been saved." },
  saved: { type: "success", title: "Profile Updated", description: "Your profile information has been saved." },
  savedForEvaluation: {
    type: "success",
    title: "Profile Updated",
    description: "Your license number is saved. You can go back to your course evaluation tab.",
  },
  failed: { type: "error", title: "Profile Update Failed", description: "Your changes were not saved. Please try again." },
  passwordChanged: {
    type: "success",
    title: "Password Updated",
    description: "Your password has been changed. You are still signed in here; every other device has been signed out.",
  },
  passwordRefused: { type: "error", title: "Password Not Updated", description: PASSWORD_CHANGE_MESSAGES.currentWrong },
  passwordFailed: { type: "error", title: "Password Not Updated", description: "Your password was not changed. Please try again." },
  unknownRequest: { type: "error", title: "Request Not Understood", description: "Please reload the page and try again." },
} as const;

/** What the page tells a learner whom the evaluation's license gate sent here (`?from=license-gate`). */
export type LicenseGateNotice = "add-license" | "license-saved" | null;

export function licenseGateNotice(from: string | null, licenseNumber: string | null | undefined): LicenseGateNotice {
  if (from !== LICENSE_GATE_SOURCE) return null;
  return hasLicenseNumber(licenseNumber) ? "license-saved" : "add-license";
}

export const LICENSE_GATE_NOTICES = {
  "add-license": {
    title: "Add your license number to finish your course evaluation",
    description: "Enter it exactly as it appears on your license, then select Save Changes.",
  },
  "license-saved": {
    title: "Your license number is saved",
    description:
      "You can close this tab and go back to your course evaluation: it picks up the change when you return to it. If it still asks for a license number, reload the evaluation page.",
  },
} as const;

/** Keeps only `?from=license-gate` of the page's query (for redirecting back to the same page). */
export function profileSearch(search: URLSearchParams): string {
  return search.get("from") === LICENSE_GATE_SOURCE ? `?${new URLSearchParams({ from: LICENSE_GATE_SOURCE })}` : "";
}

// The forms of My Profile (requirements student-profile, signed-in-validation-rules, signed-in-error-texts): Profile Information and Update Password. One zod
// schema per form, used by conform in the browser and by the action on the server. The new-password
// rules are the shared ones of account-forms (one password policy); see docs/decisions/0019-profile.md.
import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { confirmationMatches, MESSAGES, newPasswordFields, PASSWORD_MAX_LENGTH, NEW_PASSWORD_CONSTRAINT } from "./account-forms";
import { hasLicenseNumber, LICENSE_GATE_SOURCE } from "./license-gate";
import { linkValidText } from "./one-time-tokens";
import { profileFormSchema } from "./profile-fields";

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

export { LICENSE_MESSAGES, PROFILE_LIMITS, PROFILE_MESSAGES } from "./profile-fields";

/**
 * Profile Information: the user's own profile fields (app/rules/profile-fields.ts, form "profile":
 * names, phone, license number, license type and date). Anything else posted (email, an id, a
 * company) is dropped by the schema, and the action writes the signed-in user's row only.
 */
export const profileSchema = profileFormSchema("profile");

export type ProfileInput = z.output<typeof profileSchema>;

/** The browser's checks (required, maxLength), from the schema. */
export const PROFILE_CONSTRAINT = getZodConstraint(profileSchema);

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

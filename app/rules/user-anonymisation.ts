// Anonymising an account (decision 0039; decision 0029): what goes and what the law keeps. Pure.
import { z } from "zod";

/** The address an anonymised account is left with: unique, lower case, and never deliverable (.invalid, RFC 2606). */
export function anonymisedEmail(userId: string): string {
  return `anonymised-${userId.toLowerCase()}@anonymised.invalid`;
}

/** What anonymising removes, as written in the audit log and on the confirmation. */
export const ANONYMISED_DATA = [
  "email address",
  "phone number",
  "profile picture",
  "password and sign-in sessions",
  "pending e-mail changes and links",
  "staff roles",
  "e-mails sent to the address",
  "contact-form messages from the address",
] as const;

/** What stays, because the Commission may inspect it for five years (La. Admin. Code 46:LXVII §5511). */
export const KEPT_RECORDS =
  "Name as licensed, license number, enrollments, progress, time on task, quiz attempts, evaluations, certificates and invoices are kept.";

export const ANONYMISE_MESSAGES = {
  confirm: "Tick the box to confirm that the personal data is removed for good.",
  active: "Deactivate the user before anonymising their account.",
  already: "This account has already been anonymised.",
  reactivate: "An anonymised account cannot be reactivated.",
  yourself: "You cannot anonymise your own account.",
  billing: "The subscription could not be cancelled at the payment service, so the account was left as it was. Try again in a moment.",
} as const;

export const ANONYMISE_TOASTS = {
  done: { type: "success", title: "User anonymised", description: "Their personal data was removed; their learning records are kept." },
  failed: { type: "error", title: "Failed to anonymise user" },
} as const;

export const anonymiseSchema = z.object({
  intent: z.literal("anonymise"),
  confirm: z.literal("yes", { error: ANONYMISE_MESSAGES.confirm }),
});

// The contact form of /contact (requirement public-data-fields "Contact message", requirement public-validation-rules "Contact form"): one zod schema, used
// by conform in the browser and by the route's action on the server, so both give the same messages.
import { z } from "zod";

export const PROFESSIONAL_STATUSES = ["agent", "broker", "unlicensed"] as const;
export type ProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number];

export const PROFESSIONAL_STATUS_LABELS: Record<ProfessionalStatus, string> = {
  agent: "Licensed Agent",
  broker: "Broker",
  unlicensed: "Not Yet Licensed",
};

/** The exact messages of requirement public-validation-rules (the lengths a person can type are capped too; those messages are ours). */
export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  subject: "Subject must be at least 5 characters",
  professionalStatus: "Please select your professional status",
  message: "Message must be at least 10 characters",
} as const;

export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { max: 40 },
  subject: { min: 5, max: 200 },
  message: { min: 10, max: 5000 },
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A trimmed text with a minimum length; a missing field gets the same message as a short one. */
const text = (label: string, { min, max }: { min: number; max: number }, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, tooLong(label, max));

export const contactSchema = z.object({
  name: text("Name", CONTACT_LIMITS.name, CONTACT_MESSAGES.name),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(CONTACT_LIMITS.email.max, CONTACT_MESSAGES.email)
    .pipe(z.email({ error: CONTACT_MESSAGES.email }))
    .transform((email) => email.toLowerCase()),
  // Optional with no format rule (requirement public-validation-rules); conform sends an empty input as undefined.
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone.max, tooLong("Phone", CONTACT_LIMITS.phone.max))
    .optional()
    .transform((phone) => phone || null),
  subject: text("Subject", CONTACT_LIMITS.subject, CONTACT_MESSAGES.subject),
  professionalStatus: z.enum(PROFESSIONAL_STATUSES, { error: CONTACT_MESSAGES.professionalStatus }),
  // Browsers post a textarea's line breaks as CRLF; keep plain \n.
  message: text("Message", CONTACT_LIMITS.message, CONTACT_MESSAGES.message).transform((m) => m.replace(/\r\n?/g, "\n")),
});

export type ContactInput = z.output<typeof contactSchema>;

/** conform's `constraint`: `required` (the asterisk, aria) and `maxLength` (stops typing past the cap). */
export const CONTACT_CONSTRAINT = {
  name: { required: true, maxLength: CONTACT_LIMITS.name.max },
  email: { required: true, maxLength: CONTACT_LIMITS.email.max },
  phone: { required: false, maxLength: CONTACT_LIMITS.phone.max },
  subject: { required: true, maxLength: CONTACT_LIMITS.subject.max },
  professionalStatus: { required: true },
  message: { required: true, maxLength: CONTACT_LIMITS.message.max },
} as const;

/** requirement business-constants: the response target shown on the page (and in the "sent" toast). */
export const RESPONSE_TIME = "within 24 hours";

/** The toasts of requirement public-error-texts "Contact form" (their wording is not given there; this is ours). */
export const CONTACT_TOASTS = {
  sent: { type: "success", title: "Message Sent", description: `Thanks for reaching out — we'll reply ${RESPONSE_TIME}.` },
  failed: {
    type: "error",
    title: "Message Not Sent",
    description: "We couldn't send your message. Please try again in a moment.",
  },
} as const;

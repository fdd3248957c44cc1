// The admin settings form (requirement public-data-fields site_settings, requirement business-constants; decision 0029): what an admin may change and how
// it is checked. Pure: the model stores it, the route shows it.
import { z } from "zod";

export const SETTINGS_MESSAGES = {
  siteName: "School name is required",
  price: "Enter a price between 0.00 and 10,000.00, with at most two decimals",
  supportEmail: "Invalid email address",
  responseTime: "Response time is required",
  rexChatUrl: "Enter an https:// address, or leave it empty",
  tooLong: "This is too long",
} as const;

export const SETTINGS_TOASTS = {
  updated: { type: "success", title: "Settings updated", description: "The new settings apply immediately." },
  unchanged: { type: "info", title: "No changes", description: "The settings were already as submitted." },
  failed: { type: "error", title: "Failed to update settings", description: "Please correct the highlighted fields." },
  stale: { type: "error", title: "Settings not saved", description: "Someone else saved the settings after you opened them." },
} as const;

/** Each setting's label on the form, also naming it when a save is refused as stale (decision 0085). */
export const SETTINGS_LABELS = {
  siteName: "School name",
  premiumMembershipPrice: "Membership price (USD per year)",
  certificateAuthorityNumber: "Certificate-of-authority number",
  certificateSignerName: "Director's name",
  certificateSignerTitle: "Director's title",
  supportEmail: "Support email",
  supportResponseTime: "Support response time",
  rexChatUrl: "REX chat URL",
} as const;

/** The default support response time (requirement signed-in-constants). */
export const DEFAULT_RESPONSE_TIME = "24 hours during business days";

const trim = (v: unknown) => (typeof v === "string" ? v.trim() : v);
const required = (max: number, message: string) =>
  z.preprocess(trim, z.string({ error: message }).min(1, message).max(max, SETTINGS_MESSAGES.tooLong));
const optional = (max: number) =>
  z.preprocess(
    trim,
    z
      .string()
      .max(max, SETTINGS_MESSAGES.tooLong)
      .optional()
      .transform((v) => (v ? v : null)),
  );

/** A price as typed: "59.99", "$1,059.5" → 59.99 / 1059.5; at most two decimals, 0 to 10,000. */
export function parsePrice(input: unknown): number | null {
  if (typeof input !== "string") return null;
  const text = input.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value >= 0 && value <= 10_000 ? value : null;
}

export const settingsSchema = z.object({
  siteName: required(120, SETTINGS_MESSAGES.siteName),
  premiumMembershipPrice: z.preprocess((v) => parsePrice(v) ?? undefined, z.number({ error: SETTINGS_MESSAGES.price })),
  certificateAuthorityNumber: optional(60),
  certificateSignerName: optional(120),
  certificateSignerTitle: optional(120),
  supportEmail: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z.email({ error: SETTINGS_MESSAGES.supportEmail }).max(254, SETTINGS_MESSAGES.tooLong),
  ),
  supportResponseTime: required(120, SETTINGS_MESSAGES.responseTime),
  rexChatUrl: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string()
      .max(500, SETTINGS_MESSAGES.tooLong)
      .optional()
      .refine((v) => !v || isHttpsUrl(v), SETTINGS_MESSAGES.rexChatUrl)
      .transform((v) => (v ? v : null)),
  ),
});

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The price as the form shows it: two decimals, no currency sign. */
export function priceInputValue(price: number): string {
  return price.toFixed(2);
}

// /admin/companies (issue 20; spec 1 §9, spec 3 §3): a company's name, logo, seats (empty is
// unlimited) and plan tier, and the Starter plan's yearly pre- and post-licensing allowance. Pure.
import { z } from "zod";

export const ADMIN_COMPANIES_PATH = "/admin/companies";
export const PLAN_TIERS = ["starter", "pro"] as const;
export const PLAN_TIER_LABELS: Record<(typeof PLAN_TIERS)[number], string> = { starter: "Starter", pro: "Pro" };

export const COMPANY_MESSAGES = {
  name: "Company name is required",
  seats: "Seats must be a whole number from 1 to 100,000, or empty for unlimited",
  logoUrl: "Upload the logo as an image, or leave it empty",
  notFound: "Company not found",
  planYearStart: "Enter the plan's first day as a date, or leave it empty for calendar years",
} as const;

export const COMPANY_TOASTS = {
  created: { type: "success", title: "Company created successfully" },
  updated: { type: "success", title: "Company updated successfully" },
  failed: { type: "error", title: "Failed to save company", description: "Please correct the highlighted fields." },
} as const;

/**
 * The Starter plan's allowance of pre- and post-licensing enrolments per plan year (spec 1 §9:
 * 25 seats → 5, 50 → 10, 100 → 20, i.e. one per five seats); Pro and unlimited seats have none.
 */
export function starterAllowance(tier: (typeof PLAN_TIERS)[number], seats: number | null): number | null {
  if (tier !== "starter" || seats === null) return null;
  return Math.max(1, Math.round(seats / 5));
}

/** A real YYYY-MM-DD date between 2000 and 2100 (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "2000-01-01" && value <= "2100-12-31";
}

const trim = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export const companySchema = z.object({
  name: z.preprocess(trim, z.string({ error: COMPANY_MESSAGES.name }).min(1, COMPANY_MESSAGES.name).max(200, COMPANY_MESSAGES.name)),
  logoUrl: z.preprocess(
    trim,
    z
      .string()
      .max(500, COMPANY_MESSAGES.logoUrl)
      .optional()
      // An upload (decision 0043), a bundled /images/ file, or an https address kept from before.
      .refine((v) => !v || /^https:\/\/[^\s/]+/.test(v) || /^\/(uploads|images)\/[\w./-]+$/.test(v), COMPANY_MESSAGES.logoUrl)
      .transform((v) => (v ? v : null)),
  ),
  allowedUserSeats: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v),
    z
      .number({ error: COMPANY_MESSAGES.seats })
      .int(COMPANY_MESSAGES.seats)
      .min(1, COMPANY_MESSAGES.seats)
      .max(100_000, COMPANY_MESSAGES.seats)
      .optional()
      .transform((v) => v ?? null),
  ),
  planTier: z.enum(PLAN_TIERS).default("pro"),
  planYearStart: z.preprocess(
    trim,
    z
      .string()
      .optional()
      .refine((v) => !v || isCalendarDate(v), COMPANY_MESSAGES.planYearStart)
      .transform((v) => (v ? v : null)),
  ),
});
export type CompanyInput = z.output<typeof companySchema>;

// /admin/companies (issue 20; spec 1 §9, spec 3 §3): a company's name, logo, seats (empty is
// unlimited) and plan tier, and the Starter plan's yearly pre- and post-licensing allowance. Pure.
import { z } from "zod";

export const ADMIN_COMPANIES_PATH = "/admin/companies";
export const PLAN_TIERS = ["starter", "pro"] as const;
export const PLAN_TIER_LABELS: Record<(typeof PLAN_TIERS)[number], string> = { starter: "Starter", pro: "Pro" };

export const COMPANY_MESSAGES = {
  name: "Company name is required",
  seats: "Seats must be a whole number from 1 to 100,000, or empty for unlimited",
  logoUrl: "Enter an https:// address, or leave it empty",
  notFound: "Company not found",
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

const trim = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export const companySchema = z.object({
  name: z.preprocess(trim, z.string({ error: COMPANY_MESSAGES.name }).min(1, COMPANY_MESSAGES.name).max(200, COMPANY_MESSAGES.name)),
  logoUrl: z.preprocess(
    trim,
    z
      .string()
      .max(500, COMPANY_MESSAGES.logoUrl)
      .optional()
      .refine((v) => !v || /^https:\/\/[^\s/]+/.test(v), COMPANY_MESSAGES.logoUrl)
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
});
export type CompanyInput = z.output<typeof companySchema>;

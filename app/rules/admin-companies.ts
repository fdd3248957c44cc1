// /admin/companies (requirements business-constants, signed-in-data-fields; decision 0029): a company's name, logo, seats (empty is
// unlimited) and plan tier, and the Starter plan's yearly pre- and post-licensing allowance. Pure.
import { z } from "zod";
import { isCalendarDate } from "./calendar-date";
import { PLAN_TIERS, STARTER_SEATS_PER_ENROLLMENT } from "./pricing";

export const ADMIN_COMPANIES_PATH = "/admin/companies";
/** The tiers an admin chooses when creating a company, or switches an existing one to. */
export { PLAN_TIERS };
/**
 * Every tier a company may have. `custom` is a plan agreed outside the form (its yearly allowances set
 * by the school); editing a custom company keeps the tier and its allowances (decision 0029).
 */
export const ALL_PLAN_TIERS = [...PLAN_TIERS, "custom"] as const;
export type PlanTier = (typeof ALL_PLAN_TIERS)[number];
export const PLAN_TIER_LABELS: Record<PlanTier, string> = { starter: "Starter", pro: "Pro", custom: "Custom" };

export const COMPANY_MESSAGES = {
  name: "Company name is required",
  seats: "Seats must be a whole number from 1 to 100,000, or empty for unlimited",
  logoUrl: "Upload the logo as an image, or leave it empty",
  notFound: "Company not found",
  planTier: "Choose a plan tier",
  customTier: "Custom is kept only for a company already on a custom plan. Choose Starter or Pro.",
  planYearStart: "Enter the plan's first day as a date, or leave it empty for calendar years",
} as const;

export const COMPANY_TOASTS = {
  created: { type: "success", title: "Company created successfully" },
  updated: { type: "success", title: "Company updated successfully" },
  failed: { type: "error", title: "Failed to save company", description: "Please correct the highlighted fields." },
  stale: { type: "error", title: "Company not saved", description: "Someone else saved it after you opened it." },
} as const;

/** The company form's fields by label, naming them when a save is refused as stale (decision 0085). */
export const COMPANY_FIELD_LABELS = {
  name: "Company name",
  logoUrl: "Logo",
  allowedUserSeats: "Seats",
  planTier: "Plan tier",
  planYearStart: "Plan year starts",
} as const;

/**
 * The Starter plan's allowance of pre- and post-licensing enrollments per plan year (requirement business-constants:
 * 25 seats → 5, 50 → 10, 100 → 20, i.e. one per five seats); Pro and unlimited seats have none.
 */
export function starterAllowance(tier: PlanTier, seats: number | null): number | null {
  if (tier !== "starter" || seats === null) return null;
  return Math.max(1, Math.round(seats / STARTER_SEATS_PER_ENROLLMENT));
}

/** A plan year's first day: a real day (the one calendar-date rule, decision 0078) from 2000 to 2100. */
export const PLAN_YEAR_START_RANGE = { min: "2000-01-01", max: "2100-12-31" } as const;

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
      .refine((v) => !v || isCalendarDate(v, PLAN_YEAR_START_RANGE), COMPANY_MESSAGES.planYearStart)
      .transform((v) => (v ? v : null)),
  ),
});
/**
 * The edit form's schema: the create form's, and `custom` as well. The model keeps `custom` (with the
 * company's own allowances) only for a company already on it; otherwise the save is refused.
 */
export const companyEditSchema = companySchema.extend({
  planTier: z.enum(ALL_PLAN_TIERS, { error: COMPANY_MESSAGES.planTier }).default("pro"),
});
export type CompanyInput = z.output<typeof companyEditSchema>;
export type CompanyCreateInput = z.output<typeof companySchema>;

/**
 * The plan's yearly pre- and post-licensing allowances once saved: a custom plan keeps the ones it has
 * (they were agreed, not derived from the seats); Starter derives them from the seats; Pro has none.
 */
export function planAllowances(
  tier: PlanTier,
  seats: number | null,
  current: { pre: number | null; post: number | null },
): { pre: number | null; post: number | null } {
  if (tier === "custom") return { pre: current.pre, post: current.post };
  const allowance = starterAllowance(tier, seats);
  return { pre: allowance, post: allowance };
}

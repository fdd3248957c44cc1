// A company's plan as its admin sees it on /company-dashboard/billing: tier, seats and this plan
// year's pre- and post-licensing allowance (counted exactly as enrollment counts it).
import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { planYearStart } from "~/rules/school-time";
import { allowanceTaken } from "~/models/learning/enrollment.server";
import { seatsUsedSql } from "~/models/companies/seats.server";
import type { PlanTier } from "~/rules/admin-companies";

const { companies } = schema;

export type Allowance = { limit: number | null; used: number };

export type CompanyPlan = {
  name: string;
  tier: PlanTier | null;
  seats: { used: number; allowed: number | null };
  preLicensing: Allowance;
  postLicensing: Allowance;
  planYearStart: Date;
};

export async function getCompanyPlan(companyId: string, now: Date = new Date()): Promise<CompanyPlan | null> {
  const db = getDb();
  const [company] = await db
    .select({
      name: companies.name,
      tier: companies.planTier,
      allowedUserSeats: companies.allowedUserSeats,
      pre: companies.preLicensingLimitPerYear,
      post: companies.postLicensingLimitPerYear,
      planYearStart: companies.planYearStart,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  const yearStart = planYearStart(now, company.planYearStart);
  const usedOf = async (courseType: "Pre-licensing" | "Post-licensing") => {
    const taken = allowanceTaken(db, companyId, courseType, yearStart);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(taken);
    return row?.n ?? 0;
  };
  const [[seats], pre, post] = await Promise.all([
    db.select({ n: seatsUsedSql() }).from(companies).where(eq(companies.id, companyId)),
    usedOf("Pre-licensing"),
    usedOf("Post-licensing"),
  ]);
  return {
    name: company.name,
    tier: company.tier,
    seats: { used: seats?.n ?? 0, allowed: company.allowedUserSeats },
    preLicensing: { limit: company.pre, used: pre },
    postLicensing: { limit: company.post, used: post },
    planYearStart: yearStart,
  };
}

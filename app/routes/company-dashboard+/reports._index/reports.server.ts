// The Company Reports loader (requirements company-dashboard, signed-in-data-fields, signed-in-operations, signed-in-error-texts, signed-in-constants; decision 0027), beside the route
// so the tabs take their types from here rather than from the route module (no import cycle).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { useLoaderData } from "@remix-run/react";
import {
  getActiveLearners,
  getCompanyStats,
  getOverviewFigures,
  getCoursePerformance,
  getMonthlyCompletions,
  getUserHistory,
} from "~/models/reporting/company-reports.server";
import { getCompanyCompliance } from "~/models/learning/license-deadlines.server";
import { louisianaToday } from "~/rules/license-deadlines";
import { parseReportsQuery } from "~/rules/company-reports";
import { requireCompanyAdmin } from "~/auth/permissions.server";

/** The stat cards and the current tab's figures (the overview computes both in one statement). */
async function loadReports(companyId: string, query: ReturnType<typeof parseReportsQuery>, now: Date) {
  switch (query.tab) {
    case "overview": {
      const [{ stats, leaderboard }, active, monthly] = await Promise.all([
        getOverviewFigures(companyId, now),
        getActiveLearners(companyId, now),
        getMonthlyCompletions(companyId, louisianaToday(now)),
      ]);
      return { stats, view: { tab: "overview" as const, leaderboard, active, monthly } };
    }
    case "courses": {
      const [stats, courses] = await Promise.all([getCompanyStats(companyId, now), getCoursePerformance(companyId, query)]);
      return { stats, view: { tab: "courses" as const, courses } };
    }
    case "users": {
      const [stats, history] = await Promise.all([getCompanyStats(companyId, now), getUserHistory(companyId, query)]);
      return { stats, view: { tab: "users" as const, history } };
    }
    case "compliance": {
      const [stats, compliance] = await Promise.all([
        getCompanyStats(companyId, now),
        getCompanyCompliance(companyId, { status: query.status, page: query.page, today: louisianaToday(now) }),
      ]);
      return { stats, view: { tab: "compliance" as const, compliance } };
    }
    case "reports":
      return { stats: await getCompanyStats(companyId, now), view: { tab: "reports" as const } };
  }
}

export async function reportsLoader({ request }: LoaderFunctionArgs) {
  const { user, companyId } = await requireCompanyAdmin(request);
  const query = parseReportsQuery(new URL(request.url).searchParams);
  try {
    const { stats, view } = await loadReports(companyId, query, new Date());
    return { failed: false as const, companyName: user.companyName ?? "", query, stats, view };
  } catch (error) {
    console.error("Company reports failed to load", error);
    return data({ failed: true as const, companyName: user.companyName ?? "", query, stats: null, view: null }, { status: 503 });
  }
}

export type LoaderData = ReturnType<typeof useLoaderData<typeof reportsLoader>>;
export type View = NonNullable<LoaderData["view"]>;

// Company Reports (requirements company-dashboard, signed-in-data-fields, signed-in-error-texts, signed-in-constants; decision 0027): the constants, the page's GET
// parameters (tab, course sort, user search and page) and the export files' names and columns.
// Pure: the numbers themselves come from app/models/reporting/company-reports.server.ts.
import { COMPLIANCE_STATUSES, type ComplianceStatus } from "./license-deadlines";

export const REPORTS_PATH = "/company-dashboard/reports";
export const ANALYTICS_EXPORT_PATH = `${REPORTS_PATH}/company-analytics`;
export const USER_PROGRESS_EXPORT_PATH = `${REPORTS_PATH}/user-progress`;

/** requirement signed-in-constants: leaderboard top 3, active learners window 30 days, reports user table page size 20. */
export const LEADERBOARD_SIZE = 3;
export const ACTIVE_WINDOW_DAYS = 30;
export const REPORT_USERS_PAGE_SIZE = 20;
/** The active-learners table shows the most recent enrollments up to this many (decision 0027). */
export const ACTIVE_LEARNERS_LIMIT = 50;
export const REPORT_SEARCH_MAX = 100;

export const REPORT_MESSAGES = {
  loadFailed: "Failed to load analytics data. Please try again later.",
  exportFailed: "Failed to export report",
  exported: "Report exported successfully",
  nothingToExport: "No users found to export",
} as const;

export const REPORT_TABS = ["overview", "courses", "users", "compliance", "reports"] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const REPORT_TAB_LABELS: Record<ReportTab, string> = {
  overview: "Overview",
  courses: "Courses",
  users: "Users",
  compliance: "Compliance",
  reports: "Reports",
};

export const COURSE_REPORT_SORTS = ["title", "enrollments", "completions", "average"] as const;
export type CourseReportSort = (typeof COURSE_REPORT_SORTS)[number];
export type SortDirection = "asc" | "desc";
export const COURSE_REPORT_SORT_LABELS: Record<CourseReportSort, string> = {
  title: "Course",
  enrollments: "Enrollments",
  completions: "Completions",
  average: "Average Completion",
};

export type ReportsQuery = {
  tab: ReportTab;
  sort: CourseReportSort;
  dir: SortDirection;
  q: string;
  page: number;
  /** The Compliance tab's filter (decision 0027): a member's standing, or all. */
  status: ComplianceFilter;
};

export type ComplianceFilter = ComplianceStatus | "all";

/** The page's GET parameters; anything unknown falls back to the default (overview, most enrollments first, page 1). */
export function parseReportsQuery(params: URLSearchParams): ReportsQuery {
  const tab = (REPORT_TABS as readonly string[]).includes(params.get("tab") ?? "") ? (params.get("tab") as ReportTab) : "overview";
  const sort = (COURSE_REPORT_SORTS as readonly string[]).includes(params.get("sort") ?? "")
    ? (params.get("sort") as CourseReportSort)
    : "enrollments";
  const dirParam = params.get("dir");
  const dir: SortDirection = dirParam === "asc" || dirParam === "desc" ? dirParam : defaultDirection(sort);
  const q = (params.get("q") ?? "").trim().slice(0, REPORT_SEARCH_MAX);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const statusParam = params.get("status") ?? "";
  const status: ComplianceFilter = (COMPLIANCE_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as ComplianceStatus)
    : "all";
  return { tab, sort, dir, q, page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1, status };
}

/** Titles sort A→Z first; figures sort largest first. */
export function defaultDirection(sort: CourseReportSort): SortDirection {
  return sort === "title" ? "asc" : "desc";
}

/** The link of a course column header: the same column again flips the direction. */
export function sortHref(current: { sort: CourseReportSort; dir: SortDirection }, column: CourseReportSort): string {
  const dir = current.sort === column ? (current.dir === "asc" ? "desc" : "asc") : defaultDirection(column);
  return `?${new URLSearchParams({ tab: "courses", sort: column, dir })}`;
}

/** A link of the Users tab: search and page kept; page 1 is left out. */
export function usersHref(q: string, page: number): string {
  const params = new URLSearchParams({ tab: "users" });
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `?${params}`;
}

/** A link of the Compliance tab: the filter kept; page 1 and "all" are left out. */
export function complianceHref(status: ComplianceFilter, page: number): string {
  const params = new URLSearchParams({ tab: "compliance" });
  if (status !== "all") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  return `?${params}`;
}

/** The last 12 months up to the given one, oldest first, as YYYY-MM. */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: 12 }, (_, i) => {
    const total = year * 12 + month - 11 + i;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
  });
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-01" → "Jan ’26" (a chart's month label). */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ’${month.slice(2, 4)}`;
}

/** YYYY-MM-DD (UTC) of the export's day, as in the required file names. */
export function exportFileName(kind: "company_analytics" | "user_progress", now: Date): string {
  return `${kind}_${now.toISOString().slice(0, 10)}.csv`;
}

/** company_analytics_{date}.csv: one row per course the company's users are enrolled in or certified for (README). */
export const ANALYTICS_HEADERS = [
  "course_id",
  "course_title",
  "course_type",
  "course_hours",
  "enrollments",
  "completions",
  "certificates",
  "average_completion_percentage",
  "certified_hours",
] as const;

/** user_progress_{date}.csv: one row per user and enrolled course; a user with no enrollment gets one row with empty course columns (README). */
export const USER_PROGRESS_HEADERS = [
  "user_id",
  "first_name",
  "last_name",
  "email",
  "license_number",
  "account_status",
  "course_title",
  "course_type",
  "enrolled_at",
  "progress_percentage",
  "last_activity",
  "completed_at",
  "certificate_id",
  "certified_hours",
  "license_type",
  "initial_license_date",
  "compliance_status",
  "post_licensing_due_date",
  "post_licensing_days_left",
  "post_licensing_hours_done",
  "post_licensing_status",
  "ce_due_date",
  "ce_days_left",
  "ce_hours_done",
  "ce_mandatory_done",
  "ce_status",
] as const;

/** An ISO-8601 UTC timestamp for a CSV cell, or empty. */
export function csvTimestamp(ms: number | null): string {
  return ms === null ? "" : new Date(ms).toISOString();
}

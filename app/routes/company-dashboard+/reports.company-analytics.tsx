// GET /company-dashboard/reports/company-analytics — company_analytics_{date}.csv (requirements company-dashboard, signed-in-constants;
// decision 0027; columns in the README): one row per course the company's users are
// enrolled in or certified for — the Courses tab's figures (exportCoursePerformance). No users: back to
// the Reports tab with the required error toast.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { countCompanyMembers, exportCoursePerformance } from "~/models/reporting/company-reports.server";
import { ANALYTICS_HEADERS, exportFileName, REPORT_MESSAGES, REPORTS_PATH } from "~/rules/company-reports";
import { requireCompanyAdmin } from "~/auth/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import { csvDownload } from "~/utils/csv-download.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { companyId } = await requireCompanyAdmin(request);
  if ((await countCompanyMembers(companyId)) === 0) {
    return redirectWithToast(`${REPORTS_PATH}?tab=reports`, {
      type: "error",
      title: REPORT_MESSAGES.exportFailed,
      description: REPORT_MESSAGES.nothingToExport,
    });
  }
  return csvDownload(exportFileName("company_analytics", new Date()), ANALYTICS_HEADERS, exportCoursePerformance(companyId), (course) => [
    course.courseId,
    course.courseTitle,
    course.courseType,
    course.courseHours,
    course.enrollmentCount,
    course.completionCount,
    course.certificateCount,
    course.averageCompletionPercentage,
    course.certifiedHours,
  ]);
}

// GET /company-dashboard/reports/user-progress — user_progress_{date}.csv (requirements company-dashboard, signed-in-constants;
// decision 0027; columns in the README): one row per member and course, streamed 100 members at a
// time (keyset pages), so memory stays flat for any company size, with each member's license deadlines
// (decision 0027). No users: back with the error toast.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { countCompanyMembers, exportUserProgress } from "~/models/reporting/company-reports.server";
import { csvTimestamp, exportFileName, REPORT_MESSAGES, REPORTS_PATH, USER_PROGRESS_HEADERS } from "~/rules/company-reports";
import { complianceCells, louisianaToday } from "~/rules/license-deadlines";
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
  const now = new Date();
  return csvDownload(
    exportFileName("user_progress", now),
    USER_PROGRESS_HEADERS,
    exportUserProgress(companyId, louisianaToday(now)),
    (row) => [
      row.userId,
      row.firstName,
      row.lastName,
      row.email,
      row.licenseNumber,
      row.accountStatus,
      row.courseTitle,
      row.courseType,
      csvTimestamp(row.enrolledAt),
      row.progressPercentage ?? (row.enrolledAt === null ? null : 0),
      csvTimestamp(row.lastActivity),
      row.completedAt,
      row.certificateId,
      row.certifiedHours,
      ...complianceCells(row.standing),
    ],
  );
}

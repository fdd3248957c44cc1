// GET /company-dashboard/users/export — the company's users as company_users_{date}.csv (requirements signed-in-validation-rules,
// signed-in-operations, signed-in-constants; decision 0025): the CSV's columns (USER_CSV_COLUMNS: first_name, last_name, email, phone,
// license_number), then account_status,
// streamed page by page by csvDownload (decision 0097), formula cells neutralised. No users: back to the list with the required toast.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { countCompanyUsers, exportCompanyUsers } from "~/models/companies/company-users.server";
import { fileDate, USER_TOASTS } from "~/rules/company-users";
import { EXPORT_HEADERS, exportLine } from "~/rules/user-csv";
import { csvDownload } from "~/utils/csv-download.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUsersAdmin } from "./company-users.server";
import type { UsersArea } from "./company-users.server";

export async function usersExportLoader({ request, params, context }: LoaderFunctionArgs, area: UsersArea) {
  const { companyId, usersPath } = await requireUsersAdmin(area, request, context, params);
  if ((await countCompanyUsers(companyId)) === 0) return redirectWithToast(usersPath, USER_TOASTS.noUsersToExport);
  return csvDownload(`company_users_${fileDate(new Date())}.csv`, EXPORT_HEADERS, exportCompanyUsers(companyId), exportLine);
}

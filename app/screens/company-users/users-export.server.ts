// GET /company-dashboard/users/export — the company's users as company_users_{date}.csv (requirements signed-in-validation-rules,
// signed-in-operations, signed-in-constants; decision 0025): the CSV's columns (USER_CSV_COLUMNS: first_name, last_name, email, phone,
// license_number), then account_status,
// streamed page by page, formula cells neutralised. No users: back to the list with the required toast.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { countCompanyUsers, exportCompanyUsers } from "~/models/companies/company-users.server";
import { fileDate, USER_TOASTS } from "~/rules/company-users";
import { csvLine, EXPORT_HEADERS, exportLine } from "~/rules/user-csv";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUsersAdmin } from "./company-users.server";
import type { UsersArea } from "./company-users.server";

export async function usersExportLoader({ request, params, context }: LoaderFunctionArgs, area: UsersArea) {
  const { companyId, usersPath } = await requireUsersAdmin(area, request, context, params);
  if ((await countCompanyUsers(companyId)) === 0) return redirectWithToast(usersPath, USER_TOASTS.noUsersToExport);
  const encoder = new TextEncoder();
  const pages = exportCompanyUsers(companyId);
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(EXPORT_HEADERS)));
        return;
      }
      const next = await pages.next();
      if (next.done) {
        controller.close();
        return;
      }
      const chunk = next.value.map(exportLine).join("");
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="company_users_${fileDate(new Date())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

// GET /company-dashboard/users/import/{importId}/skipped — the import's error file (
// decision 0025): the skipped rows as read, with the reason, formula cells neutralised — fix them and
// upload the file again. Before the confirm it lists the preview's skipped rows.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getImport, previewImport } from "~/models/companies/company-user-import.server";
import { fileDate } from "~/rules/company-users";
import { IMPORT_MESSAGES, skippedCsv } from "~/rules/user-csv";
import { requireIdParam } from "~/utils/http.server";
import { notFound, requireUsersAdmin } from "./company-users.server";
import type { UsersArea } from "./company-users.server";

export async function importSkippedLoader({ request, params, context }: LoaderFunctionArgs, area: UsersArea) {
  const { companyId, actor } = await requireUsersAdmin(area, request, context, params);
  const staged = await getImport(companyId, requireIdParam(params.importId, IMPORT_MESSAGES.notFound));
  if (!staged) notFound(IMPORT_MESSAGES.notFound);
  const skipped =
    staged.status === "imported" && staged.result
      ? staged.result.skipped
      : (await previewImport(companyId, staged, actor)).fates.flatMap((f) => (f.kind === "skip" ? [{ row: f.row, reason: f.reason }] : []));
  return new Response(skippedCsv(skipped), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="user_import_skipped_${fileDate(new Date())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

// GET /company-dashboard/users/template — user_import_template.csv (requirements company-dashboard, signed-in-constants): the import's
// header row, nothing else, so an untouched template imports nobody (decision 0025).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvLine, TEMPLATE_FILE_NAME, TEMPLATE_HEADERS } from "~/rules/user-csv";
import { requireUsersAdmin } from "./company-users.server";
import type { UsersArea } from "./company-users.server";

export async function usersTemplateLoader({ request, params, context }: LoaderFunctionArgs, area: UsersArea) {
  await requireUsersAdmin(area, request, context, params);
  return new Response(csvLine([...TEMPLATE_HEADERS]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${TEMPLATE_FILE_NAME}"`,
      "Cache-Control": "no-store",
    },
  });
}

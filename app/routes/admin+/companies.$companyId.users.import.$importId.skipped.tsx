// /admin/companies/{companyId}/users/import/{importId}/skipped — the Manage Users screen app/screens/company-users/import-skipped (decisions 0037, 0068), also at /company-dashboard/users/import/{importId}/skipped.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { importSkippedLoader } from "~/screens/company-users/import-skipped.server";

export const loader = (args: LoaderFunctionArgs) => importSkippedLoader(args, "admin");

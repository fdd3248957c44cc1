// /company-dashboard/users/export — the Manage Users screen app/screens/company-users/users-export (decisions 0037, 0068), also at /admin/companies/{companyId}/users/export.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { usersExportLoader } from "~/screens/company-users/users-export.server";

export const loader = (args: LoaderFunctionArgs) => usersExportLoader(args, "company");

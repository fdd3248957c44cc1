// /company-dashboard/users/template — the Manage Users screen app/screens/company-users/users-template (decisions 0037, 0068), also at /admin/companies/{companyId}/users/template.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { usersTemplateLoader } from "~/screens/company-users/users-template.server";

export const loader = (args: LoaderFunctionArgs) => usersTemplateLoader(args, "company");

// /admin/companies/{companyId}/users/import — the Manage Users screen app/screens/company-users/import-users (decisions 0037, 0068), also at /company-dashboard/users/import.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ImportUsers } from "~/screens/company-users/import-users-page";
import { importUsersAction, importUsersLoader } from "~/screens/company-users/import-users.server";

export const handle: PageTitleHandle = { pageTitle: "Import Users" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Import Users", matches);

export const loader = (args: LoaderFunctionArgs) => importUsersLoader(args, "admin");
export const action = (args: ActionFunctionArgs) => importUsersAction(args, "admin");

export default ImportUsers;

// /admin/companies/{companyId}/users — the Manage Users screen app/screens/company-users/manage-users (decisions 0037, 0068), also at /company-dashboard/users.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ManageUsers } from "~/screens/company-users/manage-users-page";
import { manageUsersAction, manageUsersLoader } from "~/screens/company-users/manage-users.server";

export const handle: PageTitleHandle = { pageTitle: "Manage Users" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Manage Users", matches);

export const loader = (args: LoaderFunctionArgs) => manageUsersLoader(args, "admin");
export const action = (args: ActionFunctionArgs) => manageUsersAction(args, "admin");

export default ManageUsers;

// /company-dashboard/users/new — the Manage Users screen app/screens/company-users/add-user (decisions 0037, 0068), also at /admin/companies/{companyId}/users/new.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { AddUser } from "~/screens/company-users/add-user-page";
import { addUserAction, addUserLoader } from "~/screens/company-users/add-user.server";

export const handle: PageTitleHandle = { pageTitle: "Add User" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Add User", matches);

export const loader = (args: LoaderFunctionArgs) => addUserLoader(args, "company");
export const action = (args: ActionFunctionArgs) => addUserAction(args, "company");

export default AddUser;

// /company-dashboard/users/{userId}/edit — the Manage Users screen app/screens/company-users/edit-user (decisions 0037, 0068), also at /admin/companies/{companyId}/users/{userId}/edit.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { EditUser } from "~/screens/company-users/edit-user-page";
import { editUserAction, editUserLoader } from "~/screens/company-users/edit-user.server";

export const handle: PageTitleHandle = { pageTitle: "Edit User" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Edit User", matches);

export const loader = (args: LoaderFunctionArgs) => editUserLoader(args, "company");
export const action = (args: ActionFunctionArgs) => editUserAction(args, "company");

export default EditUser;

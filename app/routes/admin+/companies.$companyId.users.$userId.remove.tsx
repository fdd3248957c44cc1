// /admin/companies/{companyId}/users/{userId}/remove — the Manage Users screen app/screens/company-users/remove-user (decisions 0037, 0068), also at /company-dashboard/users/{userId}/remove.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { RemoveUser } from "~/screens/company-users/remove-user-page";
import { removeUserAction, removeUserLoader } from "~/screens/company-users/remove-user.server";

export const handle: PageTitleHandle = { pageTitle: "Remove User" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Remove User", matches);

export const loader = (args: LoaderFunctionArgs) => removeUserLoader(args, "admin");
export const action = (args: ActionFunctionArgs) => removeUserAction(args, "admin");

export default RemoveUser;

// /company-dashboard/users/import/{importId} — the Manage Users screen app/screens/company-users/import-step (decisions 0037, 0068), also at /admin/companies/{companyId}/users/import/{importId}.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ImportStep } from "~/screens/company-users/import-step-page";
import { importStepAction, importStepLoader } from "~/screens/company-users/import-step.server";

export const handle: PageTitleHandle = { pageTitle: "Import Users" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Import Users", matches);

export const loader = (args: LoaderFunctionArgs) => importStepLoader(args, "company");
export const action = (args: ActionFunctionArgs) => importStepAction(args, "company");

export default ImportStep;

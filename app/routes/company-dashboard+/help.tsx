// /company-dashboard/help — Help & Support (requirement help-and-support); the same page in the student area and the company dashboard.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { HelpPage } from "~/screens/help/help-page";
import { helpLoader } from "~/screens/help/help.server";

export const handle: PageTitleHandle = { pageTitle: "Help & Support" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Help & Support", matches);

export const loader = ({ request }: LoaderFunctionArgs) => helpLoader(request, "company");

export default HelpPage;

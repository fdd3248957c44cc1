// /student/billing (requirement billing-screens): the learner's premium membership, checkout, portal and invoices.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { BillingPage } from "~/screens/billing/billing-page";
import { billingAction, billingLoader } from "~/screens/billing/billing.server";

export const handle: PageTitleHandle = { pageTitle: "Billing & Subscription" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Billing & Subscription", matches);

export const loader = ({ request }: LoaderFunctionArgs) => billingLoader(request);
export const action = ({ request }: ActionFunctionArgs) => billingAction(request);

export default BillingPage;

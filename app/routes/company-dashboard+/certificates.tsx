// /company-dashboard/certificates (requirement company-dashboard): the company admin's own certificates — the same
// page as /student/certificates. Company members sent here land on /student/certificates.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { CertificatesPage } from "~/screens/certificates/certificates-page";
import { certificatesAction, certificatesLoader } from "~/screens/certificates/certificates.server";

export const handle: PageTitleHandle = { pageTitle: "My Certificates" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("My Certificates", matches);

export const loader = ({ request }: LoaderFunctionArgs) => certificatesLoader(request, "company");
export const action = ({ request }: ActionFunctionArgs) => certificatesAction(request, "company");

export default CertificatesPage;

// /student/certificates (requirement student-certificates): the learner's certificates, filters, PDF links and retake.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { CertificatesPage } from "~/screens/certificates/certificates-page";
import { certificatesAction, certificatesLoader } from "~/screens/certificates/certificates.server";

export const handle: PageTitleHandle = { pageTitle: "My Certificates" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("My Certificates", matches);

export const loader = ({ request }: LoaderFunctionArgs) => certificatesLoader(request, "student");
export const action = ({ request }: ActionFunctionArgs) => certificatesAction(request, "student");

export default CertificatesPage;

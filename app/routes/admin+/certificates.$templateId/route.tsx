// /admin/certificates/{templateId} ("new" to create): a certificate template's wording (heading,
// body per course type), signer, colour, QR code and the §5335 items it prints; its courses; and a
// preview of the real PDF for a sample learner (the saved template, or the form's unsaved values via
// its Preview PDF button). The editor refuses a template missing a §5335 item; an unknown intent is 400.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { getTemplate, templateVersion } from "~/models/certificates/certificate-template.server";
import { useEditVersion } from "~/components/forms/edit-version";
import { CERTIFICATES_PATH } from "~/rules/certificate-template";
import { invariantResponse } from "~/utils/http.server";
import { requireAdmin } from "../admin.server";
import { NOT_FOUND, templateParam, type action } from "./actions.server";
import { SavedTemplatePreview, TemplateCourses } from "./template-sections";
import { TemplateForm, type PostedTemplate } from "./template-form";

export { action } from "./actions.server";

export const handle: PageTitleHandle = { pageTitle: "Certificate Template" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Certificate Template", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const templateId = templateParam(params.templateId);
  if (!templateId) return { found: null, version: null };
  const found = await getTemplate(templateId);
  invariantResponse(found, NOT_FOUND);
  return { found, version: templateVersion(found.template) };
}

export default function CertificateTemplateEditor() {
  const { found, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formVersion = useEditVersion(version);
  const posted = actionData && "values" in actionData ? (actionData.values as PostedTemplate) : null;
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div>
        <Link to={CERTIFICATES_PATH} className="text-sm text-brand underline hover:no-underline">
          Back to Certificates
        </Link>
        <h1 className="mt-2 font-serif text-3xl font-bold">{found ? found.template.name : "New Certificate Template"}</h1>
      </div>
      <TemplateForm key={version ?? "new"} found={found} version={formVersion} errors={actionData?.errors ?? {}} posted={posted} />

      {found ? (
        <>
          <SavedTemplatePreview templateId={found.template.id} />
          <TemplateCourses courses={found.courses} courseChoices={found.courseChoices} />
        </>
      ) : null}
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

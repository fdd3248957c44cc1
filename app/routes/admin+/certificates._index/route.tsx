// /admin/certificates (requirement signed-in-route-table): certificate templates, the courses using each, and delete —
// refused with "Cannot delete template in use" while a course uses the template.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { linkColumn, ListTable, type Column } from "~/components/list";
import { Toaster } from "~/components/ui/toaster";
import { deleteTemplate, listTemplates } from "~/models/certificates/certificate-template.server";
import { CERTIFICATES_PATH, TEMPLATE_TOASTS } from "~/rules/certificate-template";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorToast, requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Certificates" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Certificates", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { templates: await listTemplates() };
}

const deleteSchema = z.object({ intent: z.literal("delete"), templateId: z.string() });

export async function action({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await readForm(request);
  const parsed = deleteSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data("Unknown action", { status: 400 });
  const deleted = await deleteTemplate(parsed.data.templateId, actor);
  if (!deleted.ok && deleted.reason === "not_found") throw data("Certificate template not found", { status: 404 });
  if (!deleted.ok) return data({ toast: errorToast(TEMPLATE_TOASTS.inUse.title), error: deleted.message }, { status: 409 });
  return redirectWithToast(CERTIFICATES_PATH, TEMPLATE_TOASTS.deleted);
}

type Template = ReturnType<typeof useLoaderData<typeof loader>>["templates"][number];

const COLUMNS: Column<Template>[] = [
  linkColumn(
    "Template",
    (template) => `${CERTIFICATES_PATH}/${template.id}`,
    (template) => template.name,
  ),
  { header: "Courses", align: "right", cell: (template) => template.courses },
  {
    header: "Actions",
    srOnlyHeader: true,
    className: "text-right",
    cell: (template) => (
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="templateId" value={template.id} />
        <button type="submit" className="btn-ghost min-h-[36px] px-2 py-1 text-danger" aria-label={`Delete ${template.name}`}>
          Delete
        </button>
      </Form>
    ),
  },
];

export default function CertificateTemplates() {
  const { templates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold">Certificates</h1>
        <Link to={`${CERTIFICATES_PATH}/new`} className="btn-primary">
          New template
        </Link>
      </div>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-md border border-danger bg-danger/10 p-3 text-sm">
          {actionData.error}
        </p>
      ) : null}
      <ListTable
        caption="Certificate templates"
        columns={COLUMNS}
        rows={templates}
        rowKey={(template) => template.id}
        empty="No certificate templates yet."
        minWidth="min-w-[32rem]"
        className="mt-6"
      />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

// /admin/certificates/{templateId} ("new" to create): a certificate template's wording (heading,
// body per course type), signer, colour, QR code and the §5335 items it prints; its courses; and a
// preview of the real PDF for a sample learner (the saved template, or the form's unsaved values via
// its Preview PDF button). The editor refuses a template missing a §5335 item; an unknown intent is 400.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ImageField } from "~/components/forms/image-field";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import {
  createTemplate,
  getTemplate,
  linkTemplateToCourse,
  templateVersion,
  updateTemplate,
} from "~/models/certificates/certificate-template.server";
import { EditVersionField, useEditVersion } from "~/components/forms/edit-version";
import { postedVersion, showValue, staleEditMessage } from "~/rules/edit-version";
import { DEFAULT_CERTIFICATE_LAYOUT } from "~/rules/certificate-format";
import {
  CERTIFICATES_PATH,
  REQUIRED_ITEM_KEYS,
  REQUIRED_ITEMS,
  TEMPLATE_MESSAGES,
  TEMPLATE_FIELD_LABELS,
  TEMPLATE_TOASTS,
  templateIntentOf,
  templateSchema,
} from "~/rules/certificate-template";
import { COURSE_TYPES } from "~/rules/course-type";
import { discardUploads, readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorToast, requireAdmin } from "../admin.server";
import { openPreviewNatively } from "./preview-submit";
import { SavedTemplatePreview, TemplateCourses } from "./template-sections";
import { fieldClass, TextInput } from "./text-input";

export const handle: PageTitleHandle = { pageTitle: "Certificate Template" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Certificate Template", matches);

const NOT_FOUND = "Certificate template not found";
const templateParam = (value: string | undefined) => (value === "new" ? null : requireIdParam(value, NOT_FOUND));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const templateId = templateParam(params.templateId);
  if (!templateId) return { found: null, version: null };
  const found = await getTemplate(templateId);
  invariantResponse(found, NOT_FOUND);
  return { found, version: templateVersion(found.template) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  // Only an admin's body is read (decision 0054): the sign-in and role checks need only the cookie.
  const { user, actor } = await requireAdmin(request, context);
  const { form, stored, refused } = await readFormWithUploads(request, { signatureFile: "signature" }, user.id);
  const templateId = templateParam(params.templateId);
  const failed = templateId ? TEMPLATE_TOASTS.updateFailed.title : TEMPLATE_TOASTS.createFailed.title;
  const intent = templateIntentOf(form);
  // Preview PDF posts to the preview route (formAction); only save, link and unlink come here.
  if (!intent.ok || intent.value.intent === "preview" || (!templateId && intent.value.intent !== "save")) {
    await discardUploads(stored);
    const message = intent.ok ? TEMPLATE_MESSAGES.unknownIntent : intent.message;
    return data({ errors: { form: [message] } as Record<string, string[]>, toast: errorToast(failed, message) }, { status: 400 });
  }
  if (intent.value.intent !== "save") await discardUploads(stored);
  takeUpload(form, { file: "signatureFile", address: "signatureImageUrl", remove: "removeSignature" });
  if (templateId && (intent.value.intent === "link" || intent.value.intent === "unlink")) {
    const { courseId } = intent.value;
    const linked = await linkTemplateToCourse(templateId, courseId, intent.value.intent === "unlink", actor);
    if (!linked)
      return data(
        {
          errors: {} as Record<string, string[]>,
          toast: errorToast(TEMPLATE_TOASTS.updateFailed.title, TEMPLATE_MESSAGES.chooseCourse),
        },
        { status: 400 },
      );
    return redirectWithToast(`${CERTIFICATES_PATH}/${templateId}`, TEMPLATE_TOASTS.updated);
  }
  const parsed = templateSchema.safeParse({ ...Object.fromEntries(form), items: form.getAll("items").map(String) });
  if (!parsed.success || refused.signatureFile) {
    const errors: Record<string, string[]> = {};
    if (refused.signatureFile) errors.signatureFile = [refused.signatureFile];
    for (const issue of parsed.error?.issues ?? []) (errors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
    // The posted values come back so a refused form (without JavaScript) keeps what was typed.
    const values = { ...(Object.fromEntries(form) as Record<string, string>), items: form.getAll("items").map(String) };
    return data(
      { errors, values, toast: errorToast(failed, Object.values(errors).flat()[0]) },
      { status: refused.signatureFile ? 422 : 400 },
    );
  }
  if (!templateId) {
    const id = await createTemplate(parsed.data, actor);
    return redirectWithToast(`${CERTIFICATES_PATH}/${id}`, TEMPLATE_TOASTS.created);
  }
  const updated = await updateTemplate(templateId, parsed.data, actor, postedVersion(form));
  invariantResponse(updated, NOT_FOUND);
  if (typeof updated === "object") {
    // Someone saved the template after this editor was opened: nothing written, what changed shown (decision 0085).
    const message = staleEditMessage(updated, TEMPLATE_FIELD_LABELS, (key, value) =>
      key === "bodyByCourseType" || key === "items" ? "different" : showValue(value),
    );
    const values = { ...(Object.fromEntries(form) as Record<string, string>), items: form.getAll("items").map(String) };
    return data(
      {
        errors: { form: [message] } as Record<string, string[]>,
        values,
        version: updated.version,
        toast: errorToast(TEMPLATE_TOASTS.stale.title, message),
      },
      { status: 409 },
    );
  }
  return redirectWithToast(`${CERTIFICATES_PATH}/${templateId}`, TEMPLATE_TOASTS.updated);
}

export default function CertificateTemplateEditor() {
  const { found, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formVersion = useEditVersion(version);
  const errors = actionData?.errors ?? {};
  const saved = found?.template.layout ?? { ...DEFAULT_CERTIFICATE_LAYOUT, signerName: "", signerTitle: "" };
  const posted =
    actionData && "values" in actionData ? (actionData.values as Record<string, string | undefined> & { items: string[] }) : null;
  const layout = posted
    ? {
        ...saved,
        heading: posted.heading ?? "",
        body: posted.body ?? "",
        signerName: posted.signerName ?? "",
        signerTitle: posted.signerTitle ?? "",
        signatureImageUrl: posted.signatureImageUrl ?? "",
        accentColor: posted.accentColor ?? saved.accentColor,
        showQrCode: posted.showQrCode === "on",
      }
    : saved;
  const items = posted ? posted.items : found ? (saved.items ?? REQUIRED_ITEM_KEYS) : REQUIRED_ITEM_KEYS;
  const byType = posted
    ? {
        "Pre-licensing": posted.bodyPreLicensing ?? "",
        "Continuing Education": posted.bodyContinuingEducation ?? "",
        "Post-licensing": posted.bodyPostLicensing ?? "",
      }
    : (saved.bodyByCourseType ?? {});
  const templateName = posted ? (posted.name ?? "") : (found?.template.name ?? "");
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div>
        <Link to={CERTIFICATES_PATH} className="text-sm text-brand underline hover:no-underline">
          Back to Certificates
        </Link>
        <h1 className="mt-2 font-serif text-3xl font-bold">{found ? found.template.name : "New Certificate Template"}</h1>
      </div>
      <Form
        key={version ?? "new"}
        method="post"
        encType="multipart/form-data"
        className="card space-y-5"
        aria-label="Certificate template"
        onSubmit={openPreviewNatively}
      >
        <EditVersionField version={formVersion} />
        <TextInput name="name" label="Template name" defaultValue={templateName} errors={errors.name} />
        <TextInput name="heading" label="Heading" defaultValue={layout.heading} errors={errors.heading} />
        <TextInput name="body" label="Body wording (every course type)" defaultValue={layout.body} errors={errors.body} area />
        <TextInput
          name="bodyPreLicensing"
          label="Body wording for Pre-licensing (optional)"
          defaultValue={byType["Pre-licensing"] ?? ""}
          area
        />
        <TextInput
          name="bodyContinuingEducation"
          label="Body wording for Continuing Education (optional)"
          defaultValue={byType["Continuing Education"] ?? ""}
          area
        />
        <TextInput
          name="bodyPostLicensing"
          label="Body wording for Post-licensing (optional)"
          defaultValue={byType["Post-licensing"] ?? ""}
          area
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            name="signerName"
            label="Signer name"
            defaultValue={layout.signerName ?? found?.settings.signerName ?? ""}
            errors={errors.signerName}
          />
          <TextInput name="signerTitle" label="Signer title" defaultValue={layout.signerTitle ?? found?.settings.signerTitle ?? ""} />
        </div>
        <ImageField
          meta={{
            name: "signatureImageUrl",
            id: "template-signatureImageUrl",
            initialValue: layout.signatureImageUrl ?? "",
            errors: errors.signatureImageUrl,
          }}
          file="signatureFile"
          remove="removeSignature"
          label="Signature image"
          kind="signature"
          fileErrors={errors.signatureFile}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="template-accentColor" className="block text-sm font-medium">
              Accent colour
            </label>
            <input
              id="template-accentColor"
              name="accentColor"
              type="color"
              defaultValue={layout.accentColor}
              aria-invalid={errors.accentColor ? true : undefined}
              aria-describedby={errors.accentColor ? "template-accentColor-error" : undefined}
              className="mt-1 h-11 w-24 rounded-md border border-line bg-surface"
            />
            {errors.accentColor ? (
              <p id="template-accentColor-error" className="mt-1 text-sm text-danger">
                {errors.accentColor.join(" ")}
              </p>
            ) : null}
          </div>
          <label className="flex items-center gap-2 self-end">
            <input type="checkbox" name="showQrCode" defaultChecked={layout.showQrCode} />
            Print a QR code to the verification page
          </label>
        </div>
        <p className="text-sm text-ink-muted">
          Certificate-of-authority number (from Settings): {found?.settings.authorityNumber ?? "set in Settings"}
        </p>
        <fieldset aria-describedby={errors.items ? "template-items-error" : undefined}>
          <legend className="text-sm font-medium">Printed items required by La. Admin. Code 46:LXVII §5335</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {REQUIRED_ITEM_KEYS.map((key) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="items" value={key} defaultChecked={items.includes(key)} />
                {REQUIRED_ITEMS[key]}
              </label>
            ))}
          </div>
          {errors.items ? (
            <div id="template-items-error" role="alert" className="mt-2 text-sm text-danger">
              {errors.items.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}
        </fieldset>
        {errors.form ? (
          <div role="alert" className="rounded-md border border-danger bg-danger/10 p-3 text-sm text-ink">
            {errors.form.join(" ")}
          </div>
        ) : null}
        {/* Save first: Enter in a field presses the form's first submit button. */}
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" name="intent" value="save" className="btn-primary">
            {found ? "Save template" : "Create template"}
          </button>
          <div>
            <label htmlFor="template-previewCourseType" className="block text-sm font-medium">
              Preview as course type
            </label>
            <select id="template-previewCourseType" name="previewCourseType" defaultValue="Continuing Education" className={fieldClass}>
              {COURSE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            name="intent"
            value="preview"
            formAction={`${CERTIFICATES_PATH}/${found?.template.id ?? "new"}/preview.pdf`}
            formTarget="_blank"
            formNoValidate
            className="btn-secondary"
            aria-describedby="template-preview-hint"
          >
            Preview PDF of this form
          </button>
        </div>
        <p id="template-preview-hint" className="text-sm text-ink-muted">
          The preview opens in a new tab with what is in this form now; nothing is saved until you save.
        </p>
      </Form>

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

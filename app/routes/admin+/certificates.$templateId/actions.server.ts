// The action of /admin/certificates/{templateId} ("new" to create), beside its page: saving the
// template (with its signature image upload) and linking or unlinking a course. Preview PDF posts to
// the preview route instead; any other intent is 400. A refused save answers with what was posted,
// and a stale one (decision 0085) with what changed.
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { createTemplate, linkTemplateToCourse, updateTemplate } from "~/models/certificates/certificate-template.server";
import { postedVersion, showValue, staleEditMessage } from "~/rules/edit-version";
import {
  CERTIFICATES_PATH,
  TEMPLATE_MESSAGES,
  TEMPLATE_FIELD_LABELS,
  TEMPLATE_TOASTS,
  templateIntentOf,
  templateSchema,
} from "~/rules/certificate-template";
import { discardUploads, readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { invariantResponse, requireIdParam } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { errorToast, requireAdmin } from "../admin.server";

export const NOT_FOUND = "Certificate template not found";
/** The template's id from the address; null for "new". */
export const templateParam = (value: string | undefined) => (value === "new" ? null : requireIdParam(value, NOT_FOUND));

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

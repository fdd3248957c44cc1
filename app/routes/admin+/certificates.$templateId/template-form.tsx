// The certificate template editor's form: the template's wording (heading, body per course type),
// signer and signature image, colour, QR code and the §5335 items it prints, with Save and "Preview PDF
// of this form" (the unsaved values, in a new tab). A refused save shows what was posted again.
import { Form } from "@remix-run/react";
import { EditVersionField } from "~/components/forms/edit-version";
import { ImageField } from "~/components/forms/image-field";
import { DEFAULT_CERTIFICATE_LAYOUT, type CertificateLayout } from "~/rules/certificate-format";
import { CERTIFICATES_PATH, REQUIRED_ITEM_KEYS, REQUIRED_ITEMS } from "~/rules/certificate-template";
import { COURSE_TYPES } from "~/rules/course-type";
import { openPreviewNatively } from "./preview-submit";
import { fieldClass, TextInput } from "./text-input";

type Found = {
  template: { id: string; name: string; layout: CertificateLayout };
  settings: { authorityNumber: string | null; signerName: string | null; signerTitle: string | null };
} | null;

/** What a refused save posted: every field as typed, and the ticked items. */
export type PostedTemplate = Record<string, string | undefined> & { items: string[] };

export function TemplateForm({
  found,
  version,
  errors,
  posted,
}: {
  /** The saved template (null: a new one). */
  found: Found;
  version: string | null | undefined;
  errors: Record<string, string[]>;
  posted: PostedTemplate | null;
}) {
  const saved = found?.template.layout ?? { ...DEFAULT_CERTIFICATE_LAYOUT, signerName: "", signerTitle: "" };
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
    <Form
      method="post"
      encType="multipart/form-data"
      className="card space-y-5"
      aria-label="Certificate template"
      onSubmit={openPreviewNatively}
    >
      <EditVersionField version={version} />
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
  );
}

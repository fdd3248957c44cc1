// An image a record keeps (course image, instructor photo, bundle image; decision 0043): the current
// one shown, a file input to replace it and a box to remove it. The address travels in a hidden field,
// so a form refused for another reason keeps the image already uploaded.
import { FieldError } from "~/components/forms/field";
import { FileField } from "~/components/forms/file-field";

import { IMAGE_MAX_BYTES, sizeText, type UploadKind } from "~/rules/upload";

type ImageKind = Extract<UploadKind, "image" | "signature">;

const HINTS: Record<ImageKind, string> = {
  image: `JPEG, PNG, GIF or WebP, up to ${sizeText(IMAGE_MAX_BYTES)}.`,
  signature: `PNG or JPEG, up to ${sizeText(IMAGE_MAX_BYTES)}; a transparent PNG prints best.`,
};

export function ImageField({
  meta,
  file,
  remove,
  label,
  fileErrors,
  kind = "image",
}: {
  /** The field holding the image's address (a conform field, or the same shape). */
  meta: { name: string; id: string; initialValue?: unknown; errors?: string[] };
  /** The names of the file input and of the "remove" box. */
  file: string;
  remove: string;
  label: string;
  fileErrors?: string[];
  kind?: ImageKind;
}) {
  const current = typeof meta.initialValue === "string" ? meta.initialValue : "";
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{label}</legend>
      <input type="hidden" name={meta.name} value={current} />
      {current ? (
        <div className="flex flex-wrap items-center gap-4">
          <img src={current} alt={`Current ${label.toLowerCase()}`} className="h-20 w-32 rounded-md border border-line object-cover" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={remove} />
            Remove the {label.toLowerCase()}
          </label>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">No {label.toLowerCase()} yet.</p>
      )}
      <FileField
        id={`${meta.id}-file`}
        name={file}
        kind={kind}
        label={current ? `Replace the ${label.toLowerCase()}` : `Upload the ${label.toLowerCase()}`}
        hint={HINTS[kind]}
        errors={fileErrors}
      />
      <FieldError id={`${meta.id}-error`} errors={meta.errors} />
    </fieldset>
  );
}

// A file input for admin media (decision 0043): label, hint with the limit, and the server's refusal.
// The server checks the type from the bytes and the size as the file streams in; with JavaScript the
// browser also refuses a file over the limit at once, so nobody waits for 200 MB to be rejected.
import type { ChangeEvent } from "react";
import { FieldError } from "~/components/forms/field";
import { UPLOAD_KINDS, type UploadKind } from "~/rules/upload";

const ACCEPT: Record<UploadKind, string> = {
  image: "image/png,image/jpeg,image/gif,image/webp",
  audio: "audio/mpeg,audio/mp4,audio/ogg,audio/wav,.mp3,.m4a,.ogg,.wav",
  signature: "image/png,image/jpeg",
  document: ".pdf,.doc,.docx,.xls,.xlsx,.txt,.csv",
};

export function FileField({
  id,
  name,
  kind,
  label,
  hint,
  errors,
}: {
  id: string;
  name: string;
  kind: UploadKind;
  label: string;
  hint: string;
  errors?: string[];
}) {
  const rule = UPLOAD_KINDS[kind];
  const errorId = `${id}-error`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.setCustomValidity(file && file.size > rule.maxBytes ? rule.tooLarge : "");
    input.reportValidity();
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept={ACCEPT[kind]}
        onChange={onChange}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={[`${id}-hint`, errors?.length ? errorId : undefined].filter(Boolean).join(" ")}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        {hint}
      </p>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

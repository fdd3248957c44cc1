import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useState, type InputHTMLAttributes } from "react";
import { useHydrated } from "~/utils/use-hydrated";

type FieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "tel" | "password" | "date";
  hint?: string;
  /** Set on inputs the browser may fill: "email", "current-password", "new-password", "given-name"… */
  autoComplete?: string;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type">;
};

/**
 * A labelled input with its hint and its error (from the server without JavaScript, from conform
 * on submit and then as the field is corrected with it: FORM_VALIDATION). Errors are announced and
 * linked with aria-describedby.
 */
export function Field({ meta, label, type = "text", hint, autoComplete, inputProps }: FieldProps) {
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [hintId, meta.errors?.length ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const { key, ...props } = getInputProps(meta, { type: type === "password" && revealed ? "text" : type, ariaAttributes: true });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
        {meta.required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <div className="relative mt-1">
        <input
          key={key}
          {...props}
          {...inputProps}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          className={`w-full rounded-md border bg-surface px-3 py-2 text-ink placeholder:text-ink-muted ${meta.errors?.length ? "border-danger" : "border-line"} ${type === "password" && hydrated ? "pr-20" : ""}`}
        />
        {/* Showing a password needs JavaScript; without it the field simply stays hidden. */}
        {type === "password" && hydrated ? (
          <button
            type="button"
            onClick={() => setRevealed((v) => !v)}
            className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-brand"
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={revealed}
          >
            {revealed ? "Hide" : "Show"}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger" role="alert">
      {errors[0]}
    </p>
  );
}

/** A form-level error (conform's form.errors), shown above the buttons. */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-danger bg-danger/10 p-3 text-sm text-ink">
      {errors.join(" ")}
    </div>
  );
}

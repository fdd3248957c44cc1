// A labelled text field of the certificate template editor, with its error beside it.
export const fieldClass = "mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink";

export function TextInput({
  name,
  label,
  defaultValue,
  errors,
  area,
}: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  area?: boolean;
}) {
  const id = `template-${name}`;
  const described = errors?.length ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {area ? (
        <textarea
          id={id}
          name={name}
          rows={3}
          defaultValue={defaultValue}
          aria-invalid={described ? true : undefined}
          aria-describedby={described}
          className={fieldClass}
        />
      ) : (
        <input
          id={id}
          name={name}
          defaultValue={defaultValue}
          aria-invalid={described ? true : undefined}
          aria-describedby={described}
          className={fieldClass}
        />
      )}
      {described ? (
        <p id={described} className="mt-1 text-sm text-danger">
          {errors!.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

import { Form, Link, useSubmit } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import { SEARCH_MAX_LENGTH } from "~/rules/search";

// The search, filters and sort of a list (the catalogue, My Courses, My Certificates, and every admin
// and company list through the list kit, decision 0097): one GET form,
// so every state is a URL that can be shared and it works without JavaScript (Apply). With
// JavaScript the list follows as you type (after a short pause) or choose, replacing the history
// entry rather than adding one per keystroke. The fields follow the URL after a navigation (Clear,
// the back button), except the search box while someone is typing in it. A report that is asked for
// rather than followed (the admin reports, the time study: `live={false}`) waits for its button, adds
// a history entry like any form, and shows a refused field's message beside it (`error`).

const SEARCH_DELAY_MS = 300;
const FIELD_CLASS = "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink placeholder:text-ink-muted";

/** Submits the filter form after `delayMs` (a newer change restarts the wait). */
const ApplyContext = createContext<(delayMs: number) => void>(() => {});
/** A form that is not live: a change waits for the button. */
const waitForButton = () => {};

export function FilterForm({
  action,
  label,
  className,
  clearLabel,
  primary = false,
  applyLabel = "Apply",
  live = true,
  children,
}: {
  /** The list's own address (the form's GET target and the Clear link). */
  action: string;
  /** The search landmark's name. */
  label: string;
  className: string;
  /** The Clear link's text, when something is filtered; null hides it. */
  clearLabel: string | null;
  /** Apply as the page's primary button. */
  primary?: boolean;
  /** The submit button's text. */
  applyLabel?: string;
  /** The list follows the fields as they change (true); false: only the button applies them (a report). */
  live?: boolean;
  children: ReactNode;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (delayMs: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, delayMs);
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action={action}
      replace={live}
      preventScrollReset
      role="search"
      aria-label={label}
      className={className}
      // Apply (or Enter) submits now: a search still waiting for its pause must not submit again later,
      // when the person may already have followed a link from the results.
      onSubmit={() => window.clearTimeout(timer.current)}
    >
      <ApplyContext.Provider value={live ? apply : waitForButton}>{children}</ApplyContext.Provider>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primary ? "btn-primary" : "btn-secondary"}>
          {applyLabel}
        </button>
        {clearLabel ? <ClearFiltersLink to={action} label={clearLabel} /> : null}
      </div>
    </Form>
  );
}

/** A refused field's message, named by the field (aria-describedby). */
function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-danger" role="alert">
      {error}
    </p>
  ) : null;
}

/** The field's invalid state and the message that describes it. */
const invalid = (id: string, error?: string | null) =>
  error ? ({ "aria-invalid": true, "aria-describedby": `${id}-error` } as const) : {};

/** Back to the unfiltered list (also offered by empty results). */
export function ClearFiltersLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} replace preventScrollReset className="btn-ghost text-brand underline">
      {label}
    </Link>
  );
}

/** The search box (?q=). */
export function FilterSearch({
  id,
  label,
  value,
  placeholder,
  className,
  delayMs = SEARCH_DELAY_MS,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  className?: string;
  /** The pause after typing before the list follows. */
  delayMs?: number;
}) {
  const apply = useContext(ApplyContext);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (input && document.activeElement !== input && input.value !== value) input.value = value;
  }, [value]);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="search"
        name="q"
        defaultValue={value}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        onChange={() => apply(delayMs)}
        className={FIELD_CLASS}
      />
    </div>
  );
}

/** A filter field's parameter (`name`, its `value` from the URL), label and refusal. */
type FilterFieldProps = {
  id: string;
  label: string;
  name: string;
  value: string;
  /** Why the value was refused (shown below the field; `${id}-error`). */
  error?: string | null;
  className?: string;
};

/** A filter or sort choice; applied as soon as it changes. */
export function FilterSelect({
  id,
  label,
  name,
  value,
  options,
  error,
  className,
}: FilterFieldProps & { options: readonly { value: string; label: string }[] }) {
  const apply = useContext(ApplyContext);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {/* Keyed by the URL's value, so a navigation (Clear, back) shows the value it carries. */}
      <select
        id={id}
        name={name}
        defaultValue={value}
        key={`${name}-${value}`}
        onChange={() => apply(0)}
        className={FIELD_CLASS}
        {...invalid(id, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A date (?from=, ?to=); applied with Apply, since typing a date changes it on the way. */
export function FilterDate({ id, label, name, value, error, className }: FilterFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        key={`${name}-${value}`}
        className={FIELD_CLASS}
        {...invalid(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

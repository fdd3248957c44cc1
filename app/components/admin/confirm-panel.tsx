import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The question an admin answers before something is deleted, removed or archived. It is a page state
 * (`?delete=…`, `?remove=…`), not a browser dialog, so it works without JavaScript: the confirm button
 * posts `intent` (and `fields`) to `action`; "Keep it" goes back to `action` without posting.
 * Without `confirm` it only explains why the thing cannot go.
 */
export function ConfirmPanel({
  id,
  title,
  children,
  action,
  intent,
  confirm,
  fields = {},
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  action: string;
  intent: string;
  confirm: string | null;
  fields?: Record<string, string>;
}) {
  return (
    <section
      role="alertdialog"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      className="card mt-6 border-danger p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="font-serif text-xl font-bold">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-2">
        {children}
      </p>
      <Form method="post" action={action} className="mt-4 flex flex-wrap gap-2">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {confirm ? (
          <button type="submit" name="intent" value={intent} className="btn-primary">
            {confirm}
          </button>
        ) : null}
        <Link to={action} className="btn-secondary">
          Keep it
        </Link>
      </Form>
    </section>
  );
}

// Manage Users' search box (requirement signed-in-constants): a GET form; with JavaScript it also runs 250 ms after
// typing stops, and a new search starts on page 1.
import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";

export function SearchForm({ q }: { q: string }) {
  const submit = useSubmit();
  const timer = useRef<number>();
  // A search typed but not yet sent is dropped when the form is sent (Enter) and when the page shows
  // another term (the sidebar's "Manage Users"), so it never runs after that navigation.
  useEffect(() => () => window.clearTimeout(timer.current), [q]);
  return (
    <Form
      method="get"
      role="search"
      className="mt-6 flex flex-wrap items-end gap-2"
      aria-label="Search users"
      onSubmit={() => window.clearTimeout(timer.current)}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="user-search" className="block text-sm font-medium">
          Search by name or email
        </label>
        <input
          id="user-search"
          type="search"
          name="q"
          // Keyed by the term the page shows: a navigation to another term (the sidebar's "Manage
          // Users", Back) puts that term in the box, not the one typed before.
          key={q}
          defaultValue={q}
          maxLength={100}
          className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
          onChange={(event) => {
            const form = event.currentTarget.form;
            window.clearTimeout(timer.current);
            // requirement signed-in-constants: a 250 ms debounce; a new search starts on page 1.
            timer.current = window.setTimeout(() => submit(form, { replace: true }), 250);
          }}
        />
      </div>
      <button type="submit" className="btn-secondary">
        Search
      </button>
    </Form>
  );
}

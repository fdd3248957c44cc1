import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CERTIFICATE_SORT_LABELS, CERTIFICATE_SORTS, type CertificateFilters as Filters } from "~/rules/certificate-list";

const SEARCH_DELAY_MS = 300;

/**
 * Search, instructor and type filters and the date sort: a GET form, so every state is a URL and it
 * works without JavaScript (Apply). With JavaScript the list follows as you type or choose.
 */
export function CertificateFilters({
  filters,
  filtered,
  path,
  options,
}: {
  filters: Filters;
  filtered: boolean;
  path: string;
  options: { instructors: { id: string; name: string }[]; types: string[] };
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number>();

  useEffect(() => {
    const input = searchRef.current;
    if (input && document.activeElement !== input && input.value !== filters.q) input.value = filters.q;
  }, [filters.q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, delay);
  };

  const selectClass = "mt-1 w-full rounded-md border border-line bg-surface px-3 py-2";
  return (
    <Form
      ref={formRef}
      method="get"
      action={path}
      preventScrollReset
      role="search"
      aria-label="Completed courses"
      className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(9.5rem,1fr)_auto]"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="certificate-search" className="block text-sm font-medium">
          Search
        </label>
        <input
          ref={searchRef}
          id="certificate-search"
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder="Course, description or instructor"
          maxLength={100}
          onChange={() => apply(SEARCH_DELAY_MS)}
          className={selectClass}
        />
      </div>
      <div>
        <label htmlFor="certificate-instructor" className="block text-sm font-medium">
          Instructor
        </label>
        <select
          id="certificate-instructor"
          name="instructor"
          defaultValue={filters.instructor}
          key={`instructor-${filters.instructor}`}
          onChange={() => apply(0)}
          className={selectClass}
        >
          <option value="">All instructors</option>
          {options.instructors.map((instructor) => (
            <option key={instructor.id} value={instructor.id}>
              {instructor.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="certificate-type" className="block text-sm font-medium">
          Type
        </label>
        <select
          id="certificate-type"
          name="type"
          defaultValue={filters.type}
          key={`type-${filters.type}`}
          onChange={() => apply(0)}
          className={selectClass}
        >
          <option value="">All types</option>
          {options.types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="certificate-sort" className="block text-sm font-medium">
          Sort by date
        </label>
        <select
          id="certificate-sort"
          name="sort"
          defaultValue={filters.sort}
          key={`sort-${filters.sort}`}
          onChange={() => apply(0)}
          className={selectClass}
        >
          {CERTIFICATE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {CERTIFICATE_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-secondary">
          Apply
        </button>
        {filtered ? (
          <Link to={path} className="btn-ghost" preventScrollReset>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

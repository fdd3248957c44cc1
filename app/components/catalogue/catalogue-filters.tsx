import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CATALOGUE_SORTS, COURSE_TYPE_FILTERS, isFiltered, type CatalogueQuery } from "~/rules/catalogue";

export const CATALOGUE_PATH = "/louisiana-real-estate-courses";
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The catalogue's search, sort and type filter: a GET form, so every state is a shareable URL and
 * it works without JavaScript (Apply). With JavaScript it submits itself on change (the search after
 * a short pause), replacing the history entry instead of adding one per keystroke.
 */
export function CatalogueFilters({ query }: { query: CatalogueQuery }) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const sortRef = useRef<HTMLSelectElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const timer = useRef<number | undefined>(undefined);

  // The URL is the truth: after a navigation (Clear All Filters, back button) the fields follow it,
  // except the search box while someone is typing in it.
  useEffect(() => {
    if (searchRef.current && document.activeElement !== searchRef.current) searchRef.current.value = query.q;
    if (sortRef.current) sortRef.current.value = query.sort;
    if (typeRef.current) typeRef.current.value = query.type;
  }, [query.q, query.sort, query.type]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submitNow = () => {
    window.clearTimeout(timer.current);
    if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action={CATALOGUE_PATH}
      replace
      preventScrollReset
      role="search"
      aria-label="Find courses"
      className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor="catalogue-q" className="block text-sm font-medium">
          Search courses
        </label>
        <input
          ref={searchRef}
          id="catalogue-q"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          placeholder="Title or description"
          className="mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink placeholder:text-ink-muted"
          onChange={() => {
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(submitNow, SEARCH_DEBOUNCE_MS);
          }}
        />
      </div>
      <div>
        <label htmlFor="catalogue-sort" className="block text-sm font-medium">
          Sort by
        </label>
        <select
          ref={sortRef}
          id="catalogue-sort"
          name="sort"
          defaultValue={query.sort}
          onChange={submitNow}
          className="mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
        >
          {CATALOGUE_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="catalogue-type" className="block text-sm font-medium">
          Course type
        </label>
        <select
          ref={typeRef}
          id="catalogue-type"
          name="type"
          defaultValue={query.type}
          onChange={submitNow}
          className="mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
        >
          {COURSE_TYPE_FILTERS.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          Apply
        </button>
        {isFiltered(query) ? <ClearFilters /> : null}
      </div>
    </Form>
  );
}

export function ClearFilters() {
  return (
    <Link to={CATALOGUE_PATH} replace preventScrollReset className="btn-ghost text-brand underline">
      Clear All Filters
    </Link>
  );
}

// The course catalogue's query (requirement public-pages-and-routes "Course catalogue"): search, sort and course-type filter
// live in the URL (a GET form), so every state can be shared and works without JavaScript. Any bad
// value falls back to its default; a URL can never make the page fail.
import { courseTypeFromParam, courseTypeSlug, type CourseType } from "./course-type";
import { searchTextFromParam } from "./search";
import { UUID_PATTERN } from "./ids";
import { countOf } from "./plural";

export const CATALOGUE_SORTS = [
  { value: "newest", label: "Newest" },
  { value: "oldest", label: "Oldest" },
  { value: "title-asc", label: "Title A-Z" },
  { value: "title-desc", label: "Title Z-A" },
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]["value"];

export type CatalogueQuery = {
  /** Trimmed search text; "" means no search. */
  q: string;
  sort: CatalogueSort;
  /** null: all types. */
  type: CourseType | null;
};

export const DEFAULT_CATALOGUE_QUERY: CatalogueQuery = { q: "", sort: "newest", type: null };

const sortValues: readonly string[] = CATALOGUE_SORTS.map((s) => s.value);
/** A known sort, else the default. (No zod here: this module is in the catalogue's browser bundle.) */
const sortFromParam = (value: string | null): CatalogueSort =>
  value !== null && sortValues.includes(value) ? (value as CatalogueSort) : "newest";

/** The catalogue query of a URL; missing or bad values become the defaults. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  return {
    q: searchTextFromParam(params.get("q")),
    sort: sortFromParam(params.get("sort")),
    type: courseTypeFromParam(params.get("type")),
  };
}

/** True when anything differs from the defaults (Clear All Filters is then useful). */
export function isFiltered(query: CatalogueQuery): boolean {
  return query.q !== "" || query.sort !== DEFAULT_CATALOGUE_QUERY.sort || query.type !== null;
}

/** The shortest query string for a state (defaults left out), with its leading "?" or "". */
export function catalogueSearch(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort !== DEFAULT_CATALOGUE_QUERY.sort) params.set("sort", query.sort);
  if (query.type) params.set("type", courseTypeSlug(query.type));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** "Showing X of Y courses" (requirement public-pages-and-routes). */
export function showingLine(shown: number, total: number): string {
  return `Showing ${shown} of ${countOf(total, "course", "courses")}`;
}

/** How to look a course up from /course/{courseId}: a uuid-shaped value by id first, else by slug. */
export type CourseRef = { id: string | null; slug: string | null };

const SLUG = /^[a-z0-9][a-z0-9-]*$/i;

export function parseCourseRef(param: string | undefined): CourseRef {
  const value = (param ?? "").trim();
  if (UUID_PATTERN.test(value)) return { id: value.toLowerCase(), slug: value.toLowerCase() };
  if (value.length > 0 && value.length <= 200 && SLUG.test(value)) return { id: null, slug: value.toLowerCase() };
  return { id: null, slug: null };
}

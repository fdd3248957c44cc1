// The course catalogue's query (spec 1 §2 "Course catalogue"): search, sort and course-type filter
// live in the URL (a GET form), so every state can be shared and works without JavaScript. Any bad
// value falls back to its default; a URL can never make the page fail.
import { z } from "zod";

export type CourseType = "Pre-licensing" | "Continuing Education" | "Post-licensing";

export const CATALOGUE_SORTS = [
  { value: "newest", label: "Newest" },
  { value: "oldest", label: "Oldest" },
  { value: "title-asc", label: "Title A-Z" },
  { value: "title-desc", label: "Title Z-A" },
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]["value"];

/** The filter's options in the spec's order; `value` is what the URL carries. */
export const COURSE_TYPE_FILTERS = [
  { value: "all", label: "All", courseType: null },
  { value: "pre-licensing", label: "Pre-licensing", courseType: "Pre-licensing" },
  { value: "continuing-education", label: "Continuing Education", courseType: "Continuing Education" },
  { value: "post-licensing", label: "Post-licensing", courseType: "Post-licensing" },
] as const satisfies readonly { value: string; label: string; courseType: CourseType | null }[];
export type CourseTypeFilter = (typeof COURSE_TYPE_FILTERS)[number]["value"];

export const SEARCH_MAX_LENGTH = 100;

export type CatalogueQuery = {
  /** Trimmed search text; "" means no search. */
  q: string;
  sort: CatalogueSort;
  type: CourseTypeFilter;
};

export const DEFAULT_CATALOGUE_QUERY: CatalogueQuery = { q: "", sort: "newest", type: "all" };

const sortValues = CATALOGUE_SORTS.map((s) => s.value) as [CatalogueSort, ...CatalogueSort[]];
const typeValues = COURSE_TYPE_FILTERS.map((t) => t.value) as [CourseTypeFilter, ...CourseTypeFilter[]];

const querySchema = z.object({
  q: z
    .string()
    .transform((v) => v.replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH))
    .catch(""),
  sort: z.enum(sortValues).catch("newest"),
  // The enum value itself ("Post-licensing") is accepted too, for hand-written links.
  type: z
    .string()
    .transform((v) => COURSE_TYPE_FILTERS.find((t) => t.value === v.toLowerCase() || t.courseType === v)?.value ?? "all")
    .pipe(z.enum(typeValues))
    .catch("all"),
});

/** The catalogue query of a URL; missing or bad values become the defaults. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  return querySchema.parse({
    q: params.get("q") ?? "",
    sort: params.get("sort") ?? "newest",
    type: params.get("type") ?? "all",
  });
}

/** The database value of the type filter, or null for All. */
export function courseTypeOf(type: CourseTypeFilter): CourseType | null {
  return COURSE_TYPE_FILTERS.find((t) => t.value === type)?.courseType ?? null;
}

/** True when anything differs from the defaults (Clear All Filters is then useful). */
export function isFiltered(query: CatalogueQuery): boolean {
  return query.q !== "" || query.sort !== DEFAULT_CATALOGUE_QUERY.sort || query.type !== DEFAULT_CATALOGUE_QUERY.type;
}

/** The shortest query string for a state (defaults left out), with its leading "?" or "". */
export function catalogueSearch(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort !== DEFAULT_CATALOGUE_QUERY.sort) params.set("sort", query.sort);
  if (query.type !== DEFAULT_CATALOGUE_QUERY.type) params.set("type", query.type);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** An ILIKE pattern that matches `text` anywhere, with the pattern characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** "Showing X of Y courses" (spec 1 §2). */
export function showingLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? "course" : "courses"}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** How to look a course up from /course/{courseId}: a uuid-shaped value by id first, else by slug. */
export type CourseRef = { id: string | null; slug: string | null };

const SLUG = /^[a-z0-9][a-z0-9-]*$/i;

export function parseCourseRef(param: string | undefined): CourseRef {
  const value = (param ?? "").trim();
  if (UUID.test(value)) return { id: value.toLowerCase(), slug: value.toLowerCase() };
  if (value.length > 0 && value.length <= 200 && SLUG.test(value)) return { id: null, slug: value.toLowerCase() };
  return { id: null, slug: null };
}

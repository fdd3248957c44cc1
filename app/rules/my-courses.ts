// My Courses (requirements student-dashboard, signed-in-state-flows Enrollment): what the Available
// Courses filters accept. Isomorphic: the loader and the page use the same definitions. The
// enroll/unenroll/retake form's schema is my-courses-action.ts (the action's alone: the page's browser
// code does not load zod, decision 0075).
import { courseTypeFromParam, courseTypeSlug, type CourseType } from "./course-type";
import { searchTextFromParam } from "./search";

export const COURSE_SORTS = ["newest", "oldest", "title-asc", "title-desc"] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

export const SORT_LABELS: Record<CourseSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  "title-asc": "Title (A–Z)",
  "title-desc": "Title (Z–A)",
};

export const DEFAULT_SORT: CourseSort = "newest";

export type AvailableCoursesQuery = { q: string; type: CourseType | null; sort: CourseSort };

/**
 * Reads ?q=&type=&sort= leniently: an unknown type or sort falls back to "all" / newest, so a
 * hand-edited or outdated link still shows a page.
 */
export function parseAvailableCoursesQuery(params: URLSearchParams): AvailableCoursesQuery {
  const sort = params.get("sort");
  return {
    q: searchTextFromParam(params.get("q")),
    type: courseTypeFromParam(params.get("type")),
    sort: COURSE_SORTS.includes(sort as CourseSort) ? (sort as CourseSort) : DEFAULT_SORT,
  };
}

/** The query string of a filter state, defaults left out ("" when nothing is filtered). */
export function availableCoursesSearch(query: AvailableCoursesQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type) params.set("type", courseTypeSlug(query.type));
  if (query.sort !== DEFAULT_SORT) params.set("sort", query.sort);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const isFiltered = (query: AvailableCoursesQuery) => query.q !== "" || query.type !== null;

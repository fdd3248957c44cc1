// My Certificates (requirements student-certificates, signed-in-data-fields "Certificate list item"): every certificate ever issued to the
// learner (retakes keep the earlier ones), with search, instructor and type filters and a date sort
// read from the URL (a GET form), plus the two stat cards.
import { COURSE_TYPES, courseTypeFromParam, type CourseType } from "./course-type";
import { isUuid } from "./ids";
import { searchTextFromParam } from "./search";

export type CertificateListItem = {
  /** generated_certificates.id */
  id: string;
  uniqueCertificateId: string;
  courseId: string;
  slug: string;
  title: string;
  description: string;
  /** yyyy-MM-dd (Louisiana date). */
  completedDate: string;
  /** Credit hours. */
  duration: number;
  /** The type printed on the certificate (a snapshot, as text). */
  courseType: string;
  instructor: { id: string; name: string } | null;
  certificateUrl: string;
  attemptNumber: number;
  /** ISO instant, breaks ties between certificates of the same day. */
  generatedAt: string;
};

export const CERTIFICATE_SORTS = ["recent", "oldest"] as const;
export type CertificateSort = (typeof CERTIFICATE_SORTS)[number];
export const CERTIFICATE_SORT_LABELS: Record<CertificateSort, string> = { recent: "Most Recent", oldest: "Oldest First" };

export type CertificateFilters = { q: string; instructor: string; type: CourseType | null; sort: CertificateSort };

/**
 * The URL's filters; anything unexpected falls back to "no filter" rather than an error. Read
 * without zod: the page's browser code imports this module's sorts and labels (decision 0075).
 */
export function parseCertificateFilters(params: URLSearchParams): CertificateFilters {
  const instructor = params.get("instructor");
  const sort = params.get("sort");
  return {
    q: searchTextFromParam(params.get("q")),
    instructor: isUuid(instructor) ? instructor : "",
    type: courseTypeFromParam(params.get("type")),
    sort: CERTIFICATE_SORTS.includes(sort as CertificateSort) ? (sort as CertificateSort) : "recent",
  };
}

export function hasActiveFilters(filters: CertificateFilters): boolean {
  return filters.q !== "" || filters.instructor !== "" || filters.type !== null;
}

export function filterCertificates(items: readonly CertificateListItem[], filters: CertificateFilters): CertificateListItem[] {
  const needle = filters.q.toLocaleLowerCase("en-US");
  const matches = items.filter((item) => {
    if (filters.instructor && item.instructor?.id !== filters.instructor) return false;
    if (filters.type && item.courseType !== filters.type) return false;
    if (!needle) return true;
    return [item.title, item.description, item.instructor?.name ?? ""].some((text) => text.toLocaleLowerCase("en-US").includes(needle));
  });
  const direction = filters.sort === "oldest" ? 1 : -1;
  return matches.sort(
    (a, b) =>
      direction * (a.completedDate.localeCompare(b.completedDate) || a.generatedAt.localeCompare(b.generatedAt)) ||
      a.title.localeCompare(b.title),
  );
}

export type CertificateStats = { totalCertificates: number; totalHours: number };

/** Certificates count and Hours Learned: every certificate and its credit hours (retakes included). */
export function certificateStats(items: readonly CertificateListItem[]): CertificateStats {
  const hours = items.reduce((sum, item) => sum + item.duration, 0);
  return { totalCertificates: items.length, totalHours: Math.round(hours * 10) / 10 };
}

/** The filter choices the learner's own certificates offer. */
export function filterOptions(items: readonly CertificateListItem[]) {
  const instructors = new Map<string, string>();
  const types = new Set<string>();
  for (const item of items) {
    if (item.instructor) instructors.set(item.instructor.id, item.instructor.name);
    types.add(item.courseType);
  }
  return {
    instructors: [...instructors].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    types: COURSE_TYPES.filter((type) => types.has(type)),
  };
}

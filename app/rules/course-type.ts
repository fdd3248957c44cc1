// The three course types (requirements public-pages-and-routes, student-dashboard) and how a URL names one: every filter that takes
// a type (the catalogue, My Courses, My Certificates) carries its slug, ?type=continuing-education.
// The exact name ("Continuing Education") is read too, for hand-written and older links; anything
// else means "all types".

export const COURSE_TYPES = ["Pre-licensing", "Continuing Education", "Post-licensing"] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/** "Continuing Education" → "continuing-education". */
export function courseTypeSlug(type: CourseType): string {
  return type.toLowerCase().replace(/\s+/g, "-");
}

/** The course type a ?type= value names, or null (all types). */
export function courseTypeFromParam(value: string | null | undefined): CourseType | null {
  const wanted = value?.trim() ?? "";
  return COURSE_TYPES.find((type) => type === wanted || courseTypeSlug(type) === wanted.toLowerCase()) ?? null;
}

/** The type filter's choices, in the required order: "" is "All types". */
export const COURSE_TYPE_OPTIONS: readonly { value: string; label: string }[] = COURSE_TYPES.map((type) => ({
  value: courseTypeSlug(type),
  label: type,
}));

import type { CourseSeed } from "../types";
import { ceAgencyCourse, CE_AGENCY_SLUG } from "./ce-agency-disclosure";
import { ceEthicsCourse, CE_ETHICS_SLUG } from "./ce-ethics-fair-housing";
import { ceFloodCourse, CE_FLOOD_SLUG } from "./ce-flood-zones";
import { draftCommercialLeasingCourse, DRAFT_COURSE_SLUG } from "./draft-commercial-leasing";
import { postLicensingCourse, POST_LICENSING_SLUG } from "./post-licensing";
import { preLicensingCourse, PRE_LICENSING_SLUG } from "./pre-licensing";
import { QUICK_COURSE_IDS, QUICK_COURSE_SLUG, quickStartCourse } from "./quick-start";

export { QUICK_COURSE_IDS };

/** Slugs of every seeded course, for tests and links. */
export const COURSE_SLUGS = {
  preLicensing: PRE_LICENSING_SLUG,
  postLicensing: POST_LICENSING_SLUG,
  ceAgency: CE_AGENCY_SLUG,
  ceFlood: CE_FLOOD_SLUG,
  ceEthics: CE_ETHICS_SLUG,
  draft: DRAFT_COURSE_SLUG,
  quickStart: QUICK_COURSE_SLUG,
} as const;

export const COURSES: readonly CourseSeed[] = [
  preLicensingCourse,
  postLicensingCourse,
  ceAgencyCourse,
  ceFloodCourse,
  ceEthicsCourse,
  draftCommercialLeasingCourse,
  quickStartCourse,
];

export function courseBySlug(slug: string): CourseSeed {
  const course = COURSES.find((c) => c.slug === slug);
  if (!course) throw new Error(`No seeded course ${slug}`);
  return course;
}

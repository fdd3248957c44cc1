// Admin content authoring (requirement signed-in-route-table courses, lessons, topics, instructors, bundles; requirement public-data-fields,
// requirements public-validation-rules, public-error-texts; decision 0030): the form schemas, the toasts, slugs and the rule
// that decides whether a course may be published.
import { z } from "zod";
import { TOPIC_CONTENT_TYPES } from "./content-data";
import { COURSE_TYPES } from "./course-type";

export const COURSE_LICENSE_TYPES = ["Salesperson", "Broker", "Salesperson & Broker"] as const;
export const PUBLISH_STATUSES = ["draft", "published", "archived"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** requirement public-validation-rules: a bundle needs at least 2 courses. */
export const BUNDLE_MIN_COURSES = 2;

/** "Flood Zones & Insurance 101" → "flood-zones-insurance-101". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

/** One item a line; blank lines dropped. */
export function linesToList(value: string | undefined): string[] {
  return (value ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const trimmed = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const optionalText = (max: number) => trimmed(max).optional();
const money = z.coerce
  .number({ message: "Enter an amount, for example 49.00." })
  .min(0, "The amount cannot be negative.")
  .max(99_999_999, "That amount is too large.")
  .optional();
const hours = z.coerce
  .number({ message: "Enter the hours, for example 45." })
  .min(0, "Hours cannot be negative.")
  .max(9999, "That is too many hours.");

/**
 * Where an image may come from (decision 0043): a site address (an upload, /uploads/…, or a bundled
 * /images/… file) or an https address; never a data:, javascript: or protocol-relative one.
 */
export const mediaAddress = z
  .string()
  .trim()
  .max(2000, "That address is too long.")
  .regex(/^(https:\/\/|\/(?![/\\]))[^\s"'<>]*$/, "Use an https:// address or upload an image.")
  .optional();

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const courseSchema = z.object({
  title: trimmed(200).min(1, "Enter the course title."),
  slug: trimmed(80).regex(SLUG_PATTERN, "Use lowercase letters, numbers and dashes, for example flood-zones-101.").optional(),
  description: optionalText(100_000),
  hours,
  price: money,
  courseType: z.enum(COURSE_TYPES, { message: "Choose the course type." }),
  licenseType: z.enum(COURSE_LICENSE_TYPES).optional(),
  featured: z.literal("on").optional(),
  mandatoryTopic: z.literal("on").optional(),
  instructorId: z.uuid().optional(),
  imageUrl: mediaAddress,
  whatsIncluded: optionalText(5000),
  requirements: optionalText(5000),
  whoThisIsFor: optionalText(5000),
});
export type CourseInput = z.infer<typeof courseSchema>;

export const lessonSchema = z.object({
  title: trimmed(200).min(1, "Enter the lesson title."),
  description: optionalText(5000),
});

export const topicSchema = z.object({
  title: trimmed(200).min(1, "Enter the topic title."),
  contentType: z.enum(TOPIC_CONTENT_TYPES, { message: "Choose the content type." }),
});

export const instructorSchema = z.object({
  firstName: trimmed(100).min(1, "Enter the first name."),
  lastName: trimmed(100).min(1, "Enter the last name."),
  shortDescription: optionalText(300),
  email: z.email("Enter a valid email address.").max(254).optional(),
  phone: optionalText(40),
  avatarUrl: mediaAddress,
  resumeBio: optionalText(100_000),
});

export const bundleSchema = z.object({
  title: trimmed(200).min(1, "Enter the bundle title."),
  description: optionalText(100_000),
  hours,
  price: money,
  courseType: z.enum(COURSE_TYPES).optional(),
  licenseType: z.enum(COURSE_LICENSE_TYPES).optional(),
  status: z.enum(PUBLISH_STATUSES).default("draft"),
  imageUrl: mediaAddress,
  whatsIncluded: optionalText(5000),
  requirements: optionalText(5000),
  whoThisIsFor: optionalText(5000),
  courseIds: z
    .array(z.uuid())
    .default([])
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length >= BUNDLE_MIN_COURSES, "A bundle needs at least 2 courses."),
});
export type BundleInput = z.output<typeof bundleSchema>;
export const BUNDLE_UNKNOWN_COURSE = "One of the chosen courses no longer exists. Choose again.";
export const COURSE_UNKNOWN_INSTRUCTOR = "That instructor no longer exists. Choose another, or none.";

/** Why a bundle cannot be published yet: it holds courses that are not published. */
export function bundleUnpublishedCourses(titles: readonly string[]): string {
  const list = titles.map((t) => `"${t}"`).join(", ");
  return `A published bundle can contain only published courses: ${list} ${titles.length === 1 ? "is" : "are"} not published. Publish ${titles.length === 1 ? "it" : "them"} first, or save the bundle as a draft.`;
}

// --- publishing -----------------------------------------------------------------------------------

export type CourseCompleteness = {
  lessonsWithContent: number;
  unplayableTopics: string[];
  hasFinalExam: boolean;
  hasEvaluation: boolean;
  hasCertificateTemplate: boolean;
};

/** What stops a course from being published (required: a course is published only when complete). */
export function missingForPublish(course: CourseCompleteness): string[] {
  const missing: string[] = [];
  if (course.lessonsWithContent === 0) missing.push("At least one lesson with a topic");
  for (const title of course.unplayableTopics) missing.push(`Topic "${title}" has incomplete content`);
  if (!course.hasFinalExam) missing.push("A final exam");
  if (!course.hasEvaluation) missing.push("An evaluation");
  if (!course.hasCertificateTemplate) missing.push("A certificate template");
  return missing;
}

// --- toasts (requirement public-error-texts: success and failure of create, update and delete) ---------------------------

type Entity = "Course" | "Lesson" | "Topic" | "Instructor" | "Bundle";
const toast = (type: "success" | "error", title: string, description?: string) => ({ type, title, description });

export const adminToast = {
  created: (entity: Entity, name: string) => toast("success", `${entity} created`, `"${name}" has been created.`),
  updated: (entity: Entity, name: string) => toast("success", `${entity} updated`, `"${name}" has been saved.`),
  deleted: (entity: Entity, name: string) => toast("success", `${entity} deleted`, `"${name}" has been deleted.`),
  archived: (entity: Entity, name: string, learners: number) =>
    toast(
      "success",
      `${entity} archived`,
      `"${name}" was completed by ${learners === 1 ? "1 learner" : `${learners} learners`}, so it is archived: their progress and certificates stay.`,
    ),
  createFailed: (entity: Entity, reason = "Please check the form and try again.") =>
    toast("error", `${entity} could not be created`, reason),
  updateFailed: (entity: Entity, reason = "Please check the form and try again.") => toast("error", `${entity} could not be saved`, reason),
  deleteFailed: (entity: Entity, reason = "Please try again.") => toast("error", `${entity} could not be deleted`, reason),
  published: (name: string) => toast("success", "Course published", `"${name}" is now in the catalogue.`),
  publishRefused: () => toast("error", "Course could not be published", "It is not complete yet: see the list of what is missing."),
  stale: (entity: Entity) =>
    toast("error", `${entity} not saved`, "Someone else saved it after you opened it: see what changed above the Save button."),
} as const;

/** The lesson details form's fields by label (decision 0085). */
export const LESSON_FIELD_LABELS = { title: "Lesson title", description: "Lesson description" } as const;

/** The topic editor's fields by label (decision 0085); its content is shown as changed, not quoted. */
export const TOPIC_FIELD_LABELS = { title: "Title", contentType: "Content type", contentData: "Content" } as const;

/** The instructor form's fields by label (decision 0085). */
export const INSTRUCTOR_FIELD_LABELS = {
  firstName: "First name",
  lastName: "Last name",
  shortDescription: "Short description",
  email: "Email",
  phone: "Phone",
  avatarUrl: "Photo",
  resumeBio: "Bio",
} as const;

/** The bundle form's fields by label (decision 0085). */
export const BUNDLE_FIELD_LABELS = {
  title: "Title",
  description: "Description",
  hours: "Hours",
  price: "Price",
  courseType: "Course type badge",
  licenseType: "License type badge",
  status: "Status",
  imageUrl: "Bundle image",
  whatsIncluded: "What's included",
  requirements: "Requirements",
  whoThisIsFor: "Who this bundle is for",
  courseIds: "Courses",
} as const;

/** The course form's fields by label, naming them when a save is refused as stale (decision 0085). */
export const COURSE_FIELD_LABELS = {
  title: "Title",
  slug: "Slug",
  description: "Description",
  hours: "Hours",
  price: "Price",
  courseType: "Course type",
  licenseType: "License type",
  featured: "Featured on the home page",
  mandatoryTopic: "The Commission's mandatory CE topic",
  instructorId: "Instructor",
  imageUrl: "Course image",
  whatsIncluded: "What's included",
  requirements: "Requirements",
  whoThisIsFor: "Who this course is for",
} as const;

/**
 * "12 learners have completed this topic" (the confirmation before removing completed content). A
 * lesson leaves one course: "12 learners have completed topics in this lesson".
 */
export function completedByMessage(count: number, what: "topic" | "lesson"): string {
  if (what === "lesson") {
    if (count === 0) return "No learner has completed topics in this lesson; it will be removed from the course.";
    return `${count === 1 ? "1 learner has" : `${count} learners have`} completed topics in this lesson. It will be archived on this course: their progress and certificates stay.`;
  }
  if (count === 0) return `No learner has completed this ${what}; it will be deleted.`;
  return `${count === 1 ? "1 learner has" : `${count} learners have`} completed this ${what}. It will be archived: their progress and certificates stay.`;
}

/**
 * A whole new order posted by drag and drop: accepted only when it holds exactly the current ids,
 * each once (else the list changed meanwhile, or the request was crafted), null otherwise.
 */
export function reorderedIds(current: readonly string[], posted: readonly string[]): string[] | null {
  if (posted.length !== current.length || new Set(posted).size !== posted.length) return null;
  const known = new Set(current);
  return posted.every((id) => known.has(id)) ? [...posted] : null;
}

/** Swaps an item with its neighbour: the new order of ids, or null at either end. */
export function moveInOrder(ids: readonly string[], id: string, direction: "up" | "down"): string[] | null {
  const index = ids.indexOf(id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

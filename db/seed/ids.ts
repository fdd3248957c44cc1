import { createHash } from "node:crypto";

/**
 * A stable UUID for a seeded row, derived from a readable name ("course:quick-start-agency-basics").
 * The same name always gives the same id, which is what makes the seed idempotent and lets tests and
 * other modules refer to seeded rows without looking them up. The result is shaped as an RFC 4122
 * version-5 (name-based, SHA-1) UUID so every validator accepts it.
 */
export function seedId(name: string): string {
  const bytes = createHash("sha1").update(`pelican-seed:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fixed instant: seeded rows never use now(), so a second run writes identical values. */
export function at(iso: string): Date {
  const date = new Date(iso.length === 10 ? `${iso}T15:00:00.000Z` : iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Bad seed date: ${iso}`);
  return date;
}

/** Ids of every kind of seeded row, named by the keys used in the data modules. */
export const ids = {
  user: (email: string) => seedId(`user:${email.toLowerCase()}`),
  company: (key: string) => seedId(`company:${key}`),
  instructor: (key: string) => seedId(`instructor:${key}`),
  course: (slug: string) => seedId(`course:${slug}`),
  lesson: (lessonKey: string) => seedId(`lesson:${lessonKey}`),
  courseLesson: (slug: string, lessonKey: string) => seedId(`course-lesson:${slug}:${lessonKey}`),
  /** `index` is the topic's 0-based position in its lesson. */
  topic: (lessonKey: string, index: number) => seedId(`topic:${lessonKey}:${index}`),
  quiz: (quizKey: string) => seedId(`quiz:${quizKey}`),
  quizSection: (quizKey: string, index: number) => seedId(`quiz-section:${quizKey}:${index}`),
  /** `index` is the question's 0-based position in the whole quiz (across sections). */
  quizQuestion: (quizKey: string, index: number) => seedId(`quiz-question:${quizKey}:${index}`),
  courseLessonQuiz: (slug: string, quizKey: string) => seedId(`course-lesson-quiz:${slug}:${quizKey}`),
  courseFinalExam: (slug: string, quizKey: string) => seedId(`course-final-exam:${slug}:${quizKey}`),
  evaluation: (key: string) => seedId(`evaluation:${key}`),
  evaluationSection: (evaluationKey: string, index: number) => seedId(`evaluation-section:${evaluationKey}:${index}`),
  evaluationQuestion: (evaluationKey: string, sectionIndex: number, index: number) =>
    seedId(`evaluation-question:${evaluationKey}:${sectionIndex}:${index}`),
  courseEvaluation: (slug: string, evaluationKey: string) => seedId(`course-evaluation:${slug}:${evaluationKey}`),
  certificateTemplate: (key: string) => seedId(`certificate-template:${key}`),
  bundle: (key: string) => seedId(`bundle:${key}`),
  review: (email: string, slug: string) => seedId(`review:${email.toLowerCase()}:${slug}`),
  announcement: (key: string) => seedId(`announcement:${key}`),
  access: (email: string, slug: string) => seedId(`access:${email.toLowerCase()}:${slug}`),
  progress: (email: string, slug: string, contentKey: string) => seedId(`progress:${email.toLowerCase()}:${slug}:${contentKey}`),
};

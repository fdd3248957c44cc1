// The time-study report (issue 46, decision 0088): how long learners actually spend in a course and in
// each lesson, against the course's credit hours — the median and the 25th and 75th percentiles of
// learners' credited seat time, which a distance-education certification application asks for.
import { z } from "zod";
import { formatSeatTime } from "./delivery-policy";

export const timeStudyQuerySchema = z.object({ course: z.uuid("Choose a course.") });

/** A row of the report: the whole course, or one lesson. */
export type TimeStudyRow = {
  scope: "course" | "lesson";
  title: string;
  /** Learners with any credited time in this scope. */
  learners: number;
  p25Seconds: number | null;
  medianSeconds: number | null;
  p75Seconds: number | null;
};

/** The median as a share of the credit hours, in whole percent ("" without a median or hours). */
export function shareOfCreditHours(seconds: number | null, creditHours: number): string {
  if (seconds === null || !(creditHours > 0)) return "";
  return `${Math.round((seconds / (creditHours * 3600)) * 100)}%`;
}

export const TIME_STUDY_HEADERS = [
  "Scope",
  "Title",
  "Learners",
  "25th percentile (minutes)",
  "Median (minutes)",
  "75th percentile (minutes)",
  "Credit hours",
  "Median as share of credit hours",
] as const;

const minutes = (seconds: number | null) => (seconds === null ? "" : (seconds / 60).toFixed(1));

export function timeStudyCells(row: TimeStudyRow, creditHours: number): (string | number)[] {
  return [
    row.scope === "course" ? "Course" : "Lesson",
    row.title,
    row.learners,
    minutes(row.p25Seconds),
    minutes(row.medianSeconds),
    minutes(row.p75Seconds),
    row.scope === "course" ? creditHours.toFixed(1) : "",
    row.scope === "course" ? shareOfCreditHours(row.medianSeconds, creditHours) : "",
  ];
}

/** How a duration reads on the screen: "32 h 10 min", or "—" when there is none. */
export const studyDuration = (seconds: number | null) => (seconds === null ? "—" : formatSeatTime(seconds));

export const timeStudyFileName = (courseSlug: string) => `time-study-${courseSlug}.csv`;

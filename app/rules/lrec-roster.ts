// The LREC roster export (La. Admin. Code 46:LXVII §5511: records kept five years — name as
// licensed, course title, credit hours, dates of attendance, scores; decision 0029): the request's rules and the CSV
// columns. Pure.
import { formatRemaining, formatSeatTime } from "./delivery-policy";
import { z } from "zod";
import { calendarDateSchema } from "./calendar-date-schema";

export const ROSTER_MESSAGES = {
  course: "Choose a course",
  from: "Enter the first completion date",
  to: "Enter the last completion date",
  order: "The end date must be on or after the start date",
  span: "Choose at most five years",
} as const;

/** A real day from 1900 to 2100 (the one calendar-date rule, decision 0078). */
const isoDate = (message: string) => calendarDateSchema(message);

/** A course and an inclusive range of completion dates (Louisiana calendar days), at most five years. */
export const rosterQuerySchema = z
  .object({ course: z.uuid({ error: ROSTER_MESSAGES.course }), from: isoDate(ROSTER_MESSAGES.from), to: isoDate(ROSTER_MESSAGES.to) })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: ROSTER_MESSAGES.order });
    else if (Date.parse(v.to) - Date.parse(v.from) > 5 * 366 * 86_400_000)
      ctx.addIssue({ code: "custom", path: ["to"], message: ROSTER_MESSAGES.span });
  });
export type RosterQuery = z.infer<typeof rosterQuerySchema>;

export const ROSTER_INTEGRITY_HEADERS = [
  "Identity checks passed",
  "Identity checks failed",
  "Exam attestations",
  "Proctoring sessions passed",
  "Proctoring sessions failed",
] as const;

export const ROSTER_HEADERS = [
  "Name as licensed",
  "License number",
  "Course title",
  "Credit hours",
  "First access",
  "Completion date",
  "Dates of attendance",
  "Final score (%)",
  "Certificate ID",
  "Seat time",
  "Required seat time",
  // Identity verification and final-exam integrity (decision 0089): counts up to the certificate.
  ...ROSTER_INTEGRITY_HEADERS,
] as const;

export type RosterRow = {
  studentName: string;
  licenseNumber: string | null;
  courseTitle: string;
  hours: number;
  /** yyyy-mm-dd (Louisiana), null when no access was recorded. */
  firstAccess: string | null;
  /** yyyy-mm-dd (Louisiana). */
  completionDate: string;
  finalScore: number | null;
  certificateId: string;
  /** Credited seat time of this attempt, in seconds (decision 0087). */
  seatSeconds: number;
  /** What the course's delivery policy requires now, in seconds; null when it has none. */
  requiredSeatSeconds: number | null;
} & RosterIntegrity;

/** Identity checks, attestations and proctoring sessions in the course up to the certificate (decision 0089). */
export type RosterIntegrity = {
  checksPassed: number;
  checksFailed: number;
  attestations: number;
  proctoringPassed: number;
  proctoringFailed: number;
};

function integrityCells(row: RosterIntegrity): number[] {
  return [row.checksPassed, row.checksFailed, row.attestations, row.proctoringPassed, row.proctoringFailed].map((n) => Number(n ?? 0));
}

/** "2026-03-02 to 2026-03-09" (or the completion day alone when the first access is unknown). */
export function attendance(row: Pick<RosterRow, "firstAccess" | "completionDate">): string {
  if (!row.firstAccess || row.firstAccess === row.completionDate) return row.completionDate;
  return `${row.firstAccess} to ${row.completionDate}`;
}

export function rosterCells(row: RosterRow): (string | number | null)[] {
  return [
    row.studentName,
    row.licenseNumber ?? "",
    row.courseTitle,
    row.hours.toFixed(1),
    row.firstAccess ?? "",
    row.completionDate,
    attendance(row),
    row.finalScore ?? "",
    row.certificateId,
    formatSeatTime(row.seatSeconds),
    row.requiredSeatSeconds === null ? "" : formatRemaining(row.requiredSeatSeconds),
    ...integrityCells(row),
  ];
}

export const rosterFileName = (courseSlug: string, q: Pick<RosterQuery, "from" | "to">) =>
  `lrec-roster-${courseSlug}-${q.from}-to-${q.to}.csv`;

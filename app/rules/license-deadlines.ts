// Louisiana license deadlines (requirement business-constants; decision 0027): post-licensing is 45 hours within
// 180 days of the initial license date; continuing education (renewal) is 12 hours in each calendar
// year, due December 31, including the mandatory-topic course. Hours are counted from certificates.
// Pure: days are calendar days given as YYYY-MM-DD (the caller passes "today" in Louisiana time).
//
// Which deadlines a licensee has (decision 0027): post-licensing applies to a salesperson with an
// initial license date, and is tracked until a year after its due date; continuing education applies
// to every licensee from the calendar year after the initial license (the license year needs none).
// A course counts once per period (a retake in the same period adds no hours).
import { calendarParts } from "./calendar-date";
import { countOf } from "./plural";
import { schoolDay } from "./school-time";

export const POST_LICENSING_HOURS = 45;
export const POST_LICENSING_DAYS = 180;
export const CE_HOURS_PER_YEAR = 12;
/** "At risk": fewer than this many days left with hours still missing. */
export const AT_RISK_DAYS = 30;
/** "45 hours", "180 days", "12 hours": the figures as the copy quotes them (decision 0095). */
export const POST_LICENSING_HOURS_TEXT = countOf(POST_LICENSING_HOURS, "hour", "hours");
export const POST_LICENSING_DAYS_TEXT = countOf(POST_LICENSING_DAYS, "day", "days");
export const CE_HOURS_TEXT = countOf(CE_HOURS_PER_YEAR, "hour", "hours");
/** An unmet post-licensing deadline is still shown (overdue) for this many days after it. */
export const POST_LICENSING_SHOWN_AFTER_DAYS = 365;

export const LICENSE_TYPES = ["salesperson", "broker"] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];
export const LICENSE_TYPE_LABELS: Record<LicenseType, string> = { salesperson: "Salesperson", broker: "Broker" };

export type DeadlineStatus = "complete" | "on_track" | "at_risk" | "overdue";
export const DEADLINE_STATUS_LABELS: Record<DeadlineStatus, string> = {
  complete: "Complete",
  on_track: "On track",
  at_risk: "At risk",
  overdue: "Overdue",
};

export type CertificateHours = {
  /** Certificates of the same course count once per period (the largest hours). */
  courseId?: string;
  completionDate: string;
  hours: number;
  courseType: "post_licensing" | "continuing_education" | "other";
  mandatory?: boolean;
};
export type Deadline = {
  kind: "post_licensing" | "continuing_education";
  dueDate: string;
  /** Negative once the due date has passed. */
  daysLeft: number;
  hoursDone: number;
  hoursRequired: number;
  /** Continuing education only: whether the mandatory-topic course is done this year. */
  mandatoryDone: boolean | null;
  status: DeadlineStatus;
};
export const DEADLINE_KIND_LABELS: Record<Deadline["kind"], string> = {
  post_licensing: "Post-licensing",
  continuing_education: "Continuing Education",
};

const DAY_MS = 86_400_000;

/** Days already checked (a company's compliance judges thousands of certificates over a few hundred days). */
const dayNumbers = new Map<string, number>();

/**
 * Days since the epoch of a calendar day; throws on anything that is not a real YYYY-MM-DD day (the
 * one calendar-date rule, decision 0078: checked by arithmetic, so 2027-02-31 is refused).
 */
export function dayNumber(day: string): number {
  const known = dayNumbers.get(day);
  if (known !== undefined) return known;
  const parts = calendarParts(day);
  if (!parts) throw new Error(`Not a day: ${day}`);
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  const number = date.getTime() / DAY_MS;
  if (dayNumbers.size < 100_000) dayNumbers.set(day, number);
  return number;
}

/** Whether a string is a real YYYY-MM-DD day (any year; a field's own range is checked where it is read). */
export function isDay(day: string): boolean {
  return calendarParts(day) !== null;
}

export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Today's calendar day in Louisiana (America/Chicago), YYYY-MM-DD. */
export function louisianaToday(now: Date = new Date()): string {
  return schoolDay(now);
}

/** A certificate's course type (the certificate keeps the course's type as text, requirement signed-in-data-fields). */
export function certificateKind(courseType: string | null | undefined): CertificateHours["courseType"] {
  const type = (courseType ?? "").toLowerCase().replace(/[\s_-]/g, "");
  if (type === "postlicensing" || type === "postlicense") return "post_licensing";
  if (type === "continuingeducation" || type === "ce") return "continuing_education";
  return "other";
}

const round1 = (hours: number) => Math.round(hours * 10) / 10;

/** Hours of the certificates, each course once (its largest certificate). */
function sumHours(list: CertificateHours[]): number {
  const byCourse = new Map<string, number>();
  list.forEach((c, index) => {
    const key = c.courseId ?? `#${index}`;
    byCourse.set(key, Math.max(byCourse.get(key) ?? 0, c.hours));
  });
  return round1([...byCourse.values()].reduce((total, hours) => total + hours, 0));
}

function statusOf(met: boolean, daysLeft: number): DeadlineStatus {
  if (met) return "complete";
  if (daysLeft < 0) return "overdue";
  return daysLeft < AT_RISK_DAYS ? "at_risk" : "on_track";
}

/** 45 post-licensing hours completed from the initial license date through day 180 after it. */
export function postLicensingDeadline(initialLicenseDate: string, today: string, certificates: CertificateHours[]): Deadline {
  const start = dayNumber(initialLicenseDate);
  const dueDate = addDays(initialLicenseDate, POST_LICENSING_DAYS);
  const due = dayNumber(dueDate);
  const counted = certificates.filter((c) => {
    if (c.courseType !== "post_licensing") return false;
    const day = dayNumber(c.completionDate);
    return day >= start && day <= due;
  });
  const hoursDone = sumHours(counted);
  const daysLeft = due - dayNumber(today);
  return {
    kind: "post_licensing",
    dueDate,
    daysLeft,
    hoursDone,
    hoursRequired: POST_LICENSING_HOURS,
    mandatoryDone: null,
    status: statusOf(hoursDone >= POST_LICENSING_HOURS, daysLeft),
  };
}

/** 12 continuing-education hours, including the mandatory-topic course, in today's calendar year (due December 31). */
export function continuingEducationDeadline(today: string, certificates: CertificateHours[]): Deadline {
  const year = today.slice(0, 4);
  const dueDate = `${year}-12-31`;
  dayNumber(today);
  const counted = certificates.filter((c) => c.courseType === "continuing_education" && c.completionDate.slice(0, 4) === year);
  const hoursDone = sumHours(counted);
  const mandatoryDone = counted.some((c) => c.mandatory === true);
  const daysLeft = dayNumber(dueDate) - dayNumber(today);
  return {
    kind: "continuing_education",
    dueDate,
    daysLeft,
    hoursDone,
    hoursRequired: CE_HOURS_PER_YEAR,
    mandatoryDone,
    status: statusOf(hoursDone >= CE_HOURS_PER_YEAR && mandatoryDone, daysLeft),
  };
}

export type License = { licenseType: LicenseType | null; initialLicenseDate: string | null };

/**
 * The deadlines a licensee has today, soonest first: post-licensing for a salesperson with an initial
 * license date (until a year after it was due), continuing education from the year after the license
 * year. None without a license type.
 */
export function licenseDeadlines(license: License, today: string, certificates: CertificateHours[]): Deadline[] {
  if (!license.licenseType) return [];
  const deadlines: Deadline[] = [];
  const initial = license.initialLicenseDate;
  if (license.licenseType === "salesperson" && initial) {
    const post = postLicensingDeadline(initial, today, certificates);
    if (post.daysLeft >= -POST_LICENSING_SHOWN_AFTER_DAYS) deadlines.push(post);
  }
  if (!initial || today.slice(0, 4) > initial.slice(0, 4)) deadlines.push(continuingEducationDeadline(today, certificates));
  return deadlines.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** The deadline to show first: the soonest one not yet met; null when every one is met (or there are none). */
export function nextDeadline(deadlines: Deadline[]): Deadline | null {
  return deadlines.find((d) => d.status !== "complete") ?? null;
}

/** A member's standing for the broker: the worst of their deadlines; not tracked without a license type. */
export const COMPLIANCE_STATUSES = ["overdue", "at_risk", "on_track", "not_tracked"] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
export const COMPLIANCE_STATUS_LABELS: Record<ComplianceStatus, string> = {
  overdue: "Overdue",
  at_risk: "At risk",
  on_track: "On track",
  not_tracked: "No license on file",
};

export function complianceStatus(license: License, deadlines: Deadline[]): ComplianceStatus {
  if (!license.licenseType) return "not_tracked";
  if (deadlines.some((d) => d.status === "overdue")) return "overdue";
  if (deadlines.some((d) => d.status === "at_risk")) return "at_risk";
  return "on_track";
}

/** "12 days left", "Due today", "3 days overdue". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return "Due today";
  if (daysLeft > 0) return `${countOf(daysLeft, "day", "days")} left`;
  return `${countOf(-daysLeft, "day", "days")} overdue`;
}

/**
 * The user progress export's compliance cells (README): license type, initial license date, standing,
 * then due date, days left, hours done and status of post-licensing and of continuing education
 * (with whether the mandatory topic is done); empty where a deadline does not apply.
 */
export function complianceCells(
  standing: { license: License; status: ComplianceStatus; postLicensing: Deadline | null; continuingEducation: Deadline | null } | null,
): (string | number)[] {
  if (!standing) return Array<string>(12).fill("");
  const { license, postLicensing: post, continuingEducation: ce } = standing;
  return [
    license.licenseType ?? "",
    license.initialLicenseDate ?? "",
    standing.status,
    post?.dueDate ?? "",
    post?.daysLeft ?? "",
    post?.hoursDone ?? "",
    post?.status ?? "",
    ce?.dueDate ?? "",
    ce?.daysLeft ?? "",
    ce?.hoursDone ?? "",
    ce ? (ce.mandatoryDone ? "yes" : "no") : "",
    ce?.status ?? "",
  ];
}

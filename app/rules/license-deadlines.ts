// Louisiana license deadlines (spec 1 §9; issue 17; decision 0027): post-licensing is 45 hours within
// 180 days of the initial license date; continuing education (renewal) is 12 hours in each calendar
// year, due December 31, including the mandatory-topic course. Hours are counted from certificates.
// Pure: days are calendar days given as YYYY-MM-DD (the caller passes "today" in Louisiana time).
// Not wired to a screen yet: it needs the license type and initial license date on profiles.

export const POST_LICENSING_HOURS = 45;
export const POST_LICENSING_DAYS = 180;
export const CE_HOURS_PER_YEAR = 12;
/** "At risk": fewer than this many days left with hours still missing. */
export const AT_RISK_DAYS = 30;

export type DeadlineStatus = "complete" | "on_track" | "at_risk" | "overdue";
export type CertificateHours = {
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

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since the epoch of a calendar day; throws on anything that is not a real YYYY-MM-DD day. */
export function dayNumber(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== day) throw new Error(`Not a day: ${day}`);
  return ms / DAY_MS;
}

export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

const sumHours = (list: CertificateHours[]) => Math.round(list.reduce((total, c) => total + c.hours, 0) * 10) / 10;

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

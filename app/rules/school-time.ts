// The school keeps Louisiana time: plan years, completion dates and e-mailed dates use it.
import { TZDate } from "@date-fns/tz";
import { getDaysInMonth, startOfYear } from "date-fns";

export const SCHOOL_TIME_ZONE = "America/Chicago";

// Built once: an Intl formatter costs about 0.1 ms to make, and pages ask for these on every request.
const yearFormat = new Intl.DateTimeFormat("en-US", { timeZone: SCHOOL_TIME_ZONE, year: "numeric" });
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar year `now` falls in, in Louisiana. */
export function schoolYear(now: Date = new Date()): number {
  return Number(yearFormat.format(now));
}

/** Today's calendar day in Louisiana, YYYY-MM-DD. */
export function schoolDay(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/**
 * 00:00 in Louisiana on the first day of the plan year `now` falls in: the latest anniversary of the
 * plan's start date (YYYY-MM-DD) at or before `now`, or January 1 when the plan has none. A start on
 * February 29 has its anniversary on February 28 in other years. A start date still in the future
 * counts by its anniversaries too (the plan year is a yearly cycle, not a contract term).
 */
export function planYearStart(now: Date = new Date(), start: string | null = null): Date {
  const local = new TZDate(now, SCHOOL_TIME_ZONE);
  if (!start) return new Date(startOfYear(local).getTime());
  const [, month, day] = start.split("-").map(Number) as [number, number, number];
  const anniversary = (year: number) => {
    const lastDay = getDaysInMonth(new TZDate(year, month - 1, 1, SCHOOL_TIME_ZONE));
    return new TZDate(year, month - 1, Math.min(day, lastDay), SCHOOL_TIME_ZONE).getTime();
  };
  const thisYear = anniversary(local.getFullYear());
  return new Date(thisYear <= now.getTime() ? thisYear : anniversary(local.getFullYear() - 1));
}

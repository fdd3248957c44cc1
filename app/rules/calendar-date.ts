// One calendar-date rule for every date a form or a query string carries (decision 0078): the text
// YYYY-MM-DD of a day that exists in the Gregorian calendar (no 2027-13-01, 2027-00-15 or
// 2027-02-31), in the years 1900–2100 unless a field says otherwise (a license date from 1950, a plan
// year from 2000). Checked by arithmetic, never by the Date constructor, which rolls 2027-02-31 over
// to March 3 and reads years below 100 as 19xx. The days are Louisiana days where the spec says so:
// the helpers below turn one into the instant it starts at in the school's time zone.
// Pure and without zod (its schema is in calendar-date-schema.ts), so browser code may use it.
import { TZDate } from "@date-fns/tz";
import { SCHOOL_TIME_ZONE } from "./school-time";

/** The years a date may have unless its field narrows (or widens) them. */
export const CALENDAR_DATE_RANGE = { min: "1900-01-01", max: "2100-12-31" } as const;
export type CalendarDateRange = { min: string; max: string };

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Year, month (1–12) and day of a YYYY-MM-DD text naming a real day of years 1–9999; null otherwise. */
export function calendarParts(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== "string") return null;
  const match = PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export type CalendarDateProblem = "invalid" | "too_early" | "too_late";

/** Why a text is not an accepted date of the range (null when it is one). */
export function calendarDateProblem(value: unknown, range: CalendarDateRange = CALENDAR_DATE_RANGE): CalendarDateProblem | null {
  if (!calendarParts(value)) return "invalid";
  const day = value as string;
  if (day < range.min) return "too_early";
  if (day > range.max) return "too_late";
  return null;
}

/** A real YYYY-MM-DD day within the range (1900–2100 by default). */
export function isCalendarDate(value: unknown, range: CalendarDateRange = CALENDAR_DATE_RANGE): value is string {
  return calendarDateProblem(value, range) === null;
}

/** The accepted date a form or query value names (surrounding spaces ignored); null when there is none. */
export function readCalendarDate(value: unknown, range: CalendarDateRange = CALENDAR_DATE_RANGE): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return isCalendarDate(trimmed, range) ? trimmed : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The day `days` after (or before) a real day. Throws on a text that is not one. */
export function addCalendarDays(value: string, days: number): string {
  const parts = calendarParts(value);
  if (!parts) throw new RangeError(`Not a calendar date: ${value}`);
  // setUTCFullYear, unlike Date.UTC, does not read years below 100 as 19xx.
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day + days);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The instant a Louisiana day starts (00:00 America/Chicago). Throws on a text that is not a real day. */
export function louisianaDayStart(value: string): Date {
  const parts = calendarParts(value);
  if (!parts) throw new RangeError(`Not a calendar date: ${value}`);
  return new Date(new TZDate(parts.year, parts.month - 1, parts.day, SCHOOL_TIME_ZONE).getTime());
}

/** The instant a Louisiana day ends: 00:00 there on the next day. */
export function louisianaDayEnd(value: string): Date {
  return louisianaDayStart(addCalendarDays(value, 1));
}

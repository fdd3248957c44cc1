// How the quiz History tab shows an attempt (requirement learning-screens): duration as minutes:seconds and the date as
// 'MMM dd, yyyy', in the school's time zone so server and browser render the same text.
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { SCHOOL_TIME_ZONE } from "./school-time";

/** Seconds between start and finish, never negative. */
export function durationSeconds(startedAt: Date, completedAt: Date): number {
  return Math.max(0, Math.round((completedAt.getTime() - startedAt.getTime()) / 1000));
}

/** 125 → "2:05"; 3725 → "62:05" (minutes are not wrapped into hours). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** "Mar 05, 2026" in Louisiana time. */
export function formatAttemptDate(date: Date): string {
  return format(date, "MMM dd, yyyy", { in: tz(SCHOOL_TIME_ZONE) });
}

// The school keeps Louisiana time: plan years, completion dates and e-mailed dates use it.
import { TZDate } from "@date-fns/tz";
import { startOfYear } from "date-fns";

export const SCHOOL_TIME_ZONE = "America/Chicago";

/** 00:00 on January 1 of the current year in Louisiana, as an instant. */
export function planYearStart(now: Date = new Date()): Date {
  return new Date(startOfYear(new TZDate(now, SCHOOL_TIME_ZONE)).getTime());
}

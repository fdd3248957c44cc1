// The zod form of the one calendar-date rule (decision 0078; the rule itself: calendar-date.ts), for
// the server's schemas and the forms conform validates.
import { z } from "zod";
import { CALENDAR_DATE_RANGE, calendarDateProblem, type CalendarDateRange } from "./calendar-date";

export type CalendarDateMessages = {
  /** Not a real day (2027-02-31, 0000-01-01, "soon"). */
  invalid: string;
  /** Missing or empty (default: `invalid`). */
  required?: string;
  /** Before the range's first day (default: `invalid`). */
  tooEarly?: string;
  /** After the range's last day (default: `invalid`). */
  tooLate?: string;
};

/** A required date: trimmed text naming a real day within the range (1900–2100 unless the field says otherwise). */
export function calendarDateSchema(messages: CalendarDateMessages | string, range: CalendarDateRange = CALENDAR_DATE_RANGE) {
  const m: CalendarDateMessages = typeof messages === "string" ? { invalid: messages } : messages;
  return z
    .string({ error: m.required ?? m.invalid })
    .trim()
    .superRefine((value, ctx) => {
      if (value === "") return void ctx.addIssue({ code: "custom", message: m.required ?? m.invalid });
      const problem = calendarDateProblem(value, range);
      if (problem === null) return;
      const message = problem === "too_early" ? (m.tooEarly ?? m.invalid) : problem === "too_late" ? (m.tooLate ?? m.invalid) : m.invalid;
      ctx.addIssue({ code: "custom", message });
    });
}

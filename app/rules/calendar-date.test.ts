import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  CALENDAR_DATE_RANGE,
  calendarDateProblem,
  calendarParts,
  daysInMonth,
  isCalendarDate,
  louisianaDayEnd,
  louisianaDayStart,
  readCalendarDate,
} from "./calendar-date";
import { calendarDateSchema } from "./calendar-date-schema";

/**
 * An independent oracle: the day the calendar gives for year, month and day-of-month, through the
 * Date object (setUTCFullYear does not read years below 100 as 19xx). A text is a real day exactly
 * when the calendar gives back the same year, month and day.
 */
function oracle(value: string): boolean {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year === 0) return false; // there is no year 0 in the Gregorian calendar (PostgreSQL refuses it)
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
/** Texts shaped like a date, any digits: most are not real days. */
const dateShaped = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`);
/** Real days anywhere in years 1–9999. */
const realDay = fc
  .date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Any text at all, date-shaped ones and real days among them, with spaces and odd characters around. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  dateShaped,
  realDay,
  fc
    .tuple(fc.constantFrom(" ", "\n", "\t", "", "0", "+", "T00:00"), realDay, fc.constantFrom(" ", "\n", "", "Z", "T00:00:00Z"))
    .map((p) => p.join("")),
);

describe("the one calendar-date rule", () => {
  it("refuses the days that do not exist, and the years outside 1900–2100", () => {
    for (const bad of [
      "2027-13-01",
      "2027-00-15",
      "2027-02-31",
      "2027-02-29",
      "2100-02-29",
      "2027-04-31",
      "2027-01-00",
      "2027-01-32",
      "0000-01-01",
      "1899-12-31",
      "2101-01-01",
      "27-01-01",
      "2027-1-1",
      "2027/01/01",
      "+02027-01-01",
      "２０２７-01-01",
      "2027-01-01T00:00:00Z",
      " 2027-01-01",
      "2027-01-01\n",
      "",
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
    for (const good of ["1900-01-01", "2000-02-29", "2024-02-29", "2027-12-31", "2100-12-31"]) {
      expect(isCalendarDate(good), good).toBe(true);
    }
    expect(calendarDateProblem("0000-01-01")).toBe("invalid");
    expect(calendarDateProblem("1899-12-31")).toBe("too_early");
    expect(calendarDateProblem("2101-01-01")).toBe("too_late");
    expect(isCalendarDate("1950-01-01", { min: "1950-01-01", max: "2026-11-28" })).toBe(true);
    expect(isCalendarDate("1949-12-31", { min: "1950-01-01", max: "2026-11-28" })).toBe(false);
  });

  it("property: a text is accepted exactly when the calendar has that day and it is within the range", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const expected = oracle(text) && text >= CALENDAR_DATE_RANGE.min && text <= CALENDAR_DATE_RANGE.max;
        expect(isCalendarDate(text)).toBe(expected);
        expect(calendarParts(text) !== null).toBe(oracle(text));
        expect(readCalendarDate(text)).toBe(isCalendarDate(text.trim()) ? text.trim() : null);
      }),
      { numRuns: 5_000 },
    );
  });

  it("property: every real day of 1900–2100 is accepted", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T23:59:59Z"), noInvalidDate: true }),
        (date) => {
          expect(isCalendarDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });

  it("property: never throws, whatever the input's type", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isCalendarDate(value)).toBe("boolean");
        expect(readCalendarDate(value) === null || typeof readCalendarDate(value) === "string").toBe(true);
      }),
    );
  });

  it("property: the zod schema accepts exactly the trimmed accepted dates, with the field's message otherwise", () => {
    const schema = calendarDateSchema({ required: "required", invalid: "invalid" });
    fc.assert(
      fc.property(anyText, (text) => {
        const result = schema.safeParse(text);
        if (isCalendarDate(text.trim())) {
          expect(result).toEqual({ success: true, data: text.trim() });
        } else {
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.message).toBe(text.trim() === "" ? "required" : "invalid");
        }
      }),
      { numRuns: 2_000 },
    );
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("required");
    expect(schema.safeParse(20270101).error?.issues[0]?.message).toBe("required");
  });

  it("property: adding days walks the calendar (a day after and back is the same day; month lengths hold)", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(addCalendarDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("0099-12-31", 1)).toBe("0100-01-01");
    expect(() => addCalendarDays("2027-02-31", 1)).toThrow(RangeError);
    fc.assert(
      fc.property(realDay, fc.integer({ min: -800, max: 800 }), (day, n) => {
        fc.pre(day >= "0004-01-01" && day <= "9995-12-31");
        const moved = addCalendarDays(day, n);
        expect(calendarParts(moved)).not.toBeNull();
        expect(addCalendarDays(moved, -n)).toBe(day);
      }),
    );
  });

  it("Louisiana days start at midnight in Central time, summer and winter", () => {
    expect(louisianaDayStart("2026-07-04").toISOString()).toBe("2026-07-04T05:00:00.000Z");
    expect(louisianaDayStart("2026-12-31").toISOString()).toBe("2026-12-31T06:00:00.000Z");
    expect(louisianaDayEnd("2026-03-08").toISOString()).toBe("2026-03-09T05:00:00.000Z"); // the spring-forward day is 23 hours
    expect(() => louisianaDayStart("2027-13-01")).toThrow(RangeError);
  });
});

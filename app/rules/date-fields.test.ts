// A property test per date field (decision 0078): whatever text arrives in a form or a query
// string, each field's parser answers (never throws) and accepts exactly the real days of its range.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companySchema, PLAN_YEAR_START_RANGE } from "./admin-companies";
import { CALENDAR_DATE_RANGE, isCalendarDate } from "./calendar-date";
import { parseCertificateFilters } from "./company-certificates";
import { louisianaToday } from "./license-deadlines";
import { rosterQuerySchema } from "./lrec-roster";
import { profileSchema } from "./profile-form";
import { staffBillingSchema } from "./staff-billing";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const dateShaped = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`);
const nearlyReal = fc
  .tuple(fc.integer({ min: 1890, max: 2110 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`);
const realDay = fc
  .date({ min: new Date("1800-01-01T00:00:00Z"), max: new Date("2200-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Random strings, date-shaped ones, nearly-real ones around the month and year edges, and real days. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  dateShaped,
  nearlyReal,
  realDay,
  fc.constantFrom("0000-01-01", "2027-13-01", "2027-00-15", "2027-02-31"),
);
const RUNS = { numRuns: 1_500 };
const COURSE = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

describe("every date field follows the one calendar-date rule", () => {
  it("complimentary access `until`", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = staffBillingSchema.safeParse({ intent: "complimentary", until: text, reason: "Scholarship" });
        expect(result.success).toBe(isCalendarDate(text.trim()));
      }),
      RUNS,
    );
  });

  it("company certificates `from` and `to` (page, CSV and ZIP read the same filters)", () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom("from", "to"), (text, key) => {
        const parsed = parseCertificateFilters(new URLSearchParams({ [key]: text }));
        const empty = text.trim() === "";
        expect(parsed.ok).toBe(empty || isCalendarDate(text.trim()));
      }),
      RUNS,
    );
  });

  it("the LREC roster's `from` and `to` (admin reports)", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        // The same day as both ends: the five-year span and the order cannot refuse it.
        const result = rosterQuerySchema.safeParse({ course: COURSE, from: text, to: text });
        expect(result.success).toBe(isCalendarDate(text.trim()));
        const issues = rosterQuerySchema.safeParse({ course: COURSE, from: "2026-01-01", to: text }).error?.issues ?? [];
        if (!isCalendarDate(text.trim())) expect(issues.map((issue) => issue.path[0])).toContain("to");
      }),
      RUNS,
    );
  });

  it("a company's plan-year start (2000–2100)", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = companySchema.safeParse({ name: "Acme", planTier: "pro", planYearStart: text });
        expect(result.success).toBe(text.trim() === "" || isCalendarDate(text.trim(), PLAN_YEAR_START_RANGE));
      }),
      RUNS,
    );
  });

  it("the initial license date on a profile (1950 to today in Louisiana)", () => {
    const range = { min: "1950-01-01", max: louisianaToday() };
    fc.assert(
      fc.property(anyText, (text) => {
        const result = profileSchema.safeParse({
          firstName: "Ada",
          lastName: "Lovelace",
          licenseType: "salesperson",
          initialLicenseDate: text,
        });
        const accepted = !result.error?.issues.some((issue) => issue.path[0] === "initialLicenseDate");
        expect(accepted).toBe(text.trim() === "" || isCalendarDate(text.trim(), range));
      }),
      RUNS,
    );
  });

  it("the default range is 1900–2100", () => {
    expect(CALENDAR_DATE_RANGE).toEqual({ min: "1900-01-01", max: "2100-12-31" });
  });
});

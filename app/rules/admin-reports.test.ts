import { describe, expect, it } from "vitest";
import {
  grandTotal,
  LAST_12_MONTHS,
  passRate,
  periodMonths,
  reportPeriods,
  totalsByCourse,
  totalsByMonth,
  type ActivityRow,
} from "./admin-reports";

const row = (month: string, courseId: string, figures: Partial<ActivityRow> = {}): ActivityRow => ({
  month,
  courseId,
  enrollments: 0,
  completions: 0,
  hours: 0,
  attempts: 0,
  passed: 0,
  ...figures,
});

describe("report periods", () => {
  it("offers the last 12 months, this year so far and the two years before", () => {
    expect(reportPeriods("2026-11-24").map((p) => p.label)).toEqual(["Last 12 months", "2026 so far", "2025", "2024"]);
  });

  it("gives a period's months, this year only up to this month, and falls back to the last 12 months", () => {
    expect(periodMonths("2025", "2026-11-24").months).toHaveLength(12);
    expect(periodMonths("2026", "2026-03-02").months).toEqual(["2026-01", "2026-02", "2026-03"]);
    const fallback = periodMonths("1999", "2026-11-24");
    expect(fallback.period).toBe(LAST_12_MONTHS);
    expect(fallback.months[0]).toBe("2025-12");
    expect(fallback.months[11]).toBe("2026-11");
  });
});

describe("totals", () => {
  const rows = [
    row("2026-10", "a", { enrollments: 3, completions: 2, hours: 15, attempts: 3, passed: 2 }),
    row("2026-11", "a", { enrollments: 1 }),
    row("2026-11", "b", { enrollments: 2, completions: 1, hours: 4.5, attempts: 2, passed: 1 }),
    row("2024-01", "b", { enrollments: 9 }), // outside the months asked for
  ];

  it("sums every course per month, with empty months as zero, or one course's months", () => {
    const months = totalsByMonth(rows, ["2026-09", "2026-10", "2026-11"]);
    expect(months.map((m) => [m.month, m.enrollments, m.completions, m.hours])).toEqual([
      ["2026-09", 0, 0, 0],
      ["2026-10", 3, 2, 15],
      ["2026-11", 3, 1, 4.5],
    ]);
    expect(totalsByMonth(rows, ["2026-10", "2026-11"], "b").map((m) => m.enrollments)).toEqual([0, 2]);
  });

  it("lists published courses and any other with activity, most completions first", () => {
    const courses = [
      { id: "b", title: "Bravo", status: "published" },
      { id: "a", title: "Alpha", status: "archived" },
      { id: "c", title: "Charlie", status: "published" },
      { id: "d", title: "Draft", status: "draft" },
    ];
    const table = totalsByCourse(rows.slice(0, 3), courses);
    expect(table.map((c) => [c.title, c.completions, c.enrollments])).toEqual([
      ["Alpha", 2, 4],
      ["Bravo", 1, 2],
      ["Charlie", 0, 0],
    ]);
    expect(grandTotal(table)).toEqual({ enrollments: 6, completions: 3, hours: 19.5, attempts: 5, passed: 3 });
  });

  it("writes the pass rate as a whole percentage, or a dash without attempts", () => {
    expect(passRate({ attempts: 3, passed: 2 })).toBe("67%");
    expect(passRate({ attempts: 0, passed: 0 })).toBe("—");
  });
});

import { describe, expect, it } from "vitest";
import { attendance, ROSTER_MESSAGES, rosterCells, rosterQuerySchema } from "./lrec-roster";

const course = "0b6f9f5e-2f7a-4c59-9f43-6f0e8b3c1a01";

describe("LREC roster", () => {
  it("accepts a course and an ordered range of real dates, at most five years", () => {
    expect(rosterQuerySchema.safeParse({ course, from: "2026-01-01", to: "2026-12-31" }).success).toBe(true);
    const reversed = rosterQuerySchema.safeParse({ course, from: "2026-02-01", to: "2026-01-01" });
    expect(reversed.error?.issues[0].message).toBe(ROSTER_MESSAGES.order);
    expect(rosterQuerySchema.safeParse({ course, from: "2026-02-30", to: "2026-03-01" }).success).toBe(false);
    expect(rosterQuerySchema.safeParse({ course, from: "2015-01-01", to: "2026-01-01" }).error?.issues[0].message).toBe(
      ROSTER_MESSAGES.span,
    );
    expect(rosterQuerySchema.safeParse({ course: "x", from: "2026-01-01", to: "2026-01-02" }).success).toBe(false);
  });

  it("writes the dates of attendance and the cells", () => {
    expect(attendance({ firstAccess: "2026-03-02", completionDate: "2026-03-09" })).toBe("2026-03-02 to 2026-03-09");
    expect(attendance({ firstAccess: null, completionDate: "2026-03-09" })).toBe("2026-03-09");
    expect(
      rosterCells({
        studentName: "Ann Lee",
        licenseNumber: null,
        courseTitle: "Ethics",
        hours: 4,
        firstAccess: "2026-03-02",
        completionDate: "2026-03-09",
        finalScore: 90,
        certificateId: "c-CERT-1",
        seatSeconds: 4 * 3600 + 61,
        requiredSeatSeconds: 4 * 3600,
        checksPassed: 4,
        checksFailed: 1,
        attestations: 2,
        proctoringPassed: 1,
        proctoringFailed: 0,
      }),
    ).toEqual([
      "Ann Lee",
      "",
      "Ethics",
      "4.0",
      "2026-03-02",
      "2026-03-09",
      "2026-03-02 to 2026-03-09",
      90,
      "c-CERT-1",
      "4 h 1 min",
      "4 h",
      4,
      1,
      2,
      1,
      0,
    ]);
  });
});

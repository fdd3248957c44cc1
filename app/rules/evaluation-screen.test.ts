import { describe, expect, it } from "vitest";
import { certificatesPath, EVALUATION_TEXTS, formatSubmittedDate } from "./evaluation-screen";

describe("evaluation screen rules (requirement learning-screens)", () => {
  it("sends company users and company admins to the company certificates page", () => {
    expect(certificatesPath({ roles: [], companyId: "c1" })).toBe("/company-dashboard/certificates");
    expect(certificatesPath({ roles: ["company_admin"], companyId: null })).toBe("/company-dashboard/certificates");
    expect(certificatesPath({ roles: ["company_admin"], companyId: "c1" })).toBe("/company-dashboard/certificates");
    expect(certificatesPath({ roles: [], companyId: null })).toBe("/student/certificates");
    expect(certificatesPath({ roles: ["student"], companyId: null })).toBe("/student/certificates");
    expect(certificatesPath({ roles: ["reviewer"], companyId: null })).toBe("/student/certificates");
    expect(certificatesPath({ roles: ["admin"], companyId: null })).toBe("/student/certificates");
  });

  it("formats the submitted date as 'MMM dd, yyyy' in Louisiana time", () => {
    expect(formatSubmittedDate(new Date("2026-03-05T18:00:00Z"))).toBe("Mar 05, 2026");
    // 03:00 UTC on March 6 is still March 5 in Louisiana (CST, UTC-6).
    expect(formatSubmittedDate(new Date("2026-03-06T03:00:00Z"))).toBe("Mar 05, 2026");
    expect(formatSubmittedDate("2026-12-31T23:30:00.000Z")).toBe("Dec 31, 2026");
  });

  it("has the required titles", () => {
    expect(EVALUATION_TEXTS.title).toBe("Course Evaluation");
    expect(EVALUATION_TEXTS.alreadySubmitted).toBe("Evaluation Already Submitted");
    expect(EVALUATION_TEXTS.thankYou).toBe("Thank You");
    expect(EVALUATION_TEXTS.notFound).toBe("Evaluation not found");
  });
});

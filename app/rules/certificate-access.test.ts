import { describe, expect, it } from "vitest";
import { canViewCertificate } from "./certificate-access";

const owner = { userId: "learner", companyId: "bayou" };

describe("canViewCertificate", () => {
  it("lets the learner see their own certificate", () => {
    expect(canViewCertificate({ id: "learner", roles: [], companyId: null }, owner)).toBe(true);
  });

  it("lets admins see any certificate", () => {
    expect(canViewCertificate({ id: "admin", roles: ["admin"], companyId: null }, { userId: "x", companyId: null })).toBe(true);
  });

  it("lets a company admin see their own company's learners only", () => {
    expect(canViewCertificate({ id: "ca", roles: ["company_admin"], companyId: "bayou" }, owner)).toBe(true);
    expect(canViewCertificate({ id: "ca", roles: ["company_admin"], companyId: "other" }, owner)).toBe(false);
    expect(canViewCertificate({ id: "ca", roles: ["company_admin"], companyId: null }, { userId: "x", companyId: null })).toBe(false);
  });

  it("hides from the company a certificate issued before the learner joined it (decision 0053)", () => {
    const viewer = { id: "ca", roles: ["company_admin"] as const, companyId: "bayou" };
    const joined = { ...owner, companyJoinedAt: "2026-05-01T00:00:00Z" };
    expect(canViewCertificate(viewer, { ...joined, issuedAt: "2026-04-30T23:59:59Z" })).toBe(false);
    expect(canViewCertificate(viewer, { ...joined, issuedAt: "2026-05-01T00:00:00Z" })).toBe(true);
    expect(canViewCertificate({ id: "learner", roles: [], companyId: "bayou" }, { ...joined, issuedAt: "2020-01-01T00:00:00Z" })).toBe(
      true,
    );
  });

  it("refuses other learners, colleagues and reviewers", () => {
    expect(canViewCertificate({ id: "other", roles: [], companyId: null }, owner)).toBe(false);
    expect(canViewCertificate({ id: "colleague", roles: ["student"], companyId: "bayou" }, owner)).toBe(false);
    expect(canViewCertificate({ id: "rev", roles: ["reviewer"], companyId: null }, owner)).toBe(false);
  });
});

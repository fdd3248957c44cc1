import { describe, expect, it } from "vitest";
import { dashboardPath, hasAnyRole, primaryRole, roleLabel } from "./roles";

describe("dashboardPath", () => {
  it("routes each role to its area", () => {
    expect(dashboardPath(["admin"])).toBe("/admin");
    expect(dashboardPath(["company_admin"])).toBe("/company-dashboard");
    expect(dashboardPath(["reviewer"])).toBe("/student");
    expect(dashboardPath([])).toBe("/student");
    expect(dashboardPath(["student"])).toBe("/student");
  });

  it("prefers admin over company admin", () => {
    expect(dashboardPath(["company_admin", "admin"])).toBe("/admin");
  });
});

describe("hasAnyRole", () => {
  it("treats a user without roles as a student", () => {
    expect(hasAnyRole([], "student")).toBe(true);
    expect(hasAnyRole([], ["student", "reviewer"])).toBe(true);
    expect(hasAnyRole([], "admin")).toBe(false);
  });

  it("does not make staff students", () => {
    expect(hasAnyRole(["admin"], ["student", "reviewer"])).toBe(false);
    expect(hasAnyRole(["company_admin"], ["student", "reviewer"])).toBe(false);
    expect(hasAnyRole(["reviewer"], ["student", "reviewer"])).toBe(true);
  });

  it("accepts one role or a list", () => {
    expect(hasAnyRole(["admin"], "admin")).toBe(true);
    expect(hasAnyRole(["company_admin"], ["admin", "company_admin"])).toBe(true);
  });
});

describe("roleLabel", () => {
  it("names the most senior role", () => {
    expect(roleLabel(["reviewer"])).toBe("Reviewer");
    expect(roleLabel([])).toBe("Student");
    expect(roleLabel(["company_admin"])).toBe("Company Admin");
  });
});

describe("primaryRole", () => {
  it("ranks admin over company admin over reviewer; no role is a student", () => {
    expect(primaryRole(["reviewer", "admin"])).toBe("admin");
    expect(primaryRole(["company_admin"])).toBe("company_admin");
    expect(primaryRole(["reviewer"])).toBe("reviewer");
    expect(primaryRole([])).toBe("student");
  });
});

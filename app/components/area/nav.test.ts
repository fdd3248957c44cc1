import { describe, expect, it } from "vitest";
import type { Role } from "~/rules/roles";
import { AREA_NAV, visibleNav } from "./nav";

const labels = (sections: ReturnType<typeof visibleNav>) => sections.flatMap((s) => s.links.map((l) => l.label));

describe("area sidebars", () => {
  it("show only the pages that exist", () => {
    expect(labels(visibleNav("student", { roles: [], companyId: null }))).toEqual([
      "My Courses",
      "My Certificates",
      "My Profile",
      "Billing & Subscription",
      "Help & Support",
    ]);
    expect(labels(visibleNav("company", { roles: ["company_admin"], companyId: "c" }))).toEqual([
      "My Courses",
      "My Certificates",
      "Manage Users",
      "Reports",
      "Company Certificates",
      "My Profile",
      "Help & Support",
    ]);
    expect(labels(visibleNav("admin", { roles: ["admin"], companyId: null }))).toEqual([
      "Dashboard",
      "Users",
      "Companies",
      "Instructors",
      "Courses",
      "Bundles",
      "Lessons",
      "Quizzes",
      "Evaluations",
      "Certificates",
      "Announcements",
      "Reports",
      "Time Study",
      "Sales & Billing",
      "Health Monitor",
      "Settings",
      "My Profile",
    ]);
  });

  it("hide billing from company members and reviewers once billing exists", () => {
    const allBuilt = {
      ...AREA_NAV,
      student: AREA_NAV.student.map((s) => ({ ...s, links: s.links.map((l) => ({ ...l, available: true })) })),
    };
    const student = (roles: Role[], companyId: string | null) => labels(visibleNav("student", { roles, companyId }, allBuilt));
    expect(student([], null)).toEqual(["My Courses", "My Certificates", "My Profile", "Billing & Subscription", "Help & Support"]);
    expect(student([], "company-id")).not.toContain("Billing & Subscription");
    expect(student(["reviewer"], null)).not.toContain("Billing & Subscription");
  });

  it("list each path once per area", () => {
    for (const sections of Object.values(AREA_NAV)) {
      const paths = sections.flatMap((s) => s.links.map((l) => l.to));
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});

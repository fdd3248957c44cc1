import { describe, expect, it } from "vitest";
import { ADMIN_COURSES_PATH, exitDestination } from "./player-exit";

describe("exit destination", () => {
  it("sends admins to the course admin, company admins to their dashboard", () => {
    expect(exitDestination(["admin"])).toBe("/admin/courses");
    expect(ADMIN_COURSES_PATH).toBe("/admin/courses");
    expect(exitDestination(["company_admin", "admin"])).toBe(ADMIN_COURSES_PATH);
    expect(exitDestination(["company_admin"])).toBe("/company-dashboard");
  });

  it("sends students, reviewers and users without a role to /student", () => {
    expect(exitDestination(["student"])).toBe("/student");
    expect(exitDestination(["reviewer"])).toBe("/student");
    expect(exitDestination([])).toBe("/student");
  });
});

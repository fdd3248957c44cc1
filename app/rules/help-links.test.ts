import { describe, expect, it } from "vitest";
import { helpLinks } from "./help-links";

describe("helpLinks", () => {
  it("sends a company admin to the company dashboard's own pages", () => {
    expect(helpLinks("company")).toEqual({
      billing: "/company-dashboard/billing",
      profile: "/company-dashboard/profile",
      certificates: "/company-dashboard/certificates",
    });
  });

  it("sends learners and visitors of the public Help Center to the student area", () => {
    expect(helpLinks("student").billing).toBe("/student/billing");
    expect(helpLinks("public").certificates).toBe("/student/certificates");
  });
});

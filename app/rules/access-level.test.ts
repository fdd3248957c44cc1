import { describe, expect, it } from "vitest";
import { canOpenCourse, courseAccessLevel, entitlement, type Learner } from "./access-level";

const now = new Date("2026-06-01T12:00:00Z");
const future = new Date("2027-01-01T00:00:00Z");
const past = new Date("2026-01-01T00:00:00Z");

const individual: Learner = { roles: [], companyId: null, subscribed: false, subscriptionEnd: null, accountStatus: "active" };
const subscriber: Learner = { ...individual, subscribed: true, subscriptionEnd: future };
const agent: Learner = { ...individual, companyId: "company-1" };
const reviewer: Learner = { ...individual, roles: ["reviewer"] };
const admin: Learner = { ...individual, roles: ["admin"] };

describe("entitlement", () => {
  it("gives company members company access and subscribers premium access", () => {
    expect(entitlement(agent, now)).toBe("company_access");
    expect(entitlement({ ...agent, roles: ["company_admin"] }, now)).toBe("company_access");
    expect(entitlement(subscriber, now)).toBe("premium_subscription");
  });

  it("a member the company set inactive gets no company access; their own live membership still counts (decision 0053)", () => {
    expect(entitlement({ ...agent, companyInactive: true }, now)).toBeNull();
    expect(entitlement({ ...subscriber, companyId: "company-1", companyInactive: true }, now)).toBe("premium_subscription");
    expect(entitlement({ ...subscriber, companyId: "company-1" }, now)).toBe("company_access");
  });

  it("refuses individuals without a live membership and inactive accounts", () => {
    expect(entitlement(individual, now)).toBeNull();
    expect(entitlement({ ...subscriber, subscriptionEnd: past }, now)).toBeNull();
    expect(entitlement({ ...agent, accountStatus: "inactive" }, now)).toBeNull();
    expect(entitlement({ ...subscriber, accountStatus: "inactive" }, now)).toBeNull();
  });
});

describe("courseAccessLevel", () => {
  it("follows the four levels of the requirements", () => {
    expect(courseAccessLevel(null, false, now)).toBe("not_logged_in");
    expect(courseAccessLevel(individual, false, now)).toBe("not_subscribed");
    expect(courseAccessLevel(subscriber, false, now)).toBe("subscribed_not_enrolled");
    expect(courseAccessLevel(subscriber, true, now)).toBe("enrolled");
    expect(courseAccessLevel(agent, false, now)).toBe("subscribed_not_enrolled");
    expect(courseAccessLevel(agent, true, now)).toBe("enrolled");
  });

  it("treats an enrollment whose membership lapsed as not subscribed", () => {
    expect(courseAccessLevel({ ...subscriber, subscriptionEnd: past }, true, now)).toBe("not_subscribed");
  });

  it("lets reviewers and admins review without enrolling", () => {
    expect(courseAccessLevel(reviewer, false, now)).toBe("staff");
    expect(courseAccessLevel(admin, false, now)).toBe("staff");
    expect(courseAccessLevel({ ...reviewer, subscribed: true, subscriptionEnd: future }, true, now)).toBe("enrolled");
  });
});

describe("canOpenCourse", () => {
  it("is true for entitled enrollments and staff only", () => {
    expect(canOpenCourse(subscriber, true, now)).toBe(true);
    expect(canOpenCourse(agent, true, now)).toBe(true);
    expect(canOpenCourse(reviewer, false, now)).toBe(true);
    expect(canOpenCourse(subscriber, false, now)).toBe(false);
    expect(canOpenCourse(individual, true, now)).toBe(false);
    expect(canOpenCourse({ ...agent, accountStatus: "inactive" }, true, now)).toBe(false);
  });
});

describe("a staff grant (decision 0063)", () => {
  it("opens the course without a membership or company, not for an inactive account", () => {
    expect(canOpenCourse(individual, "staff_grant", now)).toBe(true);
    expect(courseAccessLevel(individual, "staff_grant", now)).toBe("enrolled");
    expect(canOpenCourse({ ...subscriber, subscriptionEnd: past }, "staff_grant", now)).toBe(true);
    expect(canOpenCourse({ ...agent, companyInactive: true }, "staff_grant", now)).toBe(true);
    expect(canOpenCourse({ ...individual, accountStatus: "inactive" }, "staff_grant", now)).toBe(false);
    // Other access types still need the entitlement.
    expect(canOpenCourse(individual, "premium_subscription", now)).toBe(false);
    expect(canOpenCourse(individual, "company_access", now)).toBe(false);
    expect(canOpenCourse(individual, null, now)).toBe(false);
  });
});

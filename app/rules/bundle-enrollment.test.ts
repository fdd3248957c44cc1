import { describe, expect, it } from "vitest";
import type { Learner } from "./access-level";
import { bundleAccessLevel, summariseBundleEnrollment } from "./bundle-enrollment";

const now = new Date("2026-06-01T12:00:00Z");
const individual: Learner = { roles: [], companyId: null, subscribed: false, subscriptionEnd: null, accountStatus: "active" };
const subscriber: Learner = { ...individual, subscribed: true, subscriptionEnd: new Date("2027-01-01T00:00:00Z") };
const agent: Learner = { ...individual, companyId: "company-1" };
const reviewer: Learner = { ...individual, roles: ["reviewer"] };

describe("bundleAccessLevel", () => {
  it("sends visitors to sign up and individuals without a membership to premium", () => {
    expect(bundleAccessLevel(null, 0, 2, now)).toBe("not_logged_in");
    expect(bundleAccessLevel(individual, 0, 2, now)).toBe("not_subscribed");
    expect(bundleAccessLevel({ ...subscriber, subscriptionEnd: new Date("2026-01-01T00:00:00Z") }, 2, 2, now)).toBe("not_subscribed");
  });

  it("lets subscribers and company members enroll until they have every course", () => {
    expect(bundleAccessLevel(subscriber, 0, 2, now)).toBe("can_enroll");
    expect(bundleAccessLevel(subscriber, 1, 2, now)).toBe("can_enroll");
    expect(bundleAccessLevel(agent, 0, 3, now)).toBe("can_enroll");
    expect(bundleAccessLevel(subscriber, 2, 2, now)).toBe("enrolled");
  });

  it("shows staff without a membership the review path", () => {
    expect(bundleAccessLevel(reviewer, 0, 2, now)).toBe("staff");
    expect(bundleAccessLevel({ ...reviewer, roles: ["admin"] }, 0, 2, now)).toBe("staff");
  });
});

describe("summariseBundleEnrollment", () => {
  const bundle = "Salesperson Bundle";

  it("says every course was enrolled", () => {
    const summary = summariseBundleEnrollment(bundle, [
      { title: "Pre", ok: true, alreadyEnrolled: false },
      { title: "Post", ok: true, alreadyEnrolled: true },
    ]);
    expect(summary).toEqual({
      outcome: "enrolled",
      toast: { type: "success", title: "Enrolled", description: "You're enrolled in all 2 courses of Salesperson Bundle." },
    });
  });

  it("names the refused courses with the required titles when only some were enrolled", () => {
    const summary = summariseBundleEnrollment(bundle, [
      { title: "Pre", ok: false, reason: "limit_reached_pre_licensing" },
      { title: "Post", ok: true, alreadyEnrolled: false },
    ]);
    expect(summary.outcome).toBe("partial");
    expect(summary.toast).toEqual({
      type: "info",
      title: "Enrolled",
      description: "You're enrolled in 1 of 2 courses of Salesperson Bundle. Not enrolled: Pre (Pre-Licensing Limit Reached).",
    });
  });

  it("uses the refusal's own toast when every course was refused for one reason", () => {
    const premium = summariseBundleEnrollment(bundle, [
      { title: "Pre", ok: false, reason: "premium_required" },
      { title: "Post", ok: false, reason: "premium_required" },
    ]);
    expect(premium.outcome).toBe("refused");
    expect(premium.toast.title).toBe("Premium Required");
    expect(premium.toast.description).not.toContain("Pre");

    const limit = summariseBundleEnrollment(bundle, [{ title: "Post", ok: false, reason: "limit_reached_post_licensing" }]);
    expect(limit.toast.title).toBe("Post-Licensing Limit Reached");
    expect(limit.toast.description).toMatch(/Not enrolled: Post\.$/);
  });

  it("says Enrollment failed for mixed refusals and for a bundle without courses", () => {
    const mixed = summariseBundleEnrollment(bundle, [
      { title: "Pre", ok: false, reason: "limit_reached_pre_licensing" },
      { title: "Post", ok: false, reason: "limit_reached_post_licensing" },
    ]);
    expect(mixed).toEqual({
      outcome: "refused",
      toast: {
        type: "error",
        title: "Enrollment failed",
        description: "Not enrolled: Pre (Pre-Licensing Limit Reached); Post (Post-Licensing Limit Reached).",
      },
    });
    expect(summariseBundleEnrollment(bundle, []).toast.title).toBe("Enrollment failed");
    expect(summariseBundleEnrollment(bundle, []).outcome).toBe("refused");
  });
});

import { describe, expect, it } from "vitest";
import { isCourseActive, retakeRefusal, type RetakeFacts } from "./retake";

const completed: RetakeFacts = { enrolled: true, completed: true, retakesStarted: 0, entitled: true };

describe("retakeRefusal", () => {
  it("allows a completed course, enrolled or not, for an entitled learner", () => {
    expect(retakeRefusal(completed)).toBeNull();
    expect(retakeRefusal({ ...completed, enrolled: false })).toBeNull();
    expect(retakeRefusal({ ...completed, retakesStarted: 3 })).toBeNull(); // finished the last retake
  });

  it("refuses while the course is active (enrolled, not completed)", () => {
    expect(retakeRefusal({ ...completed, completed: false })).toBe("active");
  });

  it("refuses while a retake is in progress, also after unenrolling", () => {
    expect(retakeRefusal({ ...completed, completed: false, retakesStarted: 1 })).toBe("in_progress");
    expect(retakeRefusal({ ...completed, completed: false, enrolled: false, retakesStarted: 1 })).toBe("in_progress");
  });

  it("refuses a course never completed", () => {
    expect(retakeRefusal({ ...completed, completed: false, enrolled: false })).toBe("not_completed");
  });

  it("refuses without a membership or a company", () => {
    expect(retakeRefusal({ ...completed, entitled: false })).toBe("not_entitled");
  });
});

describe("isCourseActive", () => {
  it("is enrolled and not completed", () => {
    expect(isCourseActive({ enrolled: true, completed: false })).toBe(true);
    expect(isCourseActive({ enrolled: true, completed: true })).toBe(false);
    expect(isCourseActive({ enrolled: false, completed: false })).toBe(false);
  });
});

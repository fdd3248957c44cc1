import { describe, expect, it } from "vitest";
import {
  continuingEducationMilestone,
  invitationMilestone,
  postLicensingMilestone,
  premiumRenewalMilestone,
  weekMilestone,
} from "./reminders";

describe("reminder milestones", () => {
  it("post-licensing: 60, 30 and 7 days before, the latest reached, none after the deadline", () => {
    expect(postLicensingMilestone("2027-03-01", 61)).toBeNull();
    expect(postLicensingMilestone("2027-03-01", 60)).toBe("2027-03-01:60");
    expect(postLicensingMilestone("2027-03-01", 31)).toBe("2027-03-01:60");
    expect(postLicensingMilestone("2027-03-01", 30)).toBe("2027-03-01:30");
    expect(postLicensingMilestone("2027-03-01", 20)).toBe("2027-03-01:30");
    expect(postLicensingMilestone("2027-03-01", 7)).toBe("2027-03-01:7");
    expect(postLicensingMilestone("2027-03-01", 0)).toBe("2027-03-01:7");
    expect(postLicensingMilestone("2027-03-01", -1)).toBeNull();
  });

  it("continuing education: 1 November, 1 December, 15 December, through December 31", () => {
    expect(continuingEducationMilestone("2026-10-31")).toBeNull();
    expect(continuingEducationMilestone("2026-11-01")).toBe("2026-11-01");
    expect(continuingEducationMilestone("2026-11-30")).toBe("2026-11-01");
    expect(continuingEducationMilestone("2026-12-01")).toBe("2026-12-01");
    expect(continuingEducationMilestone("2026-12-15")).toBe("2026-12-15");
    expect(continuingEducationMilestone("2026-12-31")).toBe("2026-12-15");
    expect(continuingEducationMilestone("2027-01-01")).toBeNull();
  });

  it("premium renewal: from 7 days before through the day", () => {
    expect(premiumRenewalMilestone("2026-12-10", "2026-12-02")).toBeNull();
    expect(premiumRenewalMilestone("2026-12-10", "2026-12-03")).toBe("2026-12-10");
    expect(premiumRenewalMilestone("2026-12-10", "2026-12-10")).toBe("2026-12-10");
    expect(premiumRenewalMilestone("2026-12-10", "2026-12-11")).toBeNull();
  });

  it("a pending invitation: 3 and 10 days after, each for a week", () => {
    expect(invitationMilestone("2026-12-01", "2026-12-03")).toBeNull();
    expect(invitationMilestone("2026-12-01", "2026-12-04")).toEqual({ milestone: "3", daysAgo: 3 });
    expect(invitationMilestone("2026-12-01", "2026-12-10")).toEqual({ milestone: "3", daysAgo: 9 });
    expect(invitationMilestone("2026-12-01", "2026-12-11")).toEqual({ milestone: "10", daysAgo: 10 });
    expect(invitationMilestone("2026-12-01", "2026-12-18")).toBeNull();
  });

  it("the digest's week starts on Monday, across a year's end", () => {
    expect(weekMilestone("2026-11-30")).toBe("2026-11-30"); // a Monday
    expect(weekMilestone("2026-12-06")).toBe("2026-11-30"); // the Sunday after
    expect(weekMilestone("2027-01-01")).toBe("2026-12-28"); // a Friday
  });
});

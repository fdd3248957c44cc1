import { describe, expect, it } from "vitest";
import { badgeLabel, bellLabel, isTargeted, withPendingReads, type AnnouncementTargeting } from "./announcements";

const target = (t: Partial<AnnouncementTargeting>): AnnouncementTargeting => ({
  targetType: "all",
  selectedStudentIds: [],
  selectedCompanyIds: [],
  ...t,
});

const individual = { userId: "u1", roles: [], companyId: null };
const member = { userId: "u2", roles: ["student" as const], companyId: "c1" };
const companyAdmin = { userId: "u3", roles: ["company_admin" as const], companyId: "c1" };
const admin = { userId: "u4", roles: ["admin" as const], companyId: null };
const reviewer = { userId: "u5", roles: ["reviewer" as const], companyId: null };

describe("isTargeted", () => {
  it("all reaches everyone", () => {
    for (const who of [individual, member, companyAdmin, admin, reviewer]) expect(isTargeted(target({}), who)).toBe(true);
  });
  it("students reaches learners (with or without a company), not staff", () => {
    const t = target({ targetType: "students" });
    expect([individual, member, companyAdmin, admin, reviewer].map((who) => isTargeted(t, who))).toEqual([true, true, false, false, false]);
  });
  it("companies reaches everyone in a company", () => {
    const t = target({ targetType: "companies" });
    expect([individual, member, companyAdmin, admin, reviewer].map((who) => isTargeted(t, who))).toEqual([false, true, true, false, false]);
  });
  it("selected students and companies reach only those listed", () => {
    expect(isTargeted(target({ targetType: "selected_students", selectedStudentIds: ["u1"] }), individual)).toBe(true);
    expect(isTargeted(target({ targetType: "selected_students", selectedStudentIds: ["u1"] }), member)).toBe(false);
    const companies = target({ targetType: "selected_companies", selectedCompanyIds: ["c1"] });
    expect([individual, member, companyAdmin].map((who) => isTargeted(companies, who))).toEqual([false, true, true]);
    expect(isTargeted(target({ targetType: "selected_companies", selectedCompanyIds: ["c2"] }), member)).toBe(false);
  });
});

describe("badge", () => {
  it("shows nothing at zero, the count up to 99, then 99+", () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe("1");
    expect(badgeLabel(99)).toBe("99");
    expect(badgeLabel(100)).toBe("99+");
    expect(bellLabel(0)).toBe("Announcements, none unread");
    expect(bellLabel(150)).toBe("Announcements, 99+ unread");
  });
});

describe("withPendingReads", () => {
  const items = [
    { id: "a", read: false },
    { id: "b", read: false },
    { id: "c", read: true },
  ];
  it("marks pending ids read, or all with a pending mark-all; never unreads", () => {
    expect(withPendingReads(items, { all: false, ids: new Set(["a"]) }).map((i) => i.read)).toEqual([true, false, true]);
    expect(withPendingReads(items, { all: true, ids: new Set() }).map((i) => i.read)).toEqual([true, true, true]);
    expect(withPendingReads(items, { all: false, ids: new Set() }).map((i) => i.read)).toEqual([false, false, true]);
  });
});

// Who sees an announcement, and how the bell shows the count (requirements announcements-bell, signed-in-state-flows Announcements, requirements signed-in-operations, signed-in-constants;
// docs/decisions/0024-student-area.md). The model's SQL mirrors `isTargeted`; the integration tests
// check the two agree for every target type.
import { effectiveRoles, type Role } from "./roles";

export const ANNOUNCEMENT_TARGETS = ["all", "students", "companies", "selected_students", "selected_companies"] as const;
export type AnnouncementTarget = (typeof ANNOUNCEMENT_TARGETS)[number];

/** The bell lists at most this many announcements, newest first (requirements signed-in-operations, signed-in-constants). */
export const ANNOUNCEMENT_LIST_LIMIT = 50;

/** Above this, the badge reads "99+" (requirements student-area-layout, signed-in-constants). */
export const BADGE_MAX = 99;

export type AnnouncementAudience = { userId: string; roles: readonly Role[]; companyId: string | null };

export type AnnouncementTargeting = {
  targetType: AnnouncementTarget;
  selectedStudentIds: readonly string[];
  selectedCompanyIds: readonly string[];
};

/**
 * - all: every signed-in user;
 * - students: learners (the student role, including members of a company), not staff or company admins;
 * - companies: everyone who belongs to a company (company admins and their members);
 * - selected_students / selected_companies: the listed users, or the members of the listed companies.
 */
export function isTargeted(announcement: AnnouncementTargeting, audience: AnnouncementAudience): boolean {
  switch (announcement.targetType) {
    case "all":
      return true;
    case "students":
      return effectiveRoles(audience.roles).includes("student");
    case "companies":
      return audience.companyId !== null;
    case "selected_students":
      return announcement.selectedStudentIds.includes(audience.userId);
    case "selected_companies":
      return audience.companyId !== null && announcement.selectedCompanyIds.includes(audience.companyId);
    default:
      return announcement.targetType satisfies never;
  }
}

/** The badge text: nothing at zero, the count up to 99, then "99+". */
export function badgeLabel(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(unread));
}

/** The bell button's accessible name. */
export function bellLabel(unread: number): string {
  if (unread <= 0) return "Announcements, none unread";
  return `Announcements, ${badgeLabel(unread)} unread`;
}

/** Optimistic view: which announcements count as read while marks are on their way. */
export function withPendingReads<T extends { id: string; read: boolean }>(
  items: readonly T[],
  pending: { all: boolean; ids: ReadonlySet<string> },
): T[] {
  return items.map((item) => (item.read || pending.all || pending.ids.has(item.id) ? { ...item, read: true } : item));
}

// The sidebars of the signed-in areas (requirements signed-in-route-table, student-area-layout, company-dashboard). Every link the requirements list is
// here; a link is shown only once its page exists — the issue that builds a page sets its
// `available` to true. No sidebar link may lead to a not-found page.
import type { Area, Role } from "~/rules/roles";

export type { Area };

/** What decides whether a link applies to the signed-in user. */
export type NavAudience = { roles: readonly Role[]; companyId: string | null };

export type NavLink = {
  label: string;
  to: string;
  /** True once the page is built. */
  available: boolean;
  /** Links the requirements hide for some users (billing for company members and reviewers). */
  hiddenFor?: (audience: NavAudience) => boolean;
};

export type NavSection = { label: string | null; links: readonly NavLink[] };

const noBilling = ({ roles, companyId }: NavAudience) => companyId !== null || roles.includes("reviewer");

export const AREA_NAV: Record<Area, readonly NavSection[]> = {
  student: [
    {
      label: null,
      links: [
        { label: "My Courses", to: "/student", available: true },
        { label: "My Certificates", to: "/student/certificates", available: true },
      ],
    },
    {
      label: "Account",
      links: [
        { label: "My Profile", to: "/student/profile", available: true },
        { label: "Billing & Subscription", to: "/student/billing", available: true, hiddenFor: noBilling },
        { label: "Help & Support", to: "/student/help", available: true },
      ],
    },
  ],
  company: [
    {
      label: null,
      links: [
        { label: "My Courses", to: "/company-dashboard", available: true },
        { label: "My Certificates", to: "/company-dashboard/certificates", available: true },
      ],
    },
    {
      label: "Account",
      links: [
        { label: "Manage Users", to: "/company-dashboard/users", available: true },
        { label: "Reports", to: "/company-dashboard/reports", available: true },
        { label: "Company Certificates", to: "/company-dashboard/company-certificates", available: true },
        { label: "My Profile", to: "/company-dashboard/profile", available: true },
        { label: "Help & Support", to: "/company-dashboard/help", available: true },
      ],
    },
  ],
  admin: [
    {
      label: null,
      links: [
        { label: "Dashboard", to: "/admin", available: true },
        { label: "Users", to: "/admin/users", available: true },
        { label: "Companies", to: "/admin/companies", available: true },
        { label: "Instructors", to: "/admin/instructors", available: true },
      ],
    },
    {
      label: "Content",
      links: [
        { label: "Courses", to: "/admin/courses", available: true },
        { label: "Bundles", to: "/admin/bundles", available: true },
        { label: "Lessons", to: "/admin/lessons", available: true },
        { label: "Quizzes", to: "/admin/quizzes", available: true },
        { label: "Evaluations", to: "/admin/evaluations", available: true },
        { label: "Certificates", to: "/admin/certificates", available: true },
        { label: "Announcements", to: "/admin/announcements", available: true },
      ],
    },
    {
      label: "Business",
      links: [
        { label: "Reports", to: "/admin/reports", available: true },
        { label: "Time Study", to: "/admin/reports/time-study", available: true },
        { label: "Sales & Billing", to: "/admin/sales", available: true },
      ],
    },
    {
      label: "System",
      links: [
        { label: "Health Monitor", to: "/admin/health", available: true },
        { label: "Settings", to: "/admin/settings", available: true },
        { label: "My Profile", to: "/admin/profile", available: true },
      ],
    },
  ],
};

/** The sections and links this user sees: built pages only, minus the ones hidden for them; empty sections dropped. */
export function visibleNav(
  area: Area,
  audience: NavAudience,
  nav: Record<Area, readonly NavSection[]> = AREA_NAV,
): { label: string | null; links: { label: string; to: string }[] }[] {
  return nav[area]
    .map((section) => ({
      label: section.label,
      links: section.links.filter((link) => link.available && !link.hiddenFor?.(audience)).map(({ label, to }) => ({ label, to })),
    }))
    .filter((section) => section.links.length > 0);
}

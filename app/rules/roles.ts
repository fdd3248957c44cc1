/** Roles (requirements roles-and-route-guards, signed-in-roles): a user with no role record is a student. */
export const ROLES = ["student", "company_admin", "admin", "reviewer"] as const;
export type Role = (typeof ROLES)[number];

/** An account (user or company) is active or inactive (requirement signed-in-roles); inactive accounts cannot sign in. */
export const ACCOUNT_STATUSES = ["active", "inactive"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The signed-in areas (requirement signed-in-route-table). */
export type Area = "student" | "company" | "admin";

/** The path of each area's index page (matched exactly, so "My Courses" is not active on sub-pages). */
export const AREA_HOME: Record<Area, string> = {
  student: "/student",
  company: "/company-dashboard",
  admin: "/admin",
};

/** Who may enter each area (requirement signed-in-route-table); anyone else signed in is sent to /dashboard. */
export const AREA_ROLES = {
  student: ["student", "reviewer"],
  company: ["company_admin"],
  admin: ["admin"],
} as const satisfies Record<Area, readonly Role[]>;

/** Where /dashboard sends a user: admin → /admin, company admin → /company-dashboard, others → /student. */
export function dashboardPath(roles: readonly Role[]): string {
  if (roles.includes("admin")) return "/admin";
  if (roles.includes("company_admin")) return "/company-dashboard";
  return "/student";
}

/** A user without any role record is a student. */
export function effectiveRoles(roles: readonly Role[]): Role[] {
  return roles.length === 0 ? ["student"] : [...roles];
}

/** True when the user holds at least one of the required roles. */
export function hasAnyRole(roles: readonly Role[], required: Role | readonly Role[]): boolean {
  const wanted: readonly Role[] = typeof required === "string" ? [required] : required;
  return effectiveRoles(roles).some((role) => wanted.includes(role));
}

export function roleLabel(roles: readonly Role[]): string {
  if (roles.includes("admin")) return "Admin";
  if (roles.includes("company_admin")) return "Company Admin";
  if (roles.includes("reviewer")) return "Reviewer";
  return "Student";
}

/** A user's one role as the admin list, the user record and the player show it: admin, then company admin, then reviewer, else student. */
export function primaryRole(roles: readonly string[]): Role {
  for (const role of ["admin", "company_admin", "reviewer"] as const) if (roles.includes(role)) return role;
  return "student";
}

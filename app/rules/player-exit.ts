// Where "Exit Course" goes (requirement learning-screens): admins to the course admin, company admins to their
// dashboard, everyone else to /student.
import type { Role } from "./roles";

/** /admin/courses is not built yet; until it is, admins go to the admin dashboard. */
export const ADMIN_COURSES_PATH = "/admin";

export function exitDestination(roles: readonly Role[]): string {
  if (roles.includes("admin")) return ADMIN_COURSES_PATH;
  if (roles.includes("company_admin")) return "/company-dashboard";
  return "/student";
}

// Where "Exit Course" goes (requirement learning-screens): admins to the course admin (/admin/courses),
// company admins to their dashboard, everyone else to /student.
import type { Role } from "./roles";

export const ADMIN_COURSES_PATH = "/admin/courses";

export function exitDestination(roles: readonly Role[]): string {
  if (roles.includes("admin")) return ADMIN_COURSES_PATH;
  if (roles.includes("company_admin")) return "/company-dashboard";
  return "/student";
}

// What every Manage Users route needs first (decision 0025): who runs the screen, the
// company it manages and the actor recorded in the audit log. The same route modules serve two
// addresses (decision 0037): /company-dashboard/users, where the company is the signed-in company
// admin's own (never a submitted id), and /admin/companies/{companyId}/users, where a platform admin
// manages the company named by the route — exempt from the seat limit (requirement signed-in-roles).
import { data, type AppLoadContext } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { companyNameOf, type Actor } from "~/models/companies/company-users.server";
import { COMPANY_MESSAGES } from "~/rules/admin-companies";
import { manageUsersPath, USER_MESSAGES } from "~/rules/company-users";
import { parseUserCsv } from "~/rules/user-csv-parse";
import { requireIdParam } from "~/utils/http.server";
import type { Area } from "~/rules/roles";
import { getClientAddress } from "~/utils/client-address.server";
import { requireAreaUser, requireCompanyAdmin } from "~/auth/permissions.server";

/** The area a Manage Users screen runs in: the company dashboard (own company) or admin (the company in the address). */
export type UsersArea = Extract<Area, "company" | "admin">;

export async function requireUsersAdmin(area: UsersArea, request: Request, context: AppLoadContext | undefined, params: Params) {
  const platform = area === "admin";
  const { user, companyId } = platform
    ? { user: await requireAreaUser(request, "admin"), companyId: requireIdParam(params.companyId, COMPANY_MESSAGES.notFound) }
    : await requireCompanyAdmin(request);
  const companyName = platform ? ((await companyNameOf(companyId)) ?? notFound(COMPANY_MESSAGES.notFound)) : (user.companyName ?? "");
  const actor: Actor & { companyName: string } = {
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    // Platform admins are exempt from the seat limit (requirement signed-in-roles).
    exempt: user.roles.includes("admin"),
    ipAddress: getClientAddress(request, context),
    companyName,
  };
  return { user, companyId, actor, usersPath: manageUsersPath(platform ? companyId : undefined) };
}

/** A 404 with the reason: an unknown id and another company's user look the same. */
export function notFound(message: string = USER_MESSAGES.notFound): never {
  throw data(message, { status: 404 });
}

/** Reads an uploaded file's text (here, not in the route module: csv-parse must stay out of the browser bundle). */
export function parseUploadedCsv(text: string) {
  return parseUserCsv(text);
}

// What every Manage Users route needs first (issue 16; decision 0025): the signed-in company admin,
// their company (never a submitted id) and the actor recorded in the audit log.
import { data, type AppLoadContext } from "@remix-run/node";
import type { Actor } from "~/models/company-users.server";
import { USER_MESSAGES, USERS_PATH } from "~/rules/company-users";
import { parseUserCsv } from "~/rules/user-csv-parse";
import { isUuid } from "~/rules/ids";
import { getClientAddress } from "~/utils/client-address.server";
import { requireCompanyAdmin } from "~/utils/permissions.server";

export { USERS_PATH };

export async function requireUsersAdmin(request: Request, context?: AppLoadContext) {
  const { user, companyId } = await requireCompanyAdmin(request);
  const actor: Actor & { companyName: string } = {
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    // Platform admins are exempt from the seat limit (spec 3 §5).
    exempt: user.roles.includes("admin"),
    ipAddress: getClientAddress(request, context),
    companyName: user.companyName ?? "",
  };
  return { user, companyId, actor };
}

/** A 404 with the reason: an unknown id and another company's user look the same. */
export function notFound(message: string = USER_MESSAGES.notFound): never {
  throw data(message, { status: 404 });
}

/** A route's id parameter (lower-cased), or a 404 for anything that is not a uuid. */
export function requireIdParam(value: string | undefined, message?: string): string {
  if (!isUuid(value)) notFound(message);
  return value.toLowerCase();
}

/** Reads an uploaded file's text (here, not in the route module: csv-parse must stay out of the browser bundle). */
export function parseUploadedCsv(text: string) {
  return parseUserCsv(text);
}

// What every admin screen needs first (decisions 0029, 0030, 0031): the signed-in platform admin and the actor the
// audit log records (who and from where), and the toasts an action answers with when it stays on the
// page (requirement public-error-texts).
import { data, type AppLoadContext } from "@remix-run/node";
import type { AuditActor } from "~/models/operations/audit.server";
import { getClientAddress } from "~/utils/client-address.server";
import { requireAreaUser } from "~/auth/permissions.server";
import { withId } from "~/utils/toast.server";

export async function requireAdmin(request: Request, context?: AppLoadContext) {
  const user = await requireAreaUser(request, "admin");
  const actor: AuditActor & { name: string } = {
    userId: user.id,
    ipAddress: getClientAddress(request, context),
    name: `${user.firstName} ${user.lastName}`.trim(),
  };
  return { user, actor };
}

/** An action's error toast, rendered by the page's own Toaster (the page is not redirected). */
export function errorToast(title: string, description?: string) {
  return withId({ type: "error" as const, title, description });
}

/** A 4xx answer that stays on the page with the failure toast. */
export function fail<T extends object>(
  body: T,
  toast: { type: "success" | "error" | "info"; title: string; description?: string },
  status = 400,
) {
  return data({ ...body, toast: withId(toast) }, { status });
}

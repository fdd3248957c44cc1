// /company-dashboard/users/{userId}/remove — the remove confirmation (requirements company-dashboard, signed-in-operations
// remove_user_from_company; decision 0025): the user leaves the company and loses company course
// access; the account, its history and certificates stay. Another company's user is not found (404).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getCompanyUser, removeCompanyUser } from "~/models/companies/company-users.server";
import { USER_MESSAGES, USER_TOASTS } from "~/rules/company-users";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireIdParam } from "~/utils/http.server";
import { notFound, requireUsersAdmin } from "./company-users.server";
import type { UsersArea } from "./company-users.server";

export async function removeUserLoader({ request, params, context }: LoaderFunctionArgs, area: UsersArea) {
  const { companyId, user: admin, actor } = await requireUsersAdmin(area, request, context, params);
  const user = await getCompanyUser(companyId, requireIdParam(params.userId, USER_MESSAGES.notFound));
  if (!user) notFound();
  return {
    user: { name: `${user.firstName} ${user.lastName}`, email: user.email },
    yourself: user.id === admin.id,
    company: area === "admin" ? actor.companyName : "your company",
  };
}

export async function removeUserAction({ request, params, context }: ActionFunctionArgs, area: UsersArea) {
  const { companyId, actor, usersPath } = await requireUsersAdmin(area, request, context, params);
  await readForm(request);
  const result = await removeCompanyUser(companyId, requireIdParam(params.userId, USER_MESSAGES.notFound), actor);
  if (!result.ok && result.reason === "not_found") notFound();
  if (!result.ok) return redirectWithToast(usersPath, { ...USER_TOASTS.removeFailed, description: USER_MESSAGES.notYourself });
  return redirectWithToast(usersPath, USER_TOASTS.removed);
}

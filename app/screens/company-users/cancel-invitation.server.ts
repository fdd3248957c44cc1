// /company-dashboard/users/invitations/{invitationId} — withdraws one of the company's pending
// invitations to an existing account (decision 0053). A POST from the Manage Users list (works
// without JavaScript); a GET goes back to the list. Another company's invitation is not found (404).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { cancelInvitation } from "~/models/companies/company-users.server";
import { USER_MESSAGES, USER_TOASTS } from "~/rules/company-users";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireIdParam } from "~/utils/http.server";
import { notFound, requireUsersAdmin } from "./company-users.server";
import type { UsersArea } from "./company-users.server";

export async function cancelInvitationLoader({ request, params, context }: LoaderFunctionArgs, area: UsersArea) {
  const { usersPath } = await requireUsersAdmin(area, request, context, params);
  return redirect(usersPath);
}

export async function cancelInvitationAction({ request, params, context }: ActionFunctionArgs, area: UsersArea) {
  const { companyId, actor, usersPath } = await requireUsersAdmin(area, request, context, params);
  const invitationId = requireIdParam(params.invitationId, USER_MESSAGES.invitationNotFound);
  const form = await readForm(request);
  if (form.get("intent") !== "cancel") return data({ message: "Unknown request." }, { status: 400 });
  if (!(await cancelInvitation(companyId, invitationId, actor))) notFound(USER_MESSAGES.invitationNotFound);
  return redirectWithToast(usersPath, USER_TOASTS.invitationCancelled);
}

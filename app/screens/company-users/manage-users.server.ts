// /company-dashboard/users — Manage Users (requirement company-dashboard; decision 0025): the seat counter,
// the toolbar (template, import, export, add), the searchable, paginated user table, and the
// resend-verification action. Add, edit, remove and import are pages of their own (they work
// without JavaScript); the search is a GET form, submitted 250 ms after typing stops with JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  getCompanyUser,
  getSeats,
  listCompanyUsers,
  listPendingInvitations,
  parseUserListQuery,
  resendVerification,
} from "~/models/companies/company-users.server";
import { COMPANY_ROLE_LABELS, displayStatus, RESEND_INTENT, seatLabel, USER_MESSAGES, USER_TOASTS } from "~/rules/company-users";
import { idSchema } from "~/rules/id-schema";
import { readForm } from "~/utils/form.server";
import { consumeRateLimit, retryMessage } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUsersAdmin } from "./company-users.server";
import type { UsersArea } from "./company-users.server";

export async function manageUsersLoader({ request, params, context }: LoaderFunctionArgs, area: UsersArea) {
  const { companyId } = await requireUsersAdmin(area, request, context, params);
  const query = parseUserListQuery(new URL(request.url).searchParams);
  const [seats, list, invitations] = await Promise.all([
    getSeats(companyId),
    listCompanyUsers(companyId, query),
    listPendingInvitations(companyId),
  ]);
  return {
    // Pending invitations (decision 0053): the address only — the person's data stays theirs until they accept.
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: COMPANY_ROLE_LABELS[invitation.role],
      sent: invitation.createdAt.toISOString(),
    })),
    q: query.q,
    seats: { used: seats.used, allowed: seats.allowed, label: seatLabel(seats) },
    companyName: seats.companyName,
    ...list,
    users: list.users.map((user) => ({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      avatar: { firstName: user.firstName, lastName: user.lastName, avatarUrl: user.avatarUrl },
      email: user.email,
      phone: user.phone,
      licenseNumber: user.licenseNumber,
      status: displayStatus(user),
      role: user.role,
      joined: user.createdAt.toISOString(),
    })),
  };
}

export async function manageUsersAction({ request, params, context }: ActionFunctionArgs, area: UsersArea) {
  const { companyId, actor, usersPath } = await requireUsersAdmin(area, request, context, params);
  const form = await readForm(request);
  const back = usersPath + new URL(request.url).search;
  if (form.get("intent") !== RESEND_INTENT) return data({ message: "Unknown request." }, { status: 400 });
  const userId = idSchema.safeParse(form.get("userId"));
  if (!userId.success) return data({ message: USER_MESSAGES.notFound }, { status: 404 });
  // The scope check comes before the allowance is charged (decision 0055): another company's (or no)
  // user is a 404 that costs nothing, so company A cannot use up company B's resends for a member.
  if (!(await getCompanyUser(companyId, userId.data))) return data({ message: USER_MESSAGES.notFound }, { status: 404 });
  const limit = await consumeRateLimit("accountEmailsByEmail", `company-resend:${userId.data}`);
  if (!limit.ok) {
    return redirectWithToast(back, { ...USER_TOASTS.resendFailed, description: retryMessage(limit.retryAfterSeconds) });
  }
  const result = await resendVerification(companyId, userId.data, actor);
  if (!result.ok && result.reason === "not_found") return data({ message: USER_MESSAGES.notFound }, { status: 404 });
  if (!result.ok) return redirectWithToast(back, { ...USER_TOASTS.resendFailed, description: USER_MESSAGES.alreadyVerified });
  return redirectWithToast(back, USER_TOASTS.resent);
}

// /company-dashboard/users/new — Add User (requirements company-dashboard, signed-in-validation-rules; decisions 0025, 0053): a new address gets
// an account and an invitation e-mail; an existing account without a company is INVITED (it joins
// only when its owner accepts); a platform account cannot be added (400); the seat limit is checked
// under the company's row lock.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { addCompanyUser } from "~/models/companies/company-users.server";
import { createUserSchema, USER_MESSAGES, USER_TOASTS } from "~/rules/company-users";
import { readForm } from "~/utils/form.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { requireUsersAdmin } from "./company-users.server";
import type { UsersArea } from "./company-users.server";

export async function addUserLoader({ request, params, context }: LoaderFunctionArgs, area: UsersArea) {
  const { actor } = await requireUsersAdmin(area, request, context, params);
  // Run by a platform admin for a company (decision 0037): say which one, and that seats do not bind them.
  return { platformFor: area === "admin" ? actor.companyName : null };
}

export async function addUserAction({ request, params, context }: ActionFunctionArgs, area: UsersArea) {
  const { companyId, actor, usersPath } = await requireUsersAdmin(area, request, context, params);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: createUserSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });
  const result = await addCompanyUser(companyId, submission.value, actor);
  if (result.ok) return redirectWithToast(usersPath, result.outcome === "invited" ? USER_TOASTS.invited : USER_TOASTS.created);
  if (result.reason === "seat_limit") {
    return data(
      { result: submission.reply({ formErrors: [USER_MESSAGES.seatLimit] }), toast: withId(USER_TOASTS.seatLimit) },
      { status: 409 },
    );
  }
  const message = {
    already_member: USER_MESSAGES.alreadyMember,
    other_company: USER_MESSAGES.otherCompany,
    platform_role: USER_MESSAGES.platformRole,
    already_invited: USER_MESSAGES.alreadyInvited,
  }[result.reason];
  return data(
    {
      result: submission.reply({ fieldErrors: { email: [message] } }),
      toast: withId({ ...USER_TOASTS.createFailed, description: message }),
    },
    // A platform account can never be added: a bad request, not a conflict that may pass.
    { status: result.reason === "platform_role" ? 400 : 409 },
  );
}

// /company-dashboard/users/{userId}/edit — Edit User (requirements signed-in-state-flows, signed-in-validation-rules; decision 0025): names, phone,
// license number, license type and initial license date (decision 0027), role (replaces the role record) and account status (inactive removes course access first),
// and the e-mail while the member has not verified it (decision 0058).
// Another company's user is not found (404).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { memberAssignedCourses } from "~/models/learning/course-assignment.server";
import { companyUserVersion, getCompanyUser, updateCompanyUser } from "~/models/companies/company-users.server";
import { COMPANY_EDIT_PROFILE_FIELDS, COMPANY_USER_FIELD_LABELS, editUserSchema, USER_MESSAGES, USER_TOASTS } from "~/rules/company-users";
import { formValues } from "~/rules/profile-fields";
import { postedVersion, staleEditMessage } from "~/rules/edit-version";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireIdParam } from "~/utils/http.server";
import { notFound, requireUsersAdmin } from "./company-users.server";
import type { UsersArea } from "./company-users.server";

export async function editUserLoader({ request, params, context }: LoaderFunctionArgs, area: UsersArea) {
  const { companyId } = await requireUsersAdmin(area, request, context, params);
  const user = await getCompanyUser(companyId, requireIdParam(params.userId, USER_MESSAGES.notFound));
  if (!user) notFound();
  return {
    userId: user.id,
    version: companyUserVersion(user),
    // The company admin's Unassign (decision 0063); a platform admin uses the user record instead.
    assigned: area === "admin" ? null : await memberAssignedCourses(companyId, user.id),
    user: {
      // The form's profile fields (app/rules/profile-fields.ts, form "companyEdit") and the e-mail.
      ...formValues(COMPANY_EDIT_PROFILE_FIELDS, user),
      emailEditable: user.emailConfirmedAt === null,
      role: user.role,
      // The company's own setting (decision 0053); a lock by the school is not the company's to lift.
      accountStatus: user.companyStatus,
    },
  };
}

export async function editUserAction({ request, params, context }: ActionFunctionArgs, area: UsersArea) {
  const { companyId, actor, usersPath } = await requireUsersAdmin(area, request, context, params);
  const userId = requireIdParam(params.userId, USER_MESSAGES.notFound);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: editUserSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });
  const result = await updateCompanyUser(companyId, userId, submission.value, actor, postedVersion(form));
  if ("outcome" in result) {
    const message = staleEditMessage(result, COMPANY_USER_FIELD_LABELS);
    return data(
      {
        result: submission.reply({ formErrors: [message] }),
        version: result.version,
        toast: {
          id: crypto.randomUUID(),
          ...USER_TOASTS.updateFailed,
          description: "Someone else saved this user after you opened the form: see what changed above the Save button.",
        },
      },
      { status: 409 },
    );
  }
  if (!result.ok) {
    if (result.reason === "not_found") return notFound();
    const message: string = {
      platform_role: USER_MESSAGES.platformRoleChange,
      yourself: USER_MESSAGES.notYourself,
      email_verified: USER_MESSAGES.emailVerified,
      email_taken: USER_MESSAGES.emailTaken,
    }[result.reason];
    const onEmail = result.reason === "email_verified" || result.reason === "email_taken";
    return data(
      {
        result: submission.reply(onEmail ? { fieldErrors: { email: [message] } } : { formErrors: [message] }),
        toast: { id: crypto.randomUUID(), ...USER_TOASTS.updateFailed, description: message },
      },
      { status: onEmail ? 409 : 400 },
    );
  }
  return redirectWithToast(usersPath, USER_TOASTS.updated);
}

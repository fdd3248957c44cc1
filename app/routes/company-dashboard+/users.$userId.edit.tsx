// /company-dashboard/users/{userId}/edit — Edit User (requirements signed-in-state-flows, signed-in-validation-rules; decision 0025): names, phone,
// license number, license type and initial license date (decision 0027), role (replaces the role record) and account status (inactive removes course access first),
// and the e-mail while the member has not verified it (decision 0058).
// Another company's user is not found (404).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useUsersPath } from "~/components/company/use-users-path";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { UserForm } from "~/components/company/user-form";
import { AssignedCourses } from "~/components/company/assigned-courses";
import { memberAssignedCourses } from "~/models/learning/course-assignment.server";
import { Toaster } from "~/components/ui/toaster";
import { getCompanyUser, updateCompanyUser } from "~/models/companies/company-users.server";
import { editUserSchema, USER_MESSAGES, USER_TOASTS } from "~/rules/company-users";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { notFound, requireIdParam, requireUsersAdmin } from "./users.server";

export const handle: PageTitleHandle = { pageTitle: "Edit User" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Edit User", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { companyId } = await requireUsersAdmin(request, context, params);
  const user = await getCompanyUser(companyId, requireIdParam(params.userId));
  if (!user) notFound();
  return {
    userId: user.id,
    // The company admin's Unassign (decision 0063); a platform admin uses the user record instead.
    assigned: params.companyId ? null : await memberAssignedCourses(companyId, user.id),
    user: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailEditable: user.emailConfirmedAt === null,
      phone: user.phone ?? "",
      licenseNumber: user.licenseNumber ?? "",
      licenseType: user.licenseType ?? "",
      initialLicenseDate: user.initialLicenseDate ?? "",
      role: user.role,
      // The company's own setting (decision 0053); a lock by the school is not the company's to lift.
      accountStatus: user.companyStatus,
    },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { companyId, actor, usersPath } = await requireUsersAdmin(request, context, params);
  const userId = requireIdParam(params.userId);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: editUserSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });
  const result = await updateCompanyUser(companyId, userId, submission.value, actor);
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

export default function EditUser() {
  const usersPath = useUsersPath();
  const { user, userId, assigned } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={usersPath} className="text-sm text-brand underline hover:no-underline">
        Back to Manage Users
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Edit User</h1>
      <p className="mt-2 text-ink-muted">
        {user.firstName} {user.lastName}
      </p>
      <UserForm mode="edit" defaultValue={user} lastResult={actionData?.result} />
      {assigned ? <AssignedCourses userId={userId} courses={assigned} /> : null}
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

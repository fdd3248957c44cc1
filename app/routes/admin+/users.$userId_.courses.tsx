// /admin/users/{userId}/courses — the user record's "Grant course" and "Remove" forms post here
// (decision 0063): a staff grant of a published course (no membership needed), or the
// removal of an enrollment the learner has not started. Answers with a redirect back to the record
// and a toast; audited in the model. No page of its own.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { grantCourse, removeEnrollment } from "~/models/learning/course-assignment.server";
import { ADMIN_USERS_PATH, USER_ADMIN_MESSAGES } from "~/rules/admin-users";
import { ASSIGNMENT_MESSAGES, ASSIGNMENT_TOASTS, grantFormSchema, unassignFormSchema } from "~/rules/course-assignment";
import { readForm } from "~/utils/form.server";
import { requireIdParam } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireAdmin } from "./admin.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return redirect(`${ADMIN_USERS_PATH}/${requireIdParam(params.userId, USER_ADMIN_MESSAGES.notFound)}`);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const userId = requireIdParam(params.userId, USER_ADMIN_MESSAGES.notFound);
  const form = await readForm(request);
  const back = `${ADMIN_USERS_PATH}/${userId}`;
  const fields = Object.fromEntries(form);

  if (fields.intent === "unassign") {
    const parsed = unassignFormSchema.safeParse(fields);
    if (!parsed.success || parsed.data.userId !== userId) throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
    const result = await removeEnrollment(userId, parsed.data.courseId, actor);
    if (!result.ok && result.reason === "not_found") throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
    if (!result.ok) {
      const description = result.reason === "started" ? ASSIGNMENT_MESSAGES.started : ASSIGNMENT_MESSAGES.notEnrolled;
      return redirectWithToast(back, { ...ASSIGNMENT_TOASTS.removeFailed, description });
    }
    return redirectWithToast(back, ASSIGNMENT_TOASTS.removed);
  }

  // The record page has no form state to show: a refusal goes back to it as a toast.
  const parsed = grantFormSchema.safeParse(fields);
  if (!parsed.success) {
    return redirectWithToast(back, {
      ...ASSIGNMENT_TOASTS.grantFailed,
      description: parsed.error.issues[0]?.message ?? ASSIGNMENT_MESSAGES.chooseCourse,
    });
  }
  const result = await grantCourse(userId, parsed.data.courseId, actor);
  if (!result.ok) {
    if (result.reason === "user_not_found") throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
    const description = result.reason === "account_inactive" ? ASSIGNMENT_MESSAGES.accountInactive : ASSIGNMENT_MESSAGES.courseNotFound;
    return redirectWithToast(back, { ...ASSIGNMENT_TOASTS.grantFailed, description });
  }
  return redirectWithToast(back, result.alreadyEnrolled ? ASSIGNMENT_TOASTS.alreadyEnrolled : ASSIGNMENT_TOASTS.granted);
}

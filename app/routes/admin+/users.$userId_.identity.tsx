// /admin/users/{userId}/identity — the user record's "Unlock course" form posts here (issue 46;
// decision 0089): staff unlock a course that three wrong identity answers in a row locked, with a
// reason, audited in the model. Answers with a redirect back to the record and a toast; a bad form
// answers 400 with its message and writes nothing. No page of its own.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { unlockIdentity } from "~/models/learning/identity.server";
import { ADMIN_USERS_PATH, USER_ADMIN_MESSAGES } from "~/rules/admin-users";
import { singleValued, IDENTITY_MESSAGES } from "~/rules/identity";
import { unlockSchema } from "~/rules/identity-forms";
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
  const fields = singleValued(await readForm(request));
  const parsed = fields ? unlockSchema.safeParse(fields) : null;
  if (!parsed?.success) {
    const message = parsed?.error.issues.find((i) => i.path[0] === "reason")?.message ?? IDENTITY_MESSAGES.badRequest;
    return data(
      { toast: { id: `${Date.now()}`, type: "error" as const, title: "The course was not unlocked", description: message } },
      { status: 400 },
    );
  }
  const back = `${ADMIN_USERS_PATH}/${userId}`;
  const result = await unlockIdentity(userId, parsed.data.courseId, parsed.data.reason, actor);
  if (!result.ok)
    return redirectWithToast(back, { type: "error", title: "The course was not unlocked", description: IDENTITY_MESSAGES.notLocked });
  return redirectWithToast(back, { type: "success", title: "Course unlocked" });
}

// /admin/users/{userId}/edit — staff's Edit User (decision 0058): the learner's profile
// fields, validated by the learner's own rules (profile-form), and the e-mail, changed at once with a
// notice to the old and the new address (requirement signed-in-operations admin-update-user-email). A page with one form,
// so it works without JavaScript; conform checks the same schema in the browser.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Field, FormError } from "~/components/forms/field";
import { LicenseFields } from "~/components/forms/license-fields";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { Toaster } from "~/components/ui/toaster";
import { adminUpdateUser, getEditableUser, userEditVersion } from "~/models/accounts/admin-users.server";
import { EditVersionField, useEditVersion } from "~/components/forms/edit-version";
import { postedVersion, STALE_EDIT_TITLE, staleEditMessage, versionKey } from "~/rules/edit-version";
import {
  ADMIN_EDIT_USER_CONSTRAINT,
  ADMIN_USERS_PATH,
  adminEditUserSchema,
  EDITABLE_USER_FIELDS,
  USER_ADMIN_MESSAGES,
  USER_ADMIN_TOASTS,
  USER_EDIT_LABELS,
} from "~/rules/admin-users";
import { formValues } from "~/rules/profile-fields";
import { readForm } from "~/utils/form.server";
import { requireIdParam } from "~/utils/http.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { requireAdmin } from "./admin.server";

export const handle: PageTitleHandle = { pageTitle: "Edit User" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Edit User", matches);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user: admin } = await requireAdmin(request, context);
  const userId = requireIdParam(params.userId, USER_ADMIN_MESSAGES.notFound);
  const user = await getEditableUser(userId);
  if (!user) throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
  return {
    version: userEditVersion(user),
    refused: admin.id === user.id ? USER_ADMIN_MESSAGES.editYourself : user.anonymisedAt ? USER_ADMIN_MESSAGES.anonymised : null,
    /** The form's values: its fields (app/rules/profile-fields.ts, form "staffEdit") and the e-mail. */
    user: { id: user.id, ...formValues(EDITABLE_USER_FIELDS, user) },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const userId = requireIdParam(params.userId, USER_ADMIN_MESSAGES.notFound);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: adminEditUserSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });
  const result = await adminUpdateUser(userId, submission.value, actor, postedVersion(form));
  if (!result.ok) {
    if (result.reason === "not_found") throw data(USER_ADMIN_MESSAGES.notFound, { status: 404 });
    if (result.reason === "stale") {
      // Someone (another admin, or the learner on their profile) saved after this form was opened (decision 0085).
      const message = staleEditMessage(result.stale, USER_EDIT_LABELS);
      return data(
        {
          result: submission.reply({ formErrors: [message] }),
          toast: withId({ ...USER_ADMIN_TOASTS.updateFailed, description: STALE_EDIT_TITLE }),
          version: result.stale.version,
        },
        { status: 409 },
      );
    }
    const refusal =
      result.reason === "email_taken"
        ? {
            status: 409,
            reply: submission.reply({ fieldErrors: { email: [USER_ADMIN_MESSAGES.emailTaken] } }),
            message: USER_ADMIN_MESSAGES.emailTaken,
          }
        : {
            status: result.reason === "yourself" ? 403 : 409,
            message: result.reason === "yourself" ? USER_ADMIN_MESSAGES.editYourself : USER_ADMIN_MESSAGES.anonymised,
            reply: undefined,
          };
    return data(
      {
        result: refusal.reply ?? submission.reply({ formErrors: [refusal.message] }),
        toast: withId({ ...USER_ADMIN_TOASTS.updateFailed, description: refusal.message }),
      },
      { status: refusal.status },
    );
  }
  return redirectWithToast(
    `${ADMIN_USERS_PATH}/${userId}`,
    result.emailChanged ? USER_ADMIN_TOASTS.emailChanged : USER_ADMIN_TOASTS.edited,
  );
}

export default function AdminEditUser() {
  const { user, refused, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formVersion = useEditVersion(version);
  const saving = useNavigation().state === "submitting";
  const back = `${ADMIN_USERS_PATH}/${user.id}`;
  const [form, fields] = useForm({
    // A new loader version (the page revalidated after someone else's save) draws the form again from it.
    id: `admin-edit-user-${versionKey(version)}`,
    lastResult: actionData?.result,
    defaultValue: user,
    constraint: ADMIN_EDIT_USER_CONSTRAINT,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adminEditUserSchema }),
  });
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={back} className="text-sm text-brand underline hover:no-underline">
        Back to User
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Edit User</h1>
      <p className="mt-2 text-ink-muted">
        {user.firstName} {user.lastName}
      </p>
      {refused ? (
        <p className="card mt-6 p-4" role="status">
          {refused}
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="card mt-6 space-y-5 p-4 sm:p-6">
          <EditVersionField version={formVersion} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field meta={fields.firstName} label="First Name" autoComplete="off" />
            <Field meta={fields.lastName} label="Last Name" autoComplete="off" />
          </div>
          <Field
            meta={fields.email}
            label="Email"
            type="email"
            autoComplete="off"
            hint="Changed at once: the old and the new address each get a notice. Email addresses must be unique."
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field meta={fields.phone} label="Phone (optional)" type="tel" autoComplete="off" />
            <Field meta={fields.licenseNumber} label="License Number (optional)" autoComplete="off" />
          </div>
          <LicenseFields licenseType={fields.licenseType} initialLicenseDate={fields.initialLicenseDate} whose="their" />
          <FormError id={form.errorId} errors={form.errors} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={saving}>
              {saving ? "Saving..." : "Save Changes"}
            </button>
            <Link to={back} className="btn-secondary">
              Cancel
            </Link>
          </div>
        </Form>
      )}
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

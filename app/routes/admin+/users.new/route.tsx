// /admin/users/new (decision 0029): invite a new user — an account without a password and an invitation
// e-mail to set one (the invitation model of decision 0025), optionally in a company (the admin is
// exempt from its seat limit, requirement signed-in-roles).
import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Field, FieldError, FormError } from "~/components/forms/field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { Toaster } from "~/components/ui/toaster";
import { adminInviteUser, listCompanyOptions } from "~/models/accounts/admin-users.server";
import { ADMIN_USERS_PATH, USER_ADMIN_MESSAGES, USER_ADMIN_TOASTS } from "~/rules/admin-users";
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, createUserSchema } from "~/rules/company-users";
import { readForm } from "~/utils/form.server";
import { redirectWithToast, withId } from "~/utils/toast.server";
import { requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Invite User" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Invite User", matches);

const inviteSchema = createUserSchema.safeExtend({ companyId: z.uuid().optional() });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { companies: await listCompanyOptions() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: inviteSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });
  const input = submission.value;
  const result = await adminInviteUser({ ...input, companyId: input.companyId ?? null }, actor);
  if (result.ok) return redirectWithToast(`${ADMIN_USERS_PATH}/${result.userId}`, USER_ADMIN_TOASTS.created);
  const [field, message] =
    result.reason === "email_taken"
      ? (["email", USER_ADMIN_MESSAGES.emailTaken] as const)
      : result.reason === "company_required"
        ? (["companyId", USER_ADMIN_MESSAGES.companyRequired] as const)
        : (["companyId", "Company not found"] as const);
  return data(
    {
      result: submission.reply({ fieldErrors: { [field]: [message] } }),
      toast: withId({ ...USER_ADMIN_TOASTS.createFailed, description: message }),
    },
    { status: 409 },
  );
}

export default function InviteUser() {
  const { companies } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "invite-user-form",
    lastResult: actionData?.result,
    defaultValue: { role: "student" },
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteSchema }),
  });
  const role = (fields.role.initialValue as string | undefined) ?? "student";
  const { key: companyKey, ...companyProps } = getSelectProps(fields.companyId);
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={ADMIN_USERS_PATH} className="text-sm text-brand underline hover:no-underline">
        Back to Users
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Invite User</h1>
      <p className="mt-2 text-ink-muted">The new user receives an email invitation to set a password.</p>
      <Form method="post" {...getFormProps(form)} className="card mt-6 space-y-5 p-4 sm:p-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.firstName} label="First Name" autoComplete="off" />
          <Field meta={fields.lastName} label="Last Name" autoComplete="off" />
        </div>
        <Field meta={fields.email} label="Email" type="email" autoComplete="off" hint="Email addresses must be unique." />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.phone} label="Phone (optional)" type="tel" autoComplete="off" />
          <Field meta={fields.licenseNumber} label="License Number (optional)" autoComplete="off" />
        </div>
        <div>
          <label htmlFor={fields.companyId.id} className="block text-sm font-medium">
            Company (optional)
          </label>
          <select key={companyKey} {...companyProps} className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2">
            <option value="">No company (individual)</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
          <FieldError id={fields.companyId.errorId} errors={fields.companyId.errors} />
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Role</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {COMPANY_ROLES.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name={fields.role.name} value={value} defaultChecked={role === value} />
                {COMPANY_ROLE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <FormError id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Sending..." : "Send Invitation"}
        </button>
      </Form>
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { Field, FieldError, FormError } from "~/components/forms/field";
import { inviteUser, listCompanyChoices } from "~/models/accounts/invitation.server";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { redirectWithToast } from "~/utils/toast.server";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { readForm } from "~/utils/form.server";
import { COMPANY_ROLES } from "~/rules/company-users";

// A local developer tool (only with the local stand-ins): invites someone the way the company
// and admin screens will, so the invitation e-mail and /login/accept-invitation can be tried.

export const meta: MetaFunction = () => [{ title: "Local invitations" }, { name: "robots", content: "noindex" }];

const schema = z
  .object({
    email: z.email({ error: "Invalid email address" }),
    firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required"),
    lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required"),
    role: z.enum(COMPANY_ROLES).default("student"),
    companyId: z.uuid().optional(),
  })
  .refine((value) => value.role !== "company_admin" || value.companyId, {
    message: "A company admin needs a company",
    path: ["companyId"],
  });

export async function loader() {
  requireLocalStandins();
  return { companies: await listCompanyChoices() };
}

export async function action({ request }: ActionFunctionArgs) {
  requireLocalStandins();
  const body = await readForm(request);
  const submission = parseWithZod(body, { schema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await inviteUser(submission.value);
  if (!result.ok) {
    return data({ result: submission.reply({ fieldErrors: { email: ["An account with this email already exists"] } }) }, { status: 400 });
  }
  return redirectWithToast("/dev/mailbox", {
    type: "success",
    title: "Invitation sent",
    description: submission.value.email,
  });
}

export default function DevInvitations() {
  const { companies } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "dev-invitation-form",
    lastResult: actionData?.result,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold">Local invitations</h1>
      <p className="mt-2 text-ink-muted">
        Creates an account without a password and e-mails an invitation to set one, as the company and admin screens will. The message
        appears in the{" "}
        <Link to="/dev/mailbox" className="text-brand underline">
          local mailbox
        </Link>
        .
      </p>
      <Form method="post" {...getFormProps(form)} className="card mt-6 space-y-4">
        <Field meta={fields.email} label="Email" type="email" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.firstName} label="First Name" autoComplete="off" />
          <Field meta={fields.lastName} label="Last Name" autoComplete="off" />
        </div>
        <div>
          <label htmlFor={fields.role.id} className="block text-sm font-medium">
            Role
          </label>
          <select
            {...getSelectProps(fields.role)}
            key={fields.role.key}
            defaultValue={fields.role.initialValue ?? "student"}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
          >
            <option value="student">Student</option>
            <option value="company_admin">Company Admin</option>
          </select>
        </div>
        <div>
          <label htmlFor={fields.companyId.id} className="block text-sm font-medium">
            Company
          </label>
          <select
            {...getSelectProps(fields.companyId, { ariaAttributes: true })}
            key={fields.companyId.key}
            aria-describedby={fields.companyId.errors?.length ? fields.companyId.errorId : undefined}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
          >
            <option value="">No company (individual)</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
          <FieldError id={fields.companyId.errorId} errors={fields.companyId.errors} />
        </div>
        <FormError id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? "Sending..." : "Send invitation"}
        </button>
      </Form>
    </div>
  );
}

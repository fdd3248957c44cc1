// The Add User and Edit User forms of Manage Users (requirement signed-in-validation-rules; decision 0025): pages, so they work
// without JavaScript; conform validates with the same zod schemas in the browser and on the server.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { EditVersionField } from "~/components/forms/edit-version";
import { Field, FormError } from "~/components/forms/field";
import { LicenseFields } from "~/components/forms/license-fields";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, createUserSchema, editUserSchema, USER_FORM_CONSTRAINT } from "~/rules/company-users";
import { ACCOUNT_STATUSES } from "~/rules/roles";

const USERS = "/company-dashboard/users";

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  /** Edit: the member has not verified the address yet, so the company may correct it (decision 0058). */
  emailEditable?: boolean;
  phone: string;
  licenseNumber: string;
  licenseType?: string;
  initialLicenseDate?: string;
  role: string;
  accountStatus?: string;
};

export function UserForm({
  mode,
  defaultValue,
  lastResult,
  cancelTo = USERS,
  version = null,
}: {
  /** The version the edit form was loaded with (decision 0085). */
  version?: string | null;
  /** Where Cancel leads: the company admin's Manage Users, or the platform admin's company users page. */
  cancelTo?: string;
  mode: "create" | "edit";
  defaultValue?: Values;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const schema = mode === "create" ? createUserSchema : editUserSchema;
  const [form, fields] = useForm({
    id: `user-${mode}-form`,
    lastResult,
    defaultValue: defaultValue ?? { role: "student" },
    constraint: USER_FORM_CONSTRAINT,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const role = (fields.role.initialValue as string | undefined) ?? "student";
  const status = (fields.accountStatus?.initialValue as string | undefined) ?? "active";
  return (
    <Form method="post" {...getFormProps(form)} className="card mt-6 space-y-5 p-4 sm:p-6">
      <EditVersionField version={version} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.firstName} label="First Name" autoComplete="off" />
        <Field meta={fields.lastName} label="Last Name" autoComplete="off" />
      </div>
      {mode === "create" ? (
        <Field
          meta={fields.email}
          label="Email"
          type="email"
          autoComplete="off"
          hint="Email addresses must be unique. The user receives an invitation to set a password."
        />
      ) : defaultValue?.emailEditable ? (
        <Field
          meta={fields.email}
          label="Email"
          type="email"
          autoComplete="off"
          hint="Not verified yet, so it can be corrected. A new invitation goes to the corrected address; the old link stops working."
        />
      ) : (
        <div>
          <label htmlFor="user-email" className="block text-sm font-medium">
            Email
          </label>
          <input
            id="user-email"
            type="email"
            value={defaultValue?.email ?? ""}
            readOnly
            className="mt-1 w-full cursor-default rounded-md border border-line bg-surface-muted px-3 py-2 text-ink-muted"
          />
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.phone} label="Phone (optional)" type="tel" autoComplete="off" />
        <Field meta={fields.licenseNumber} label="License Number (optional)" autoComplete="off" />
      </div>
      {mode === "edit" ? (
        <LicenseFields licenseType={fields.licenseType} initialLicenseDate={fields.initialLicenseDate} whose="their" />
      ) : null}
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
      {mode === "edit" ? (
        <fieldset>
          <legend className="text-sm font-medium">Account Status</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {ACCOUNT_STATUSES.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="accountStatus" value={value} defaultChecked={status === value} />
                {value === "active" ? "Active" : "Inactive"}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-ink-muted">
            Setting a user inactive removes the course access and the admin role your company gave them. Their own account, purchases and
            earlier certificates stay theirs.
          </p>
        </fieldset>
      ) : null}
      <FormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value={mode} className="btn-primary" disabled={saving}>
          {saving ? "Saving..." : mode === "create" ? "Add User" : "Save Changes"}
        </button>
        <Link to={cancelTo} className="btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

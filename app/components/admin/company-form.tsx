// The create and edit forms of /admin/companies (decision 0029): a page, so it works without JavaScript;
// conform checks it with the same zod schema in the browser and on the server.
import { EditVersionField } from "~/components/forms/edit-version";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { ImageField } from "~/components/forms/image-field";
import { Field, FieldError, FormError } from "~/components/forms/field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { countOf } from "~/rules/plural";
import { STARTER_SEATS_PER_ENROLLMENT } from "~/rules/pricing";
import {
  ADMIN_COMPANIES_PATH,
  companyEditSchema,
  companySchema,
  PLAN_TIER_LABELS,
  PLAN_TIERS,
  type PlanTier,
} from "~/rules/admin-companies";

export type CompanyFormValues = { name: string; logoUrl: string; allowedUserSeats: string; planTier: string; planYearStart: string };

/** A custom plan's yearly allowances (null: unlimited), shown read-only when editing such a company. */
export type CustomPlan = { pre: number | null; post: number | null };

const allowanceText = (limit: number | null) => (limit === null ? "unlimited" : `${limit} a year`);

export function CompanyForm({
  submitLabel,
  defaultValue,
  custom = null,
  lastResult,
  version,
}: {
  submitLabel: string;
  defaultValue?: CompanyFormValues;
  /** Set when the company is on a custom plan: Custom is offered (and chosen) and its allowances shown. */
  custom?: CustomPlan | null;
  lastResult?: SubmissionResult<string[]>;
  /** The edit form's version (decision 0085). */
  version?: string | null;
}) {
  const schema = custom ? companyEditSchema : companySchema;
  const tiers: readonly PlanTier[] = custom ? [...PLAN_TIERS, "custom"] : PLAN_TIERS;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "company-form",
    lastResult,
    defaultValue: defaultValue ?? { planTier: "pro" },
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const tier = (fields.planTier.initialValue as string | undefined) ?? "pro";
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card mt-6 space-y-5 p-4 sm:p-6">
      <EditVersionField version={version} />
      <Field meta={fields.name} label="Company name" autoComplete="organization" />
      <ImageField meta={fields.logoUrl} file="logoFile" remove="removeLogo" label="Logo" fileErrors={form.allErrors.logoFile} />
      <Field
        meta={fields.allowedUserSeats}
        label="Seats"
        hint="How many users the company may have. Leave empty for unlimited."
        inputProps={{ inputMode: "numeric" }}
      />
      <fieldset>
        <legend className="text-sm font-medium">Plan tier</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {tiers.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name={fields.planTier.name} value={value} defaultChecked={tier === value} />
              {PLAN_TIER_LABELS[value]}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-ink-muted">
          Starter allows one pre- or post-licensing enrollment per {countOf(STARTER_SEATS_PER_ENROLLMENT, "seat", "seats")} each plan year;
          Pro is unlimited.
        </p>
        {custom ? (
          <p className="mt-1 text-xs text-ink-muted" data-testid="custom-allowances">
            Custom keeps the allowances agreed with the school: pre-licensing {allowanceText(custom.pre)}, post-licensing{" "}
            {allowanceText(custom.post)}. Choosing Starter or Pro replaces them.
          </p>
        ) : null}
        <FieldError id={fields.planTier.errorId} errors={fields.planTier.errors} />
      </fieldset>
      <Field
        meta={fields.planYearStart}
        label="Plan year starts (optional)"
        hint="The plan's first day: the yearly allowance starts again on each anniversary. Leave empty for calendar years."
        type="date"
      />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Saving..." : submitLabel}
        </button>
        <Link to={ADMIN_COMPANIES_PATH} className="btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

// The course's delivery policy on /admin/courses/edit/{id} (decision 0087): seat time against the credit
// hours, an optional minimum per lesson, the idle limit, identity checks and external proctoring.
// A plain POST (intent=delivery-policy) that works without JavaScript; conform checks it in the
// browser with the server's schema.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { Field } from "~/components/forms/field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { IDLE_WARNING_BEFORE_TEXT } from "~/rules/delivery-policy";
import { DELIVERY_POLICY_INTENT, deliveryPolicySchema, type policyFormDefaults } from "~/rules/delivery-policy-form";

export function DeliveryPolicySection({
  defaultValue,
  lastResult,
}: {
  defaultValue: ReturnType<typeof policyFormDefaults>;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === DELIVERY_POLICY_INTENT;
  const [form, fields] = useForm({
    id: "delivery-policy",
    lastResult,
    defaultValue,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deliveryPolicySchema }),
  });
  return (
    <section aria-labelledby="delivery-policy-heading" className="mt-8">
      <h2 id="delivery-policy-heading" className="font-serif text-xl font-bold">
        Delivery policy
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        What a distance-education certification asks of this course: seat time before the final exam, an idle limit, identity checks and a
        proctored final exam.
      </p>
      <Form method="post" {...getFormProps(form)} className="card mt-4 space-y-5 p-4 sm:p-6" data-testid="delivery-policy-form">
        <input type="hidden" name="intent" value={DELIVERY_POLICY_INTENT} />
        <label className="flex items-center gap-2">
          <input type="checkbox" name={fields.enabled.name} defaultChecked={fields.enabled.initialValue === "on"} />
          <span className="text-sm font-medium">Apply the delivery policy to this course</span>
        </label>
        <fieldset className="grid gap-5 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold">Seat time</legend>
          <Field
            meta={fields.requiredSeatTimePercent}
            label="Required seat time (% of credit hours)"
            inputProps={{ inputMode: "numeric" }}
            hint="100 % of a 90-hour course is 90 hours before the final exam."
          />
          <Field meta={fields.minMinutesPerLesson} label="Minimum per lesson (minutes, optional)" inputProps={{ inputMode: "numeric" }} />
          <Field
            meta={fields.idleLimitMinutes}
            label="Idle limit (minutes)"
            inputProps={{ inputMode: "numeric" }}
            hint={`A warning ${IDLE_WARNING_BEFORE_TEXT} before; then the learner leaves the course.`}
          />
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">Identity and the final exam</legend>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name={fields.identityChecksRequired.name}
              defaultChecked={fields.identityChecksRequired.initialValue === "on"}
            />
            <span className="text-sm">Identity checks required</span>
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name={fields.externalProctoringRequired.name}
              defaultChecked={fields.externalProctoringRequired.initialValue === "on"}
            />
            <span className="text-sm">External proctoring required for the final exam</span>
          </label>
        </fieldset>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? "Saving…" : "Save delivery policy"}
        </button>
      </Form>
    </section>
  );
}

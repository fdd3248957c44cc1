import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FieldError, FormError } from "~/components/forms/field";
import { HumanCheck } from "~/components/forms/human-check";
import { CONTACT_CONSTRAINT, contactSchema, PROFESSIONAL_STATUS_LABELS, PROFESSIONAL_STATUSES } from "~/rules/contact-form";
import { useHydrated } from "~/utils/use-hydrated";
import { FORM_VALIDATION } from "~/components/forms/validation";

export const CONTACT_INTENT = "contact";
/** Posted only once JavaScript runs: the action then answers with data (the form resets in place) instead of a redirect. */
export const JS_FIELD = "js";

type Props = { lastResult?: SubmissionResult<string[]> | null; siteKey: string | null };

/**
 * The contact form (requirement public-validation-rules): validated by conform with the shared schema while typing (with
 * JavaScript) and always by the action. A successful answer resets it (requirement access-and-subscription-states).
 */
export function ContactForm({ lastResult, siteKey }: Props) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === CONTACT_INTENT;
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    constraint: CONTACT_CONSTRAINT,
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-labelledby="contact-form-title">
      <p className="text-sm text-ink-muted">
        Fields marked{" "}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.name} label="Name" autoComplete="name" />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <Field meta={fields.phone} label="Phone (optional)" type="tel" autoComplete="tel" />
        <Field meta={fields.subject} label="Subject" autoComplete="off" />
      </div>
      <StatusRadios meta={fields.professionalStatus} />
      <MessageField meta={fields.message} />
      <HumanCheck siteKey={siteKey} />
      {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
      <FormError id={form.errorId} errors={form.errors} />
      <button type="submit" name="intent" value={CONTACT_INTENT} className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </Form>
  );
}

function StatusRadios({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset aria-describedby={invalid ? meta.errorId : undefined}>
      <legend className="text-sm font-medium">
        Professional Status
        <span aria-hidden="true" className="text-danger">
          {" "}
          *
        </span>
      </legend>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-3">
        {PROFESSIONAL_STATUSES.map((status) => {
          const { key, ...props } = getInputProps(meta, { type: "radio", value: status, ariaAttributes: false });
          const id = `${meta.id}-${status}`;
          return (
            <label
              key={`${key ?? ""}-${status}`}
              htmlFor={id}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-surface px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft ${invalid ? "border-danger" : "border-line"}`}
            >
              <input {...props} id={id} aria-invalid={invalid || undefined} className="h-4 w-4 accent-brand" />
              {PROFESSIONAL_STATUS_LABELS[status]}
            </label>
          );
        })}
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

function MessageField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const invalid = Boolean(meta.errors?.length);
  const { key, ...props } = getTextareaProps(meta, { ariaAttributes: true });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        Message
        <span aria-hidden="true" className="text-danger">
          {" "}
          *
        </span>
      </label>
      <textarea
        key={key}
        {...props}
        rows={6}
        aria-describedby={invalid ? meta.errorId : undefined}
        // requirement business-constants: the message box is at least 120 px high.
        className={`mt-1 block min-h-[120px] w-full resize-y rounded-md border bg-surface px-3 py-2 text-ink placeholder:text-ink-muted ${invalid ? "border-danger" : "border-line"}`}
      />
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

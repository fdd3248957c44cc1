// The course fields (requirement public-data-fields courses) of /admin/courses/create and /admin/courses/edit/{id}: a page
// form that works without JavaScript; conform checks it in the browser with the server's schema.
import { EditVersionField } from "~/components/forms/edit-version";
import { getFormProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { ImageField } from "~/components/forms/image-field";
import { Field, FieldError, FormError } from "~/components/forms/field";
import { RichTextField } from "~/components/forms/rich-text-field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { courseSchema, COURSE_LICENSE_TYPES } from "~/rules/admin-content";
import { COURSE_TYPES } from "~/rules/course-type";

export type CourseFormValues = {
  title: string;
  slug: string;
  description: string;
  hours: string;
  price: string;
  courseType: string;
  licenseType: string;
  featured: string;
  mandatoryTopic: string;
  instructorId: string;
  imageUrl: string;
  whatsIncluded: string;
  requirements: string;
  whoThisIsFor: string;
};

export function SelectField({
  meta,
  label,
  options,
  placeholder,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  const { key, ...props } = getSelectProps(meta, { ariaAttributes: true });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <select key={key} {...props} className="mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink">
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function ListField({
  meta,
  label,
  hint,
  rows = 4,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint: string;
  rows?: number;
}) {
  const { key, ...props } = getTextareaProps(meta, { ariaAttributes: true });
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        key={key}
        {...props}
        rows={rows}
        aria-describedby={`${meta.id}-hint`}
        className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink"
      />
      <p id={`${meta.id}-hint`} className="mt-1 text-xs text-ink-muted">
        {hint}
      </p>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CourseForm({
  mode,
  defaultValue,
  lastResult,
  instructors,
  version,
}: {
  mode: "create" | "edit";
  defaultValue?: Partial<CourseFormValues>;
  lastResult?: SubmissionResult<string[]> | null;
  instructors: { id: string; name: string }[];
  /** The edit form's version (decision 0085). */
  version?: string | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: `course-${mode}`,
    lastResult,
    defaultValue: defaultValue ?? { courseType: "Continuing Education", hours: "0" },
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: courseSchema }),
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card mt-6 space-y-5 p-4 sm:p-6">
      <input type="hidden" name="intent" value="save" />
      <EditVersionField version={version} />
      <Field meta={fields.title} label="Title" autoComplete="off" />
      <Field
        meta={fields.slug}
        label="Slug (optional)"
        autoComplete="off"
        hint="The course's address: /course/your-slug. Left blank, it is made from the title. Lowercase letters, numbers and dashes."
      />
      <RichTextField meta={fields.description} label="Description" hint="Shown on the course page." />
      <div className="grid gap-5 sm:grid-cols-3">
        <Field meta={fields.hours} label="Hours" inputProps={{ inputMode: "decimal" }} />
        <Field meta={fields.price} label="Price (USD, optional)" inputProps={{ inputMode: "decimal" }} />
        <SelectField
          meta={fields.instructorId}
          label="Instructor"
          placeholder="No instructor"
          options={instructors.map((i) => ({ value: i.id, label: i.name }))}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField meta={fields.courseType} label="Course type" options={COURSE_TYPES.map((t) => ({ value: t, label: t }))} />
        <SelectField
          meta={fields.licenseType}
          label="License type"
          placeholder="Any license"
          options={COURSE_LICENSE_TYPES.map((t) => ({ value: t, label: t }))}
        />
      </div>
      <ImageField meta={fields.imageUrl} file="imageFile" remove="removeImage" label="Course image" fileErrors={form.allErrors.imageFile} />
      <label className="flex items-center gap-2">
        <input type="checkbox" name={fields.featured.name} defaultChecked={fields.featured.initialValue === "on"} />
        <span className="text-sm font-medium">Featured on the home page</span>
      </label>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          id={fields.mandatoryTopic.id}
          name={fields.mandatoryTopic.name}
          defaultChecked={fields.mandatoryTopic.initialValue === "on"}
          aria-describedby={`${fields.mandatoryTopic.id}-hint`}
          className="mt-1"
        />
        <div className="text-sm">
          <label htmlFor={fields.mandatoryTopic.id} className="font-medium">
            The Commission's mandatory CE topic
          </label>
          <p id={`${fields.mandatoryTopic.id}-hint`} className="text-ink-muted">
            A licensee needs one such course among each year's continuing education hours.
          </p>
        </div>
      </div>
      <ListField meta={fields.whatsIncluded} label="What's included" hint="One item a line." />
      <ListField meta={fields.requirements} label="Requirements" hint="One item a line." />
      <ListField meta={fields.whoThisIsFor} label="Who this course is for" hint="A short paragraph." rows={3} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? "Saving..." : mode === "create" ? "Create course" : "Save course"}
        </button>
        <Link to="/admin/courses" className="btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

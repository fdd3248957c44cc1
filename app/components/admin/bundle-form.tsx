// The bundle fields (requirement signed-in-route-table /admin/bundles/create and /admin/bundles/edit/{id}; requirement public-validation-rules: at
// least 2 courses): a page form that works without JavaScript; conform checks it in the browser with
// the server's schema. The courses are checkboxes; their order is set on the edit page.
import { EditVersionField } from "~/components/forms/edit-version";
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { ListField, SelectField } from "~/components/admin/course-form";
import { Field, FieldError, FormError } from "~/components/forms/field";
import { ImageField } from "~/components/forms/image-field";
import { RichTextField } from "~/components/forms/rich-text-field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { bundleSchema, COURSE_LICENSE_TYPES, PUBLISH_STATUSES } from "~/rules/admin-content";
import { COURSE_TYPES } from "~/rules/course-type";

export type BundleFormValues = {
  title: string;
  description: string;
  hours: string;
  price: string;
  courseType: string;
  licenseType: string;
  status: string;
  imageUrl: string;
  whatsIncluded: string;
  requirements: string;
  whoThisIsFor: string;
  courseIds: string[];
};

export const BUNDLES_PATH = "/admin/bundles";

export function BundleForm({
  mode,
  defaultValue,
  lastResult,
  courses,
  version,
}: {
  mode: "create" | "edit";
  defaultValue?: Partial<BundleFormValues>;
  lastResult?: SubmissionResult<string[]> | null;
  courses: { id: string; title: string; status: string }[];
  /** The edit form's version (decision 0085). */
  version?: string | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, schemaFields] = useForm({
    id: `bundle-${mode}`,
    lastResult,
    defaultValue: defaultValue ?? { hours: "0", status: "draft", courseIds: [] },
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bundleSchema }),
  });
  // Numbers are text in the form; the schema coerces them.
  const fields = schemaFields as unknown as Record<keyof BundleFormValues, FieldMetadata<string | undefined>>;
  // After a refused submission without JavaScript, conform's initial value is what was submitted.
  const initialCourses = fields.courseIds.initialValue as string | string[] | undefined;
  const chosen = new Set(Array.isArray(initialCourses) ? initialCourses : initialCourses ? [initialCourses] : []);
  const status = (fields.status.initialValue as string | undefined) ?? "draft";
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card mt-6 space-y-5 p-4 sm:p-6">
      <input type="hidden" name="intent" value="save" />
      <EditVersionField version={version} />
      <Field meta={fields.title} label="Title" autoComplete="off" />
      <RichTextField meta={fields.description} label="Description" hint="Shown on the bundle page." />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.hours} label="Hours" inputProps={{ inputMode: "decimal" }} />
        <Field meta={fields.price} label="Price (USD, optional)" inputProps={{ inputMode: "decimal" }} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          meta={fields.courseType}
          label="Course type badge"
          placeholder="No badge"
          options={COURSE_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <SelectField
          meta={fields.licenseType}
          label="License type badge"
          placeholder="Any license"
          options={COURSE_LICENSE_TYPES.map((t) => ({ value: t, label: t }))}
        />
      </div>
      <fieldset aria-describedby={fields.courseIds.errors?.length ? fields.courseIds.errorId : undefined}>
        <legend className="text-sm font-medium">Courses (at least 2)</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {courses.map((course) => (
            <label key={course.id} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.courseIds.name}
                value={course.id}
                defaultChecked={chosen.has(course.id)}
                className="mt-1"
              />
              <span>
                {course.title}
                {course.status !== "published" ? <span className="text-ink-muted"> ({course.status})</span> : null}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={fields.courseIds.errorId} errors={fields.courseIds.errors} />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">Status</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {PUBLISH_STATUSES.map((value) => (
            <label key={value} className="flex items-center gap-2 capitalize">
              <input type="radio" name={fields.status.name} value={value} defaultChecked={status === value} />
              {value}
            </label>
          ))}
        </div>
      </fieldset>
      <ImageField meta={fields.imageUrl} file="imageFile" remove="removeImage" label="Bundle image" fileErrors={form.allErrors.imageFile} />
      <ListField meta={fields.whatsIncluded} label="What's included" hint="One item a line." />
      <ListField meta={fields.requirements} label="Requirements" hint="One item a line." />
      <ListField meta={fields.whoThisIsFor} label="Who this bundle is for" hint="A short paragraph." rows={3} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? "Saving..." : mode === "create" ? "Create bundle" : "Save bundle"}
        </button>
        <Link to={BUNDLES_PATH} className="btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

// The announcement editor of /admin/announcements/new and /admin/announcements/{id} (decision 0029):
// title, rich-text message, audience, the student and company pickers and the preview. One form:
// the pickers' Search buttons post it with intent=search, so whatever is typed comes back filled in (no
// JavaScript needed) without riding in the address — a message of up to 25,000 characters would not
// fit in one; Search and Preview save nothing.
import { EditVersionField } from "~/components/forms/edit-version";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FieldError, FormError } from "~/components/forms/field";
import { RichTextField } from "~/components/forms/rich-text-field";
import { TARGET_LABELS } from "~/rules/admin-announcements";
import { ANNOUNCEMENT_TARGETS, type AnnouncementTarget } from "~/rules/announcements";

export type PickOption = { id: string; label: string; detail: string };

export type AnnouncementFormValues = {
  title: string;
  message: string;
  targetType: AnnouncementTarget;
  selectedStudentIds: string[];
  selectedCompanyIds: string[];
  studentQ: string;
  companyQ: string;
};

type Props = {
  values: AnnouncementFormValues;
  students: PickOption[];
  companies: PickOption[];
  lastResult?: SubmissionResult<string[]>;
  /** Draft or published (the edit page); null on the new page. */
  status: "draft" | "published" | "archived" | null;
  preview: { title: string; html: string } | null;
  /** The edit form's version (decision 0085); none on the new page. */
  version?: string | null;
};

export function AnnouncementForm({ values, students, companies, lastResult, status, preview, version }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [form, fields] = useForm<{
    title: string;
    message: string;
    targetType: string;
    selectedStudentIds: string[];
    selectedCompanyIds: string[];
  }>({
    id: "announcement-form",
    lastResult,
    defaultValue: { title: values.title, message: values.message },
  });
  // Re-mount the hand-rendered inputs when the server sends other values (search, failed save).
  const pickKey = JSON.stringify([values.targetType, values.selectedStudentIds, values.selectedCompanyIds, students, companies]);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-6">
      <EditVersionField version={version} />
      <section className="card space-y-5 p-4 sm:p-6" aria-labelledby="announcement-content">
        <h2 id="announcement-content" className="text-lg font-semibold">
          Content
        </h2>
        <Field meta={fields.title} label="Title" />
        <RichTextField
          meta={fields.message}
          label="Message"
          hint="Shown in the announcements bell. Scripts and unsafe markup are removed on save."
        />
      </section>

      <section className="card space-y-5 p-4 sm:p-6" aria-labelledby="announcement-audience" key={pickKey}>
        <h2 id="announcement-audience" className="text-lg font-semibold">
          Audience
        </h2>
        <fieldset>
          <legend className="text-sm font-medium">Who sees it</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {ANNOUNCEMENT_TARGETS.map((target) => (
              <label key={target} className="flex items-center gap-2">
                <input type="radio" name="targetType" value={target} defaultChecked={values.targetType === target} />
                {TARGET_LABELS[target]}
              </label>
            ))}
          </div>
          <FieldError id={fields.targetType.errorId} errors={fields.targetType.errors} />
        </fieldset>
        <Picker
          legend="Selected students"
          hint="Used when the audience is Selected students. Search by name, email or license number."
          searchName="studentQ"
          searchLabel="Search students"
          searchValue={values.studentQ}
          fieldName="selectedStudentIds"
          options={students}
          checked={values.selectedStudentIds}
          errorId={fields.selectedStudentIds.errorId}
          errors={fields.selectedStudentIds.errors}
        />
        <Picker
          legend="Selected companies"
          hint="Used when the audience is Selected companies. Search by company name."
          searchName="companyQ"
          searchLabel="Search companies"
          searchValue={values.companyQ}
          fieldName="selectedCompanyIds"
          options={companies}
          checked={values.selectedCompanyIds}
          errorId={fields.selectedCompanyIds.errorId}
          errors={fields.selectedCompanyIds.errors}
        />
      </section>

      {preview ? (
        <section className="card space-y-3 p-4 sm:p-6" aria-labelledby="announcement-preview" data-testid="announcement-preview">
          <h2 id="announcement-preview" className="text-lg font-semibold">
            Preview
          </h2>
          <h3 className="font-semibold">{preview.title}</h3>
          {/* Sanitised on the server with the one policy (~/utils/sanitize.server). */}
          <div className="prose max-w-none text-sm" dangerouslySetInnerHTML={{ __html: preview.html }} />
        </section>
      ) : null}

      <FormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="preview" className="btn-secondary" disabled={busy}>
          Preview
        </button>
        <button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>
          {status === null ? "Save Draft" : "Save Changes"}
        </button>
        {status === "published" ? (
          <button type="submit" name="intent" value="unpublish" className="btn-secondary" disabled={busy}>
            Unpublish
          </button>
        ) : (
          <button type="submit" name="intent" value="publish" className="btn-primary" disabled={busy}>
            {status === null ? "Publish" : "Save and Publish"}
          </button>
        )}
      </div>
    </Form>
  );
}

function Picker(props: {
  legend: string;
  hint: string;
  searchName: string;
  searchLabel: string;
  searchValue: string;
  fieldName: string;
  options: PickOption[];
  checked: string[];
  errorId: string;
  errors?: string[];
}) {
  const hintId = `${props.fieldName}-hint`;
  return (
    <fieldset aria-describedby={props.errors?.length ? `${hintId} ${props.errorId}` : hintId}>
      <legend className="text-sm font-medium">{props.legend}</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        {props.hint}
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${props.searchName}-input`} className="block text-sm">
            {props.searchLabel}
          </label>
          <input
            id={`${props.searchName}-input`}
            type="search"
            name={props.searchName}
            defaultValue={props.searchValue}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-sm"
          />
        </div>
        {/* Posts the whole form (nothing is saved): the typed title and message come back filled in. */}
        <button type="submit" name="intent" value="search" className="btn-secondary">
          Search<span className="sr-only"> {props.legend.toLowerCase()}</span>
        </button>
      </div>
      {props.options.length > 0 ? (
        <ul className="mt-3 max-h-64 space-y-1 overflow-y-auto">
          {props.options.map((option) => (
            <li key={option.id}>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={props.fieldName} value={option.id} defaultChecked={props.checked.includes(option.id)} />
                <span>
                  {option.label}
                  {option.detail ? <span className="text-ink-muted"> ({option.detail})</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : props.searchValue ? (
        <p className="mt-2 text-sm text-ink-muted">No matches.</p>
      ) : null}
      <FieldError id={props.errorId} errors={props.errors} />
    </fieldset>
  );
}

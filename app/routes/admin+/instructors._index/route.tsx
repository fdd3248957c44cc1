// /admin/instructors (requirement signed-in-route-table): the instructors, and the form to add one (?new=1) or edit one
// (?edit=<id>): name, short description, e-mail, phone and the rich-text bio. The edit form posts to
// its own ?edit=<id> address, so a refused save (a wrong-type photo, a missing name) comes back as the
// same edit, with or without JavaScript, never as a new instructor.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ListTable, type Column } from "~/components/list";
import { Field, FormError } from "~/components/forms/field";
import { ImageField } from "~/components/forms/image-field";
import { RichTextField } from "~/components/forms/rich-text-field";
import { FORM_VALIDATION } from "~/components/forms/validation";
import { Toaster } from "~/components/ui/toaster";
import {
  deleteInstructor,
  findAdminInstructor,
  instructorVersion,
  listAdminInstructors,
  saveInstructor,
} from "~/models/catalogue/admin-instructors.server";
import { EditVersionField, useEditVersion } from "~/components/forms/edit-version";
import { postedVersion, staleEditMessage } from "~/rules/edit-version";
import { adminToast, INSTRUCTOR_FIELD_LABELS, instructorSchema } from "~/rules/admin-content";
import { discardUploads, readFormWithUploads, takeUpload } from "~/services/uploads.server";
import { idSchema } from "~/rules/id-schema";
import { invariantResponse } from "~/utils/http.server";
import { fail, requireAdmin } from "../admin.server";
import { redirectWithToast } from "~/utils/toast.server";
import { ConfirmPanel } from "~/components/admin/confirm-panel";

export const handle: PageTitleHandle = { pageTitle: "Instructors" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Instructors", matches);

const PATH = "/admin/instructors";
const formSchema = instructorSchema.extend({ id: z.uuid().optional() });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const search = new URL(request.url).searchParams;
  const editId = search.get("edit");
  let editing = null;
  if (editId) {
    invariantResponse(idSchema.safeParse(editId).success, "Instructor Not Found");
    editing = await findAdminInstructor(editId.toLowerCase());
    invariantResponse(editing, "Instructor Not Found");
  }
  // ?delete=<id> asks first: a page state, so it works without JavaScript too.
  const deleteId = idSchema.safeParse(search.get("delete"));
  const instructors = await listAdminInstructors();
  const deleting = deleteId.success ? (instructors.find((i) => i.id === deleteId.data) ?? null) : null;
  return { instructors, editing, version: editing ? instructorVersion(editing) : null, deleting, creating: search.get("new") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Only an admin's body is read (decision 0054): the sign-in and role checks need only the cookie.
  const { user, actor } = await requireAdmin(request, context);
  const { form, stored, refused } = await readFormWithUploads(request, { avatarFile: "image" }, user.id);
  if (form.get("intent") === "delete") {
    await discardUploads(stored);
    const id = idSchema.safeParse(form.get("id"));
    const name = id.success ? await deleteInstructor(id.data, actor) : null;
    if (!name) return fail({ result: null }, adminToast.deleteFailed("Instructor", "That instructor no longer exists."), 404);
    return redirectWithToast(PATH, adminToast.deleted("Instructor", name));
  }
  // The instructor being edited: the form's hidden id, else the address's ?edit=<id> the form posts to.
  const editParam = new URL(request.url).searchParams.get("edit");
  if (!form.get("id") && editParam) form.set("id", editParam);
  takeUpload(form, { file: "avatarFile", address: "avatarUrl", remove: "removeAvatar" });
  const submission = parseWithZod(form, { schema: formSchema });
  const editing = typeof form.get("id") === "string" && form.get("id") !== "";
  if (refused.avatarFile) {
    const reply = submission.reply({ fieldErrors: { avatarFile: [refused.avatarFile] } });
    const toast = editing
      ? adminToast.updateFailed("Instructor", refused.avatarFile)
      : adminToast.createFailed("Instructor", refused.avatarFile);
    return fail({ result: reply }, toast, 422);
  }
  if (submission.status !== "success") {
    return fail({ result: submission.reply() }, editing ? adminToast.updateFailed("Instructor") : adminToast.createFailed("Instructor"));
  }
  const { id, ...input } = submission.value;
  const saved = await saveInstructor(id ?? null, input, actor, postedVersion(form));
  if (!saved) return fail({ result: null }, adminToast.updateFailed("Instructor", "That instructor no longer exists."), 404);
  if ("outcome" in saved) {
    // Someone saved the instructor after this form was opened: nothing written, what changed shown (decision 0085).
    const reply = submission.reply({ formErrors: [staleEditMessage(saved, INSTRUCTOR_FIELD_LABELS)] });
    return fail({ result: reply, version: saved.version }, adminToast.stale("Instructor"), 409);
  }
  return redirectWithToast(PATH, id ? adminToast.updated("Instructor", saved.name) : adminToast.created("Instructor", saved.name));
}

type Editing = {
  id: string;
  firstName: string;
  lastName: string;
  shortDescription: string | null;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  resumeBio: string | null;
};

function InstructorForm({ editing, lastResult, version }: { editing: Editing | null; lastResult: unknown; version: string | null }) {
  const [form, fields] = useForm({
    id: `instructor-${editing?.id ?? "new"}`,
    lastResult: lastResult as never,
    defaultValue: editing
      ? {
          id: editing.id,
          firstName: editing.firstName,
          lastName: editing.lastName,
          shortDescription: editing.shortDescription ?? "",
          email: editing.email ?? "",
          phone: editing.phone ?? "",
          avatarUrl: editing.avatarUrl ?? "",
          resumeBio: editing.resumeBio ?? "",
        }
      : {},
    ...FORM_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formSchema }),
  });
  return (
    <Form
      method="post"
      action={editing ? `${PATH}?edit=${editing.id}` : PATH}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="card mt-6 space-y-5 p-4 sm:p-6"
      aria-labelledby="instructor-form-heading"
    >
      <h2 id="instructor-form-heading" className="font-serif text-xl font-bold">
        {editing ? `Edit ${editing.firstName} ${editing.lastName}` : "New instructor"}
      </h2>
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      {editing ? <EditVersionField version={version} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.firstName} label="First name" autoComplete="off" />
        <Field meta={fields.lastName} label="Last name" autoComplete="off" />
      </div>
      <Field
        meta={fields.shortDescription}
        label="Short description (optional)"
        hint="One line under the name, for example Broker, 20 years in Baton Rouge."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.email} label="Email (optional)" type="email" autoComplete="off" />
        <Field meta={fields.phone} label="Phone (optional)" type="tel" autoComplete="off" />
      </div>
      <ImageField meta={fields.avatarUrl} file="avatarFile" remove="removeAvatar" label="Photo" fileErrors={form.allErrors.avatarFile} />
      <RichTextField meta={fields.resumeBio} label="Bio" hint="Shown in the About section of the instructor's page." />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="save" className="btn-primary">
          {editing ? "Save instructor" : "Create instructor"}
        </button>
        <Link to={PATH} className="btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

type Instructor = ReturnType<typeof useLoaderData<typeof loader>>["instructors"][number];

const COLUMNS: Column<Instructor>[] = [
  { header: "Name", className: "font-medium", cell: (instructor) => `${instructor.firstName} ${instructor.lastName}` },
  { header: "Email", cell: (instructor) => instructor.email ?? "" },
  { header: "Courses", align: "right", cell: (instructor) => instructor.courses },
  {
    header: "Actions",
    srOnlyHeader: true,
    cell: (instructor) => (
      <div className="flex flex-wrap gap-1">
        <Link
          to={`${PATH}?edit=${instructor.id}`}
          className="btn-secondary px-2 py-1 text-sm"
          aria-label={`Edit ${instructor.firstName} ${instructor.lastName}`}
        >
          Edit
        </Link>
        <Form method="get" action={PATH}>
          <button
            type="submit"
            name="delete"
            value={instructor.id}
            className="btn-secondary px-2 py-1 text-sm text-danger"
            aria-label={`Delete ${instructor.firstName} ${instructor.lastName}`}
          >
            Delete
          </button>
        </Form>
      </div>
    ),
  },
];

export default function AdminInstructors() {
  const { instructors, editing, deleting, creating, version } = useLoaderData<typeof loader>();
  const formVersion = useEditVersion(version);
  const actionData = useActionData<typeof action>();
  const showForm = creating || editing || actionData?.result;
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold">Instructors</h1>
        <Link to={`${PATH}?new=1`} className="btn-primary">
          New instructor
        </Link>
      </div>
      {showForm ? (
        <InstructorForm
          key={`${editing?.id ?? "new"} ${version ?? ""}`}
          editing={editing}
          lastResult={actionData?.result}
          version={formVersion}
        />
      ) : null}
      {deleting ? <DeleteInstructorDialog instructor={deleting} /> : null}
      <ListTable
        caption="Instructors"
        columns={COLUMNS}
        rows={instructors}
        rowKey={(instructor) => instructor.id}
        empty={null}
        minWidth="min-w-[32rem]"
        className="mt-6"
      />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

function DeleteInstructorDialog({ instructor }: { instructor: { id: string; firstName: string; lastName: string } }) {
  return (
    <ConfirmPanel
      id="delete-instructor"
      title={`Delete ${instructor.firstName} ${instructor.lastName}?`}
      action={PATH}
      intent="delete"
      fields={{ id: instructor.id }}
      confirm="Delete instructor"
    >
      Their courses stay, without an instructor.
    </ConfirmPanel>
  );
}

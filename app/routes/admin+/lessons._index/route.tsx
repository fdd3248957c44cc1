// /admin/lessons (requirement signed-in-route-table): every lesson with its topic count and the courses using it; a new
// lesson opens its topic editor.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { FilterForm, FilterSearch, ListTable, type Column } from "~/components/list";
import { Toaster } from "~/components/ui/toaster";
import { ADMIN_LESSONS_QUERY, createLesson, listAdminLessons } from "~/models/catalogue/admin-lessons.server";
import { adminToast, lessonSchema } from "~/rules/admin-content";
import { readForm } from "~/utils/form.server";
import { fail, requireAdmin } from "../admin.server";
import { redirectWithToast } from "~/utils/toast.server";

export const handle: PageTitleHandle = { pageTitle: "Lessons" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Lessons", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const query = ADMIN_LESSONS_QUERY.parse(new URL(request.url).searchParams);
  return { lessons: await listAdminLessons(query.q), q: query.q, filtered: ADMIN_LESSONS_QUERY.isFiltered(query) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: lessonSchema });
  if (submission.status !== "success")
    return fail({ error: submission.error?.title?.[0] ?? "Enter the lesson title." }, adminToast.createFailed("Lesson"));
  const lesson = await createLesson(submission.value, actor);
  return redirectWithToast(`/admin/lessons/${lesson.id}/topics`, adminToast.created("Lesson", lesson.title));
}

type Lesson = ReturnType<typeof useLoaderData<typeof loader>>["lessons"][number];

const COLUMNS: Column<Lesson>[] = [
  {
    header: "Lesson",
    cell: (lesson) => (
      <Link to={`/admin/lessons/${lesson.id}/topics`} className="font-medium text-brand underline hover:no-underline">
        {lesson.title}
      </Link>
    ),
  },
  { header: "Topics", align: "right", cell: (lesson) => lesson.topics },
  {
    header: "Used in",
    cell: (lesson) => (lesson.courses.length ? lesson.courses.join(", ") : <span className="text-ink-muted">No course</span>),
  },
];

export default function AdminLessons() {
  const { lessons, q, filtered } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-serif text-3xl font-bold">Lessons</h1>
      <Form method="post" className="card mt-6 flex flex-wrap items-end gap-3 p-4">
        <div className="grow">
          <label htmlFor="lesson-title" className="block text-sm font-medium">
            New lesson title
          </label>
          <input
            id="lesson-title"
            name="title"
            maxLength={200}
            required
            aria-invalid={actionData?.error ? true : undefined}
            aria-describedby={actionData?.error ? "lesson-title-error" : undefined}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
          />
          {actionData?.error ? (
            <p id="lesson-title-error" role="alert" className="mt-1 text-sm text-danger">
              {actionData.error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary">
          Create lesson
        </button>
      </Form>
      <FilterForm
        action="/admin/lessons"
        label="Search lessons"
        className="card mt-4 grid gap-4"
        clearLabel={filtered ? "Clear search" : null}
      >
        <FilterSearch id="lesson-q" label="Search" value={q} placeholder="Lesson title" />
      </FilterForm>
      <ListTable
        caption="Lessons"
        columns={COLUMNS}
        rows={lessons}
        rowKey={(lesson) => lesson.id}
        empty="No lessons match."
        minWidth="min-w-[36rem]"
        className="mt-4"
      />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

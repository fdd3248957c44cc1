// /admin/courses (requirement signed-in-route-table): every course with search, type and status filters and the counts of
// enrolled and completed learners (a completion is an issued certificate).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { FilterForm, FilterSearch, FilterSelect, ListTable, type Column } from "~/components/list";
import { ADMIN_COURSES_QUERY, listAdminCourses } from "~/models/catalogue/admin-courses.server";
import { PUBLISH_STATUSES } from "~/rules/admin-content";
import { COURSE_TYPES } from "~/rules/course-type";
import { requireAdmin } from "../admin.server";
import { readOnlyAction } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "Courses" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Courses", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const query = ADMIN_COURSES_QUERY.parse(new URL(request.url).searchParams);
  const filter = { q: query.q, ...query.filters };
  return { courses: await listAdminCourses(filter), filter, filtered: ADMIN_COURSES_QUERY.isFiltered(query) };
}

// Nothing is posted here; the module pairs a loader and an action like every route.
export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}

const STATUS_LABEL: Record<string, string> = { draft: "Draft", published: "Published", archived: "Archived" };

type Course = ReturnType<typeof useLoaderData<typeof loader>>["courses"][number];

const COLUMNS: Column<Course>[] = [
  {
    header: "Title",
    cell: (course) => (
      <>
        <Link to={`/admin/courses/edit/${course.id}`} className="font-medium text-brand underline hover:no-underline">
          {course.title}
        </Link>
        <div className="text-xs text-ink-muted">{course.slug}</div>
      </>
    ),
  },
  { header: "Type", cell: (course) => course.courseType },
  { header: "Status", cell: (course) => STATUS_LABEL[course.status] },
  { header: "Enrolled", align: "right", cell: (course) => course.enrolled.toLocaleString("en-US") },
  { header: "Completed", align: "right", cell: (course) => course.completed.toLocaleString("en-US") },
];

export default function AdminCourses() {
  const { courses, filter, filtered } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold">Courses</h1>
        <Link to="/admin/courses/create" className="btn-primary">
          New course
        </Link>
      </div>
      <FilterForm
        action="/admin/courses"
        label="Filter courses"
        className="card mt-6 grid gap-4 sm:grid-cols-4"
        clearLabel={filtered ? "Clear filters" : null}
      >
        <FilterSearch id="course-q" label="Search" value={filter.q} placeholder="Title or slug" className="sm:col-span-2" />
        <FilterSelect
          id="course-type"
          label="Type"
          name="type"
          value={filter.type}
          options={[{ value: "", label: "All types" }, ...COURSE_TYPES.map((t) => ({ value: t, label: t }))]}
        />
        <FilterSelect
          id="course-status"
          label="Status"
          name="status"
          value={filter.status}
          options={[{ value: "", label: "All statuses" }, ...PUBLISH_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s]! }))]}
        />
      </FilterForm>
      <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
        {courses.length === 1 ? "1 course" : `${courses.length} courses`}
      </p>
      <ListTable
        caption="Courses"
        columns={COLUMNS}
        rows={courses}
        rowKey={(course) => course.id}
        empty="No courses match."
        minWidth="min-w-[40rem]"
        className="mt-2"
      />
    </div>
  );
}

// /admin/courses (requirement signed-in-route-table): every course with search, type and status filters and the counts of
// enrolled and completed learners (a completion is an issued certificate).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { FilterForm, FilterSearch, FilterSelect } from "~/components/forms/filter-form";
import { listAdminCourses } from "~/models/catalogue/admin-courses.server";
import { PUBLISH_STATUSES } from "~/rules/admin-content";
import { COURSE_TYPES } from "~/rules/course-type";
import { requireAdmin } from "../admin.server";
import { readOnlyAction } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "Courses" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Courses", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const typeParam = url.searchParams.get("type") ?? "";
  const statusParam = url.searchParams.get("status") ?? "";
  const type = (COURSE_TYPES as readonly string[]).includes(typeParam) ? typeParam : "";
  const status = (PUBLISH_STATUSES as readonly string[]).includes(statusParam) ? statusParam : "";
  const courses = await listAdminCourses({ q, type, status });
  return { courses, filter: { q, type, status } };
}

// Nothing is posted here; the module pairs a loader and an action like every route.
export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}

const STATUS_LABEL: Record<string, string> = { draft: "Draft", published: "Published", archived: "Archived" };

export default function AdminCourses() {
  const { courses, filter } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.q || filter.type || filter.status);
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
      <div className="mt-2 overflow-x-auto rounded-lg border border-line">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Title
              </th>
              <th scope="col" className="px-3 py-2">
                Type
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Enrolled
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Completed
              </th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.id} className="border-t border-line">
                <td className="px-3 py-2">
                  <Link to={`/admin/courses/edit/${course.id}`} className="font-medium text-brand underline hover:no-underline">
                    {course.title}
                  </Link>
                  <div className="text-xs text-ink-muted">{course.slug}</div>
                </td>
                <td className="px-3 py-2">{course.courseType}</td>
                <td className="px-3 py-2">{STATUS_LABEL[course.status]}</td>
                <td className="px-3 py-2 text-right tabular-nums">{course.enrolled.toLocaleString("en-US")}</td>
                <td className="px-3 py-2 text-right tabular-nums">{course.completed.toLocaleString("en-US")}</td>
              </tr>
            ))}
            {courses.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-ink-muted">
                  No courses match.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

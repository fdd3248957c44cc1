// /admin/reports (issue 20): the LREC roster export — a course and a range of completion dates give
// the number of completions and a streamed CSV (name as licensed, license number, course title,
// credit hours, dates of attendance, final score). The other reports of issue 20 are not built yet.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { countRoster, listRosterCourses } from "~/models/lrec-roster.server";
import { rosterQuerySchema } from "~/rules/lrec-roster";
import { schoolDate } from "~/rules/certificate-format";
import { readForm } from "~/utils/form.server";
import { requireAdmin } from "../admin.server";

export const handle: PageTitleHandle = { pageTitle: "Reports" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Reports", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const today = schoolDate(new Date());
  const values = {
    course: params.get("course") ?? "",
    from: params.get("from") ?? `${today.slice(0, 4)}-01-01`,
    to: params.get("to") ?? today,
  };
  const courses = await listRosterCourses();
  if (!params.has("course")) return { courses, values, errors: null, result: null };
  const parsed = rosterQuerySchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { courses, values, errors, result: null };
  }
  const count = await countRoster(parsed.data);
  return { courses, values, errors: null, result: { count, href: `/admin/reports/roster?${new URLSearchParams(values)}` } };
}

// The page changes nothing; a POST here is refused.
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request);
  await requireAdmin(request, context);
  return new Response("Method Not Allowed", { status: 405 });
}

export default function AdminReports() {
  const { courses, values, errors, result } = useLoaderData<typeof loader>();
  const field = "mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-sm";
  const error = (name: string) =>
    errors?.[name] ? (
      <p id={`roster-${name}-error`} className="mt-1 text-sm text-danger" role="alert">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) => (errors?.[name] ? `roster-${name}-error` : undefined);
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-serif text-3xl font-bold">Reports</h1>
      <section className="card mt-6 p-4 sm:p-6" aria-labelledby="roster-heading">
        <h2 id="roster-heading" className="text-lg font-semibold">
          LREC roster
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Every learner who completed the course in the range, as the Commission asks (La. Admin. Code 46:LXVII §5511): name as licensed,
          license number, course title, credit hours, dates of attendance (first access to completion) and final score.
        </p>
        <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-end">
          <div className="sm:col-span-3">
            <label htmlFor="roster-course" className="block text-sm font-medium">
              Course
            </label>
            <select
              id="roster-course"
              name="course"
              defaultValue={values.course}
              className={field}
              aria-invalid={!!errors?.course}
              aria-describedby={described("course")}
            >
              <option value="">Choose a course</option>
              {courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
            {error("course")}
          </div>
          <div>
            <label htmlFor="roster-from" className="block text-sm font-medium">
              Completed from
            </label>
            <input
              id="roster-from"
              type="date"
              name="from"
              defaultValue={values.from}
              className={field}
              aria-invalid={!!errors?.from}
              aria-describedby={described("from")}
            />
            {error("from")}
          </div>
          <div>
            <label htmlFor="roster-to" className="block text-sm font-medium">
              Completed to
            </label>
            <input
              id="roster-to"
              type="date"
              name="to"
              defaultValue={values.to}
              className={field}
              aria-invalid={!!errors?.to}
              aria-describedby={described("to")}
            />
            {error("to")}
          </div>
          <button type="submit" className="btn-secondary">
            Find Completions
          </button>
        </Form>
        {result ? (
          <div className="mt-4 flex flex-wrap items-center gap-4" data-testid="roster-result">
            <p>{result.count === 1 ? "1 completion in this range." : `${result.count} completions in this range.`}</p>
            {/* A plain link: the CSV is a download, not a page. */}
            <a href={result.href} className="btn-primary" download>
              Download LREC Roster (CSV)
            </a>
          </div>
        ) : null}
      </section>
    </div>
  );
}

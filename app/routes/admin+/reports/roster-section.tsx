// The LREC roster of /admin/reports (decision 0032; decision 0029): a course and a range of completion
// dates give the number of completions and a streamed CSV (name as licensed, license number, course
// title, credit hours, dates of attendance, final score). A GET form that carries the activity
// report's choices along.
import { Form } from "@remix-run/react";

export type RosterData = {
  courses: { id: string; title: string }[];
  values: { course: string; from: string; to: string };
  errors: Record<string, string> | null;
  result: { count: number; href: string } | null;
};

export function RosterSection({ data: { courses, values, errors, result }, keep }: { data: RosterData; keep: Record<string, string> }) {
  const field = "mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 text-sm";
  const error = (name: string) =>
    errors?.[name] ? (
      <p id={`roster-${name}-error`} className="mt-1 text-sm text-danger" role="alert">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) => (errors?.[name] ? `roster-${name}-error` : undefined);
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="roster-heading">
      <h2 id="roster-heading" className="text-lg font-semibold">
        LREC roster
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Every learner who completed the course in the range, as the Commission asks (La. Admin. Code 46:LXVII §5511): name as licensed,
        license number, course title, credit hours, dates of attendance (first access to completion) and final score.
      </p>
      <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-end">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
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
  );
}

// The LREC roster of /admin/reports (decision 0032; decision 0029): a course and a range of completion
// dates give the number of completions and a streamed CSV (name as licensed, license number, course
// title, credit hours, dates of attendance, final score). A GET form that carries the activity
// report's choices along: the list kit's FilterForm (decision 0097), waiting for its button, each
// refused field's message beside it; the download its ExportLink (the CSV keeps its keyset paging,
// app/models/reporting/lrec-roster.server.ts).
import { ExportLink, FilterDate, FilterForm, FilterSelect } from "~/components/list";
import { ADMIN_REPORTS_PATH } from "~/rules/admin-reports";

export type RosterData = {
  courses: { id: string; title: string }[];
  values: { course: string; from: string; to: string };
  errors: Record<string, string> | null;
  result: { count: number; href: string } | null;
};

export function RosterSection({ data: { courses, values, errors, result }, keep }: { data: RosterData; keep: Record<string, string> }) {
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="roster-heading">
      <h2 id="roster-heading" className="text-lg font-semibold">
        LREC roster
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Every learner who completed the course in the range, as the Commission asks (La. Admin. Code 46:LXVII §5511): name as licensed,
        license number, course title, credit hours, dates of attendance (first access to completion) and final score.
      </p>
      <FilterForm
        action={ADMIN_REPORTS_PATH}
        label="LREC roster"
        clearLabel={null}
        live={false}
        applyLabel="Find Completions"
        className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-end"
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FilterSelect
          id="roster-course"
          label="Course"
          name="course"
          value={values.course}
          options={[{ value: "", label: "Choose a course" }, ...courses.map((c) => ({ value: c.id, label: c.title }))]}
          error={errors?.course}
          className="sm:col-span-3"
        />
        <FilterDate id="roster-from" label="Completed from" name="from" value={values.from} error={errors?.from} />
        <FilterDate id="roster-to" label="Completed to" name="to" value={values.to} error={errors?.to} />
      </FilterForm>
      {result ? (
        <div className="mt-4 flex flex-wrap items-center gap-4" data-testid="roster-result">
          <p>{result.count === 1 ? "1 completion in this range." : `${result.count} completions in this range.`}</p>
          {/* A plain link: the CSV is a download, not a page. */}
          <ExportLink href={result.href} className="btn-primary" download>
            Download LREC Roster (CSV)
          </ExportLink>
        </div>
      ) : null}
    </section>
  );
}

// My Courses' license deadline card (decision 0027): the learner's next post-licensing or
// continuing-education deadline — days left, hours done, standing — or a pointer to My Profile when no
// license is on file.
import { formatHours } from "~/rules/hours";
import { Link } from "@remix-run/react";
import { StatusPill } from "~/components/deadlines/status-pill";
import {
  CE_HOURS_PER_YEAR,
  daysLeftText,
  type Deadline,
  DEADLINE_KIND_LABELS,
  POST_LICENSING_DAYS_TEXT,
  POST_LICENSING_HOURS,
} from "~/rules/license-deadlines";

export type DeadlineCardData = { licensed: boolean; deadlines: Deadline[]; next: Deadline | null; profileHref: string };

const dayFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const showDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

function Figures({ deadline }: { deadline: Deadline }) {
  return (
    <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-ink-muted">Due</dt>
        <dd className="font-semibold">{showDay(deadline.dueDate)}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">Days left</dt>
        <dd className="font-semibold">{daysLeftText(deadline.daysLeft)}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">Hours done</dt>
        <dd className="font-semibold">
          {formatHours(deadline.hoursDone)} of {deadline.hoursRequired}
          {deadline.mandatoryDone === null ? null : (
            <span className="block font-normal text-ink-muted">
              {deadline.mandatoryDone ? "Mandatory topic course done" : "Mandatory topic course still needed"}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}

export function DeadlineCard({ data }: { data: DeadlineCardData }) {
  if (!data.licensed) {
    return (
      <p className="rounded-lg border border-line p-4 text-sm text-ink-muted" data-testid="deadline-card">
        Licensed in Louisiana? Add your license type and initial license date in{" "}
        <Link to={data.profileHref} className="text-brand underline hover:no-underline">
          My Profile
        </Link>{" "}
        to see your post-licensing and continuing-education deadlines here.
      </p>
    );
  }
  const { next } = data;
  return (
    <section aria-labelledby="deadline-card-title" className="card p-5" data-testid="deadline-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="deadline-card-title" className="text-lg font-semibold">
          {next ? `Next License Deadline: ${DEADLINE_KIND_LABELS[next.kind]}` : "License Deadlines"}
        </h2>
        {next ? <StatusPill status={next.status} kind="deadline" /> : null}
      </div>
      {next ? (
        <>
          <Figures deadline={next} />
          <p className="mt-3 text-sm text-ink-muted">
            {next.kind === "post_licensing"
              ? `${POST_LICENSING_HOURS} post-licensing hours within ${POST_LICENSING_DAYS_TEXT} of your initial license.`
              : `${CE_HOURS_PER_YEAR} continuing-education hours this calendar year, including the mandatory-topic course.`}{" "}
            Hours count when you earn the course certificate.
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm">
          {data.deadlines.length === 0
            ? "Nothing is due this year: continuing education starts the calendar year after your license year."
            : `All met: ${data.deadlines.map((d) => `${DEADLINE_KIND_LABELS[d.kind]} (due ${showDay(d.dueDate)})`).join(", ")}.`}
        </p>
      )}
    </section>
  );
}

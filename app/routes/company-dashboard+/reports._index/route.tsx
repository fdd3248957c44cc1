// /company-dashboard/reports — Company Reports (spec 3 §2.9, §3, §7, §8, §9; issue 17; decision 0027):
// five stat cards and four tabs that are links (?tab=overview|courses|users|reports), so the page
// works without JavaScript. Each tab loads only its own figures; all of them are scoped to the
// signed-in admin's company. The course table sorts by link, the Users tab searches with a GET form
// (a new search starts on page 1) and pages by 20; certificates open in <details>.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import {
  getActiveLearners,
  getCompanyStats,
  getOverviewFigures,
  getCoursePerformance,
  getUserHistory,
  type LeaderboardEntry,
} from "~/models/company-reports.server";
import {
  ACTIVE_WINDOW_DAYS,
  ANALYTICS_EXPORT_PATH,
  ariaSort,
  COURSE_SORT_LABELS,
  COURSE_SORTS,
  formatHours,
  initials,
  parseReportsQuery,
  REPORT_MESSAGES,
  REPORT_TAB_LABELS,
  REPORT_TABS,
  REPORT_USERS_PAGE_SIZE,
  sortHref,
  USER_PROGRESS_EXPORT_PATH,
  usersHref,
  type ReportTab,
} from "~/rules/company-reports";
import { requireCompanyAdmin } from "~/utils/permissions.server";

export const handle: PageTitleHandle = { pageTitle: "Reports" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Reports", matches);

/** The stat cards and the current tab's figures (the overview computes both in one statement). */
async function loadReports(companyId: string, query: ReturnType<typeof parseReportsQuery>, now: Date) {
  switch (query.tab) {
    case "overview": {
      const [{ stats, leaderboard }, active] = await Promise.all([getOverviewFigures(companyId, now), getActiveLearners(companyId, now)]);
      return { stats, view: { tab: "overview" as const, leaderboard, active } };
    }
    case "courses": {
      const [stats, courses] = await Promise.all([getCompanyStats(companyId, now), getCoursePerformance(companyId, query)]);
      return { stats, view: { tab: "courses" as const, courses } };
    }
    case "users": {
      const [stats, history] = await Promise.all([getCompanyStats(companyId, now), getUserHistory(companyId, query)]);
      return { stats, view: { tab: "users" as const, history } };
    }
    case "reports":
      return { stats: await getCompanyStats(companyId, now), view: { tab: "reports" as const } };
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, companyId } = await requireCompanyAdmin(request);
  const query = parseReportsQuery(new URL(request.url).searchParams);
  try {
    const { stats, view } = await loadReports(companyId, query, new Date());
    return { failed: false as const, companyName: user.companyName ?? "", query, stats, view };
  } catch (error) {
    console.error("Company reports failed to load", error);
    return data({ failed: true as const, companyName: user.companyName ?? "", query, stats: null, view: null }, { status: 503 });
  }
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type View = NonNullable<LoaderData["view"]>;

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "America/Chicago" });
const showDate = (ms: number | null) => (ms === null ? "—" : dateFormat.format(new Date(ms)));
const showDay = (day: string) => dateFormat.format(new Date(`${day}T12:00:00Z`));

export default function CompanyReports() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-serif text-3xl font-bold">Reports</h1>
      <p className="mt-2 text-ink-muted">Progress, completions and certificates of {loaded.companyName || "your company"}.</p>
      {loaded.failed ? (
        <p role="alert" className="card mt-6 p-6 text-center">
          {REPORT_MESSAGES.loadFailed}
        </p>
      ) : (
        <>
          <StatCards stats={loaded.stats} />
          <TabLinks current={loaded.query.tab} />
          <div id="report-panel" className="mt-6">
            <Panel view={loaded.view} query={loaded.query} />
          </div>
        </>
      )}
    </div>
  );
}

function StatCards({ stats }: { stats: NonNullable<LoaderData["stats"]> }) {
  const cards = [
    { label: "Total Users", value: String(stats.totalUsers) },
    { label: `Active Users (last ${ACTIVE_WINDOW_DAYS} days)`, value: String(stats.activeUsers) },
    { label: "Enrollments", value: String(stats.totalEnrollments) },
    { label: "Certificates", value: String(stats.totalCertificates) },
    { label: "Average Completion Rate", value: `${stats.averageCompletionRate}%` },
  ];
  return (
    <dl className="mt-6 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-5" aria-label="Company totals">
      {cards.map((card) => (
        <div key={card.label} className="card p-4" data-testid="stat-card">
          <dt className="text-sm text-ink-muted">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TabLinks({ current }: { current: ReportTab }) {
  return (
    <nav aria-label="Report sections" className="mt-8 overflow-x-auto border-b border-line">
      <ul className="flex gap-1">
        {REPORT_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={`?tab=${tab}`}
              aria-current={tab === current ? "page" : undefined}
              preventScrollReset
              className={`inline-block whitespace-nowrap border-b-2 px-4 py-2 font-medium ${
                tab === current ? "border-brand text-brand" : "border-transparent text-ink-muted hover:text-ink"
              }`}
            >
              {REPORT_TAB_LABELS[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Panel({ view, query }: { view: View; query: LoaderData["query"] }) {
  switch (view.tab) {
    case "overview":
      return <Overview view={view} />;
    case "courses":
      return <Courses view={view} query={query} />;
    case "users":
      return <Users view={view} q={query.q} />;
    case "reports":
      return <Exports />;
  }
}

function Avatar({ entry }: { entry: Pick<LeaderboardEntry, "firstName" | "lastName" | "avatarUrl"> }) {
  return entry.avatarUrl ? (
    <img src={entry.avatarUrl} alt="" width={36} height={36} className="h-9 w-9 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
    >
      {initials(entry.firstName, entry.lastName)}
    </span>
  );
}

function Leaderboard({
  id,
  title,
  entries,
  figure,
}: {
  id: string;
  title: string;
  entries: LeaderboardEntry[];
  figure: (e: LeaderboardEntry) => string;
}) {
  return (
    <section className="card p-4" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">No completed courses yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {entries.map((entry, index) => (
            <li key={entry.userId} className="flex items-center gap-3" data-testid="leader">
              <span className="w-5 text-sm font-semibold text-ink-muted">{index + 1}.</span>
              <Avatar entry={entry} />
              <span className="min-w-0 flex-1 break-words font-medium">
                {entry.firstName} {entry.lastName}
              </span>
              <span className="whitespace-nowrap text-sm">{figure(entry)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Overview({ view }: { view: Extract<View, { tab: "overview" }> }) {
  const { leaderboard, active } = view;
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <Leaderboard
          id="top-completions"
          title="Top Learners by Completions"
          entries={leaderboard.topByCompletions}
          figure={(e) => plural(e.completions, "completion", "completions")}
        />
        <Leaderboard
          id="top-hours"
          title="Top Learners by Hours"
          entries={leaderboard.topByHours}
          figure={(e) => `${formatHours(e.totalHours)} ${e.totalHours === 1 ? "hour" : "hours"}`}
        />
      </div>
      <section className="mt-8" aria-labelledby="active-learners">
        <h2 id="active-learners" className="text-lg font-semibold">
          Active Learners
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Learners with course activity in the last {ACTIVE_WINDOW_DAYS} days
          {active.total > active.learners.length ? ` (the ${active.learners.length} most recent of ${active.total})` : ""}.
        </p>
        {active.learners.length === 0 ? (
          <p className="card mt-3 p-6 text-center text-ink-muted">No course activity in the last {ACTIVE_WINDOW_DAYS} days.</p>
        ) : (
          <div className="card relative mt-3 overflow-x-auto">
            <table className="w-full min-w-[560px] text-left text-sm">
              <caption className="sr-only">Active learners, last {ACTIVE_WINDOW_DAYS} days</caption>
              <thead className="border-b border-line bg-surface-muted">
                <tr>
                  {["Learner", "Course", "Progress", "Last Activity"].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {active.learners.map((row) => (
                  <tr key={`${row.userId}:${row.courseId}`} className="border-b border-line last:border-0" data-testid="active-learner">
                    <td className="px-4 py-3">
                      <span className="flex items-center gap-2">
                        <Avatar entry={row} />
                        <span className="font-medium">{row.userName}</span>
                      </span>
                    </td>
                    <td className="px-4 py-3">{row.courseTitle}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{row.progressPercentage}%</td>
                    <td className="px-4 py-3 whitespace-nowrap">{showDate(row.lastActivity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function Courses({ view, query }: { view: Extract<View, { tab: "courses" }>; query: LoaderData["query"] }) {
  if (view.courses.length === 0) {
    return <p className="card p-6 text-center text-ink-muted">No enrollments yet.</p>;
  }
  return (
    <section aria-labelledby="course-performance">
      <h2 id="course-performance" className="text-lg font-semibold">
        Course Performance
      </h2>
      <div className="card relative mt-3 overflow-x-auto">
        <table className="w-full min-w-[560px] text-left text-sm">
          <caption className="sr-only">Course performance; select a column heading to sort</caption>
          <thead className="border-b border-line bg-surface-muted">
            <tr>
              {COURSE_SORTS.map((column) => (
                <th key={column} scope="col" aria-sort={ariaSort(query, column)} className="px-4 py-3 font-semibold">
                  <Link to={sortHref(query, column)} preventScrollReset className="underline-offset-2 hover:underline">
                    {COURSE_SORT_LABELS[column]}
                    <span aria-hidden="true">{query.sort === column ? (query.dir === "asc" ? " ▲" : " ▼") : ""}</span>
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.courses.map((course) => (
              <tr key={course.courseId} className="border-b border-line last:border-0" data-testid="course-row">
                <th scope="row" className="px-4 py-3 font-medium">
                  {course.courseTitle}
                  <span className="block text-xs font-normal text-ink-muted">
                    {course.courseType} · {formatHours(course.courseHours)} hours
                  </span>
                </th>
                <td className="px-4 py-3">{course.enrollmentCount}</td>
                <td className="px-4 py-3">{course.completionCount}</td>
                <td className="px-4 py-3">{course.averageCompletionPercentage}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Users({ view, q }: { view: Extract<View, { tab: "users" }>; q: string }) {
  const { history } = view;
  return (
    <section aria-labelledby="user-history">
      <h2 id="user-history" className="text-lg font-semibold">
        User History
      </h2>
      <Form method="get" role="search" aria-label="Search users by name" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value="users" />
        <div className="min-w-0 flex-1">
          <label htmlFor="report-user-search" className="block text-sm font-medium">
            Search by name
          </label>
          <input
            id="report-user-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
          />
        </div>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      {history.total === 0 ? (
        <p className="card mt-4 p-6 text-center text-ink-muted">{q ? `No users match “${q}”.` : "No users yet."}</p>
      ) : (
        <>
          <div className="card relative mt-4 overflow-x-auto">
            <table className="w-full min-w-[640px] text-left text-sm">
              <caption className="sr-only">
                User history, page {history.page} of {history.pages}
              </caption>
              <thead className="border-b border-line bg-surface-muted">
                <tr>
                  {["User", "Enrollments", "Certificates", "Hours", "Last Activity"].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {history.users.map((user) => (
                  <tr key={user.userId} className="border-b border-line align-top last:border-0" data-testid="history-row">
                    <th scope="row" className="px-4 py-3 font-medium">
                      {user.firstName} {user.lastName}
                      <span className="block break-all text-xs font-normal text-ink-muted">{user.email}</span>
                    </th>
                    <td className="px-4 py-3">{user.enrollments}</td>
                    <td className="px-4 py-3">
                      {user.certificates.length === 0 ? (
                        "0"
                      ) : (
                        <details>
                          <summary className="cursor-pointer">
                            {user.certificates.length}
                            <span className="sr-only"> certificates of {`${user.firstName} ${user.lastName}`}</span>
                          </summary>
                          <ul className="mt-2 space-y-2">
                            {user.certificates.map((certificate) => (
                              <li key={certificate.uniqueCertificateId}>
                                <a
                                  href={`/certificates/${certificate.uniqueCertificateId}.pdf`}
                                  className="text-brand underline hover:no-underline"
                                  download
                                >
                                  {certificate.courseTitle}
                                  <span className="sr-only"> certificate (PDF)</span>
                                </a>
                                <span className="block text-xs text-ink-muted">
                                  {showDay(certificate.completionDate)} · {formatHours(certificate.hours)} hours
                                </span>
                              </li>
                            ))}
                          </ul>
                        </details>
                      )}
                    </td>
                    <td className="px-4 py-3">{formatHours(user.hours)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{showDate(user.lastActivity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm text-ink-muted">
            {plural(history.total, "user", "users")}
            {q ? ` matching “${q}”` : ""} · {REPORT_USERS_PAGE_SIZE} per page
          </p>
          {history.pages > 1 ? (
            <nav aria-label="Pagination" className="mt-3 flex items-center gap-3">
              {history.page > 1 ? (
                <Link to={usersHref(q, history.page - 1)} className="btn-secondary">
                  Previous
                </Link>
              ) : null}
              <span className="text-sm">
                Page {history.page} of {history.pages}
              </span>
              {history.page < history.pages ? (
                <Link to={usersHref(q, history.page + 1)} className="btn-secondary">
                  Next
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function Exports() {
  const files = [
    {
      id: "export-analytics",
      title: "Company Analytics",
      text: "One row per course: enrollments, completions, certificates, average completion and certified hours.",
      href: ANALYTICS_EXPORT_PATH,
      label: "Export Company Analytics",
    },
    {
      id: "export-user-progress",
      title: "User Progress",
      text: "One row per user and course: progress, last activity, completion date, certificate id and hours.",
      href: USER_PROGRESS_EXPORT_PATH,
      label: "Export User Progress",
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {files.map((file) => (
        <section key={file.href} className="card p-4" aria-labelledby={file.id}>
          <h2 id={file.id} className="text-lg font-semibold">
            {file.title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{file.text} CSV, opens in any spreadsheet.</p>
          <a href={file.href} className="btn-primary mt-4 inline-block" download>
            {file.label}
          </a>
        </section>
      ))}
    </div>
  );
}

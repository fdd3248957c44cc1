// /company-dashboard/reports — Company Reports (requirements company-dashboard, signed-in-data-fields, signed-in-operations, signed-in-error-texts, signed-in-constants; decision 0027):
// five stat cards and five tabs that are links (?tab=overview|courses|users|compliance|reports), so the page
// works without JavaScript. Each tab loads only its own figures; all of them are scoped to the
// signed-in admin's company. The course table sorts by link, the Users tab searches with a GET form
// (a new search starts on page 1) and pages by 20; certificates open in <details>.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { ACTIVE_WINDOW_DAYS, REPORT_MESSAGES, REPORT_TAB_LABELS, REPORT_TABS, type ReportTab } from "~/rules/company-reports";
import { reportsLoader, type LoaderData, type View } from "./reports.server";
import { Compliance } from "./compliance-tab";
import { Courses } from "./courses-tab";
import { Exports } from "./exports-tab";
import { Overview } from "./overview-tab";
import { Users } from "./users-tab";

export const handle: PageTitleHandle = { pageTitle: "Reports" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Reports", matches);

export const loader = (args: LoaderFunctionArgs) => reportsLoader(args);

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
    case "compliance":
      return <Compliance view={view} status={query.status} />;
    case "reports":
      return <Exports />;
  }
}

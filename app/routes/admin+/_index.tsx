// /admin (requirement signed-in-route-table; decision 0029): the school at a glance. Each figure links to the page that explains
// it: members by subscription state to the filtered user list, revenue by month from paid invoices
// (chart and table), enrollments and completions in the last 30 days to Reports (by month and course),
// learners active today to the user list filtered to them (`?active=today`), and the
// operator's warnings — e-mail queued or failed, webhooks not processed — to the Health Monitor.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { RevenueChart, StatSection } from "~/components/admin/stats";
import { ACTIVITY_WINDOW_DAYS, getAdminActivity, getAdminCounts } from "~/models/learning/dashboard.server";
import { requireAdmin } from "./admin.server";

export const handle: PageTitleHandle = { pageTitle: "Admin Dashboard" };

export const meta: MetaFunction = ({ matches }) => privatePageMeta("Admin Dashboard", matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const [counts, activity] = await Promise.all([getAdminCounts(), getAdminActivity()]);
  // The window travels with the data: a constant of a .server module is not in the browser's bundle.
  return { firstName: user.firstName, counts, activity, windowDays: ACTIVITY_WINDOW_DAYS };
}

const number = (value: number) => value.toLocaleString("en-US");

export default function AdminDashboard() {
  const { firstName, counts, activity, windowDays } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-serif text-3xl font-bold">Admin Dashboard</h1>
      <p className="mt-2 text-ink-muted">Welcome back, {firstName}.</p>

      <StatSection
        title="School"
        first
        stats={[
          { label: "Users", value: number(counts.users), to: "/admin/users" },
          { label: "Published courses", value: number(counts.publishedCourses), to: "/admin/courses?status=published" },
          { label: "Companies", value: number(counts.companies), to: "/admin/companies" },
        ]}
      />

      <StatSection
        title="Members"
        stats={[
          { label: "Active members", value: number(activity.members.active), to: "/admin/users?subscription=subscribed" },
          {
            label: "Past due",
            value: number(activity.members.pastDue),
            to: "/admin/users?subscription=past_due",
            warn: activity.members.pastDue > 0,
          },
          { label: "Canceled", value: number(activity.members.canceled), to: "/admin/users?subscription=canceled" },
        ]}
      />

      <StatSection
        title="Learning"
        stats={[
          { label: `Enrollments, last ${windowDays} days`, value: number(activity.enrollments30d), to: "/admin/reports" },
          { label: `Completions, last ${windowDays} days`, value: number(activity.completions30d), to: "/admin/reports" },
          { label: "Learners active today", value: number(activity.activeToday), to: "/admin/users?active=today" },
        ]}
      />

      <section aria-labelledby="revenue-heading" className="card mt-8 p-4 sm:p-6">
        <h2 id="revenue-heading" className="text-xl font-semibold">
          Revenue
        </h2>
        <RevenueChart revenue={activity.revenue} />
        <p className="mt-3">
          <Link to="/admin/sales" className="text-brand underline hover:no-underline">
            Sales &amp; Billing
          </Link>
        </p>
      </section>

      <StatSection
        title="Operations"
        stats={[
          { label: "E-mails queued", value: number(activity.outbox.queued), to: "/admin/health" },
          { label: "E-mails failed", value: number(activity.outbox.failed), to: "/admin/health", warn: activity.outbox.failed > 0 },
          {
            label: "Webhooks not processed",
            value: number(activity.unprocessedWebhooks),
            to: "/admin/health",
            warn: activity.unprocessedWebhooks > 0,
          },
        ]}
      />
    </div>
  );
}

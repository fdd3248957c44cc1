// Figures the admin pages share (the dashboard, Sales & Billing): a grid of labelled figures, each
// optionally a link to the page that explains it and marked when it needs attention, and the
// revenue of the last 12 months as a server-drawn chart with its numbers in a table.
import { Link } from "@remix-run/react";
import { BarChart } from "~/components/charts/bar-chart";
import { formatMinorAmount } from "~/rules/billing";
import { monthLabel } from "~/rules/company-reports";

export const dollars = (cents: number) => formatMinorAmount(cents, "usd");

export type Stat = { label: string; value: string; to?: string; warn?: boolean };

export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className={`card p-4 ${stat.warn ? "border-danger" : ""}`}>
          <dt className="text-sm font-medium text-ink-muted">{stat.label}</dt>
          <dd className={`mt-1 text-3xl font-bold ${stat.warn ? "text-danger" : ""}`}>
            {stat.to ? (
              <Link to={stat.to} className="hover:underline" aria-label={`${stat.label}: ${stat.value}`}>
                {stat.value}
              </Link>
            ) : (
              stat.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled section holding a grid of figures (the section is named by its heading). */
export function StatSection({ title, stats, first = false }: { title: string; stats: Stat[]; first?: boolean }) {
  const id = `${title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section aria-labelledby={id} className={first ? "mt-6" : "mt-8"}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <StatGrid stats={stats} />
    </section>
  );
}

/** Paid invoices per month, oldest first (the last is this month). */
export function RevenueChart({ revenue }: { revenue: { month: string; cents: number }[] }) {
  const thisMonth = revenue[revenue.length - 1];
  return (
    <>
      <p className="mt-1 text-ink-muted">
        This month: <strong className="text-ink">{dollars(thisMonth.cents)}</strong> from paid invoices.
      </p>
      <BarChart
        title="Revenue per month, last 12 months"
        description="The total of paid membership invoices in each of the last 12 months, Louisiana time."
        data={revenue.map((m) => ({ label: monthLabel(m.month), value: m.cents }))}
        valueLabel="Revenue"
        categoryLabel="Month"
        format={dollars}
      />
    </>
  );
}

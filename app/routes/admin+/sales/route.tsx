// /admin/sales — Sales & Billing (requirement signed-in-route-table; decision 0035; decision 0029): memberships by subscription
// status (each a link to the filtered user list), revenue by month, renewals due in the next 30 days,
// unpaid invoices with their customer and the provider's page for them, and every invoice, searched
// with a GET form and paged by links (no JavaScript needed). Read-only: payments change only through
// Stripe and its webhook.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { dollars, RevenueChart, StatGrid } from "~/components/admin/stats";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { FilterForm, FilterSearch, ListTable, Pager, TableShell, type Column } from "~/components/list";
import { getMembershipPrice } from "~/models/billing/billing.server";
import { getSalesOverview, listSalesInvoices, SALES_QUERY } from "~/models/billing/admin-sales.server";
import { INVOICE_STATUS_LABELS, RENEWAL_WINDOW_DAYS, SUBSCRIPTION_STATUS_LABELS } from "~/rules/admin-sales";
import { formatMinorAmount } from "~/rules/billing";
import { formatCertificateDate, schoolDate } from "~/rules/certificate-format";
import { customerDashboardUrl } from "~/services/payments.server";
import { requireAdmin } from "../admin.server";
import { readOnlyAction } from "~/utils/http.server";

export const handle: PageTitleHandle = { pageTitle: "Sales & Billing" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Sales & Billing", matches);

const day = (value: Date | string | null) => (value ? formatCertificateDate(schoolDate(new Date(value))) : "—");
/** The user list's subscription filter that shows a status's members, where one exists. */
const USER_FILTER: Record<string, string> = { active: "subscribed", trialing: "subscribed", past_due: "past_due", canceled: "canceled" };

const name = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** An invoice and its member as the tables show them. */
function invoiceRow(i: {
  invoiceId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  number: string | null;
  amount: number;
  currency: string;
  status: string;
  created: Date;
}) {
  return {
    invoiceId: i.invoiceId,
    userId: i.userId,
    name: name(i),
    email: i.email,
    number: i.number ?? i.invoiceId,
    amount: formatMinorAmount(i.amount, i.currency),
    date: day(i.created),
    status: INVOICE_STATUS_LABELS[i.status] ?? i.status,
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const query = SALES_QUERY.parse(new URL(request.url).searchParams);
  const [overview, invoices, price] = await Promise.all([getSalesOverview(), listSalesInvoices(query), getMembershipPrice()]);
  return {
    q: query.q,
    filtered: SALES_QUERY.isFiltered(query),
    price,
    subscriptions: overview.byStatus
      .map((row) => ({
        label: SUBSCRIPTION_STATUS_LABELS[row.status] ?? row.status,
        value: row.members.toLocaleString("en-US"),
        to: USER_FILTER[row.status] ? `/admin/users?subscription=${USER_FILTER[row.status]}` : undefined,
        warn: row.status === "past_due" && row.members > 0,
      }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    revenue: overview.revenue,
    renewals: overview.renewals.map((r) => ({
      userId: r.userId,
      name: name(r),
      email: r.email,
      renewsOn: day(r.renewsAt),
      status: r.status,
    })),
    unpaid: overview.unpaid.map((u) => ({
      ...invoiceRow(u),
      subscription: SUBSCRIPTION_STATUS_LABELS[u.subscriptionStatus] ?? u.subscriptionStatus,
      providerUrl: customerDashboardUrl(u.customerId),
    })),
    invoices: {
      ...invoices,
      rows: invoices.rows.map((i) => ({
        ...invoiceRow(i),
        pdf: i.invoicePdf && /^https:\/\//i.test(i.invoicePdf) ? i.invoicePdf : null,
      })),
    },
  };
}

export function action(args: ActionFunctionArgs) {
  return readOnlyAction(args, requireAdmin);
}

const cell = "px-4 py-3";

function Member({ userId, name }: { userId: string; name: string }) {
  return (
    <Link to={`/admin/users/${userId}`} className="font-medium text-brand underline hover:no-underline">
      {name}
    </Link>
  );
}

type Invoice = ReturnType<typeof useLoaderData<typeof loader>>["invoices"]["rows"][number];

const INVOICE_COLUMNS: Column<Invoice>[] = [
  { header: "Date", className: "whitespace-nowrap", cell: (i) => i.date },
  {
    header: "Invoice",
    cell: (i) =>
      i.pdf ? (
        <a href={i.pdf} className="text-brand underline hover:no-underline" target="_blank" rel="noopener noreferrer">
          {i.number}
          <span className="sr-only"> (PDF, new tab)</span>
        </a>
      ) : (
        i.number
      ),
  },
  {
    header: "Member",
    cell: (i) => (
      <>
        <Member userId={i.userId} name={i.name} />
        <span className="block break-all text-ink-muted">{i.email}</span>
      </>
    ),
  },
  { header: "Amount", cell: (i) => i.amount },
  { header: "Status", cell: (i) => i.status },
];

export default function AdminSales() {
  const data = useLoaderData<typeof loader>();
  const { invoices } = data;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-serif text-3xl font-bold">Sales &amp; Billing</h1>
      <p className="mt-2 text-ink-muted">Memberships, revenue and invoices. The membership costs {dollars(data.price * 100)} a year.</p>

      <section aria-labelledby="subscriptions-heading" className="mt-6">
        <h2 id="subscriptions-heading" className="text-xl font-semibold">
          Subscriptions
        </h2>
        {data.subscriptions.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No member has subscribed yet.</p>
        ) : (
          <StatGrid stats={data.subscriptions} />
        )}
      </section>

      <section aria-labelledby="revenue-heading" className="card mt-8 p-4 sm:p-6">
        <h2 id="revenue-heading" className="text-xl font-semibold">
          Revenue
        </h2>
        <RevenueChart revenue={data.revenue} />
      </section>

      <section aria-labelledby="renewals-heading" className="mt-8">
        <h2 id="renewals-heading" className="text-xl font-semibold">
          Renewals in the next {RENEWAL_WINDOW_DAYS} days
        </h2>
        {data.renewals.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No membership renews in the next {RENEWAL_WINDOW_DAYS} days.</p>
        ) : (
          <TableShell
            caption={`Memberships renewing in the next ${RENEWAL_WINDOW_DAYS} days`}
            head={["Member", "E-mail", "Renews on", "Status"]}
          >
            {data.renewals.map((r) => (
              <tr key={r.userId} className="border-b border-line last:border-0">
                <td className={cell}>
                  <Member userId={r.userId} name={r.name} />
                </td>
                <td className={`${cell} break-all`}>{r.email}</td>
                <td className={`${cell} whitespace-nowrap`}>{r.renewsOn}</td>
                <td className={cell}>{SUBSCRIPTION_STATUS_LABELS[r.status] ?? r.status}</td>
              </tr>
            ))}
          </TableShell>
        )}
      </section>

      <section aria-labelledby="failed-heading" className="mt-8">
        <h2 id="failed-heading" className="text-xl font-semibold">
          Failed payments
        </h2>
        {data.unpaid.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No unpaid invoices.</p>
        ) : (
          <TableShell caption="Unpaid invoices" head={["Member", "Invoice", "Amount", "Date", "Subscription", "Provider"]}>
            {data.unpaid.map((u) => (
              <tr key={u.invoiceId} className="border-b border-line last:border-0" data-testid="failed-payment">
                <td className={cell}>
                  <Member userId={u.userId} name={u.name} />
                  <span className="block break-all text-ink-muted">{u.email}</span>
                </td>
                <td className={cell}>
                  {u.number} <span className="text-ink-muted">({u.status})</span>
                </td>
                <td className={cell}>{u.amount}</td>
                <td className={`${cell} whitespace-nowrap`}>{u.date}</td>
                <td className={cell}>{u.subscription}</td>
                <td className={cell}>
                  {u.providerUrl ? (
                    <a href={u.providerUrl} className="text-brand underline hover:no-underline" target="_blank" rel="noopener noreferrer">
                      Open in Stripe<span className="sr-only"> for {u.name} (new tab)</span>
                    </a>
                  ) : (
                    <span className="text-ink-muted">Local stand-in: no Stripe dashboard</span>
                  )}
                </td>
              </tr>
            ))}
          </TableShell>
        )}
      </section>

      <section aria-labelledby="invoices-heading" className="mt-8" id="invoices">
        <h2 id="invoices-heading" className="text-xl font-semibold">
          Invoices
        </h2>
        <FilterForm
          action="/admin/sales"
          label="Invoices"
          clearLabel={data.filtered ? "Clear" : null}
          className="mt-3 grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto]"
        >
          <FilterSearch id="invoice-search" label="Search" value={data.q} placeholder="Member, e-mail or invoice number" />
        </FilterForm>
        {invoices.rows.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted">{data.q ? "No invoice matches the search." : "No invoices yet."}</p>
        ) : (
          <ListTable
            caption="Invoices, newest first"
            columns={INVOICE_COLUMNS}
            rows={invoices.rows}
            rowKey={(i) => i.invoiceId}
            rowProps={() => ({ "data-testid": "invoice" })}
            empty={null}
          />
        )}
        <p className="mt-3 text-sm text-ink-muted" aria-live="polite">
          {invoices.total} {invoices.total === 1 ? "invoice" : "invoices"}
        </p>
        <Pager label="Invoice pages" page={invoices.page} pages={invoices.pages} hash="invoices" />
      </section>
    </div>
  );
}

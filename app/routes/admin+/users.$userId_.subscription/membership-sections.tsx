// The membership and its invoices on /admin/users/{userId}/subscription (decision 0062), beside its route:
// the subscription's status with staff's two cancel forms, and the invoice list; both name statuses the same way.
import { Form, useNavigation } from "@remix-run/react";
import { STAFF_BILLING_INTENTS } from "~/rules/staff-billing";
import type { StaffBillingView } from "./subscription.server";

const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  trialing: "Trialing",
  past_due: "Past due",
  canceled: "Canceled",
  inactive: "No subscription",
  refunded: "Refunded",
  paid: "Paid",
  open: "Open",
  draft: "Draft",
  void: "Void",
  uncollectible: "Uncollectible",
};
const label = (status: string) => STATUS_LABELS[status] ?? status;

/** Status, renewal, the payment service's record, complimentary access; cancel at the period end or now. */
export function MembershipSection({ view }: { view: Pick<StaffBillingView, "name" | "subscription" | "complimentary"> }) {
  const busy = useNavigation().state !== "idle";
  const { subscription } = view;
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading" className="text-lg font-semibold">
        Premium membership
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium">Status</dt>
        <dd data-testid="subscription-status">
          {label(subscription.status)}
          {subscription.cancelingAtPeriodEnd ? " (will not renew)" : ""}
        </dd>
        <dt className="font-medium">{subscription.cancelingAtPeriodEnd || !subscription.live ? "Access ends" : "Renews"}</dt>
        <dd>{subscription.end}</dd>
        <dt className="font-medium">Payment service</dt>
        <dd className="break-all">
          {subscription.subscriptionId ?? "No subscription"}
          {subscription.dashboardUrl ? (
            <>
              {" "}
              <a href={subscription.dashboardUrl} target="_blank" rel="noreferrer" className="text-brand underline">
                Open in Stripe<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          ) : null}
        </dd>
        <dt className="font-medium">Complimentary</dt>
        <dd data-testid="complimentary-status">
          {view.complimentary ? `Until ${view.complimentary.lastDay} — ${view.complimentary.reason}` : "None"}
        </dd>
      </dl>
      {subscription.live ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {!subscription.cancelingAtPeriodEnd ? (
            <Form method="post" className="rounded-md border border-line p-3">
              <input type="hidden" name="intent" value={STAFF_BILLING_INTENTS.cancelAtPeriodEnd} />
              <p className="text-sm text-ink-muted">The membership stops renewing; access lasts until {subscription.end}.</p>
              <button type="submit" className="btn-secondary mt-2" disabled={busy}>
                Cancel at period end
              </button>
            </Form>
          ) : null}
          <Form method="post" className="rounded-md border border-line p-3">
            <input type="hidden" name="intent" value={STAFF_BILLING_INTENTS.cancelNow} />
            <p className="text-sm text-ink-muted">Access ends now. Nothing is refunded (use Refund for that).</p>
            <label className="mt-2 flex items-start gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
              End {view.name}&apos;s membership now
            </label>
            <button type="submit" className="btn-secondary mt-2 text-danger" disabled={busy}>
              Cancel now
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}

export function InvoicesSection({ invoices }: { invoices: StaffBillingView["invoices"] }) {
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading" className="text-lg font-semibold">
        Invoices
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No invoices.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3">
                  Invoice
                </th>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Amount
                </th>
                <th scope="col" className="py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} className="border-b border-line">
                  <td className="py-2 pr-3">{invoice.number}</td>
                  <td className="py-2 pr-3">{invoice.created}</td>
                  <td className="py-2 pr-3">{invoice.amount}</td>
                  <td className="py-2">
                    {label(invoice.status)}
                    {invoice.refunded ? ` (${invoice.refunded})` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

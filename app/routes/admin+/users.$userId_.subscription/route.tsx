// /admin/users/{userId}/subscription (decision 0062): staff's view of a learner's premium
// membership — the subscription and its invoices — and what staff may do: cancel at the period end or
// now, refund the latest payment (the refund policy's figures shown; outside it an override reason is
// required), and complimentary premium until a date with a reason. Plain forms answered with a
// redirect and a toast; every change is audited. Cancel and refund go through the payments service.
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { ADMIN_USERS_PATH } from "~/rules/admin-users";
import { REASON_MAX, STAFF_BILLING_INTENTS, STAFF_BILLING_MESSAGES } from "~/rules/staff-billing";
import type { action, loader } from "./subscription.server";

export { action, loader } from "./subscription.server";

export const handle: PageTitleHandle = { pageTitle: "Subscription" };
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(data ? `Subscription of ${data.name}` : "Subscription", matches);

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

export default function StaffSubscription() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { subscription, refund } = view;
  return (
    <div className="mx-auto max-w-4xl">
      <Link to={`${ADMIN_USERS_PATH}/${view.userId}`} className="text-sm text-brand underline hover:no-underline">
        Back to {view.name}
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Subscription</h1>
      <p className="mt-1 break-all text-ink-muted">
        {view.name} · {view.email}
      </p>

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

      <section className="card mt-6 p-4 sm:p-6" aria-labelledby="refund-heading">
        <h2 id="refund-heading" className="text-lg font-semibold">
          Refund the latest payment
        </h2>
        {refund ? (
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value={STAFF_BILLING_INTENTS.refund} />
            <input type="hidden" name="invoiceId" value={refund.invoiceId} />
            <p className="text-sm">
              Invoice {refund.number}, {refund.amount}, paid {refund.purchased}.
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Refund policy figures">
              <dt className="font-medium">Days since purchase</dt>
              <dd data-testid="refund-days">
                {refund.daysSincePurchase} (policy: within {refund.windowText}, until {refund.windowEnds})
              </dd>
              <dt className="font-medium">Highest course progress</dt>
              <dd data-testid="refund-progress">
                {refund.highestProgress}% (policy: at most {refund.progressLimitText})
              </dd>
              <dt className="font-medium">Certificates since purchase</dt>
              <dd data-testid="refund-certificates">{refund.certificates} (policy: none)</dd>
            </dl>
            {refund.eligible ? (
              <p data-testid="refund-verdict" className="rounded-md border-l-4 border-success bg-success/10 p-3 text-sm font-medium">
                Within the refund policy.
              </p>
            ) : (
              <div data-testid="refund-verdict" className="rounded-md border-l-4 border-danger bg-danger/10 p-3 text-sm">
                <p className="font-medium">Outside the refund policy:</p>
                <ul className="mt-1 list-disc pl-5">
                  {refund.failures.map((failure) => (
                    <li key={failure}>{failure}</li>
                  ))}
                </ul>
              </div>
            )}
            <div>
              <label htmlFor="refund-reason" className="block text-sm font-medium">
                {refund.eligible ? "Note (optional)" : "Override reason (required)"}
              </label>
              <textarea
                id="refund-reason"
                name="reason"
                rows={2}
                maxLength={REASON_MAX}
                required={!refund.eligible}
                aria-describedby={refund.eligible ? undefined : "refund-reason-hint"}
                className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
              />
              {!refund.eligible ? (
                <p id="refund-reason-hint" className="mt-1 text-sm text-ink-muted">
                  {STAFF_BILLING_MESSAGES.overrideRequired}
                </p>
              ) : null}
            </div>
            <p className="text-sm text-ink-muted">
              The whole payment goes back to the card, and the membership ends now (the refund policy: access ends when a refund is
              approved).
            </p>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
              Refund {refund.amount} to {view.name} and end the membership
            </label>
            <button type="submit" className="btn-primary" disabled={busy}>
              Refund {refund.amount}
            </button>
          </Form>
        ) : (
          <p className="mt-2 text-sm text-ink-muted">No paid invoice to refund.</p>
        )}
      </section>

      <section className="card mt-6 p-4 sm:p-6" aria-labelledby="complimentary-heading">
        <h2 id="complimentary-heading" className="text-lg font-semibold">
          Complimentary access
        </h2>
        <p className="mt-1 text-sm text-ink-muted">Premium access with no payment, through the day you choose (Louisiana time).</p>
        {view.complimentary ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value={STAFF_BILLING_INTENTS.endComplimentary} />
            <p className="text-sm">
              Complimentary membership until {view.complimentary.lastDay}. Reason: {view.complimentary.reason}
            </p>
            <button type="submit" className="btn-secondary mt-2" disabled={busy}>
              End complimentary access
            </button>
          </Form>
        ) : null}
        {view.companyMember ? (
          <p className="mt-3 text-sm">{STAFF_BILLING_MESSAGES.companyMember}</p>
        ) : view.inactive ? (
          <p className="mt-3 text-sm">{STAFF_BILLING_MESSAGES.inactive}</p>
        ) : (
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr] sm:items-end">
            <input type="hidden" name="intent" value={STAFF_BILLING_INTENTS.complimentary} />
            <div>
              <label htmlFor="complimentary-until" className="block text-sm font-medium">
                Last day of access
              </label>
              <input
                id="complimentary-until"
                type="date"
                name="until"
                required
                min={view.minDay}
                className="mt-1 rounded-md border border-line bg-surface px-3 py-2"
              />
            </div>
            <div>
              <label htmlFor="complimentary-reason" className="block text-sm font-medium">
                Reason
              </label>
              <input
                id="complimentary-reason"
                name="reason"
                required
                maxLength={REASON_MAX}
                className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
              />
            </div>
            <button type="submit" className="btn-primary sm:col-span-2 sm:justify-self-start" disabled={busy}>
              {view.complimentary ? "Change complimentary access" : "Give complimentary access"}
            </button>
          </Form>
        )}
      </section>

      <section className="card mt-6 p-4 sm:p-6" aria-labelledby="invoices-heading">
        <h2 id="invoices-heading" className="text-lg font-semibold">
          Invoices
        </h2>
        {view.invoices.length === 0 ? (
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
                {view.invoices.map((invoice) => (
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
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

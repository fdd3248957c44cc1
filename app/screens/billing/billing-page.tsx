import { Form, Link, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formatCentralDate } from "~/emails/templates";
import {
  ACTIVATION_MESSAGES,
  ACTIVATION_POLL_DELAYS_MS,
  activationMessage,
  BILLING_INTENTS,
  BILLING_PATH,
  formatMinorAmount,
  INVOICES_SHOWN,
} from "~/rules/billing";
import { Toaster } from "~/components/ui/toaster";
import type { billingLoader } from "./billing.server";

type LoaderData = Awaited<ReturnType<typeof billingLoader>>;

const STATUS_STYLES: Record<string, { label: string; className: string }> = {
  active: { label: "Active", className: "border-success bg-success/10" },
  trialing: { label: "Trialing", className: "border-brand bg-brand/10" },
  past_due: { label: "Past Due", className: "border-accent bg-accent/15" },
  canceled: { label: "Canceled", className: "border-danger bg-danger/10" },
  cancelled: { label: "Canceled", className: "border-danger bg-danger/10" },
};

const INVOICE_STYLES: Record<string, { label: string; className: string }> = {
  paid: { label: "Paid", className: "border-success bg-success/10" },
  open: { label: "Open", className: "border-brand bg-brand/10" },
  draft: { label: "Draft", className: "border-line bg-surface-muted" },
  void: { label: "Void", className: "border-danger bg-danger/10" },
  uncollectible: { label: "Uncollectible", className: "border-danger bg-danger/10" },
  refunded: { label: "Refunded", className: "border-line bg-surface-muted" },
};

function Badge({ style }: { style: { label: string; className: string } }) {
  return (
    <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold text-ink ${style.className}`}>{style.label}</span>
  );
}

const priceFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const formatPrice = (price: number) => priceFormat.format(price);

/** /student/billing (requirement billing-screens): Manage Subscription, Subscription Details and Billing History. */
export function BillingPage() {
  const data = useLoaderData<typeof billingLoader>();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-3xl font-bold">Billing &amp; Subscription</h1>
      <p className="mt-2 text-ink-muted">Your premium membership, payment details and invoices.</p>
      {data.activation ? <ActivationStatus activation={data.activation} /> : null}
      <ManageSubscription data={data} />
      {data.subscription.showDetails ? (
        <SubscriptionDetails subscription={data.subscription} />
      ) : data.subscription.complimentaryUntil ? (
        <ComplimentaryDetails until={data.subscription.complimentaryUntil} />
      ) : (
        <NoSubscription />
      )}
      <BillingHistory data={data} />
    </div>
  );
}

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function ManageSubscription({ data }: { data: LoaderData }) {
  const checkingOut = useSubmitting(BILLING_INTENTS.checkout);
  const opening = useSubmitting(BILLING_INTENTS.portal);
  return (
    <section aria-labelledby="manage-title" className="card mt-6 p-4 sm:p-6">
      <h2 id="manage-title" className="text-lg font-semibold">
        Manage Subscription
      </h2>
      {!data.subscription.subscribed && data.subscription.complimentaryUntil ? (
        <p className="mt-2 text-ink-muted">
          The school has given you premium access at no charge until {data.subscription.complimentaryUntil}. No payment is needed until
          then; you can subscribe once it ends.
        </p>
      ) : data.subscription.subscribed ? (
        <>
          <p className="mt-2 text-ink-muted">
            You have an active premium membership with unlimited access to every course. Update your payment method, see invoices or cancel
            in the customer portal.
          </p>
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value={BILLING_INTENTS.portal} className="btn-primary" disabled={opening}>
              {opening ? "Opening…" : "Manage Subscription"}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-3 text-xl font-semibold">Get Premium Access</p>
          <p className="mt-1">
            <span className="text-3xl font-bold">{formatPrice(data.price)}</span> <span className="text-ink-muted">per year</span>
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-muted">
            <li>Unlimited pre-licensing, post-licensing and continuing-education courses</li>
            <li>Completion certificates for every course you finish</li>
            <li>Cancel any time; access continues to the end of the paid year</li>
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <button type="submit" name="intent" value={BILLING_INTENTS.checkout} className="btn-primary" disabled={checkingOut}>
                {checkingOut ? "Opening checkout…" : "Subscribe to Premium"}
              </button>
            </Form>
            {data.subscription.canManage ? (
              <Form method="post">
                <button type="submit" name="intent" value={BILLING_INTENTS.portal} className="btn-secondary" disabled={opening}>
                  Payment History &amp; Card
                </button>
              </Form>
            ) : null}
          </div>
        </>
      )}
      <Form method="get" action={BILLING_PATH} className="mt-3">
        <input type="hidden" name="refresh" value="1" />
        <button type="submit" className="text-sm font-medium text-brand underline hover:no-underline">
          Refresh status
        </button>
      </Form>
    </section>
  );
}

function ComplimentaryDetails({ until }: { until: string }) {
  return (
    <section aria-labelledby="complimentary-title" className="card mt-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="complimentary-title" className="text-lg font-semibold">
          Subscription Details
        </h2>
        <Badge style={{ label: "Premium Member", className: "border-brand bg-brand/10" }} />
      </div>
      <p className="mt-3 font-medium" data-testid="complimentary-membership">
        Complimentary membership until {until}
      </p>
    </section>
  );
}

function SubscriptionDetails({ subscription }: { subscription: LoaderData["subscription"] }) {
  const status = STATUS_STYLES[subscription.status] ?? { label: subscription.status, className: "border-line bg-surface-muted" };
  const canceled = subscription.status === "canceled" || subscription.status === "cancelled";
  const end = subscription.end ? formatCentralDate(new Date(subscription.end)) : "—";
  return (
    <section aria-labelledby="details-title" className="card mt-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="details-title" className="text-lg font-semibold">
          Subscription Details
        </h2>
        {subscription.subscribed ? <Badge style={{ label: "Premium Member", className: "border-brand bg-brand/10" }} /> : null}
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-muted">Plan</dt>
          <dd className="font-medium">Premium Membership (yearly)</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Status</dt>
          <dd>
            <Badge style={status} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Current Period</dt>
          <dd className="font-medium">
            {subscription.periodStart ? formatCentralDate(new Date(subscription.periodStart)) : "—"} – {end}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{canceled ? "Access Expires" : "Next Renewal"}</dt>
          <dd className="font-medium">{end}</dd>
        </div>
      </dl>
      {subscription.status === "past_due" ? (
        <p role="note" className="mt-4 rounded-md border-l-4 border-accent bg-accent/15 p-3 text-sm">
          Your last payment did not go through. Update your payment method in Manage Subscription to keep your access.
        </p>
      ) : null}
      {canceled ? (
        <p role="note" className="mt-4 rounded-md border-l-4 border-danger bg-danger/10 p-3 text-sm">
          Your membership will not renew. You keep access to every course until {end}; resume it in Manage Subscription to keep learning
          after that.
        </p>
      ) : null}
    </section>
  );
}

function NoSubscription() {
  return (
    <section aria-labelledby="no-subscription-title" className="card mt-6 p-4 text-center sm:p-6">
      <h2 id="no-subscription-title" className="text-lg font-semibold">
        No Active Subscription
      </h2>
      <p className="mt-2 text-ink-muted">Subscribe to premium to enroll in any course. Your progress and certificates are always kept.</p>
    </section>
  );
}

function BillingHistory({ data }: { data: LoaderData }) {
  return (
    <section aria-labelledby="history-title" className="card mt-6 p-4 sm:p-6">
      <h2 id="history-title" className="text-lg font-semibold">
        Billing History
      </h2>
      {data.invoices.length === 0 ? (
        <p className="mt-2 text-ink-muted">No invoices yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line" aria-label="Invoices">
          {data.invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium">{invoice.number}</p>
                <p className="text-sm text-ink-muted">{formatCentralDate(new Date(invoice.created))}</p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-medium">{formatMinorAmount(invoice.amount, invoice.currency)}</span>
                <Badge style={INVOICE_STYLES[invoice.status] ?? { label: invoice.status, className: "border-line bg-surface-muted" }} />
                {invoice.status === "refunded" && invoice.refundedAmount !== null ? (
                  <span className="text-sm text-ink-muted">{formatMinorAmount(invoice.refundedAmount, invoice.currency)} refunded</span>
                ) : null}
                {invoice.pdf ? (
                  <a href={invoice.pdf} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand underline">
                    PDF<span className="sr-only"> of invoice {invoice.number} (opens in a new tab)</span>
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {!data.showAll && data.invoiceTotal > INVOICES_SHOWN ? (
        <Link to={`${BILLING_PATH}?invoices=all`} className="btn-secondary mt-4">
          View All Invoices
        </Link>
      ) : null}
    </section>
  );
}

/**
 * After a checkout or portal return. With JavaScript the status is polled (5 tries 1 s apart, then 5
 * tries 3 s apart) and the page's data read again once it settles; a poll that fails says so
 * (requirement signed-in-error-texts). Without JavaScript the page refreshes itself with the same schedule and offers Check again.
 */
function ActivationStatus({ activation }: { activation: NonNullable<LoaderData["activation"]> }) {
  // `revalidate` is the router's own method, the same on every render (the object around it changes
  // with the revalidation state, which must not restart the poll).
  const { revalidate } = useRevalidator();
  const [tries, setTries] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const pending = activation.outcome === "pending";
  useEffect(() => {
    if (!pending || failed) return;
    const done = tries ?? 0;
    if (done >= ACTIVATION_POLL_DELAYS_MS.length) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${BILLING_PATH}/status`, { headers: { Accept: "application/json" }, cache: "no-store" });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const { outcome } = (await response.json()) as { outcome: string };
        if (cancelled) return;
        if (outcome !== "pending") revalidate();
        setTries(done + 1);
      } catch {
        if (!cancelled) setFailed(true);
      }
    }, ACTIVATION_POLL_DELAYS_MS[done]);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pending, tries, failed, revalidate]);

  const exhausted = (tries ?? activation.attempt) >= ACTIVATION_POLL_DELAYS_MS.length;
  const message = failed
    ? ACTIVATION_MESSAGES.error
    : (activationMessage(activation.kind, activation.outcome, exhausted) ?? ACTIVATION_MESSAGES.activating);
  const success = !pending;
  const next = `${BILLING_PATH}?activation=${activation.kind}&attempt=${activation.attempt + 1}`;
  return (
    <>
      <div
        role="status"
        data-testid="activation-status"
        className={`mt-6 rounded-lg border-l-4 bg-surface-muted p-4 ${success ? "border-success" : failed ? "border-danger" : "border-accent"}`}
      >
        <p className="font-semibold">{message}</p>
        {pending && activation.refreshAfterSeconds !== null ? (
          <noscript>
            <meta httpEquiv="refresh" content={`${activation.refreshAfterSeconds};url=${next}`} />
          </noscript>
        ) : null}
        {pending ? (
          <Form method="get" action={BILLING_PATH} className="mt-3">
            <input type="hidden" name="activation" value={activation.kind} />
            <input type="hidden" name="refresh" value="1" />
            <button type="submit" className="btn-secondary">
              Check again
            </button>
          </Form>
        ) : null}
      </div>
      {failed ? <Toaster toast={ACTIVATION_ERROR_TOAST} /> : null}
    </>
  );
}

const ACTIVATION_ERROR_TOAST = { id: "activation-error", type: "error" as const, title: ACTIVATION_MESSAGES.error };

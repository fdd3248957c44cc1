// /dev/portal (only with the local stand-ins): the stand-in for Stripe's customer portal — the
// subscription, cancel at period end, resume, update the card, and the invoices. Changes go to the webhook route as
// signed customer.subscription.updated events, as Stripe's portal sends them.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { formatCentralDate } from "~/emails/templates";
import { getBillingProfile, listInvoices } from "~/models/billing/billing.server";
import { formatMinorAmount, invoiceNumber } from "~/rules/billing";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";
import { requireUser } from "~/auth/permissions.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { TestCardFields } from "~/components/billing/test-card-fields";
import { changeLocalSubscription, currentLocalSubscription, readTestCard } from "./billing-standin.server";

export const meta: MetaFunction = () => [
  { title: "Customer portal (local stand-in) | Pelican Real Estate School" },
  { name: "robots", content: "noindex" },
];

const RETURN = "/student/billing?portal_return=true";

async function requirePortal(request: Request) {
  requireLocalStandins();
  const user = await requireUser(request);
  const customer = new URL(request.url).searchParams.get("customer");
  const profile = await getBillingProfile(user.id);
  if (!profile || !customer || profile.stripeCustomerId !== customer) throw data("This portal session does not exist.", { status: 404 });
  return { user, profile, customer };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request);
  const [subscription, history] = await Promise.all([currentLocalSubscription(user.id), listInvoices(user.id, true)]);
  return {
    subscription: subscription
      ? {
          status: subscription.status,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          periodEnd: new Date(subscription.currentPeriodEnd * 1000).toISOString(),
          cardLast4: subscription.card.slice(-4),
        }
      : null,
    invoices: history.invoices.map((i) => ({
      id: i.id,
      number: invoiceNumber(i.id, i.number),
      amount: formatMinorAmount(i.amount, i.currency),
      status: i.status,
      created: i.created.toISOString(),
      pdf: i.invoicePdf,
    })),
  };
}

const intentSchema = z.enum(["cancel", "resume", "update_card"]);

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requirePortal(request);
  const form = await readForm(request);
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) return data({ error: "Choose Cancel subscription, Renew subscription or Update card." }, { status: 400 });
  const subscription = await currentLocalSubscription(user.id);
  if (!subscription || subscription.status === "canceled") return data({ error: "There is no subscription to change." }, { status: 409 });
  if (intent.data === "update_card") {
    const payment = readTestCard(form);
    if (!payment.ok) return data({ error: payment.error }, { status: payment.status });
    await changeLocalSubscription(subscription, { kind: "update_card", card: payment.card });
  } else if (subscription.cancelAtPeriodEnd !== (intent.data === "cancel")) {
    await changeLocalSubscription(subscription, { kind: intent.data });
  }
  const url = new URL(request.url);
  return redirect(safeRedirect(url.pathname + url.search, "/dev/portal"));
}

export default function LocalPortal() {
  const { subscription, invoices } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData && "error" in actionData ? actionData.error : null;
  const end = subscription ? formatCentralDate(new Date(subscription.periodEnd)) : null;
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <p className="rounded-md border border-line bg-surface-muted p-3 text-sm">Local stand-in for the Stripe customer portal.</p>
      <h1 className="mt-6 text-2xl font-bold">Pelican Real Estate School — Billing</h1>
      <section aria-labelledby="portal-subscription" className="card mt-6">
        <h2 id="portal-subscription" className="text-lg font-semibold">
          Current subscription
        </h2>
        {subscription && subscription.status !== "canceled" ? (
          <>
            <p className="mt-2">Premium Membership — yearly</p>
            <p className="mt-1 text-ink-muted">
              {subscription.cancelAtPeriodEnd ? `Cancels on ${end}` : `Renews on ${end}`}
              {subscription.status === "past_due" ? " (payment past due)" : ""}
            </p>
            <Form method="post" className="mt-4">
              {subscription.cancelAtPeriodEnd ? (
                <button type="submit" name="intent" value="resume" className="btn-primary">
                  Renew subscription
                </button>
              ) : (
                <button type="submit" name="intent" value="cancel" className="btn-secondary">
                  Cancel subscription
                </button>
              )}
            </Form>
          </>
        ) : (
          <p className="mt-2 text-ink-muted">No active subscription.</p>
        )}
      </section>
      {subscription && subscription.status !== "canceled" ? (
        <section aria-labelledby="portal-card" className="card mt-6">
          <h2 id="portal-card" className="text-lg font-semibold">
            Payment method
          </h2>
          <p className="mt-2">Card ending in {subscription.cardLast4}</p>
          {error ? (
            <p role="alert" className="mt-4 rounded-md border-l-4 border-danger bg-danger/10 p-3 text-sm font-medium">
              {error}
            </p>
          ) : null}
          <details className="mt-4" open={Boolean(error)}>
            <summary className="cursor-pointer font-medium text-brand underline">Update card</summary>
            <Form method="post" className="mt-4 space-y-4">
              <TestCardFields />
              <button type="submit" name="intent" value="update_card" className="btn-primary">
                Save card
              </button>
            </Form>
          </details>
        </section>
      ) : null}
      <section aria-labelledby="portal-invoices" className="card mt-6">
        <h2 id="portal-invoices" className="text-lg font-semibold">
          Invoice history
        </h2>
        {invoices.length === 0 ? <p className="mt-2 text-ink-muted">No invoices.</p> : null}
        <ul className="mt-2 divide-y divide-line">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                {formatCentralDate(new Date(invoice.created))} · {invoice.number}
              </span>
              <span>
                {invoice.amount} · {invoice.status}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <Link to={RETURN} className="btn-primary mt-6">
        Return to Pelican Real Estate School
      </Link>
    </main>
  );
}

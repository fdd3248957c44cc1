// /dev/checkout (only with the local stand-ins): the stand-in for Stripe Checkout — a card form. Stripe's
// test cards behave as they do there: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
// 4000 0000 0000 0341 succeeds now and fails at renewal. A payment sends the events Stripe would send
// (signed) to the webhook route and returns to billing as Stripe's success URL does.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { getBillingProfile, getMembershipPrice } from "~/models/billing/billing.server";
import { isSubscribed } from "~/rules/subscription";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";
import { requireUser } from "~/auth/permissions.server";
import { TestCardFields } from "~/components/billing/test-card-fields";
import { completeLocalCheckout, readTestCard } from "./billing-standin.server";
import { logEvent } from "~/utils/log.server";

export const meta: MetaFunction = () => [
  { title: "Checkout (local stand-in) | Pelican Real Estate School" },
  { name: "robots", content: "noindex" },
];

const BILLING = "/student/billing";
const sessionSchema = z.object({ session_id: z.string().regex(/^cs_local_\w+$/), customer: z.string().regex(/^cus_\w+$/) });

/** The session belongs to the signed-in learner: their own stored customer, no company, not yet subscribed. */
async function requireCheckout(request: Request, params: URLSearchParams) {
  requireLocalStandins();
  const user = await requireUser(request);
  const session = sessionSchema.safeParse({ session_id: params.get("session_id"), customer: params.get("customer") });
  if (!session.success) throw data("This checkout session does not exist.", { status: 404 });
  const profile = await getBillingProfile(user.id);
  if (!profile || profile.stripeCustomerId !== session.data.customer || profile.companyId) {
    throw data("This checkout session does not exist.", { status: 404 });
  }
  if (isSubscribed(profile)) throw redirect(BILLING);
  return { user, profile, session: session.data };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile } = await requireCheckout(request, new URL(request.url).searchParams);
  return { email: profile.email, price: await getMembershipPrice() };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, session } = await requireCheckout(request, new URL(request.url).searchParams);
  const form = await readForm(request);
  const payment = readTestCard(form);
  if (!payment.ok) return data({ error: payment.error }, { status: payment.status });
  const { card } = payment;
  try {
    await completeLocalCheckout({
      sessionId: session.session_id,
      customer: session.customer,
      userId: user.id,
      card,
    });
  } catch (error) {
    logEvent("error", "local_checkout_failed", { error });
    return data({ error: "The payment could not be completed. Please try again." }, { status: 502 });
  }
  return redirect(`${BILLING}?${new URLSearchParams({ success: "true", session_id: session.session_id })}`);
}

const price = (value: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(value);

export default function LocalCheckout() {
  const { email, price: amount } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const paying = useNavigation().state !== "idle";
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <p className="rounded-md border border-line bg-surface-muted p-3 text-sm">
        Local stand-in for Stripe Checkout: no real card is charged. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
        declined, 4000 0000 0000 0341 succeeds and later fails renewal.
      </p>
      <div className="card mt-6">
        <p className="text-sm text-ink-muted">Pelican Real Estate School</p>
        <h1 className="mt-1 text-2xl font-bold">Premium Membership</h1>
        <p className="mt-1">
          <span className="text-3xl font-bold">{price(amount)}</span> <span className="text-ink-muted">per year</span>
        </p>
        <p className="mt-1 text-sm text-ink-muted">Billed to {email}</p>
        {error ? (
          <p role="alert" className="mt-4 rounded-md border-l-4 border-danger bg-danger/10 p-3 text-sm font-medium">
            {error}
          </p>
        ) : null}
        <Form method="post" className="mt-4 space-y-4">
          <TestCardFields />
          <button type="submit" className="btn-primary w-full" disabled={paying}>
            {paying ? "Processing…" : `Pay ${price(amount)}`}
          </button>
        </Form>
        <Link to={`${BILLING}?canceled=true`} className="mt-4 inline-block text-sm text-brand underline">
          Cancel and return to Pelican Real Estate School
        </Link>
      </div>
    </main>
  );
}

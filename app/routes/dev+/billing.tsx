// /dev/billing (only with the local stand-ins): moves the signed-in learner's subscription clock —
// renew (a 4000 0000 0000 0341 card fails), fail the renewal, or expire it now — by sending the
// events Stripe would send at that moment to the webhook route.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { formatCentralDate } from "~/emails/templates";
import { requireLocalStandins } from "~/utils/dev-tools.server";
import { readForm } from "~/utils/form.server";
import { requireUser } from "~/auth/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import { advanceLocalSubscription, currentLocalSubscription } from "./billing-standin.server";

export const meta: MetaFunction = () => [{ title: "Subscription clock (local stand-in)" }, { name: "robots", content: "noindex" }];

const RESULTS = {
  renewed: "Renewed: the next year was charged.",
  renewal_failed: "Renewal failed: the card was declined; the subscription is past due.",
  expired: "Expired: the subscription has ended.",
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  requireLocalStandins();
  const user = await requireUser(request);
  const subscription = await currentLocalSubscription(user.id);
  return {
    email: user.email,
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          periodEnd: new Date(subscription.currentPeriodEnd * 1000).toISOString(),
        }
      : null,
  };
}

const stepSchema = z.enum(["renew", "fail_renewal", "expire"]);

export async function action({ request }: ActionFunctionArgs) {
  requireLocalStandins();
  const user = await requireUser(request);
  const form = await readForm(request);
  const step = stepSchema.safeParse(form.get("intent"));
  if (!step.success) return data({ error: "Choose renew, fail_renewal or expire." }, { status: 400 });
  const subscription = await currentLocalSubscription(user.id);
  if (!subscription || subscription.status === "canceled")
    return data({ error: "There is no live subscription to move." }, { status: 409 });
  const result = await advanceLocalSubscription(subscription, step.data);
  return redirectWithToast("/dev/billing", { type: "success", title: "Subscription clock moved", description: RESULTS[result] });
}

export default function DevBilling() {
  const { email, subscription } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">Subscription clock</h1>
      <p className="mt-2 text-ink-muted">Local stand-in: moves {email}&apos;s subscription as time passing at Stripe would.</p>
      {actionData && "error" in actionData ? (
        <p role="alert" className="mt-4 rounded-md border-l-4 border-danger bg-danger/10 p-3 text-sm">
          {actionData.error}
        </p>
      ) : null}
      {subscription ? (
        <div className="card mt-6">
          <p>
            {subscription.id}: <strong>{subscription.status}</strong>
            {subscription.cancelAtPeriodEnd ? " (cancels at period end)" : ""}, period ends{" "}
            {formatCentralDate(new Date(subscription.periodEnd))}
          </p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <button type="submit" name="intent" value="renew" className="btn-secondary">
              Renew
            </button>
            <button type="submit" name="intent" value="fail_renewal" className="btn-secondary">
              Fail renewal
            </button>
            <button type="submit" name="intent" value="expire" className="btn-secondary">
              Expire now
            </button>
          </Form>
        </div>
      ) : (
        <p className="mt-6">No subscription yet.</p>
      )}
      <Link to="/student/billing" className="mt-6 inline-block text-brand underline">
        Billing &amp; Subscription
      </Link>
    </main>
  );
}

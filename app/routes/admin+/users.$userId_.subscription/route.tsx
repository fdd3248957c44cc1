// /admin/users/{userId}/subscription (decision 0062): staff's view of a learner's premium
// membership — the subscription and its invoices — and what staff may do: cancel at the period end or
// now, refund the latest payment (the refund policy's figures shown; outside it an override reason is
// required), and complimentary premium until a date with a reason. Plain forms answered with a
// redirect and a toast; every change is audited. Cancel and refund go through the payments service.
import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { Toaster } from "~/components/ui/toaster";
import { ADMIN_USERS_PATH } from "~/rules/admin-users";
import { ComplimentarySection } from "./complimentary-section";
import { InvoicesSection, MembershipSection } from "./membership-sections";
import { RefundSection } from "./refund-section";
import type { action, loader } from "./subscription.server";

export { action, loader } from "./subscription.server";

export const handle: PageTitleHandle = { pageTitle: "Subscription" };
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(data ? `Subscription of ${data.name}` : "Subscription", matches);

export default function StaffSubscription() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl">
      <Link to={`${ADMIN_USERS_PATH}/${view.userId}`} className="text-sm text-brand underline hover:no-underline">
        Back to {view.name}
      </Link>
      <h1 className="mt-2 font-serif text-3xl font-bold">Subscription</h1>
      <p className="mt-1 break-all text-ink-muted">
        {view.name} · {view.email}
      </p>

      <MembershipSection view={view} />
      <RefundSection view={view} />
      <ComplimentarySection view={view} />
      <InvoicesSection invoices={view.invoices} />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

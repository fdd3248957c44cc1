// /company-dashboard/billing (requirement billing-screens; content left open by the requirements — decision 0023): a company
// admin's plan, not a card checkout. Brokerage plans are arranged with sales (the terms say brokers
// contact the provider to cancel), so the page shows the plan, seats and this plan year's allowance,
// and links to the contact page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { formatCentralDate } from "~/emails/templates";
import { getCompanyPlan, type Allowance } from "~/models/companies/company-plan.server";
import { requireCompanyAdmin } from "~/auth/permissions.server";

export const handle: PageTitleHandle = { pageTitle: "Billing & Plan" };
export const meta: MetaFunction = ({ matches }) => privatePageMeta("Billing & Plan", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const { companyId } = await requireCompanyAdmin(request);
  const plan = await getCompanyPlan(companyId);
  if (!plan) throw redirect("/dashboard");
  return { ...plan, planYearStart: plan.planYearStart.toISOString() };
}

const TIERS: Record<string, string> = { starter: "Starter", pro: "Pro", custom: "Custom" };

function AllowanceRow({ label, allowance }: { label: string; allowance: Allowance }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium">
        {allowance.limit === null
          ? `${allowance.used} used · unlimited`
          : `${allowance.used} of ${allowance.limit} used · ${Math.max(0, allowance.limit - allowance.used)} left`}
      </dd>
    </div>
  );
}

export default function CompanyBilling() {
  const plan = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-3xl font-bold">Billing &amp; Plan</h1>
      <p className="mt-2 text-ink-muted">{plan.name}&apos;s brokerage plan. Plans are billed by agreement with our sales team.</p>
      <section aria-labelledby="plan-title" className="card mt-6 p-4 sm:p-6">
        <h2 id="plan-title" className="text-lg font-semibold">
          Your Plan
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-ink-muted">Plan</dt>
            <dd className="font-medium">{plan.tier ? TIERS[plan.tier] : "Not set"}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">Seats</dt>
            <dd className="font-medium">
              {plan.seats.allowed === null ? `${plan.seats.used} used · unlimited` : `${plan.seats.used} of ${plan.seats.allowed} used`}
            </dd>
          </div>
          <AllowanceRow label="Pre-licensing courses this plan year" allowance={plan.preLicensing} />
          <AllowanceRow label="Post-licensing courses this plan year" allowance={plan.postLicensing} />
        </dl>
        <p className="mt-4 text-sm text-ink-muted">The plan year started on {formatCentralDate(new Date(plan.planYearStart))}.</p>
      </section>
      <section aria-labelledby="change-title" className="card mt-6 p-4 sm:p-6">
        <h2 id="change-title" className="text-lg font-semibold">
          Change Your Plan
        </h2>
        <p className="mt-2 text-ink-muted">To add seats, change tier, see invoices or cancel, contact our sales team.</p>
        <Link to="/contact" className="btn-primary mt-4">
          Contact Sales
        </Link>
      </section>
    </div>
  );
}

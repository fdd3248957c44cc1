import { Link } from "@remix-run/react";
import { allowanceText, formatUsd, monthsFree, PLAN_TIERS, type BrokeragePlan, type PlanTier } from "~/rules/pricing";

function Check({ children }: { children: string }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="font-bold text-success">
        ✓
      </span>
      <span>{children}</span>
    </li>
  );
}

const MEMBERSHIP_INCLUDES = [
  "Unlimited pre-licensing, post-licensing and continuing education courses",
  "REX, your AI study assistant, in every course",
  "Podcast summaries and flexible audio playback",
  "Unlimited quiz and exam retakes",
  "Downloadable certificates and a full completion history",
];

/** The individual membership; the price is the site setting, never a fallback (decision 0008). */
export function MembershipCard({ price }: { price: number | null }) {
  return (
    <article className="card mx-auto max-w-xl border-2 border-brand" aria-labelledby="membership-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">For Individuals</p>
      <h3 id="membership-title" className="mt-1 font-serif text-2xl font-bold">
        Annual Premium Membership
      </h3>
      {price === null ? (
        <p className="mt-4 text-ink-muted" data-testid="membership-price">
          The membership price is not available right now. Please contact us for the current price.
        </p>
      ) : (
        <p className="mt-4" data-testid="membership-price">
          <span className="font-serif text-5xl font-bold">{formatUsd(price)}</span>{" "}
          <span className="text-ink-muted">per year, billed annually</span>
        </p>
      )}
      <p className="mt-2 font-semibold text-success">Save over 60% compared to individual courses</p>
      <ul className="mt-6 space-y-2">
        {MEMBERSHIP_INCLUDES.map((line) => (
          <Check key={line}>{line}</Check>
        ))}
      </ul>
      <Link to="/login?mode=signup&redirectTo=%2Fstudent%2Fbilling" className="btn-primary mt-8 w-full">
        Get Annual Membership
      </Link>
    </article>
  );
}

function TierPrice({ plan, tier }: { plan: BrokeragePlan; tier: PlanTier }) {
  const price = plan[tier];
  const free = monthsFree(price.monthly, price.yearly);
  // Shown by CSS from the card's checked radio, so the toggle needs no JavaScript and no navigation.
  const visibility =
    tier === "starter" ? "group-has-[input[value=pro]:checked]:hidden" : "hidden group-has-[input[value=pro]:checked]:block";
  return (
    <div className={visibility} data-tier={tier}>
      <p className="mt-4">
        <span className="font-serif text-4xl font-bold">{formatUsd(price.yearly)}</span>{" "}
        <span className="text-ink-muted">per year, billed annually</span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">{formatUsd(price.monthly)} per month billed monthly</p>
      <p className="mt-3 inline-block rounded-md bg-brand-soft px-3 py-1 text-sm font-semibold text-ink">
        Annual billing: <span data-testid="months-free">{free}</span> months free
      </p>
      <ul className="mt-5 space-y-2 text-sm">
        <Check>{`Up to ${plan.seats} agent seats`}</Check>
        <Check>{allowanceText(price)}</Check>
        <Check>Unlimited continuing education</Check>
        <Check>Administrator tools to add, import and manage agents</Check>
        <Check>Company reports and CSV exports</Check>
      </ul>
    </div>
  );
}

/** A brokerage plan with its own Starter/Pro toggle (radios; initially Starter). */
export function BrokeragePlanCard({ plan }: { plan: BrokeragePlan }) {
  const titleId = `plan-${plan.seats}-title`;
  return (
    <article className="card group flex flex-col" aria-labelledby={titleId}>
      <h3 id={titleId} className="font-serif text-2xl font-bold">
        {plan.seats} Seats
      </h3>
      <fieldset className="mt-4">
        <legend className="sr-only">Plan for {plan.seats} seats</legend>
        <div className="inline-flex rounded-md border border-line bg-surface-muted p-1">
          {PLAN_TIERS.map((tier) => (
            <label key={tier} className="cursor-pointer">
              <input type="radio" name={`plan-${plan.seats}`} value={tier} defaultChecked={tier === "starter"} className="peer sr-only" />
              <span className="inline-flex min-h-[44px] min-w-[5.5rem] items-center justify-center rounded px-4 text-sm font-semibold text-ink peer-checked:bg-brand peer-checked:text-brand-ink peer-focus-visible:outline peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand">
                {tier === "starter" ? "Starter" : "Pro"}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex-1">
        {PLAN_TIERS.map((tier) => (
          <TierPrice key={tier} plan={plan} tier={tier} />
        ))}
      </div>
      <Link to="/contact" className="btn-secondary mt-6 w-full">
        Contact Sales
      </Link>
    </article>
  );
}

export function CustomQuoteCard({ aboveSeats }: { aboveSeats: number }) {
  return (
    <article className="card flex flex-col border-dashed" aria-labelledby="custom-quote-title">
      <h3 id="custom-quote-title" className="font-serif text-2xl font-bold">
        {aboveSeats}+ Seats
      </h3>
      <p className="mt-4 font-serif text-3xl font-bold">Custom Quote</p>
      <p className="mt-2 flex-1 text-ink-muted">
        More than {aboveSeats} agents? We will build a plan around your offices, with the same administrator tools, reporting and unlimited
        continuing education.
      </p>
      <Link to="/contact" className="btn-primary mt-6 w-full">
        Get Custom Quote
      </Link>
    </article>
  );
}

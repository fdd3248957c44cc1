/**
 * Brokerage (company) plans of requirement business-constants, as data, and the pricing-page arithmetic.
 * The individual membership price is not here: it is the site_settings value (decision 0008).
 */

/** The tiers sold on the pricing page (and chosen on the company form); "custom" is agreed outside it. */
export const PLAN_TIERS = ["starter", "pro"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export type PlanPrice = {
  /** USD per month. */
  monthly: number;
  /** USD per year, billed annually. */
  yearly: number;
  /** Pre- and post-licensing course allowance per year; null = unlimited. */
  courseAllowance: number | null;
};

export type BrokeragePlan = { seats: 25 | 50 | 100; starter: PlanPrice; pro: PlanPrice };

/** Starter: one pre- or post-licensing enrollment per this many seats each plan year (requirement business-constants). */
export const STARTER_SEATS_PER_ENROLLMENT = 5;

export const BROKERAGE_PLANS: readonly BrokeragePlan[] = [
  {
    seats: 25,
    starter: { monthly: 100, yearly: 1000, courseAllowance: 25 / STARTER_SEATS_PER_ENROLLMENT },
    pro: { monthly: 150, yearly: 1500, courseAllowance: null },
  },
  {
    seats: 50,
    starter: { monthly: 200, yearly: 2000, courseAllowance: 50 / STARTER_SEATS_PER_ENROLLMENT },
    pro: { monthly: 300, yearly: 3000, courseAllowance: null },
  },
  {
    seats: 100,
    starter: { monthly: 400, yearly: 4000, courseAllowance: 100 / STARTER_SEATS_PER_ENROLLMENT },
    pro: { monthly: 600, yearly: 6000, courseAllowance: null },
  },
];

/** "a, b and c" (the school's style: no comma before the last). */
const listed = (items: readonly (string | number | null)[], conjunction: "and" | "or") =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;

/** "25, 50 and 100": the plans' seats as the copy lists them. */
export const planSeatsText = () =>
  listed(
    BROKERAGE_PLANS.map((p) => p.seats),
    "and",
  );

/** "5, 10 or 20": the plans' Starter allowances as the copy lists them. */
export const starterAllowancesText = () =>
  listed(
    BROKERAGE_PLANS.map((p) => p.starter.courseAllowance),
    "or",
  );

/** More seats than the largest plan means a custom quote. */
export const CUSTOM_QUOTE_ABOVE_SEATS = 100;

/** Months free with annual billing: round((monthly × 12 − yearly) / monthly) (requirement public-pages-and-routes /pricing). */
export function monthsFree(monthly: number, yearly: number): number {
  if (!(monthly > 0) || !Number.isFinite(yearly)) return 0;
  return Math.max(0, Math.round((monthly * 12 - yearly) / monthly));
}

// Built once (an Intl formatter costs about 0.1 ms to make).
const usd = (digits: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits });
const wholeUsd = usd(0);
const centsUsd = usd(2);

/** "$59.99", "$1,000": whole amounts without cents, others with two decimals. */
export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? wholeUsd : centsUsd).format(amount);
}

/** The allowance line of a plan card (requirement business-constants). */
export function allowanceText(price: PlanPrice): string {
  return price.courseAllowance === null
    ? "Unlimited pre-licensing and post-licensing courses"
    : `${price.courseAllowance} pre and post courses per year`;
}

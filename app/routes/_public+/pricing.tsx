import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FaqAccordion, type FaqItem } from "~/components/public/faq-accordion";
import { BrokeragePlanCard, CustomQuoteCard, MembershipCard } from "~/components/public/pricing-cards";
import { getSiteSettings } from "~/models/operations/site-settings.server";
import { BROKERAGE_PLANS, CUSTOM_QUOTE_ABOVE_SEATS, planSeatsText, starterAllowancesText } from "~/rules/pricing";
import { DEFAULT_SITE_NAME } from "~/utils/site";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Pricing | ${data?.siteName ?? DEFAULT_SITE_NAME}` },
  {
    name: "description",
    content: `One annual membership for every Louisiana pre-licensing, post-licensing and continuing education course, and brokerage plans for ${planSeatsText()} agents.`,
  },
];

export async function loader() {
  const settings = await getSiteSettings();
  // The setting is the only truth: no fallback price is ever shown (decision 0008).
  return { price: settings?.premiumMembershipPrice ?? null, siteName: settings?.siteName ?? DEFAULT_SITE_NAME };
}

const INDIVIDUAL_FAQ: readonly FaqItem[] = [
  {
    question: "What does the annual membership include?",
    answer:
      "Unlimited access to every pre-licensing, post-licensing and continuing education course for a full year, with REX your AI study assistant, audio summaries, unlimited retakes and downloadable certificates.",
  },
  {
    question: "Is there a monthly payment option?",
    answer: "No. The membership is priced per year and billed annually, once, for twelve months of access.",
  },
  {
    question: "Can I take more than one course at a time?",
    answer: "Yes. Enroll in as many courses as you like, and leave a course at any time; your progress is kept if you come back to it.",
  },
  {
    question: "How do I cancel my membership?",
    answer:
      "Cancel any time from the Billing page of your student dashboard. Your membership does not renew, and your access continues until the end of the year you paid for.",
  },
];

const BROKERAGE_FAQ: readonly FaqItem[] = [
  {
    question: "What is the difference between Starter and Pro?",
    answer: `Starter includes a yearly allowance of pre-licensing and post-licensing courses (${starterAllowancesText()} depending on the number of seats); Pro makes them unlimited. Both include unlimited continuing education.`,
  },
  {
    question: "How do my agents get access?",
    answer:
      "Your company administrator adds agents one by one or imports them from a spreadsheet. Each agent gets an invitation e-mail to set a password and can start right away.",
  },
  {
    question: "How long does it take to get started?",
    answer: "Implementation typically within 1 week: we set up your company account, and your administrator invites your agents.",
  },
  {
    question: `We have more than ${CUSTOM_QUOTE_ABOVE_SEATS} agents. What are our options?`,
    answer: "Contact us for a custom quote sized to your brokerage, with the same administrator tools and reports.",
  },
  {
    question: "How do we cancel a brokerage plan?",
    answer:
      "Brokerages cancel by contacting us; individual members cancel on their own Billing page, but a company plan is ended by our team.",
  },
];

export default function Pricing() {
  const { price } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-surface-muted">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h1 className="font-serif text-4xl font-bold sm:text-5xl">Simple, Transparent Pricing</h1>
          <p className="mt-4 text-lg text-ink-muted">
            One membership for every course you need to get licensed and stay licensed, and office-wide plans for brokerages.
          </p>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="individual-title">
        <h2 id="individual-title" className="mb-8 text-center font-serif text-3xl font-bold">
          Individual Membership
        </h2>
        <MembershipCard price={price} />
      </section>

      <section className="bg-surface-muted" aria-labelledby="brokerage-title">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="brokerage-title" className="text-center font-serif text-3xl font-bold">
            Brokerage Plans
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-ink-muted">
            Train your whole office with seats for every agent, administrator tools and reporting. All plans include unlimited continuing
            education.
          </p>
          <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {BROKERAGE_PLANS.map((plan) => (
              <BrokeragePlanCard key={plan.seats} plan={plan} />
            ))}
            <CustomQuoteCard aboveSeats={CUSTOM_QUOTE_ABOVE_SEATS} />
          </div>
          <p className="mt-8 text-center font-semibold">Implementation typically within 1 week</p>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-16" aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title" className="text-center font-serif text-3xl font-bold">
          Frequently Asked Questions
        </h2>
        <h3 id="individual-faq-title" className="mt-10 text-xl font-semibold">
          Individual Membership
        </h3>
        <div className="mt-4">
          <FaqAccordion name="pricing-faq-individual" items={INDIVIDUAL_FAQ} headingLevel={4} />
        </div>
        <h3 id="brokerage-faq-title" className="mt-10 text-xl font-semibold">
          Brokerage Plans
        </h3>
        <div className="mt-4">
          <FaqAccordion name="pricing-faq-brokerage" items={BROKERAGE_FAQ} headingLevel={4} />
        </div>
      </section>
    </>
  );
}

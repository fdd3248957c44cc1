// /licensing — Louisiana licensing requirements guide (requirement public-pages-and-routes; figures from requirement business-constants).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentPage, ContentSection, contentMeta } from "~/components/public/content-page";
import { getSiteName } from "~/models/operations/site-settings.server";
import { CE_HOURS_TEXT, POST_LICENSING_DAYS_TEXT, POST_LICENSING_HOURS_TEXT } from "~/rules/license-deadlines";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  contentMeta(
    "Louisiana Real Estate Licensing Requirements",
    `How to get a Louisiana real estate license: 90 hours of pre-licensing, post-licensing of ${POST_LICENSING_HOURS_TEXT} within ${POST_LICENSING_DAYS_TEXT}, ${CE_HOURS_TEXT} of continuing education each year, and the broker requirements.`,
    data?.siteName,
  );

export async function loader() {
  return { siteName: await getSiteName() };
}

const SALESPERSON_STEPS = [
  { title: "Be at least 18 years old", text: "Louisiana licenses salespersons aged 18 or older." },
  {
    title: "Complete 90 hours of pre-licensing education",
    text: "Take an approved 90-hour salesperson pre-licensing course and keep your certificate of completion.",
  },
  { title: "Pass a background check", text: "Every applicant goes through a criminal background check." },
  { title: "Pass the licensing exam", text: "Pass the Louisiana salesperson exam, with its national and state portions." },
  {
    title: "Find a sponsoring broker",
    text: "A salesperson works under a licensed Louisiana broker, who sponsors your license application.",
  },
];

const AT_A_GLANCE = [
  { figure: "90 hours", label: "salesperson pre-licensing" },
  { figure: POST_LICENSING_HOURS_TEXT, label: `post-licensing, within ${POST_LICENSING_DAYS_TEXT} of your initial license` },
  { figure: CE_HOURS_TEXT, label: "continuing education to renew, annually" },
  { figure: "150 hours", label: "broker pre-licensing, after 4 years of active licensure" },
];

export default function Licensing() {
  const { siteName } = useLoaderData<typeof loader>();
  return (
    <ContentPage
      eyebrow="Licensing guide"
      title="Louisiana Real Estate Licensing Requirements"
      intro={
        <p>
          Everything you need to know to become a Louisiana real estate salesperson, keep your license active and move up to broker — and
          where {siteName} fits in at each step.
        </p>
      }
      wide
    >
      <section aria-labelledby="at-a-glance">
        <h2 id="at-a-glance" className="font-serif text-2xl font-bold">
          At a glance
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {AT_A_GLANCE.map((item) => (
            <li key={item.figure} className="card p-5">
              <p className="font-serif text-3xl font-bold text-brand">{item.figure}</p>
              <p className="mt-1 text-sm text-ink-muted">{item.label}</p>
            </li>
          ))}
        </ul>
      </section>

      <ContentSection id="salesperson" title="Becoming a salesperson">
        <p>To get your Louisiana salesperson license you need to:</p>
        <ol className="mb-4 list-none space-y-4 pl-0">
          {SALESPERSON_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-brand-ink"
              >
                {index + 1}
              </span>
              <span>
                <strong className="block">{step.title}</strong>
                <span className="text-ink-muted">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
        <p>
          Our 90-hour pre-licensing course covers everything the exam tests, with REX, your AI study assistant, ready to explain any topic.
        </p>
      </ContentSection>

      <ContentSection id="post-licensing" title="After your license is issued: post-licensing">
        <p>
          New salespersons must complete{" "}
          <strong>
            {POST_LICENSING_HOURS_TEXT} of post-licensing education within {POST_LICENSING_DAYS_TEXT} of the initial license
          </strong>
          . Missing the deadline puts your license at risk, so plan it in from day one — our post-licensing course can be taken at your own
          pace around your first transactions.
        </p>
      </ContentSection>

      <ContentSection id="renewal" title="Keeping your license: continuing education">
        <p>
          To renew, every licensee completes <strong>{CE_HOURS_TEXT} of continuing education annually</strong>. A premium membership
          includes unlimited continuing-education courses, so your yearly hours are always covered.
        </p>
      </ContentSection>

      <ContentSection id="broker" title="Becoming a broker">
        <p>To qualify for a Louisiana broker license you need:</p>
        <ul>
          <li>
            <strong>4 years of active licensure</strong> as a salesperson;
          </li>
          <li>
            <strong>150 hours</strong> of broker pre-licensing education — up to 90 hours may carry over from your salesperson
            pre-licensing; and
          </li>
          <li>
            a passing score on the <strong>broker exam</strong>.
          </li>
        </ul>
      </ContentSection>

      <section aria-labelledby="next-step" className="card text-center">
        <h2 id="next-step" className="font-serif text-2xl font-bold">
          Ready for your next step?
        </h2>
        <p className="mt-2 text-ink-muted">
          Requirements are set by the Louisiana Real Estate Commission and can change; check the Commission's current rules before you
          apply.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/louisiana-real-estate-courses" className="btn-primary">
            Browse Courses
          </Link>
          <Link to="/pricing" className="btn-secondary">
            See Pricing
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}

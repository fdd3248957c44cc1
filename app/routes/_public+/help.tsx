// /help — Help Center (requirement learning-screens): six FAQ categories, one question open at a time in each (works
// without JavaScript: <details name>), and a "Still Need Help?" card with the support address.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentPage, contentMeta } from "~/components/public/content-page";
import { FaqAccordion } from "~/components/public/faq-accordion";
import { HELP_CATEGORIES } from "~/components/public/help-topics";
import { getSiteName, getSiteSettings, getSupportResponseTime } from "~/models/operations/site-settings.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  contentMeta(
    "Help Center",
    "Answers about accounts, membership and billing, courses, certificates, technical questions and brokerage plans — and how to reach our support team.",
    data?.siteName,
  );

export async function loader() {
  const [siteName, settings, responseTime] = await Promise.all([getSiteName(), getSiteSettings(), getSupportResponseTime()]);
  return { siteName, supportEmail: settings?.supportEmail ?? null, responseTime };
}

export default function HelpCenter() {
  const { siteName, supportEmail, responseTime } = useLoaderData<typeof loader>();
  return (
    <ContentPage
      eyebrow="Support"
      title="Help Center"
      intro={<p>Answers to the questions students and brokerages ask us most about {siteName}.</p>}
      wide
    >
      <nav aria-label="Help topics">
        <ul className="flex flex-wrap gap-2">
          {HELP_CATEGORIES.map((category) => (
            <li key={category.id}>
              <a
                href={`#${category.id}`}
                className="inline-flex min-h-[44px] items-center rounded-full border border-line bg-surface-raised px-4 text-sm font-medium hover:border-brand hover:text-brand"
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid gap-10 lg:grid-cols-2">
        {HELP_CATEGORIES.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-title`} className="scroll-mt-24">
            <h2 id={`${category.id}-title`} className="mb-4 font-serif text-2xl font-bold">
              {category.title}
            </h2>
            <FaqAccordion name={`help-${category.id}`} items={category.items} />
          </section>
        ))}
      </div>

      <section aria-labelledby="still-need-help" className="card bg-brand-soft text-center">
        <h2 id="still-need-help" className="font-serif text-2xl font-bold">
          Still Need Help?
        </h2>
        <p className="mx-auto mt-3 max-w-xl">
          Our support team is happy to help with anything not covered here.
          {supportEmail ? (
            <>
              {" "}
              Email us at{" "}
              <a href={`mailto:${supportEmail}`} className="font-semibold text-ink underline">
                {supportEmail}
              </a>{" "}
              or send a message from the Contact page.
            </>
          ) : (
            " Send us a message from the Contact page."
          )}
        </p>
        <p className="mt-3 text-sm">
          <span className="font-semibold">Response time:</span> Within {responseTime}
        </p>
        <Link to="/contact" className="btn-primary mt-6">
          Contact Us
        </Link>
      </section>
    </ContentPage>
  );
}

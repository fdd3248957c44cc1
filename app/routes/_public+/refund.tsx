// /refund — Refund Policy (requirements public-pages-and-routes, business-constants): static, "Last Updated: 8/22/2025". This page is the
// site's one refund promise (docs/decisions/0008-public-site-content.md, "Refund promise"). Its figures are the refund rule's
// (app/rules/refund-eligibility.ts, decision 0095).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentPage, ContentSection, POLICY_LAST_UPDATED, contentMeta } from "~/components/public/content-page";
import { getSiteName, getSiteSettings } from "~/models/operations/site-settings.server";
import { refundProgressText, refundWindowText } from "~/rules/refund-eligibility";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  contentMeta(
    "Refund Policy",
    `Request a refund within ${refundWindowText()} of purchase when no more than ${refundProgressText()} of a course is completed and no certificate has been issued. How brokerage refunds work and how long they take.`,
    data?.siteName,
  );

export async function loader() {
  const [siteName, settings] = await Promise.all([getSiteName(), getSiteSettings()]);
  return { siteName, supportEmail: settings?.supportEmail ?? null };
}

export default function Refund() {
  const { siteName, supportEmail } = useLoaderData<typeof loader>();
  return (
    <ContentPage
      eyebrow="Policies"
      title="Refund Policy"
      lastUpdated={POLICY_LAST_UPDATED}
      intro={<p>We want you to be confident in your purchase. This policy explains when and how {siteName} refunds it.</p>}
    >
      <ContentSection id="eligibility" title="Individual memberships">
        <p>You may request a full refund of a premium membership when all three of these are true:</p>
        <ul>
          <li>you request it within {refundWindowText()} of purchase;</li>
          <li>no more than {refundProgressText()} of a course has been completed; and</li>
          <li>no certificate has been issued.</li>
        </ul>
        <p>
          After {refundWindowText()}, once more than {refundProgressText()} of a course has been completed, or once a certificate has been
          issued, the purchase is no longer refundable. You can still cancel so that the membership does not renew (see our{" "}
          <Link to="/terms">Terms of Service</Link>).
        </p>
      </ContentSection>

      <ContentSection id="brokerages" title="Brokerage plans">
        <p>
          Brokerage plans are refunded only if no agent has accessed courses under the plan. Once any agent of the brokerage has opened a
          course, the plan is no longer refundable.
        </p>
      </ContentSection>

      <ContentSection id="how-to-request" title="How to request a refund">
        <p>
          Send your request through our <Link to="/contact">Contact page</Link>
          {supportEmail ? (
            <>
              {" "}
              or by email to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </>
          ) : null}
          , with the email address of your account, the date of purchase and, for a brokerage, the company name.
        </p>
      </ContentSection>

      <ContentSection id="timing" title="Review and processing">
        <ul>
          <li>Requests are reviewed within 5 business days, and we email you our decision.</li>
          <li>Approved refunds are processed within 10 business days, to the original payment method.</li>
        </ul>
        <p>
          When a refund is approved, access to the refunded membership or plan ends. This policy is the only refund commitment we make; it
          applies to every membership, plan and course bundle we sell.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

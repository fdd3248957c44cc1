// /terms — Terms of Service (requirement public-pages-and-routes): static, "Last Updated: 8/22/2025". Brokers cancel by
// contacting us; individuals cancel on their billing page.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentPage, ContentSection, POLICY_LAST_UPDATED, contentMeta } from "~/components/public/content-page";
import { getSiteName } from "~/models/operations/site-settings.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  contentMeta(
    "Terms of Service",
    "The terms for using our online Louisiana real estate courses: accounts, memberships, brokerage plans, cancellation, course credit and acceptable use.",
    data?.siteName,
  );

export async function loader() {
  return { siteName: await getSiteName() };
}

export default function Terms() {
  const { siteName } = useLoaderData<typeof loader>();
  return (
    <ContentPage eyebrow="Policies" title="Terms of Service" lastUpdated={POLICY_LAST_UPDATED}>
      <ContentSection id="acceptance" title="1. Acceptance of these terms">
        <p>
          These Terms of Service govern your use of {siteName}, its website and its online courses. By creating an account, buying a
          membership or brokerage plan, or taking a course, you agree to these terms and to our <Link to="/privacy">Privacy Policy</Link>{" "}
          and <Link to="/refund">Refund Policy</Link>.
        </p>
      </ContentSection>

      <ContentSection id="accounts" title="2. Your account">
        <ul>
          <li>
            You must be at least 18 years old and give accurate, current information, including your license number where a course needs it.
          </li>
          <li>An account is for one person. Do not share your password or let anyone else take a course, quiz or exam for you.</li>
          <li>
            You are responsible for activity under your account. Tell us at once if you believe it has been used without your permission.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="memberships" title="3. Memberships and brokerage plans">
        <p>
          The premium membership is billed annually and gives an individual unlimited access to our pre-licensing, post-licensing and
          continuing-education courses while it is active. It renews each year at the price then shown on our{" "}
          <Link to="/pricing">Pricing</Link> page unless it is cancelled before the renewal date.
        </p>
        <p>
          Brokerage plans cover a number of agent seats for one company, with the course allowance of the chosen plan, and are billed
          monthly or annually as agreed. The brokerage's administrators manage which agents hold a seat.
        </p>
      </ContentSection>

      <ContentSection id="cancellation" title="4. Cancellation">
        <p>
          <strong>Individual members</strong> can cancel at any time on the Billing page of their student dashboard. A cancelled membership
          does not renew; access continues until the end of the period already paid for.
        </p>
        <p>
          <strong>Brokers</strong> must contact us to cancel a brokerage plan; it cannot be cancelled from the billing page. Send your
          request through our <Link to="/contact">Contact page</Link> and we will confirm the cancellation and the date on which your
          agents' access ends.
        </p>
        <p>
          Cancelling stops future charges; it is not a refund. Refunds are governed by our <Link to="/refund">Refund Policy</Link>.
        </p>
      </ContentSection>

      <ContentSection id="course-credit" title="5. Courses, credit and certificates">
        <p>
          Course hours count toward Louisiana licensing and continuing-education requirements only when every required lesson, quiz, final
          exam and course evaluation is completed honestly by the account holder. A certificate is issued once per completed course. You may
          retake a course, but you cannot receive credit twice for the same continuing-education course within the same year.
        </p>
        <p>
          Completing a course prepares you for the state exam; it does not guarantee that you will pass it or that the Louisiana Real Estate
          Commission will issue or renew a license.
        </p>
      </ContentSection>

      <ContentSection id="acceptable-use" title="6. Acceptable use and content">
        <p>
          All course material — text, audio, video, quizzes and exams — belongs to {siteName} or its licensors and is provided for your
          personal study. Do not copy, record, resell or share it, share quiz or exam questions, or try to get around course timing,
          unlocking or exam rules. We may suspend an account that breaks these rules.
        </p>
      </ContentSection>

      <ContentSection id="liability" title="7. Disclaimers and liability">
        <p>
          We work to keep our courses accurate and available, but the website is provided as is. Licensing rules can change; the Louisiana
          Real Estate Commission's current requirements always prevail. To the extent the law allows, our liability for any claim is limited
          to the amount you paid us in the twelve months before it.
        </p>
      </ContentSection>

      <ContentSection id="changes" title="8. Changes and governing law">
        <p>
          We may update these terms; the date at the top of this page shows when they last changed, and continuing to use the service means
          you accept the update. These terms are governed by the laws of the State of Louisiana.
        </p>
      </ContentSection>

      <ContentSection id="contact" title="9. Contact">
        <p>
          Questions about these terms? Reach us through the <Link to="/contact">Contact page</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

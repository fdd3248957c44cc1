// /privacy — Privacy Policy (requirement public-pages-and-routes): static, "Last Updated: 8/22/2025".
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentPage, ContentSection, POLICY_LAST_UPDATED, contentMeta } from "~/components/public/content-page";
import { getSiteName } from "~/models/operations/site-settings.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  contentMeta(
    "Privacy Policy",
    "What personal information we collect for your real estate education, how we use and share it, the cookies we set and the choices you have.",
    data?.siteName,
  );

export async function loader() {
  return { siteName: await getSiteName() };
}

export default function Privacy() {
  const { siteName } = useLoaderData<typeof loader>();
  return (
    <ContentPage eyebrow="Policies" title="Privacy Policy" lastUpdated={POLICY_LAST_UPDATED}>
      <ContentSection id="overview" title="Overview">
        <p>
          This policy explains what personal information {siteName} collects when you use our website and courses, why we collect it, and
          the choices you have. We collect only what we need to teach you, keep your records and meet Louisiana licensing requirements, and
          we do not sell your personal information.
        </p>
      </ContentSection>

      <ContentSection id="collect" title="Information we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, phone number, password (stored only as a one-way hash) and, if you
            give it, your real estate license number.
          </li>
          <li>
            <strong>Learning records:</strong> enrollments, lesson progress, quiz and exam attempts and answers, course evaluations, reviews
            and the certificates issued to you.
          </li>
          <li>
            <strong>Billing records:</strong> your membership status and invoices. Card payments are handled by our payment processor; we
            never see or store your full card number.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form or by email.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser and time zone, used to keep the service secure, limit repeated sign-in
            attempts and show dates in your local time.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="use" title="How we use it">
        <ul>
          <li>to run your account and give you access to the courses you are entitled to;</li>
          <li>to track your progress, issue certificates and keep completion records that licensing rules require;</li>
          <li>to bill your membership and answer your questions;</li>
          <li>to send account emails such as verification links, password resets, receipts and completion notices;</li>
          <li>to keep the service secure and improve our courses.</li>
        </ul>
      </ContentSection>

      <ContentSection id="share" title="When we share it">
        <ul>
          <li>
            <strong>Your brokerage:</strong> if you take courses through a brokerage plan, its administrators can see your enrollments,
            progress, completions and certificates.
          </li>
          <li>
            <strong>Regulators:</strong> course completions may be reported to the Louisiana Real Estate Commission where licensing rules
            require it.
          </li>
          <li>
            <strong>Service providers:</strong> companies that host our service, deliver our email, process payments or provide our support
            chat, only to do that work for us.
          </li>
          <li>
            <strong>The law:</strong> when we are legally required to.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="cookies" title="Cookies">
        <p>
          We use a small number of cookies that the site needs to work: one that keeps you signed in, one that remembers your light or dark
          theme, one that records your time zone, and one that carries short confirmation messages between pages. We do not use advertising
          cookies. If our support chat is switched on, its provider may set its own cookies on our public pages.
        </p>
      </ContentSection>

      <ContentSection id="retention" title="How long we keep it">
        <p>
          We keep your account while it is open. Completion records and certificates are kept for as long as licensing rules require, even
          after an account is closed, so that your education can be verified.
        </p>
      </ContentSection>

      <ContentSection id="choices" title="Your choices">
        <p>
          You can update your profile at any time from your student dashboard. To get a copy of your information or to ask us to delete it,
          write to us through the <Link to="/contact">Contact page</Link>; we will answer within a reasonable time, keeping only what we
          must by law.
        </p>
      </ContentSection>

      <ContentSection id="security" title="Security and children">
        <p>
          We protect your information with encrypted connections, hashed passwords and access limited to the staff who need it. Our courses
          are for adults; we do not knowingly collect information from anyone under 18.
        </p>
      </ContentSection>

      <ContentSection id="changes" title="Changes to this policy">
        <p>
          When we change this policy we update the date at the top of this page. Questions are welcome through our{" "}
          <Link to="/contact">Contact page</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

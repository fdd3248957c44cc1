import { Link } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";
import { helpLinks, type HelpLinks } from "~/rules/help-links";
import { linkValidText } from "~/rules/one-time-tokens";
import { refundProgressText, refundWindowText } from "~/rules/refund-eligibility";
import type { FaqItem } from "./faq-accordion";
import { CE_HOURS_TEXT, POST_LICENSING_DAYS_TEXT, POST_LICENSING_HOURS } from "~/rules/license-deadlines";

/** The pages the answers link to: the student area's unless a Help page provides its own area's. */
export const HelpLinksContext = createContext<HelpLinks>(helpLinks("public"));

function AreaLink({ page, children }: { page: keyof HelpLinks; children: ReactNode }) {
  return <Link to={useContext(HelpLinksContext)[page]}>{children}</Link>;
}

export type HelpCategory = { id: string; title: string; items: FaqItem[] };

/**
 * The Help Center's questions (requirement learning-screens), in its six categories. The student area's Help & Support
 * page (requirement help-and-support) uses the same six groups and can reuse this list.
 */
export const HELP_CATEGORIES: HelpCategory[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    items: [
      {
        question: "How do I create an account?",
        answer: (
          <>
            <p>
              Select <Link to="/login?mode=signup">Get Started</Link> and fill in the sign-up form: your name, phone number, email address
              and a password of at least 6 characters. Your license number is optional.
            </p>
            <p>
              We then send a verification link to your email address. Open it within {linkValidText("email_confirmation")} to verify your
              email and activate your account.
            </p>
          </>
        ),
      },
      {
        question: "I didn't receive the verification email. What should I do?",
        answer: (
          <p>
            Check your spam or junk folder first. The link is valid for {linkValidText("email_confirmation")}; if it has expired or never
            arrived, request a <Link to="/login?mode=resend">new confirmation link</Link> from the Sign In page.
          </p>
        ),
      },
      {
        question: "Which course should I start with?",
        answer: (
          <p>
            If you are not licensed yet, start with the 90-hour salesperson pre-licensing course. Newly licensed agents take the{" "}
            {POST_LICENSING_HOURS}-hour post-licensing course within {POST_LICENSING_DAYS_TEXT} of their initial license, and every licensee
            completes {CE_HOURS_TEXT} of continuing education each year. Our <Link to="/licensing">licensing guide</Link> walks through each
            step.
          </p>
        ),
      },
      {
        question: "Can I study on my phone or tablet?",
        answer: (
          <p>
            Yes. The courses work in any current browser on a computer, tablet or phone, and your progress is saved as you go, so you can
            start on one device and continue on another.
          </p>
        ),
      },
    ],
  },
  {
    id: "billing-membership",
    title: "Billing & Membership",
    items: [
      {
        question: "Do I need a membership to enroll in courses?",
        answer: (
          <p>
            Yes. A premium membership is required to enroll in courses. It is billed once a year and gives you unlimited access to
            pre-licensing, post-licensing and continuing-education courses. Agents whose brokerage has a plan enroll through their company
            instead.
          </p>
        ),
      },
      {
        question: "How do I manage or cancel my membership?",
        answer: (
          <p>
            Go to the <AreaLink page="billing">Billing</AreaLink> section of your student dashboard. There you can see your subscription
            details and invoices, update your payment method or cancel. A cancelled membership does not renew, and your access continues
            until the end of the period you paid for.
          </p>
        ),
      },
      {
        question: "Where can I find my invoices?",
        answer: (
          <p>
            Your billing history, with a PDF of each invoice, is in the <AreaLink page="billing">Billing</AreaLink> section of your student
            dashboard.
          </p>
        ),
      },
      {
        question: "Can I get a refund?",
        answer: (
          <p>
            Request a refund within {refundWindowText()} of purchase, with no more than {refundProgressText()} of a course completed and no
            certificate issued. The <Link to="/refund">Refund Policy</Link> has the details.
          </p>
        ),
      },
    ],
  },
  {
    id: "courses-learning",
    title: "Courses & Learning",
    items: [
      {
        question: "How do I enroll in a course?",
        answer: (
          <p>
            Open a course from the <Link to="/louisiana-real-estate-courses">course catalogue</Link> and select Enroll Now. The course then
            appears under Enrolled Courses on your student dashboard, and Open Course takes you into it.
          </p>
        ),
      },
      {
        question: "Can I unenroll or switch courses?",
        answer: (
          <p>
            Yes, you can enroll and unenroll at any time. Your progress is kept, so if you enroll in the course again you pick up where you
            left off.
          </p>
        ),
      },
      {
        question: "What happens if I fail a quiz or exam?",
        answer: (
          <p>
            Review the lesson and try again — retakes are unlimited. REX, your AI study assistant, can explain anything you found difficult
            before your next attempt.
          </p>
        ),
      },
      {
        question: "What is REX?",
        answer: (
          <p>
            REX is the AI study assistant built into every course. Ask it questions about the material while you study; each module also
            ends with an Open House activity with REX.
          </p>
        ),
      },
    ],
  },
  {
    id: "certificates-compliance",
    title: "Certificates & Compliance",
    items: [
      {
        question: "Where do I find my certificates?",
        answer: (
          <p>
            When you finish a course and submit its course evaluation, your certificate is created and emailed to you. You can view and
            download all of them at any time under <AreaLink page="certificates">My Certificates</AreaLink> in your student dashboard.
          </p>
        ),
      },
      {
        question: "Why do you need my license number?",
        answer: (
          <p>
            Post-licensing and continuing-education certificates carry your license number. Add it in the{" "}
            <AreaLink page="profile">Profile</AreaLink> section of your student dashboard, exactly as it appears on your license, before you
            submit the course evaluation.
          </p>
        ),
      },
      {
        question: "Are your courses approved?",
        answer: (
          <p>
            Yes. Our courses are approved by the Louisiana Real Estate Commission. See <Link to="/accreditations">Accreditations</Link> for
            details.
          </p>
        ),
      },
      {
        question: "Can I take the same continuing-education course again?",
        answer: (
          <p>
            You can retake a course you have completed, but you cannot receive credit twice for the same continuing-education course within
            the same year.
          </p>
        ),
      },
    ],
  },
  {
    id: "technical-support",
    title: "Technical Support",
    items: [
      {
        question: "How do I change my email address?",
        answer: (
          <p>
            Open the <AreaLink page="profile">Profile</AreaLink> section of your dashboard and enter the new address under Email Address:
            the new email must be verified before the change takes effect, so we send a link to it (step 1 of 2), and for your security a
            second link to your current address to approve the change (step 2 of 2). Each link is valid for{" "}
            {linkValidText("email_change_new")}. Your name, phone and license number you can change on the same page.
          </p>
        ),
      },
      {
        question: "I forgot my password.",
        answer: (
          <p>
            Select <Link to="/login?mode=forgot">Forgot password</Link> on the Sign In page and enter your email address. We will email you
            a link to choose a new password.
          </p>
        ),
      },
      {
        question: "Which browsers are supported?",
        answer: (
          <p>
            Current versions of Chrome, Edge, Firefox and Safari, on computers and mobile devices. Keeping your browser up to date gives you
            the best experience with audio and video lessons.
          </p>
        ),
      },
      {
        question: "Something isn't working. What should I do?",
        answer: (
          <p>
            Refresh the page and make sure your browser is up to date. If the problem continues, send us a message from the{" "}
            <Link to="/contact">Contact page</Link> with the page address and what you see, and we will help.
          </p>
        ),
      },
    ],
  },
  {
    id: "for-brokerages",
    title: "For Brokerages",
    items: [
      {
        question: "What do brokerage plans include?",
        answer: (
          <p>
            Brokerage plans cover your whole office: seats for your agents, administrator tools, reporting and progress tracking. Your
            administrators add or remove agents one at a time or in bulk and follow every agent's course progress, completions and
            certificates. Every plan includes unlimited continuing education; see <Link to="/pricing">Pricing</Link> for seat sizes.
          </p>
        ),
      },
      {
        question: "How long does brokerage set-up take?",
        answer: (
          <p>
            Set-up takes 1-2 weeks: we create your company account, help you bring your agents on board and walk your administrators through
            the company dashboard.
          </p>
        ),
      },
      {
        question: "How do our agents get access?",
        answer: (
          <p>
            Your company administrator invites agents by email. Each agent chooses a password from the invitation and enrolls in courses
            through your company plan, without buying a membership.
          </p>
        ),
      },
      {
        question: "How do we cancel a brokerage plan?",
        answer: (
          <p>
            Brokerage plans are cancelled by contacting us rather than from the billing page. Send us a message from the{" "}
            <Link to="/contact">Contact page</Link> and we will take care of it.
          </p>
        ),
      },
    ],
  },
];

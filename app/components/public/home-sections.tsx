import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FaqAccordion, type FaqItem } from "./faq-accordion";
import { CE_HOURS_TEXT, POST_LICENSING_DAYS_TEXT, POST_LICENSING_HOURS_TEXT } from "~/rules/license-deadlines";

function Icon({ path }: { path: string }) {
  return (
    <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}

const WHY_CHOOSE: readonly { title: string; text: string; icon: string }[] = [
  {
    title: "State-Approved Courses",
    text: "Every course is approved by the Louisiana Real Estate Commission, so your hours count toward your license, your post-licensing deadline and your annual renewal.",
    icon: "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4",
  },
  {
    title: "Learn at Your Own Pace",
    text: "Study on your phone, tablet or computer, day or night. Pick up exactly where you left off, listen to audio summaries on the go, and retake quizzes as often as you need.",
    icon: "M12 7v5l3 3M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  },
  {
    title: "One Membership, Every Course",
    text: "A single annual membership unlocks pre-licensing, post-licensing and continuing education. Enroll in and leave courses at any time, and download your certificates whenever you need them.",
    icon: "M4 19.5A2.5 2.5 0 0 1 6.5 17H20M4 19.5A2.5 2.5 0 0 0 6.5 22H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15z",
  },
];

export function WhyChoose({ siteName }: { siteName: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="why-title">
      <h2 id="why-title" className="text-center font-serif text-3xl font-bold">
        Why Choose {siteName}?
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-ink-muted">
        Everything you need to get licensed, stay licensed and grow your career in Louisiana real estate.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {WHY_CHOOSE.map((feature) => (
          <li key={feature.title} className="card">
            <Icon path={feature.icon} />
            <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 text-ink-muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChatBubble({ from, children }: { from: "rex" | "you"; children: ReactNode }) {
  return from === "rex" ? (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-ink"
      >
        R
      </span>
      <p className="rounded-lg rounded-tl-none bg-surface-muted px-4 py-3 text-sm">
        <span className="sr-only">REX: </span>
        {children}
      </p>
    </div>
  ) : (
    <p className="ml-auto max-w-[85%] rounded-lg rounded-tr-none bg-brand px-4 py-3 text-sm text-brand-ink">
      <span className="sr-only">Student: </span>
      {children}
    </p>
  );
}

export function RexSection() {
  return (
    <section className="bg-surface-muted" aria-labelledby="rex-title">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">AI Study Assistant</p>
          <h2 id="rex-title" className="mt-2 font-serif text-3xl font-bold">
            Meet REX, Your AI Study Assistant
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            REX is built into every course. Ask a question about the lesson you are reading and get a clear answer in plain language, any
            time of day.
          </p>
          <ul className="mt-6 space-y-3">
            {[
              "Explains Louisiana law, agency and contracts in everyday words",
              "Open House activities with REX at the end of each module put what you learned into practice",
              "Podcast summaries and flexible audio playback for studying on the go",
            ].map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-0.5 font-bold text-success">
                  ✓
                </span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <Link to="/features" className="btn-primary mt-8">
            See All Features
          </Link>
        </div>
        <figure className="card space-y-4" aria-label="Example conversation with REX">
          <ChatBubble from="you">What is the difference between a designated agent and a dual agent?</ChatBubble>
          <ChatBubble from="rex">
            A designated agent works for only one party in the transaction. A dual agent represents both buyer and seller at once, which
            Louisiana allows only with the informed written consent of both.
          </ChatBubble>
          <ChatBubble from="you">Can you give me a practice question on that?</ChatBubble>
        </figure>
      </div>
    </section>
  );
}

const HOME_FAQ: readonly FaqItem[] = [
  {
    question: "How do I get my Louisiana real estate salesperson license?",
    answer:
      "You need to be at least 18, complete 90 hours of approved pre-licensing education, pass a background check and the state exam, and be sponsored by a licensed broker. Our 90-hour pre-licensing course covers the education requirement.",
  },
  {
    question: "Are your courses approved by the Louisiana Real Estate Commission?",
    answer:
      "Yes. Our pre-licensing, post-licensing and continuing education courses are approved by the Louisiana Real Estate Commission, and the school is accredited for distance education.",
  },
  {
    question: "How long do I have to complete post-licensing?",
    answer: `Louisiana requires ${POST_LICENSING_HOURS_TEXT} of post-licensing education within ${POST_LICENSING_DAYS_TEXT} of your initial license. Our post-licensing course covers all ${POST_LICENSING_HOURS_TEXT}.`,
  },
  {
    question: "How many continuing education hours do I need each year?",
    answer: `Licensed agents renew with ${CE_HOURS_TEXT} of continuing education every year. Your membership includes all of our continuing education courses.`,
  },
  {
    question: "What does the annual membership include?",
    answer:
      "Unlimited access to every pre-licensing, post-licensing and continuing education course, REX your AI study assistant, audio summaries, unlimited quiz retakes and downloadable certificates, billed once a year.",
  },
  {
    question: "What is REX?",
    answer:
      "REX is the AI study assistant built into every course. It answers your questions about the material, and it leads an Open House activity at the end of each module.",
  },
  {
    question: "Can I study on my phone and at my own pace?",
    answer:
      "Yes. Courses work on any phone, tablet or computer. Your progress is saved as you go, so you can stop and pick up where you left off on any device.",
  },
  {
    question: "What happens if I do not pass a quiz or exam?",
    answer:
      "You can retake lesson quizzes and the final exam as many times as you need. Each attempt gives you the questions in a new order.",
  },
];

export function HomeFaq() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16" aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-center font-serif text-3xl font-bold">
        Frequently Asked Questions
      </h2>
      <div className="mt-8">
        <FaqAccordion name="home-faq" items={HOME_FAQ} />
      </div>
    </section>
  );
}

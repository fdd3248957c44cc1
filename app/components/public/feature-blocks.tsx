import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ThemeCompareSlider } from "./theme-compare-slider";

export type FeatureBlock = {
  id: string;
  number: string;
  title: string;
  subtitle?: string;
  description: string;
  benefits: readonly ReactNode[];
  /** SVG path data for the illustration (24×24 grid); feature 03 shows the comparison slider instead. */
  icon?: string;
};

export const FEATURE_BLOCKS: readonly FeatureBlock[] = [
  {
    id: "rex-ai-study-assistant",
    number: "01",
    title: "REX, Your AI Study Assistant",
    subtitle: "Answers whenever you study",
    description:
      "REX sits beside every lesson. Ask about a term, a rule or a practice question and get a clear, plain-language answer without leaving the course.",
    benefits: [
      <>
        <strong>Available day and night</strong>, right inside the course player
      </>,
      "Explains Louisiana law, agency and contracts in everyday words",
      "Helps you prepare for the state exam with practice questions",
    ],
    icon: "M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8 9h8M8 13h5",
  },
  {
    id: "open-house-activities",
    number: "02",
    title: "Open House Activities with REX",
    subtitle: "Practice before you meet real clients",
    description:
      "At the end of each module REX hosts an Open House: real-world scenarios, topics to talk through and reflection questions that turn what you read into what you can do.",
    benefits: [
      <>
        <strong>One Open House at the end of each module</strong>
      </>,
      "Scenarios drawn from Louisiana transactions",
      "Reflection questions that make the lessons stick",
    ],
    icon: "M3 10.5L12 3l9 7.5V21a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  },
  {
    id: "light-and-dark-themes",
    number: "03",
    title: "Light and Dark Themes",
    subtitle: "Easy on your eyes, day or night",
    description:
      "The course player comes in a light and a dark theme. Study in the bright daytime look, or switch to dark for late-night sessions. Drag the slider to compare them.",
    benefits: [
      <>
        <strong>Switch themes with one click</strong> in the course player
      </>,
      "The site follows the time of day: morning, day, evening and night colours",
      "Readable contrast in every theme",
    ],
  },
  {
    id: "podcast-summaries",
    number: "04",
    title: "Podcast Summaries",
    subtitle: "Review on the go",
    description:
      "Key lessons come with podcast-style audio summaries, so your commute, your workout or your lunch break becomes study time.",
    benefits: [
      <>
        <strong>Short audio recaps</strong> of the most important topics
      </>,
      "Great for reviewing before the state exam",
      "Listen on any device",
    ],
    icon: "M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3zM19 10v2a7 7 0 0 1-14 0v-2M12 19v3",
  },
  {
    id: "flexible-audio-playback",
    number: "05",
    title: "Flexible Audio Playback",
    subtitle: "Listen your way",
    description:
      "Show or hide the audio player, let audio play automatically and move on to the next topic at the end, or keep full control of every step.",
    benefits: [
      <>
        <strong>Auto-play and advance</strong> for hands-free study
      </>,
      "Hide the player when you prefer to read",
      "Your preferences are remembered on your device",
    ],
    icon: "M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z",
  },
  {
    id: "unlimited-retakes",
    number: "06",
    title: "Unlimited Retakes",
    subtitle: "Learn from every attempt",
    description:
      "Did not pass a quiz or the final exam? Review the explanations and try again, as many times as you need, with the questions in a new order each time.",
    benefits: [
      <>
        <strong>No retake fees</strong>, ever
      </>,
      "Explanations for every question after you submit",
      "A fresh question order on each attempt",
    ],
    icon: "M1 4v6h6M23 20v-6h-6M20.5 9A9 9 0 0 0 5.6 5.6L1 10m22 4-4.6 4.4A9 9 0 0 1 3.5 15",
  },
  {
    id: "enroll-anytime",
    number: "07",
    title: "Enroll and Unenroll Any Time",
    subtitle: "Your schedule, your courses",
    description:
      "Start any course in your membership with one click, and leave it whenever you like. If you come back later, your progress is still there.",
    benefits: [
      <>
        <strong>Progress is kept</strong> when you unenroll
      </>,
      "Take several courses at the same time",
      "No waiting for a class to start",
    ],
    icon: "M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M8.5 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM20 8v6M23 11h-6",
  },
  {
    id: "completion-history",
    number: "08",
    title: "Completion History",
    subtitle: "Every hour on the record",
    description:
      "Your dashboard keeps every course you have completed, with dates and hours, so you always know where you stand on pre-licensing, post-licensing and renewal.",
    benefits: [
      <>
        <strong>Hours earned</strong> at a glance
      </>,
      "Completion dates for every course",
      "Handy when your renewal comes around",
    ],
    icon: "M9 11l3 3L22 4M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11",
  },
  {
    id: "downloadable-certificates",
    number: "09",
    title: "Downloadable Certificates",
    subtitle: "Proof of completion in seconds",
    description:
      "When you finish a course, your certificate of completion is ready to download as a PDF, any time, from your certificates page.",
    benefits: [
      <>
        <strong>Instant PDF certificates</strong> after you complete a course
      </>,
      "Download again whenever you need a copy",
      "Ready to share with your broker",
    ],
    icon: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.2 13.9 7 23l5-3 5 3-1.2-9.1",
  },
  {
    id: "course-reviews",
    number: "10",
    title: "Course Reviews with Star Ratings",
    subtitle: "Hear from students like you",
    description: "Every course shows its star rating and reviews from students who took it, so you know what to expect before you enroll.",
    benefits: [
      <>
        <strong>Ratings out of 5 stars</strong> on every course
      </>,
      "Honest reviews from real students",
      "Share your own experience when you finish",
    ],
    icon: "M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z",
  },
];

function FeatureArt({ icon, number }: { icon: string; number: string }) {
  return (
    <div aria-hidden="true" className="flex aspect-[16/10] w-full items-center justify-center rounded-lg border border-line bg-brand-soft">
      <div className="flex flex-col items-center gap-3">
        <svg
          viewBox="0 0 24 24"
          className="h-24 w-24 text-brand"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={icon} />
        </svg>
        <span className="font-serif text-2xl font-bold text-ink">{number}</span>
      </div>
    </div>
  );
}

export function FeatureBlockView({ block, index }: { block: FeatureBlock; index: number }) {
  const titleId = `${block.id}-title`;
  return (
    <section
      id={block.id}
      aria-labelledby={titleId}
      className="grid gap-8 lg:grid-cols-2 lg:items-center"
      data-feature-block={block.number}
    >
      <div className={index % 2 === 1 ? "lg:order-2" : undefined}>
        {block.icon ? <FeatureArt icon={block.icon} number={block.number} /> : <ThemeCompareSlider />}
      </div>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">Feature {block.number}</p>
        <h2 id={titleId} className="mt-1 font-serif text-3xl font-bold">
          {block.title}
        </h2>
        {block.subtitle ? <p className="mt-1 text-lg font-medium text-ink-muted">{block.subtitle}</p> : null}
        <p className="mt-4">{block.description}</p>
        <ul className="mt-4 space-y-2">
          {block.benefits.map((benefit, i) => (
            <li key={i} className="flex gap-3">
              <span aria-hidden="true" className="font-bold text-success">
                ✓
              </span>
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <Link to="/pricing" className="btn-primary mt-6">
          View Pricing
        </Link>
      </div>
    </section>
  );
}

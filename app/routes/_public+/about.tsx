// /about (requirement public-pages-and-routes): the founders, the problem they share, and what makes the school different.
// The school's name is a site setting, never written into the text.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentPage, ContentSection, contentMeta } from "~/components/public/content-page";
import { getSiteName } from "~/models/operations/site-settings.server";
import { POST_LICENSING_DAYS } from "~/rules/license-deadlines";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  contentMeta(
    "About Us",
    "Founded by a Louisiana school director and a 20-year broker and instructor to make real estate education flexible, engaging and built for how agents really study.",
    data?.siteName,
  );

export async function loader() {
  return { siteName: await getSiteName() };
}

const FOUNDERS = [
  {
    name: "Celeste Arceneaux",
    role: "Co-founder and School Director",
    initials: "CA",
    bio: "Celeste ran the training program of a Baton Rouge brokerage for a decade. Every year she watched promising recruits stall in classroom courses scheduled around everyone but them, and she watched their brokers find out about missed deadlines too late to help.",
  },
  {
    name: "Danielle Comeaux",
    role: "Co-founder and Lead Instructor",
    initials: "DC",
    bio: "Danielle is a Louisiana broker with 20 years in residential sales and a pre-licensing instructor. She knows which topics trip students up on the exam, and she wanted a course that explains them the way she does in class — patiently, with real Louisiana examples.",
  },
];

const DIFFERENCES = [
  {
    title: "One membership, every course",
    text: "A single annual membership covers pre-licensing, post-licensing and continuing education, so you never buy your education one course at a time.",
  },
  {
    title: "REX, your AI study assistant",
    text: "REX answers questions about the material whenever you study, and every module ends with an Open House activity with REX to put the lessons to work.",
  },
  {
    title: "Study your way",
    text: "Podcast summaries and flexible audio playback for the commute, light and dark themes for any hour, and progress that follows you from phone to laptop.",
  },
  {
    title: "No dead ends",
    text: "Unlimited retakes, and you can enroll and unenroll at any time without losing your progress. Your completion history and certificates are always one click away.",
  },
  {
    title: "Built for brokerages too",
    text: "Office-wide plans give brokers seats for every agent, simple administration, progress tracking and reporting, so nobody misses a deadline.",
  },
  {
    title: "Approved and accountable",
    text: "Our courses are approved by the Louisiana Real Estate Commission, and real students rate every course — the reviews you see are theirs.",
  },
];

export default function About() {
  const { siteName } = useLoaderData<typeof loader>();
  return (
    <ContentPage
      eyebrow="Our story"
      title={`About ${siteName}`}
      intro={
        <p>
          We are Louisiana real estate professionals who believe getting and keeping your license should fit around your life — not the
          other way around.
        </p>
      }
      wide
    >
      <section aria-labelledby="founders">
        <h2 id="founders" className="font-serif text-2xl font-bold">
          Our founders
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {FOUNDERS.map((founder) => (
            <li key={founder.name} className="card">
              <div className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand font-serif text-xl font-bold text-brand-ink"
                >
                  {founder.initials}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{founder.name}</h3>
                  <p className="text-sm text-ink-muted">{founder.role}</p>
                </div>
              </div>
              <p className="mt-4 text-ink-muted">{founder.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <ContentSection id="problem" title="The problem we share">
        <p>
          Most people come to real estate as a second career. They study at night, between shifts and school runs — yet the courses they
          find are either fixed classroom schedules or long, static text that is hard to stay with. Too many give up before the exam, and
          too many new agents miss their {POST_LICENSING_DAYS}-day post-licensing deadline.
        </p>
        <p>
          Brokers feel it as well: they recruit agents, pay for their education and then cannot see who is on track until it is too late. We
          started {siteName} to fix both sides of that problem.
        </p>
      </ContentSection>

      <section aria-labelledby="different">
        <h2 id="different" className="font-serif text-2xl font-bold">
          What makes us different
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {DIFFERENCES.map((item) => (
            <li key={item.title} className="card">
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-ink-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join" className="card text-center">
        <h2 id="join" className="font-serif text-2xl font-bold">
          Start your real estate career with us
        </h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/louisiana-real-estate-courses" className="btn-primary">
            Browse Courses
          </Link>
          <Link to="/contact" className="btn-secondary">
            Contact Us
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}

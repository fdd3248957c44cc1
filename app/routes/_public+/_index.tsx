import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { HomeFaq, RexSection, WhyChoose } from "~/components/public/home-sections";
import { StarRating } from "~/components/ui/star-rating";
import { getOverallRating, listPublishedCourses } from "~/models/catalogue/course.server";
import { forContentVersion } from "~/models/operations/content-version.server";
import { getSiteName } from "~/models/operations/site-settings.server";
import { formatRating } from "~/rules/rating";
import { POST_LICENSING_HOURS } from "~/rules/license-deadlines";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.siteName ?? "Pelican Real Estate School"} | Louisiana Real Estate Courses Online` },
  {
    name: "description",
    content: `Get your Louisiana real estate license online: 90-hour pre-licensing, ${POST_LICENSING_HOURS}-hour post-licensing and continuing education with REX, your AI study assistant.`,
  },
];

export async function loader() {
  // Shared by every visitor while the content is unchanged (decision 0071).
  const [[courses, rating], siteName] = await Promise.all([
    forContentVersion("home", () => Promise.all([listPublishedCourses({ featuredFirst: true, limit: 6 }), getOverallRating()])),
    getSiteName(),
  ]);
  return { courses, rating, siteName };
}

export default function Home() {
  const { courses, rating, siteName } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-surface-muted">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 md:grid-cols-[3fr_2fr] md:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">Louisiana Real Estate Education</p>
            <h1 className="mt-3 font-serif text-4xl font-bold leading-tight sm:text-5xl">Earn your Louisiana real estate license online</h1>
            <p className="mt-4 max-w-xl text-lg text-ink-muted">
              Pre-licensing, post-licensing and continuing education in one annual membership — study at your pace with REX, your AI study
              assistant, on any device.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/login?mode=signup" className="btn-primary">
                Get Started
              </Link>
              <Link to="/louisiana-real-estate-courses" className="btn-secondary">
                Browse Courses
              </Link>
            </div>
          </div>
          <aside className="card" aria-labelledby="rating-title">
            <h2 id="rating-title" className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
              What our students say
            </h2>
            {rating.totalReviews > 0 ? (
              <>
                <p className="mt-2 flex items-baseline gap-2">
                  <span className="font-serif text-5xl font-bold">{formatRating(rating.averageRating)}</span>
                  <span className="text-ink-muted">out of 5</span>
                </p>
                <StarRating rating={rating.averageRating} size="text-2xl" />
                <p className="mt-2 text-sm text-ink-muted">
                  Based on {rating.totalReviews} course {rating.totalReviews === 1 ? "review" : "reviews"}
                </p>
              </>
            ) : (
              <p className="mt-2 text-ink-muted">Be the first to review a course.</p>
            )}
          </aside>
        </div>
      </section>

      <WhyChoose siteName={siteName} />
      <RexSection />

      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="courses-title">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="courses-title" className="font-serif text-3xl font-bold">
            Courses at {siteName}
          </h2>
          <Link to="/louisiana-real-estate-courses" className="font-semibold text-brand underline">
            View all courses
          </Link>
        </div>
        {courses.length === 0 ? (
          <p className="mt-6 text-ink-muted">No courses are published yet.</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {courses.map((course) => (
              <li key={course.id} className="card flex flex-col p-0">
                {course.imageUrl ? (
                  <img src={course.imageUrl} alt="" loading="lazy" className="aspect-[16/9] w-full rounded-t-lg object-cover" />
                ) : null}
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-semibold uppercase tracking-wide text-accent">{course.courseType}</p>
                  <h3 className="mt-1 text-lg font-semibold">
                    <Link to={`/course/${course.slug}`} className="hover:text-brand hover:underline">
                      {course.title}
                    </Link>
                  </h3>
                  <p className="mt-2 line-clamp-3 flex-1 text-sm text-ink-muted">{course.description}</p>
                  <div className="mt-4 flex items-center justify-between text-sm">
                    <span className="flex items-center gap-1">
                      <StarRating rating={course.averageRating} />
                      <span className="text-ink-muted">({course.reviewCount})</span>
                    </span>
                    <span className="font-medium">{course.hours} hrs</span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <HomeFaq />
    </>
  );
}

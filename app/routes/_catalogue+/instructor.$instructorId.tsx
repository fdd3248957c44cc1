// /instructor/{instructorId} (requirement public-pages-and-routes "Instructor page"). The page it was opened from travels in
// ?from=course:{slug} or ?from=bundle:{id}, so the back link works without JavaScript too.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError } from "@remix-run/react";
import { CATALOGUE_PATH } from "~/components/catalogue/catalogue-filters";
import { DataPageError } from "~/components/catalogue/data-not-found";
import { InstructorAvatar } from "~/components/catalogue/instructor-avatar";
import { pageMeta } from "~/components/catalogue/meta";
import { hoursLabel } from "~/components/catalogue/rating-line";
import { getInstructorPage } from "~/models/catalogue/instructor.server";
import { getSiteName } from "~/models/operations/site-settings.server";
import { DEFAULT_INSTRUCTOR_DESCRIPTION, fullName, instructorBackLink, parseInstructorOrigin } from "~/rules/instructor";
import { absoluteUrl } from "~/rules/structured-data";
import { env } from "~/utils/env.server";
import { sanitizeRichText } from "~/utils/sanitize.server";
import { invariantResponse } from "~/utils/http.server";

const NOT_FOUND = { title: "Instructor Not Found", text: "The instructor you're looking for doesn't exist." };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({
        title: data.name,
        siteName: data.siteName,
        description: data.instructor.shortDescription || DEFAULT_INSTRUCTOR_DESCRIPTION,
        canonical: data.canonical,
      })
    : pageMeta({ title: NOT_FOUND.title, noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const back = instructorBackLink(parseInstructorOrigin(new URL(request.url).searchParams.get("from")));
  const [instructor, siteName] = await Promise.all([getInstructorPage(params.instructorId), getSiteName()]);
  invariantResponse(instructor, NOT_FOUND.title);
  const { resumeBio, ...rest } = instructor;
  return {
    instructor: rest,
    bioHtml: resumeBio ? sanitizeRichText(resumeBio) : "",
    name: fullName(instructor),
    back,
    siteName,
    canonical: absoluteUrl(env().APP_URL, `/instructor/${instructor.id}`),
  };
}

export default function InstructorPage() {
  const { instructor, bioHtml, name, back } = useLoaderData<typeof loader>();
  const courseCount = instructor.courses.length;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-medium text-brand underline">
        <span aria-hidden="true">←</span> {back.label}
      </Link>

      <section className="card mt-6 flex flex-col gap-6 sm:flex-row sm:items-center" aria-labelledby="instructor-name">
        <InstructorAvatar
          firstName={instructor.firstName}
          lastName={instructor.lastName}
          avatarUrl={instructor.avatarUrl}
          size="h-28 w-28 text-3xl"
        />
        <div className="min-w-0">
          <h1 id="instructor-name" className="font-serif text-3xl font-bold">
            {name}
          </h1>
          <p className="mt-2 text-lg text-ink-muted">{instructor.shortDescription || DEFAULT_INSTRUCTOR_DESCRIPTION}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {instructor.email ? (
              <>
                <dt className="font-semibold">Email</dt>
                <dd className="break-words">
                  <a href={`mailto:${instructor.email}`} className="text-brand underline">
                    {instructor.email}
                  </a>
                </dd>
              </>
            ) : null}
            {instructor.phone ? (
              <>
                <dt className="font-semibold">Phone</dt>
                <dd>
                  <a href={`tel:${instructor.phone.replace(/[^\d+]/g, "")}`} className="text-brand underline">
                    {instructor.phone}
                  </a>
                </dd>
              </>
            ) : null}
            <dt className="font-semibold">Published Courses</dt>
            <dd data-testid="published-course-count">{courseCount}</dd>
          </dl>
        </div>
      </section>

      <section className="card mt-8" aria-labelledby="about-heading">
        <h2 id="about-heading" className="font-serif text-2xl font-bold">
          About {instructor.firstName}
        </h2>
        {bioHtml ? (
          <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: bioHtml }} />
        ) : (
          <p className="mt-4 text-ink-muted">{DEFAULT_INSTRUCTOR_DESCRIPTION}.</p>
        )}
      </section>

      {courseCount > 0 ? (
        <section className="card mt-8" aria-labelledby="courses-heading">
          <h2 id="courses-heading" className="font-serif text-2xl font-bold">
            Courses by {instructor.firstName}
          </h2>
          <ul className="mt-4 divide-y divide-line">
            {instructor.courses.map((course) => (
              <li key={course.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                <Link to={`/course/${course.slug}`} className="font-medium text-brand underline">
                  {course.title}
                </Link>
                <span className="text-sm text-ink-muted">
                  {course.courseType} · {hoursLabel(course.hours)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <DataPageError error={useRouteError()} notFound={{ ...NOT_FOUND, backTo: CATALOGUE_PATH, backLabel: "Back to Courses" }} />;
}

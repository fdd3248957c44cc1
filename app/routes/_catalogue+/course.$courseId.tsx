// /course/{idOrSlug} (requirement public-pages-and-routes "Course detail", requirement access-and-subscription-states access levels, requirement public-error-texts enrollment toasts, requirement business-constants structured
// data). Visitors and students see published courses; reviewers and admins also drafts. Enrolling is
// a plain POST (intent=enroll) that the server re-checks completely.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { courseEnrollSchema } from "./enrollment.server";
import { CATALOGUE_PATH } from "~/components/catalogue/catalogue-filters";
import { CourseOutline } from "~/components/catalogue/course-outline";
import { DataPageError } from "~/components/catalogue/data-not-found";
import { DetailHero } from "~/components/catalogue/detail-hero";
import { CourseCta, courseCtaNote, signInHref } from "~/components/catalogue/enroll-cta";
import { InstructorCard } from "~/components/catalogue/instructor-card";
import { JsonLd } from "~/components/catalogue/json-ld";
import { ListCard } from "~/components/catalogue/list-card";
import { pageMeta } from "~/components/catalogue/meta";
import { hoursLabel } from "~/components/catalogue/rating-line";
import { Toaster, type ToastMessage } from "~/components/ui/toaster";
import { findCourse, getCoursePage } from "~/models/catalogue/course.server";
import { enrollInCourse } from "~/models/learning/enrollment.server";
import { getSiteSettings } from "~/models/operations/site-settings.server";
import { ENROLLMENT_REFUSAL_TOASTS, isStaff, type EnrollmentRefusal } from "~/rules/access-level";
import { parseCourseRef } from "~/rules/catalogue";
import { breadcrumbJsonLd, courseJsonLd, courseUrl } from "~/rules/structured-data";
import { getOptionalUser } from "~/auth/authenticate.server";
import { requireUser } from "~/auth/permissions.server";
import { env } from "~/utils/env.server";
import { DEFAULT_SITE_NAME } from "~/utils/site";
import { redirectWithToast } from "~/utils/toast.server";
import { readForm } from "~/utils/form.server";
import { invariantResponse } from "~/utils/http.server";

const NOT_FOUND = { title: "Course Not Found", text: "The course you're looking for doesn't exist." };

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return pageMeta({ title: NOT_FOUND.title, noindex: true });
  return pageMeta({
    title: data.course.title,
    siteName: data.siteName,
    description: data.course.description.slice(0, 300),
    canonical: data.canonical,
    noindex: data.course.status !== "published",
  });
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const includeDrafts = user ? isStaff(user.roles) : false;
  // Two statements: the session user, then the course with its outline and the viewer's access (site settings are cached).
  const [found, settings] = await Promise.all([getCoursePage(parseCourseRef(params.courseId), user, { includeDrafts }), getSiteSettings()]);
  invariantResponse(found, NOT_FOUND.title);
  const { course, level } = found;
  const origin = env().APP_URL;
  const siteName = settings?.siteName ?? DEFAULT_SITE_NAME;
  const price = settings?.premiumMembershipPrice ?? null;
  const instructorName = course.instructor ? `${course.instructor.firstName} ${course.instructor.lastName}` : null;
  const path = `/course/${course.slug}`;
  const structuredData = [
    courseJsonLd({ origin, siteName, course, instructorName, rating: course, price }),
    breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "Courses", path: CATALOGUE_PATH },
      { name: course.title, path },
    ]),
  ];
  return { course, level, price, siteName, path, canonical: courseUrl(origin, course.slug), structuredData };
}

type ActionData = { refusal: EnrollmentRefusal; toast: ToastMessage };

const REFUSAL_STATUS: Record<EnrollmentRefusal, number> = {
  not_found: 404,
  premium_required: 403,
  limit_reached_pre_licensing: 409,
  limit_reached_post_licensing: 409,
};

export async function action({ request, params }: ActionFunctionArgs) {
  const ref = parseCourseRef(params.courseId);
  const user = await requireUser(request, { redirectTo: ref.slug ? `/course/${ref.slug}` : CATALOGUE_PATH });
  const body = await readForm(request);
  const form = courseEnrollSchema.safeParse(Object.fromEntries(body));
  if (!form.success) throw data("Unknown action", { status: 400 });
  const course = await findCourse(ref);
  invariantResponse(course, NOT_FOUND.title);

  const result = await enrollInCourse(user, course.id);
  if (result.ok) {
    return redirectWithToast("/student", {
      type: "success",
      title: "Enrolled",
      description: result.alreadyEnrolled ? `You're already enrolled in ${course.title}.` : `You're enrolled in ${course.title}.`,
    });
  }
  const toast = ENROLLMENT_REFUSAL_TOASTS[result.reason];
  return data({ refusal: result.reason, toast: { id: crypto.randomUUID(), type: "error", ...toast } } satisfies ActionData, {
    status: REFUSAL_STATUS[result.reason],
  });
}

export default function CourseDetail() {
  const { course, level, price, path, structuredData } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const refusal = actionData?.toast;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={structuredData} />
      <DetailHero
        headingId="course-title"
        item={course}
        notice={
          course.status !== "published" ? (
            <p className="mt-4 rounded-md border border-accent bg-surface-muted p-3 text-sm" role="note">
              This course is a <strong>{course.status}</strong>: only reviewers and admins can see it.
            </p>
          ) : null
        }
        actions={
          <>
            <CourseCta level={level} slug={course.slug} path={path} />
            <a href="#course-outline" className="btn-secondary">
              View Course Outline
            </a>
          </>
        }
        refusal={refusal}
      />

      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          <ListCard id="included-heading" title="What's Included" items={course.whatsIncluded} empty="Details coming soon." />
          <ListCard id="requirements-heading" title="Requirements" items={course.requirements} empty="No special requirements." />
          <CourseOutline lessons={course.lessons} finalExams={course.finalExams} />
          <InstructorCard instructor={course.instructor} from={{ kind: "course", ref: course.slug }} />
          <section className="card" aria-labelledby="audience-heading">
            <h2 id="audience-heading" className="font-serif text-2xl font-bold">
              Who This Course Is For
            </h2>
            <p className="mt-4">{course.whoThisIsFor || `Anyone preparing for or renewing a Louisiana real estate license.`}</p>
          </section>
        </div>

        <aside aria-labelledby="enroll-card-heading">
          <div className="card lg:sticky lg:top-24">
            <h2 id="enroll-card-heading" className="text-lg font-semibold">
              Included with Premium Membership
            </h2>
            {price !== null ? (
              <p className="mt-2">
                <span className="font-serif text-3xl font-bold">${price.toFixed(2)}</span>
                <span className="text-ink-muted"> / year, every course</span>
              </p>
            ) : null}
            <div className="mt-4 grid">
              <CourseCta level={level} slug={course.slug} path={path} className="btn-primary w-full" />
            </div>
            <p className="mt-3 text-sm text-ink-muted">{courseCtaNote(level)}</p>
            {level === "not_logged_in" ? (
              <p className="mt-2 text-sm">
                Already a member?{" "}
                <Link to={signInHref(path)} className="font-medium text-brand underline">
                  Sign in
                </Link>
              </p>
            ) : null}
            <ul className="mt-4 space-y-1 border-t border-line pt-4 text-sm">
              <li>{hoursLabel(course.hours)} of instruction</li>
              <li>
                {course.lessons.length} {course.lessons.length === 1 ? "lesson" : "lessons"}
                {course.finalExams.length > 0 ? " and a final exam" : ""}
              </li>
              <li>Unlimited quiz retakes</li>
              <li>Certificate of completion</li>
            </ul>
          </div>
        </aside>
      </div>
      <Toaster toast={refusal ?? null} />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataPageError error={useRouteError()} notFound={{ ...NOT_FOUND, backTo: CATALOGUE_PATH, backLabel: "Back to Courses" }} />;
}

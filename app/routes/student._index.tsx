import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EnrolledCourses } from "~/components/area/enrolled-courses";
import { AREA_ROLES } from "~/components/area/nav";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { listEnrolledCourses } from "~/models/dashboard.server";
import { requireRole } from "~/utils/auth.server";

export const handle: PageTitleHandle = {
  pageTitle: (data) => (data as { title?: string } | undefined)?.title ?? "My Courses",
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(data?.title ?? "My Courses", matches);

/** /student (spec 3 §2.3): My Courses; for reviewers, Review Courses. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, AREA_ROLES.student);
  const reviewer = user.roles.includes("reviewer");
  const courses = await listEnrolledCourses(user.id);
  return {
    title: reviewer ? "Review Courses" : "My Courses",
    reviewer,
    courses: courses.map(({ id, title, courseType, hours, progress }) => ({ id, title, courseType, hours, progress })),
  };
}

export default function StudentDashboard() {
  const { title, reviewer, courses } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      {reviewer ? (
        <p className="mt-2 max-w-prose text-ink-muted">
          As a reviewer you can open any course, including drafts that are not yet published, to check its content
          before students see it. No subscription is needed.
        </p>
      ) : (
        <p className="mt-2 text-ink-muted">Pick up where you left off.</p>
      )}
      <div className="mt-6">
        {courses.length > 0 ? (
          <EnrolledCourses courses={courses} heading={reviewer ? "Courses You Are Reviewing" : "Enrolled Courses"} />
        ) : (
          <section aria-labelledby="empty-heading" className="card text-center">
            <h2 id="empty-heading" className="text-lg font-semibold">
              {reviewer ? "No courses under review yet" : "You are not enrolled in any courses yet"}
            </h2>
            <p className="mt-2 text-ink-muted">
              {reviewer
                ? "Courses you open for review will be listed here."
                : "Courses you enroll in will be listed here with your progress."}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}

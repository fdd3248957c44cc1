import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EnrolledCourses } from "~/components/area/enrolled-courses";
import { AREA_ROLES } from "~/components/area/nav";
import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { listEnrolledCourses } from "~/models/dashboard.server";
import { requireRole } from "~/utils/auth.server";

export const handle: PageTitleHandle = { pageTitle: "My Courses" };

export const meta: MetaFunction = ({ matches }) => privatePageMeta("My Courses", matches);

/** /company-dashboard (spec 3 §2.9): the company admin's own courses. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, AREA_ROLES.company);
  const courses = await listEnrolledCourses(user.id);
  return {
    companyName: user.companyName,
    courses: courses.map(({ id, title, courseType, hours, progress }) => ({ id, title, courseType, hours, progress })),
  };
}

export default function CompanyDashboardIndex() {
  const { companyName, courses } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-serif text-3xl font-bold">My Courses</h1>
      <p className="mt-2 text-ink-muted">
        {companyName ? `Your own courses through ${companyName}.` : "Your own courses."}
      </p>
      <div className="mt-6">
        {/* The active-course section appears only when there are active courses (spec 3 §2.9). */}
        {courses.length > 0 ? (
          <EnrolledCourses courses={courses} heading="Active Courses" />
        ) : (
          <section aria-labelledby="empty-heading" className="card text-center">
            <h2 id="empty-heading" className="text-lg font-semibold">
              You have no active courses
            </h2>
            <p className="mt-2 text-ink-muted">Courses you enroll in will be listed here with your progress.</p>
          </section>
        )}
      </div>
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MyCourses } from "~/screens/my-courses/my-courses";

import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { requireAreaUser } from "~/auth/permissions.server";
import { loadMyCourses, myCoursesAction, myCoursesMode } from "~/screens/my-courses/my-courses.server";
import { readForm } from "~/utils/form.server";

const HOME = "/student";
/** Billing (requirement billing-screens): where the "get premium" prompt leads. */
const BILLING = "/student/billing";

export const handle: PageTitleHandle = {
  pageTitle: (data) => (data as { title?: string } | undefined)?.title ?? "My Courses",
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title ?? "My Courses", matches);

/** /student (requirement student-dashboard): My Courses; for reviewers, Review Courses. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAreaUser(request, "student");
  const mode = myCoursesMode(user, "student");
  const myCourses = await loadMyCourses(request, user, mode, HOME);
  return { title: mode === "reviewer" ? "Review Courses" : "My Courses", ...myCourses };
}

/** Enroll / unenroll (requirement signed-in-state-flows Enrollment). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAreaUser(request, "student");
  const form = await readForm(request);
  return myCoursesAction(request, form, user, { home: HOME, premiumHref: BILLING });
}

export default function StudentDashboard() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-serif text-3xl font-bold">{data.title}</h1>
      {data.reviewer ? (
        <p className="mt-2 max-w-prose text-ink-muted">
          As a reviewer you can open any course, including drafts that are not yet published, to check its content before students see it.
          No subscription is needed.
        </p>
      ) : (
        <p className="mt-2 text-ink-muted">Pick up where you left off, or find your next course.</p>
      )}
      <MyCourses data={data} home={HOME} premiumHref={BILLING} actionData={actionData} />
    </div>
  );
}

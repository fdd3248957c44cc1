import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MyCourses } from "~/screens/my-courses/my-courses";

import { privatePageMeta, type PageTitleHandle } from "~/components/area/page";
import { requireAreaUser } from "~/auth/permissions.server";
import { loadMyCourses, myCoursesAction, myCoursesMode } from "~/screens/my-courses/my-courses.server";
import { readForm } from "~/utils/form.server";

const HOME = "/company-dashboard";
/** Billing (requirement billing-screens): where the "get premium" prompt leads. */
const BILLING = "/company-dashboard/billing";

export const handle: PageTitleHandle = { pageTitle: "My Courses" };

export const meta: MetaFunction = ({ matches }) => privatePageMeta("My Courses", matches);

/**
 * /company-dashboard (requirement company-dashboard): the company admin's own My Courses — the same page as the
 * student's (docs/decisions/0013-my-courses.md), with company access for enrollments.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAreaUser(request, "company");
  const myCourses = await loadMyCourses(request, user, myCoursesMode(user, "company"), HOME);
  return { companyName: user.companyName, ...myCourses };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAreaUser(request, "company");
  const form = await readForm(request);
  return myCoursesAction(request, form, user, { home: HOME, premiumHref: BILLING });
}

export default function CompanyDashboardIndex() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-serif text-3xl font-bold">My Courses</h1>
      <p className="mt-2 text-ink-muted">{data.companyName ? `Your own courses through ${data.companyName}.` : "Your own courses."}</p>
      <MyCourses data={data} home={HOME} premiumHref={BILLING} actionData={actionData} />
    </div>
  );
}

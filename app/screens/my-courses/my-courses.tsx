import { Link } from "@remix-run/react";
import { RetakeDialog } from "~/screens/retake/retake-dialog";
import { Toaster, type ToastMessage } from "~/components/ui/toaster";
import type { LearnerStats } from "~/rules/course-completion";
import type { AvailableCoursesQuery } from "~/rules/my-courses";
import { AvailableCourses, type AvailableCourseItem } from "./available-courses";
import { CourseStats } from "./course-stats";
import { DeadlineCard, type DeadlineCardData } from "./deadline-card";
import { EnrolledCourses, type EnrolledCourseItem } from "./enrolled-courses";

export type MyCoursesData = {
  reviewer: boolean;
  query: AvailableCoursesQuery;
  enrolled: EnrolledCourseItem[];
  available: { courses: AvailableCourseItem[]; total: number };
  stats: LearnerStats | null;
  deadline: DeadlineCardData | null;
  needsPremium: boolean;
  /** ?retake=<courseId> of a course the learner may retake: the confirmation (requirement signed-in-state-flows). */
  confirmRetake: { courseId: string; title: string; courseType: string } | null;
  closeHref: string;
  retakeAction: string;
};

export type MyCoursesRefusal = {
  refusal: { reason: string; courseId: string | null; premiumHref: string | null };
  toast: ToastMessage;
};

/**
 * The body of "My Courses" (requirement student-dashboard), shared by /student and the company dashboard (requirement company-dashboard):
 * stat cards (not for reviewers), Enrolled Courses (only when there are any) and Available Courses;
 * completed courses the learner may retake carry Retake, which asks first (the My Certificates dialog).
 */
export function MyCourses({
  data,
  home,
  premiumHref,
  actionData,
}: {
  data: MyCoursesData;
  home: string;
  premiumHref: string;
  actionData: MyCoursesRefusal | undefined;
}) {
  const { reviewer, query, enrolled, available, stats, needsPremium } = data;
  return (
    <div className="mt-6 space-y-6">
      {data.confirmRetake ? <RetakeDialog target={data.confirmRetake} closeHref={data.closeHref} action={data.retakeAction} /> : null}
      {actionData ? (
        <div role="alert" className="rounded-lg border border-danger bg-surface-raised p-4">
          <p className="font-semibold">{actionData.toast.title}</p>
          <p className="mt-1 text-sm text-ink-muted">{actionData.toast.description}</p>
          {actionData.refusal.premiumHref ? (
            <Link to={actionData.refusal.premiumHref} className="btn-primary mt-3">
              Get Premium
            </Link>
          ) : null}
        </div>
      ) : null}
      {stats ? <CourseStats stats={stats} /> : null}
      {data.deadline ? <DeadlineCard data={data.deadline} /> : null}
      {enrolled.length > 0 ? (
        <EnrolledCourses courses={enrolled} heading={reviewer ? "Courses You Are Reviewing" : "Enrolled Courses"} />
      ) : null}
      <AvailableCourses
        courses={available.courses}
        total={available.total}
        query={query}
        reviewer={reviewer}
        home={home}
        premiumHref={needsPremium ? premiumHref : null}
      />
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

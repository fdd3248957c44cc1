// The loader and action behind "My Courses" (requirement student-dashboard /student, requirement company-dashboard /company-dashboard index):
// both pages show the same lists and accept the same enroll/unenroll/retake forms, so the two routes
// share this. Retake (requirement signed-in-state-flows) is the My Certificates page's own handling (~/utils/retake.server). The caller has already authorised the user with requireRole; nothing here trusts a
// submitted user or company id.
import { data } from "@remix-run/node";
import type { ToastMessage } from "~/components/ui/toaster";
import { retakeStates, type CourseRetakeState } from "~/models/certificates/certificate-list.server";
import { enrollInCourse, unenrollFromCourse } from "~/models/learning/enrollment.server";
import { getCourseTitle, getMyCoursesOverview } from "~/models/learning/my-courses.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { getLearnerStanding } from "~/models/learning/license-deadlines.server";
import { louisianaToday } from "~/rules/license-deadlines";
import { ENROLLMENT_REFUSAL_TOASTS, entitlement, type EnrollmentRefusal } from "~/rules/access-level";
import { myCoursesActionSchema } from "~/rules/my-courses-action";
import { parseAvailableCoursesQuery } from "~/rules/my-courses";
import { retakeConfirmation, startRetake, type RetakeRefusalReason } from "~/screens/retake/retake.server";
import { redirectWithToast } from "~/utils/toast.server";

export type MyCoursesMode = "learner" | "reviewer";

/** Reviewers review drafts and have no stat cards; everyone else learns (requirements student-dashboard, signed-in-roles). */
export function myCoursesMode(user: SessionUser, area: "student" | "company"): MyCoursesMode {
  return area === "student" && user.roles.includes("reviewer") ? "reviewer" : "learner";
}

export async function loadMyCourses(request: Request, user: SessionUser, mode: MyCoursesMode, home: string) {
  const url = new URL(request.url);
  const query = parseAvailableCoursesQuery(url.searchParams);
  const reviewer = mode === "reviewer";
  // Two statements beside the session user and the layout's bell: the lists with the stat cards' facts and the learner's entitlement, and the license deadlines.
  const [{ learner, enrolled, available, stats }, standing] = await Promise.all([
    getMyCoursesOverview(user, query, { status: reviewer ? "draft" : "published", stats: !reviewer }),
    reviewer ? null : getLearnerStanding(user.id, louisianaToday()),
  ]);

  // Retake (requirement signed-in-state-flows): offered on completed courses the learner may retake now — not active, a
  // membership or a company, no retake in progress (~/rules/retake).
  const listed = [...enrolled, ...available.courses];
  const completedIds = reviewer ? [] : listed.filter((course) => course.completed).map((course) => course.id);
  const states: Record<string, CourseRetakeState> = completedIds.length > 0 ? await retakeStates(user, completedIds) : {};
  const canRetake = (courseId: string) => states[courseId]?.refusal === null;
  const { confirmRetake, closeHref } = retakeConfirmation(
    url,
    home,
    states,
    listed.map((course) => ({ courseId: course.id, title: course.title, courseType: course.courseType })),
  );

  return {
    reviewer,
    query,
    enrolled: enrolled.map((course) => ({ ...course, retake: canRetake(course.id) })),
    available: { ...available, courses: available.courses.map((course) => ({ ...course, retake: canRetake(course.id) })) },
    stats,
    /** The license deadline card (decision 0027): not for reviewers. */
    deadline: standing
      ? {
          licensed: standing.license.licenseType !== null,
          deadlines: standing.deadlines,
          next: standing.next,
          profileHref: `${home}/profile`,
        }
      : null,
    /** An individual without a live membership: the page offers premium (requirement signed-in-validation-rules). */
    needsPremium: !reviewer && !learner.companyId && entitlement(learner) === null,
    /** ?retake=<courseId>: the confirmation, Cancel's address and where it posts (the index route). */
    confirmRetake,
    closeHref,
    retakeAction: indexAction(closeHref),
  };
}

/** An index route's form action: the page's address with `?index` (else the parent layout answers). */
function indexAction(href: string): string {
  const [path, search] = href.split("?");
  return search ? `${path}?index&${search}` : `${path}?index`;
}

export type MyCoursesActionData = {
  /** Why nothing happened, shown beside the lists and as a toast. */
  refusal: { reason: EnrollmentRefusal | RetakeRefusalReason | "invalid"; courseId: string | null; premiumHref: string | null };
  toast: ToastMessage;
};

const REFUSAL_STATUS: Record<EnrollmentRefusal, number> = {
  not_found: 404,
  premium_required: 403,
  limit_reached_pre_licensing: 409,
  limit_reached_post_licensing: 409,
};

/** The page's own address with its filters, to come back to after a POST. */
function backTo(request: Request, home: string): string {
  const params = new URL(request.url).searchParams;
  params.delete("index");
  const search = params.toString();
  return search ? `${home}?${search}` : home;
}

const errorToast = (title: string, description: string): ToastMessage => ({
  id: crypto.randomUUID(),
  type: "error",
  title,
  description,
});

/** POST intent=enroll|unenroll|retake, courseId=<uuid>: success redirects back with a toast; a refusal re-renders with 4xx. */
export async function myCoursesAction(
  request: Request,
  formData: FormData,
  user: SessionUser,
  { home, premiumHref }: { home: string; premiumHref: string },
) {
  const parsed = myCoursesActionSchema.safeParse({ intent: formData.get("intent"), courseId: formData.get("courseId") });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid request.";
    return data<MyCoursesActionData>(
      { refusal: { reason: "invalid", courseId: null, premiumHref: null }, toast: errorToast("Request not understood", message) },
      { status: 400 },
    );
  }
  const { intent, courseId } = parsed.data;
  const back = backTo(request, home);

  if (intent === "unenroll") {
    const title = await getCourseTitle(courseId);
    const removed = await unenrollFromCourse(user.id, courseId);
    if (!removed) {
      return redirectWithToast(back, {
        type: "info",
        title: "Not Enrolled",
        description: "You are not enrolled in this course, so nothing changed.",
      });
    }
    return redirectWithToast(back, {
      type: "success",
      title: "Unenrolled",
      description: `You have been unenrolled from ${title}. Your progress is saved if you enroll again.`,
    });
  }

  if (intent === "retake") {
    const retake = await startRetake(user, courseId, back);
    if (retake.ok) return retake.response;
    return data<MyCoursesActionData>(
      {
        refusal: { reason: retake.reason, courseId, premiumHref: retake.reason === "not_entitled" ? premiumHref : null },
        toast: errorToast(retake.error.title, retake.error.description),
      },
      { status: retake.status },
    );
  }

  const result = await enrollInCourse(user, courseId);
  if (!result.ok) {
    const { title, description } = ENROLLMENT_REFUSAL_TOASTS[result.reason];
    return data<MyCoursesActionData>(
      {
        refusal: {
          reason: result.reason,
          courseId,
          premiumHref: result.reason === "premium_required" ? premiumHref : null,
        },
        toast: errorToast(title, description),
      },
      { status: REFUSAL_STATUS[result.reason] },
    );
  }
  const title = await getCourseTitle(courseId);
  return redirectWithToast(
    back,
    result.alreadyEnrolled
      ? { type: "info", title: "Already Enrolled", description: `You are already enrolled in ${title}.` }
      : { type: "success", title: "Enrolled", description: `You are now enrolled in ${title}.` },
  );
}

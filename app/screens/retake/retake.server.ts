// Retake (requirement signed-in-state-flows) on the pages that offer it — My Certificates (/student/certificates,
// /company-dashboard/certificates) and My Courses (/student, /company-dashboard): the confirmation
// asked for by `?retake=<courseId>` and the POST `intent=retake` that resets the course. One copy,
// so both pages answer the same way (docs/decisions/0012, 0016).
import type { CourseRetakeState } from "~/models/certificates/certificate-list.server";
import { retakeCourse, type RetakeResult } from "~/models/learning/retake.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { ENROLLMENT_REFUSAL_TOASTS } from "~/rules/access-level";
import { RETAKE_REFUSAL_TEXTS } from "~/rules/retake";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithToast } from "~/utils/toast.server";

export const RETAKE_INTENT = "retake";

/** The course the confirmation is about (RetakeDialog's `target`). */
export type RetakeTarget = { courseId: string; title: string; courseType: string };

/**
 * `?retake=<courseId>` asks for the confirmation (an open dialog without JavaScript, a modal with
 * it): shown only for a course the learner may retake now. `closeHref` is the page's address
 * without the parameter (Cancel, and where the confirmation posts).
 */
export function retakeConfirmation(
  url: URL,
  path: string,
  states: Readonly<Record<string, CourseRetakeState | undefined>>,
  courses: readonly RetakeTarget[],
): { confirmRetake: RetakeTarget | null; closeHref: string } {
  const retakeId = url.searchParams.get("retake");
  const target = retakeId && states[retakeId]?.refusal === null ? courses.find((c) => c.courseId === retakeId) : undefined;
  const closeParams = new URLSearchParams(url.searchParams);
  closeParams.delete("retake");
  closeParams.delete("index");
  return {
    confirmRetake: target ? { courseId: target.courseId, title: target.title, courseType: target.courseType } : null,
    closeHref: `${path}${closeParams.size ? `?${closeParams}` : ""}`,
  };
}

export type RetakeRefusalReason = Extract<RetakeResult, { ok: false }>["reason"];

const REFUSAL_STATUS: Partial<Record<RetakeRefusalReason, number>> = {
  not_found: 404,
  not_entitled: 403,
  limit_reached_pre_licensing: 403,
  limit_reached_post_licensing: 403,
};

export const RETAKE_STARTED_TOAST = {
  type: "success",
  title: "Retake started",
  description: "The course has been reset to the start. Your earlier certificate stays valid.",
} as const;

/**
 * Starts the retake of `courseId` for the signed-in user (the model checks everything again in its
 * transaction). Started: a redirect to `redirectTo` with the "Retake started" toast. Refused: the
 * reason, its title and text, and the HTTP status (404, 403, else 409) for the page to show.
 */
export async function startRetake(
  user: SessionUser,
  courseId: string,
  redirectTo: string,
): Promise<
  | { ok: true; response: Response }
  | { ok: false; reason: RetakeRefusalReason; status: number; error: { title: string; description: string } }
> {
  const result = await retakeCourse(user, courseId);
  if (result.ok) return { ok: true, response: await redirectWithToast(safeRedirect(redirectTo, "/student"), RETAKE_STARTED_TOAST) };
  const error =
    result.reason === "not_found"
      ? { title: "Retake failed", description: "This course could not be found." }
      : result.reason === "limit_reached_pre_licensing" || result.reason === "limit_reached_post_licensing"
        ? ENROLLMENT_REFUSAL_TOASTS[result.reason]
        : RETAKE_REFUSAL_TEXTS[result.reason];
  return { ok: false, reason: result.reason, status: REFUSAL_STATUS[result.reason] ?? 409, error };
}

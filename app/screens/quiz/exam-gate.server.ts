// The final exam's integrity gate (issue 46; decision 0090), as the quiz screen's Start uses it: under
// a course's delivery policy, a new final-exam attempt starts only after a passed identity check asked
// for it (when the course requires identity checks), the learner's attestation and, when the course
// requires it, a passed external proctoring session. Until then Start leads to the exam's integrity
// page; a resumed attempt needs nothing.
import { redirect } from "@remix-run/node";
import { getQuizStatus } from "~/models/assessment/quiz-attempt.server";
import { getExamGate, claimExamGate } from "~/models/assessment/exam-integrity.server";
import type { SessionUser } from "~/models/accounts/user.server";
import type { PlayerData } from "~/models/learning/player.server";
import { coursePolicy } from "~/screens/course-player/identity-gate.server";
import { getSeatTimeStatus } from "~/models/learning/delivery-policy.server";

type Ctx = { user: SessionUser; player: PlayerData; quizId: string };

export const integrityHref = (examHref: string) => `${examHref}/integrity`;

/** The redirect to the integrity page when the exam's gate is not met yet; null when Start may go on. */
export async function examGateRedirect(request: Request, { user, player, quizId, href }: Ctx & { href: string }) {
  const policy = await coursePolicy(request, player.course.id);
  if (!policy.enabled) return null;
  const status = await getQuizStatus({ userId: user.id, courseId: player.course.id, quizId });
  if (status.openAttemptId) return null;
  // Seat time comes first: below it, Start is refused with the time still needed (decision 0087).
  if (!(await getSeatTimeStatus(user.id, player.course.id)).met) return null;
  const gate = await getExamGate({ userId: user.id, courseId: player.course.id, quizId }, policy);
  return gate.ready ? null : redirect(integrityHref(href));
}

/** Marks the check, attestation and proctoring session that opened this new attempt as used by it. */
export async function claimExamGateFor(request: Request, { user, player, quizId }: Ctx, attemptId: string) {
  const policy = await coursePolicy(request, player.course.id);
  if (!policy.enabled) return;
  await claimExamGate({ userId: user.id, courseId: player.course.id, quizId }, attemptId);
}

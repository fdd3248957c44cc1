// The final exam's integrity gate (issue 46; decision 0090), as the quiz screen's Start uses it: under
// a course's delivery policy, a new final-exam attempt starts only after a passed identity check asked
// for it (when the course requires identity checks), the learner's attestation and, when the course
// requires it, a passed external proctoring session. Until then Start leads to the exam's integrity
// page; a resumed attempt needs nothing. The check here sends the learner to the page early; the
// claim, one transaction with the new attempt, is what holds under concurrent starts.
import { redirect } from "@remix-run/node";
import { getQuizStatus } from "~/models/assessment/quiz-attempt.server";
import { getExamGate } from "~/models/assessment/exam-integrity.server";
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

/**
 * The course's delivery policy for Start: the quiz model creates a new final-exam attempt in one
 * transaction with the gate items it claims, and refuses it ("exam_gate") when they are missing or a
 * concurrent start took them.
 */
export function examStartPolicy(request: Request, player: PlayerData) {
  return coursePolicy(request, player.course.id);
}

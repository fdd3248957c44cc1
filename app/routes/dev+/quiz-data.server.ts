// A local developer tool's data access (only with the local stand-ins): moves the clock of the
// signed-in learner's open quiz attempt, so a timed quiz's warning, auto-submit and server-side
// closing can be tried in seconds instead of waiting out its duration.
import { and, eq, isNull } from "drizzle-orm";
import { getDb, schema } from "~/db.server";

const { quizAttempts } = schema;

/**
 * Sets the learner's open attempt at `quizId` to end `secondsLeft` from now (negative: already
 * past), keeping its duration. Returns the attempt id, or null when there is no open timed attempt.
 */
export async function setAttemptSecondsLeft(userId: string, quizId: string, secondsLeft: number, now = new Date()): Promise<string | null> {
  const db = getDb();
  const [open] = await db
    .select({ id: quizAttempts.id, startedAt: quizAttempts.startedAt, deadlineAt: quizAttempts.deadlineAt })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId), isNull(quizAttempts.completedAt)));
  if (!open?.deadlineAt) return null;
  const duration = open.deadlineAt.getTime() - open.startedAt.getTime();
  const deadlineAt = new Date(now.getTime() + secondsLeft * 1000);
  await db
    .update(quizAttempts)
    .set({ deadlineAt, startedAt: new Date(deadlineAt.getTime() - duration), createdAt: new Date(deadlineAt.getTime() - duration) })
    .where(eq(quizAttempts.id, open.id));
  return open.id;
}

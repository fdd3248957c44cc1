// Completing content (requirement progress-unlocking-and-quiz-flow Progress, requirement learning-operations calls 2 and 3): one transaction writes the progress
// row (once per item: a unique constraint), recomputes the summary (refreshProgressSummary, shared
// with quiz submission) and saves the next position.
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema, type Tx } from "~/db.server";
import { derivePlayerState, type PlayerData, type PlayerItem } from "~/models/learning/player.server";
import { refreshProgressSummary } from "~/models/learning/progress-summary.server";
import { progressStats, type ProgressStats } from "~/rules/progress";
import { positionAfterCompleting, type ContentType } from "~/rules/unlocking";

const { studentCourseAccess, studentProgress } = schema;

export type CompletionRefusal = "not_found" | "locked" | "not_completable" | "no_access";

export type CompletionResult =
  | { ok: true; inserted: boolean; item: PlayerItem; nextPosition: string | null; progressStats: ProgressStats }
  | { ok: false; reason: CompletionRefusal };

/** What the completion endpoint (a topic's Next / Mark complete) may complete: topics only. */
export const COMPLETABLE_BY_LEARNER: readonly ContentType[] = ["topic"];

/**
 * Completes `key` for the user when the player data (loaded for this request) says the item exists
 * and is unlocked. Progress only grows, so data read before the transaction can only be stricter
 * than the truth: a locked verdict never lets a locked item through.
 * Quizzes and evaluations are completed by their own flows (`allowedTypes`), never by a crafted POST.
 */
export async function completeItem(
  userId: string,
  player: PlayerData,
  key: string,
  { allowedTypes = COMPLETABLE_BY_LEARNER, now = new Date() }: { allowedTypes?: readonly ContentType[]; now?: Date } = {},
): Promise<CompletionResult> {
  if (!player.access.hasAccess) return { ok: false, reason: "no_access" };
  const index = player.content.findIndex((item) => item.key === key);
  if (index === -1) return { ok: false, reason: "not_found" };
  const item = player.content[index];
  if (!allowedTypes.includes(item.type)) return { ok: false, reason: "not_completable" };
  if (!player.unlocked[index]) return { ok: false, reason: "locked" };

  return getDb().transaction(async (tx) => {
    // One completion at a time per learner and course: the summary and position are read-modify-write.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`progress:${userId}:${player.course.id}`}, 0))`);
    const inserted = await tx
      .insert(studentProgress)
      .values({
        userId,
        courseId: player.course.id,
        contentType: item.type,
        lessonTopicId: item.type === "topic" ? item.id : null,
        quizId: item.type === "quiz" ? item.id : null,
        evaluationId: item.type === "evaluation" ? item.id : null,
        status: "completed",
        completedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: studentProgress.id });

    const summary = await refreshProgressSummary(tx, userId, player.course.id);
    const stats = progressStats(summary.completedContentItems, summary.totalContentItems);
    const nextPosition = await savePosition(tx, userId, player, index, now);
    return { ok: true as const, inserted: inserted.length > 0, item, nextPosition, progressStats: stats };
  });
}

/** Saves the item after the completed one as the position (never backwards) and the access time. */
async function savePosition(tx: Tx, userId: string, player: PlayerData, index: number, now: Date): Promise<string | null> {
  const where = and(eq(studentCourseAccess.userId, userId), eq(studentCourseAccess.courseId, player.course.id));
  const [access] = await tx.select({ currentPosition: studentCourseAccess.currentPosition }).from(studentCourseAccess).where(where);
  // Staff opening a course they are not enrolled in have no position to save.
  if (!access) return null;
  const position = positionAfterCompleting(player.content, index, access.currentPosition);
  await tx.update(studentCourseAccess).set({ currentPosition: position, lastAccessedAt: now }).where(where);
  return position;
}

/** The player state after a completion, without reading the database again. */
export function playerAfterCompletion(player: PlayerData, result: Extract<CompletionResult, { ok: true }>): PlayerData {
  const progress = player.completed.has(result.item.key)
    ? player.progress
    : [
        ...player.progress,
        {
          key: result.item.key,
          contentType: result.item.type,
          status: "completed",
          lessonTopicId: result.item.type === "topic" ? result.item.id : null,
          quizId: result.item.type === "quiz" ? result.item.id : null,
          evaluationId: result.item.type === "evaluation" ? result.item.id : null,
          completedAt: new Date(),
        },
      ];
  const savedPosition = result.nextPosition ?? player.savedPosition;
  return { ...player, progress, savedPosition, ...derivePlayerState(player.content, progress, savedPosition) };
}

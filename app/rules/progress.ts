// Course progress figures (requirement learning-data-fields progressStats, requirement progress-unlocking-and-quiz-flow Progress, requirement learning-constants "rounded to one decimal").

export type ProgressStats = {
  totalItems: number;
  completedItems: number;
  /** 0–100, rounded to one decimal. */
  completionPercentage: number;
};

export function completionPercentage(completed: number, total: number): number {
  if (total <= 0) return 0;
  const ratio = Math.min(Math.max(completed, 0), total) / total;
  return Math.round(ratio * 1000) / 10;
}

export function progressStats(completed: number, total: number): ProgressStats {
  const completedItems = Math.min(Math.max(completed, 0), Math.max(total, 0));
  return { totalItems: Math.max(total, 0), completedItems, completionPercentage: completionPercentage(completedItems, total) };
}

/**
 * What the screen shows after new figures arrive: the completed count and percentage never go down
 * while the learner stays in the course (an optimistic completion that the server has not counted
 * yet is not taken back by a refetch that raced it). A different total (the course changed) resets.
 */
export function neverDecrease(shown: ProgressStats | null, next: ProgressStats): ProgressStats {
  if (!shown || shown.totalItems !== next.totalItems) return next;
  if (next.completedItems >= shown.completedItems) return next;
  return shown;
}

// Time on task (seat time): how much of a heartbeat the server credits to a learner.
// The browser reports how long the learner was active since its last report; the server never
// credits more than the wall-clock time since the learner's last recorded activity, nor more than
// one heartbeat's cap, so a tampered or replayed report cannot add time.

/** The browser reports every 30 s while the tab is visible and the learner is active. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** No keyboard, pointer, scroll or media activity for this long: the learner is idle and reports stop. */
export const IDLE_AFTER_MS = 2 * 60_000;
/** The most one report (heartbeat, page-hide beacon or page view) can credit. */
export const MAX_CREDIT_SECONDS = 60;

/**
 * Seconds to credit for one report.
 * @param claimedSeconds what the browser says the learner was active (null: no claim — a page view
 *   without JavaScript, which may credit up to the cap)
 * @param lastActivityAt the learner's latest recorded activity on the server (any interval), or null
 * @param now the server's clock
 */
export function creditedSeconds({
  claimedSeconds,
  lastActivityAt,
  now,
}: {
  claimedSeconds: number | null;
  lastActivityAt: Date | null;
  now: Date;
}): number {
  if (!lastActivityAt) return 0;
  const wallClock = (now.getTime() - lastActivityAt.getTime()) / 1000;
  if (!Number.isFinite(wallClock) || wallClock <= 0) return 0;
  const claim = claimedSeconds === null ? MAX_CREDIT_SECONDS : claimedSeconds;
  if (!Number.isFinite(claim) || claim <= 0) return 0;
  return Math.floor(Math.min(claim, wallClock, MAX_CREDIT_SECONDS));
}

// A course's delivery policy (issue 46; decision 0087): what a distance-education certification asks of
// the delivery method — seat time against the course's credit hours, an idle limit, and (owned by the
// identity work) identity checks and external proctoring. Pure: the numbers and the wording the learner
// reads; the model (models/learning/delivery-policy.server.ts) reads the row, time on task the seconds.
import { countOf } from "./plural";

/** Required seat time as a share of the course's credit hours, in percent. */
export const DEFAULT_REQUIRED_PERCENT = 100;
export const MIN_REQUIRED_PERCENT = 0;
export const MAX_REQUIRED_PERCENT = 100;
/** The learner is signed out of the course session after this many idle minutes. */
export const DEFAULT_IDLE_LIMIT_MINUTES = 20;
/** The warning comes 2 minutes before the limit, so the limit is at least 3 minutes. */
export const MIN_IDLE_LIMIT_MINUTES = 3;
export const MAX_IDLE_LIMIT_MINUTES = 240;
export const IDLE_WARNING_BEFORE_MS = 2 * 60_000;
/** "2 minutes": how long before the idle limit the warning comes, as the copy quotes it (decision 0095). */
export const IDLE_WARNING_BEFORE_TEXT = countOf(IDLE_WARNING_BEFORE_MS / 60_000, "minute", "minutes");
/** An optional minimum per lesson, in minutes. */
export const MAX_MINUTES_PER_LESSON = 6000;

export type DeliveryPolicy = {
  /** Off: no seat-time lock, no idle limit, no identity checks, no proctoring (a row may exist, kept for later). */
  enabled: boolean;
  requiredSeatTimePercent: number;
  minMinutesPerLesson: number | null;
  idleLimitMinutes: number;
  identityChecksRequired: boolean;
  externalProctoringRequired: boolean;
};

/** A course without a policy row: nothing required. */
export const NO_POLICY: DeliveryPolicy = {
  enabled: false,
  requiredSeatTimePercent: DEFAULT_REQUIRED_PERCENT,
  minMinutesPerLesson: null,
  idleLimitMinutes: DEFAULT_IDLE_LIMIT_MINUTES,
  identityChecksRequired: false,
  externalProctoringRequired: false,
};

/** The policy a course gets when an admin turns it on without changing anything (and the seed). */
export const DEFAULT_POLICY: DeliveryPolicy = { ...NO_POLICY, enabled: true };

/** Seconds of seat time the course requires before the final exam (0 when the policy is off). */
export function requiredSeatSeconds(policy: DeliveryPolicy, creditHours: number): number {
  if (!policy.enabled || !Number.isFinite(creditHours) || creditHours <= 0) return 0;
  // Whole seconds, rounded up: 90 h at 100 % is 324 000 s; a fraction of a second is still owed.
  return Math.ceil((creditHours * 3600 * policy.requiredSeatTimePercent) / 100);
}

/** Seconds a lesson requires (0 when the policy is off or sets no minimum). */
export function requiredLessonSeconds(policy: DeliveryPolicy): number {
  return policy.enabled && policy.minMinutesPerLesson ? policy.minMinutesPerLesson * 60 : 0;
}

export type LessonSeatTime = { lessonId: string; title: string; seconds: number };

export type SeatTimeStatus = {
  /** The policy applies (enabled and something is required). */
  applies: boolean;
  creditedSeconds: number;
  requiredSeconds: number;
  /** Course-level seconds still owed (0 once met). */
  remainingSeconds: number;
  /** Lessons still below the per-lesson minimum, with the seconds each still owes. */
  lessonsShort: { lessonId: string; title: string; remainingSeconds: number }[];
  met: boolean;
};

/**
 * Where a learner stands: met once the credited seconds reach the required seconds (reached by one
 * second is enough) and every lesson reaches the per-lesson minimum, if there is one.
 */
export function seatTimeStatus({
  policy,
  creditHours,
  creditedSeconds,
  lessons = [],
}: {
  policy: DeliveryPolicy;
  creditHours: number;
  creditedSeconds: number;
  lessons?: readonly LessonSeatTime[];
}): SeatTimeStatus {
  const credited = Math.max(0, Math.floor(creditedSeconds));
  const requiredSeconds = requiredSeatSeconds(policy, creditHours);
  const perLesson = requiredLessonSeconds(policy);
  const lessonsShort = perLesson
    ? lessons
        .filter((lesson) => lesson.seconds < perLesson)
        .map((lesson) => ({ lessonId: lesson.lessonId, title: lesson.title, remainingSeconds: perLesson - Math.max(0, lesson.seconds) }))
    : [];
  const remainingSeconds = Math.max(0, requiredSeconds - credited);
  const applies = policy.enabled && (requiredSeconds > 0 || perLesson > 0);
  return {
    applies,
    creditedSeconds: credited,
    requiredSeconds,
    remainingSeconds,
    lessonsShort,
    met: !applies || (remainingSeconds === 0 && lessonsShort.length === 0),
  };
}

/** "32 h 10 min", "45 min", "0 min"; seconds are dropped (rounded down) — see formatRemaining for what is owed. */
export function formatSeatTime(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** What is still owed, rounded up to the minute so "0 min" is never shown while something is owed: "1 h 1 min". */
export function formatRemaining(seconds: number): string {
  return formatSeatTime(Math.ceil(Math.max(0, seconds) / 60) * 60);
}

/** The meter's text: "32 h 10 min of 90 h". */
export function seatTimeMeterText(status: Pick<SeatTimeStatus, "creditedSeconds" | "requiredSeconds">): string {
  return `${formatSeatTime(status.creditedSeconds)} of ${formatRemaining(status.requiredSeconds)}`;
}

/** The heading of a locked final exam and of a refused start. */
export const SEAT_TIME_LOCK_TITLE = "More seat time needed";

/** The sentence a locked final exam shows (exact wording, decision 0087). */
export function seatTimeLockMessage(status: SeatTimeStatus): string {
  const parts: string[] = [];
  if (status.remainingSeconds > 0) {
    parts.push(
      `The final exam opens after ${formatRemaining(status.requiredSeconds)} of seat time. You need ${formatRemaining(status.remainingSeconds)} more.`,
    );
  }
  for (const lesson of status.lessonsShort) {
    parts.push(`${lesson.title} needs ${formatRemaining(lesson.remainingSeconds)} more.`);
  }
  return parts.join(" ");
}

/** The refusal a completion or certificate path returns while seat time is short. */
export function seatTimeRefusal(status: SeatTimeStatus): string {
  return `This course requires ${formatRemaining(status.requiredSeconds)} of seat time before it can be completed. You need ${formatRemaining(
    Math.max(status.remainingSeconds, ...status.lessonsShort.map((l) => l.remainingSeconds), 0),
  )} more.`;
}

/**
 * Idle limit without JavaScript: the gap between two page views is credited only when it is within the
 * limit (up to `capSeconds`, the most one report credits); a longer gap means the learner was away
 * and nothing is credited. Returns the seconds to credit for the gap.
 */
export function pageViewGapCredit({
  gapSeconds,
  capSeconds,
  idleLimitMinutes,
}: {
  gapSeconds: number;
  capSeconds: number;
  idleLimitMinutes: number | null;
}): number {
  if (!Number.isFinite(gapSeconds) || gapSeconds <= 0) return 0;
  if (idleLimitMinutes !== null && gapSeconds > idleLimitMinutes * 60) return 0;
  return Math.floor(Math.min(gapSeconds, capSeconds));
}

/** The idle limit's wording (exact, decision 0087). */
export const IDLE_TEXTS = {
  warningTitle: "Are you still there?",
  warningText: `You have been inactive for a while. To keep your seat time accurate, you will leave the course in ${IDLE_WARNING_BEFORE_TEXT}.`,
  keepSession: "I'm still here",
  signedOutTitle: "You left the course",
  signedOutText: "You were inactive for too long, so we closed the course to keep your seat time accurate. Your progress is saved.",
} as const;

/** With JavaScript: when the "Are you still there?" warning shows and when the player signs out, after the last activity. */
export function idleTimings(idleLimitMinutes: number): { warnAfterMs: number; signOutAfterMs: number } {
  const signOutAfterMs = idleLimitMinutes * 60_000;
  return { warnAfterMs: Math.max(0, signOutAfterMs - IDLE_WARNING_BEFORE_MS), signOutAfterMs };
}

// When each reminder is due (decision 0093). Pure: the scheduler passes today's Louisiana day and the
// facts; each function names the milestone due today, or null. A milestone is the latest one reached
// that is still current, so a scheduler that missed a day (a deploy, an outage) sends it the next day,
// and a person who appears late (a license date entered 20 days before the deadline) gets only the
// latest one. The reminders_sent key makes each milestone go once.
import { addDays, dayNumber } from "./license-deadlines";

/** Post-licensing: days before the 180-day deadline. */
export const POST_LICENSING_REMINDER_DAYS = [60, 30, 7] as const;
/** Continuing education: month-days of the year (the hours are due December 31). */
export const CONTINUING_EDUCATION_REMINDER_DAYS = ["11-01", "12-01", "12-15"] as const;
/** Premium renewal: days before the renewal. */
export const PREMIUM_RENEWAL_REMINDER_DAYS = 7;
/** A pending company invitation: days after it was sent. */
export const INVITATION_REMINDER_DAYS = [3, 10] as const;
/** How long after its day an invitation reminder can still go (a missed run); older ones are dropped. */
const INVITATION_REMINDER_WINDOW = 7;
/** The company admins' digest: members whose post-licensing deadline is this close. */
export const DIGEST_AT_RISK_DAYS = 30;

export const REMINDER_KINDS = [
  "post_licensing",
  "continuing_education",
  "premium_renewal",
  "company_invitation",
  "at_risk_digest",
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * The post-licensing milestone for a deadline `daysLeft` days away (not yet met): "dueDate:60" from 60
 * days before, "dueDate:30" from 30, "dueDate:7" from 7 until the day itself; null before 60 days and
 * after the deadline.
 */
export function postLicensingMilestone(dueDate: string, daysLeft: number): string | null {
  if (daysLeft < 0) return null;
  const reached = [...POST_LICENSING_REMINDER_DAYS].reverse().find((days) => daysLeft <= days);
  return reached === undefined ? null : `${dueDate}:${reached}`;
}

/** The continuing-education milestone of `today` ("2026-12-01"): the latest reminder day reached this year, until December 31. */
export function continuingEducationMilestone(today: string): string | null {
  const year = today.slice(0, 4);
  const reached = [...CONTINUING_EDUCATION_REMINDER_DAYS].reverse().find((monthDay) => today >= `${year}-${monthDay}`);
  return reached === undefined ? null : `${year}-${reached}`;
}

/** The renewal milestone (the renewal day) from 7 days before it until the day itself. */
export function premiumRenewalMilestone(renewalDay: string, today: string): string | null {
  const daysLeft = dayNumber(renewalDay) - dayNumber(today);
  return daysLeft >= 0 && daysLeft <= PREMIUM_RENEWAL_REMINDER_DAYS ? renewalDay : null;
}

/** An invitation sent on `sentDay`: "3" from 3 days after, "10" from 10, each for a week at most. */
export function invitationMilestone(sentDay: string, today: string): { milestone: string; daysAgo: number } | null {
  const daysAgo = dayNumber(today) - dayNumber(sentDay);
  const reached = [...INVITATION_REMINDER_DAYS].reverse().find((days) => daysAgo >= days);
  if (reached === undefined || daysAgo >= reached + INVITATION_REMINDER_WINDOW) return null;
  return { milestone: String(reached), daysAgo };
}

/** The digest's milestone: the Monday of today's week (one digest a week, whichever day it first goes). */
export function weekMilestone(today: string): string {
  const weekday = (dayNumber(today) + 3) % 7; // 1970-01-01 was a Thursday: Monday = 0
  return addDays(today, -weekday);
}

// Refund eligibility (requirement public-operations, the /refund page): a premium membership is refundable when all three
// hold — the request comes within 10 days of purchase, no more than 10 % of a course is completed and
// no certificate has been issued. Staff see every figure; a failing condition is reported with its
// figure, and staff may still refund with an override reason.
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { countOf } from "./plural";
import { SCHOOL_TIME_ZONE } from "./school-time";

export const REFUND_WINDOW_DAYS = 10;
export const REFUND_MAX_PROGRESS_PERCENT = 10;

export type RefundFacts = {
  /** When the refunded payment was made (the latest paid invoice). */
  purchasedAt: Date;
  /** The highest progress in any course, 0–100. */
  highestProgressPercent: number;
  /** Certificates issued since the purchase. */
  certificates: number;
};

export type RefundCondition = "window" | "progress" | "certificate";

export type RefundFailure = { condition: RefundCondition; message: string };

export type RefundEligibility = {
  eligible: boolean;
  /** Whole days since purchase, counted in school time (Louisiana calendar days). */
  daysSincePurchase: number;
  /** The last instant a refund is within the window: the purchase's wall-clock time 10 days later in Louisiana. */
  windowEndsAt: Date;
  highestProgressPercent: number;
  certificates: number;
  failures: RefundFailure[];
};

const MS_PER_DAY = 86_400_000;

/** The end of the refund window: the same wall-clock time in Louisiana, 10 calendar days later (DST-proof). */
export function refundWindowEnd(purchasedAt: Date): Date {
  return new Date(addDays(new TZDate(purchasedAt, SCHOOL_TIME_ZONE), REFUND_WINDOW_DAYS).getTime());
}

/** Louisiana calendar days from the purchase day to today's (0 on the day of purchase). */
export function schoolDaysBetween(from: Date, to: Date): number {
  const day = (instant: Date) => {
    const local = new TZDate(instant, SCHOOL_TIME_ZONE);
    return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
  };
  return Math.round((day(to) - day(from)) / MS_PER_DAY);
}

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

export function refundEligibility(facts: RefundFacts, now: Date = new Date()): RefundEligibility {
  const windowEndsAt = refundWindowEnd(facts.purchasedAt);
  const daysSincePurchase = Math.max(0, schoolDaysBetween(facts.purchasedAt, now));
  const failures: RefundFailure[] = [];
  if (now.getTime() > windowEndsAt.getTime()) {
    failures.push({
      condition: "window",
      message: `Purchased ${countOf(daysSincePurchase, "day", "days")} ago, after the ${REFUND_WINDOW_DAYS}-day refund window closed.`,
    });
  }
  if (facts.highestProgressPercent > REFUND_MAX_PROGRESS_PERCENT) {
    failures.push({
      condition: "progress",
      message: `${percent(facts.highestProgressPercent)} of a course completed: refunds allow at most ${REFUND_MAX_PROGRESS_PERCENT}%.`,
    });
  }
  if (facts.certificates > 0) {
    failures.push({
      condition: "certificate",
      message: `${countOf(facts.certificates, "certificate", "certificates")} issued: refunds need none.`,
    });
  }
  return {
    eligible: failures.length === 0,
    daysSincePurchase,
    windowEndsAt,
    highestProgressPercent: facts.highestProgressPercent,
    certificates: facts.certificates,
    failures,
  };
}

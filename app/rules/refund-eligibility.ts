// Refund eligibility (requirement public-operations, the /refund page): a premium membership is refundable when all three
// hold — the request comes within the refund window (REFUND_WINDOW_DAYS) of purchase, no more than
// REFUND_MAX_PROGRESS_PERCENT of a course is completed and no certificate has been issued. Staff see
// every figure; a failing condition is reported with its figure, and staff may still refund with an
// override reason.
//
// The two figures are defined here once (decision 0095): every page, help answer and e-mail quotes
// them from this module, and each purchase (invoice) stores the terms it was sold under, so changing
// a figure here changes the promise for new purchases only.
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { countOf } from "./plural";
import { SCHOOL_TIME_ZONE } from "./school-time";

export const REFUND_WINDOW_DAYS = 10;
export const REFUND_MAX_PROGRESS_PERCENT = 10;

/** The refund terms a purchase is sold under (stored on its invoice, decision 0095). */
export type RefundTerms = { windowDays: number; maxProgressPercent: number };

/** Today's terms: what a new purchase stores. */
export const CURRENT_REFUND_TERMS: RefundTerms = { windowDays: REFUND_WINDOW_DAYS, maxProgressPercent: REFUND_MAX_PROGRESS_PERCENT };

/** "10 days": the window as the copy quotes it. */
export const refundWindowText = (terms: RefundTerms = CURRENT_REFUND_TERMS) => countOf(terms.windowDays, "day", "days");

/** "10%": the progress limit as the copy quotes it. */
export const refundProgressText = (terms: RefundTerms = CURRENT_REFUND_TERMS) => `${terms.maxProgressPercent}%`;

export type RefundFacts = {
  /** When the refunded payment was made (the latest paid invoice). */
  purchasedAt: Date;
  /** The highest progress in any course, 0–100. */
  highestProgressPercent: number;
  /** Certificates issued since the purchase. */
  certificates: number;
  /** The terms the purchase was sold under (its invoice's); today's when not given. */
  terms?: RefundTerms;
};

export type RefundCondition = "window" | "progress" | "certificate";

export type RefundFailure = { condition: RefundCondition; message: string };

export type RefundEligibility = {
  eligible: boolean;
  /** Whole days since purchase, counted in school time (Louisiana calendar days). */
  daysSincePurchase: number;
  /** The last instant a refund is within the window: the purchase's wall-clock time `terms.windowDays` days later in Louisiana. */
  windowEndsAt: Date;
  /** The terms applied: the purchase's. */
  terms: RefundTerms;
  highestProgressPercent: number;
  certificates: number;
  failures: RefundFailure[];
};

const MS_PER_DAY = 86_400_000;

/** The end of the refund window: the same wall-clock time in Louisiana, `windowDays` calendar days later (DST-proof). */
export function refundWindowEnd(purchasedAt: Date, windowDays: number = REFUND_WINDOW_DAYS): Date {
  return new Date(addDays(new TZDate(purchasedAt, SCHOOL_TIME_ZONE), windowDays).getTime());
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
  const terms = facts.terms ?? CURRENT_REFUND_TERMS;
  const windowEndsAt = refundWindowEnd(facts.purchasedAt, terms.windowDays);
  const daysSincePurchase = Math.max(0, schoolDaysBetween(facts.purchasedAt, now));
  const failures: RefundFailure[] = [];
  if (now.getTime() > windowEndsAt.getTime()) {
    failures.push({
      condition: "window",
      message: `Purchased ${countOf(daysSincePurchase, "day", "days")} ago, after the ${terms.windowDays}-day refund window closed.`,
    });
  }
  if (facts.highestProgressPercent > terms.maxProgressPercent) {
    failures.push({
      condition: "progress",
      message: `${percent(facts.highestProgressPercent)} of a course completed: refunds allow at most ${refundProgressText(terms)}.`,
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
    terms,
    highestProgressPercent: facts.highestProgressPercent,
    certificates: facts.certificates,
    failures,
  };
}

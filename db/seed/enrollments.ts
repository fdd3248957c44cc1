import { demoAccount, LEARNERS } from "./accounts";
import { COURSE_SLUGS } from "./courses";
import { REVIEWS } from "./reviews";

export type EnrollmentSeed = {
  email: string;
  slug: string;
  accessType: "premium_subscription" | "company_access";
  grantedAt: string;
  /** How many content items, in course order, are completed – one every two days after grantedAt. */
  completedItems: number;
  /**
   * For completed quizzes: wrong answers in each attempt, by quiz key (default: one perfect attempt).
   * [2, 0] is a failed first attempt followed by a perfect second one.
   */
  quizAttempts?: Record<string, number[]>;
};

const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (iso: string, days: number) => new Date(Date.parse(`${iso}T15:00:00.000Z`) - days * DAY).toISOString().slice(0, 10);

const companyMembers = new Set(LEARNERS.filter((learner) => learner.companyKey).map((learner) => learner.email));

/** Demo learners with progress, then every reviewer's enrollment in the course they reviewed. */
export const ENROLLMENTS: readonly EnrollmentSeed[] = [
  {
    // Lessons 1 and 2 done (6 topics + 2 quizzes); positioned on the first topic of lesson 3.
    email: demoAccount("student").email,
    slug: COURSE_SLUGS.preLicensing,
    accessType: "premium_subscription",
    grantedAt: "2025-09-16",
    completedItems: 8,
    quizAttempts: { "pre:licensing:quiz": [2, 0], "pre:agency:quiz": [0] },
  },
  {
    // Two topics into the mandatory CE course; positioned on the lesson 1 quiz.
    email: demoAccount("agent").email,
    slug: COURSE_SLUGS.ceAgency,
    accessType: "company_access",
    grantedAt: "2026-01-08",
    completedItems: 2,
  },
  ...REVIEWS.map((review) => ({
    email: review.email,
    slug: review.slug,
    accessType: companyMembers.has(review.email) ? ("company_access" as const) : ("premium_subscription" as const),
    grantedAt: daysBefore(review.date, 30),
    completedItems: 0,
  })),
];

/**
 * The subscribed demo student's membership invoices, newest first: the first year paid on signing up
 * (2025-09-15) and the renewal a year later. The profile's current period (accounts.ts: it ends
 * 2027-09-15) is the year the renewal paid for, so Billing shows Sep 15, 2026 – Sep 15, 2027.
 */
export const INVOICES = [
  {
    id: "in_demo_student_2026",
    email: demoAccount("student").email,
    number: "PELICAN-2026-0001",
    amount: 5999,
    currency: "usd",
    status: "paid",
    created: "2026-09-15T16:20:00.000Z",
  },
  {
    id: "in_demo_student_2025",
    email: demoAccount("student").email,
    number: "PELICAN-2025-0001",
    amount: 5999,
    currency: "usd",
    status: "paid",
    created: "2025-09-15T16:20:00.000Z",
  },
] as const;

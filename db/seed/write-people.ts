import type { Tx } from "../client";
import * as s from "../schema";
import { COMPANIES, DEMO_ACCOUNTS, LEARNERS, type AccountSeed } from "./accounts";
import { ANNOUNCEMENTS } from "./announcements";
import { ENROLLMENTS, INVOICES } from "./enrollments";
import { at, ids } from "./ids";
import { learnerRows } from "./progress";
import { REVIEWS } from "./reviews";
import { insertMissing, upsert } from "./upsert";

const MINUTE = 60 * 1000;

function userRow(account: AccountSeed, passwordHash: string | null): typeof s.users.$inferInsert {
  const created = at(account.createdAt);
  return {
    id: ids.user(account.email),
    email: account.email,
    passwordHash,
    emailConfirmedAt: new Date(created.getTime() + 10 * MINUTE),
    lastSignInAt: null,
    createdAt: created,
    updatedAt: created,
  };
}

function profileRow(account: AccountSeed): typeof s.profiles.$inferInsert {
  const created = at(account.createdAt);
  const subscription = account.subscription;
  return {
    id: ids.user(account.email),
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phone: account.phone,
    licenseNumber: account.licenseNumber,
    avatarUrl: null,
    companyId: account.companyKey ? ids.company(account.companyKey) : null,
    subscribed: subscription?.status === "active",
    subscriptionTier: subscription?.tier ?? null,
    subscriptionStatus: subscription?.status ?? "inactive",
    subscriptionEnd: subscription ? at(subscription.end) : null,
    stripeCustomerId: subscription?.stripeCustomerId ?? null,
    stripeSubscriptionId: subscription?.stripeSubscriptionId ?? null,
    accountStatus: "active",
    emailConfirmedAt: new Date(created.getTime() + 10 * MINUTE),
    createdAt: created,
    updatedAt: created,
  };
}

/**
 * Companies, users, profiles, roles, enrollments with progress, invoices, reviews and announcements.
 * Accounts and learner state are inserted once and never overwritten (a developer's changes to the
 * demo accounts survive `npm run dev`); reviews and announcements are content and are upserted.
 * `passwordHashes` holds a hash for each demo account that does not exist yet.
 */
export async function seedPeople(tx: Tx, passwordHashes: ReadonlyMap<string, string>) {
  await insertMissing(
    tx,
    s.companies,
    Object.entries(COMPANIES).map(([key, { createdAt, ...company }]) => ({
      id: ids.company(key),
      ...company,
      createdAt: at(createdAt),
      updatedAt: at(createdAt),
    })),
  );

  const accounts = [...DEMO_ACCOUNTS, ...LEARNERS];
  await insertMissing(
    tx,
    s.users,
    accounts.map((account) => userRow(account, passwordHashes.get(account.email) ?? null)),
  );
  await insertMissing(tx, s.profiles, accounts.map(profileRow));
  await insertMissing(
    tx,
    s.userRoles,
    accounts
      .filter((account) => account.role !== "student")
      .map((account) => ({ userId: ids.user(account.email), role: account.role, createdAt: at(account.createdAt) })),
  );
  await insertMissing(
    tx,
    s.invoices,
    INVOICES.map(({ email, created, ...invoice }) => ({
      ...invoice,
      userId: ids.user(email),
      invoicePdf: null,
      created: at(created),
    })),
  );

  const learners = ENROLLMENTS.map(learnerRows);
  await insertMissing(
    tx,
    s.studentCourseAccess,
    learners.map((l) => l.access),
  );
  await insertMissing(
    tx,
    s.studentProgress,
    learners.flatMap((l) => l.progress),
  );
  await insertMissing(
    tx,
    s.quizAttempts,
    learners.flatMap((l) => l.attempts),
  );
  await insertMissing(
    tx,
    s.quizResponses,
    learners.flatMap((l) => l.responses),
  );
  await insertMissing(
    tx,
    s.userCourseProgressSummary,
    learners.flatMap((l) => (l.summary ? [l.summary] : [])),
  );

  await upsert(
    tx,
    s.courseReviews,
    REVIEWS.map((review) => ({
      id: ids.review(review.email, review.slug),
      userId: ids.user(review.email),
      courseId: ids.course(review.slug),
      rating: review.rating,
      comment: review.comment,
      createdAt: at(review.date),
      updatedAt: at(review.date),
    })),
  );
  await upsert(
    tx,
    s.announcements,
    ANNOUNCEMENTS.map((announcement) => ({
      id: ids.announcement(announcement.key),
      title: announcement.title,
      message: announcement.message,
      targetType: announcement.targetType,
      selectedStudentIds: [],
      selectedCompanyIds: announcement.companyKeys.map((key) => ids.company(key)),
      status: "published" as const,
      createdBy: ids.user(announcement.createdBy),
      createdAt: at(announcement.createdAt),
      updatedAt: at(announcement.createdAt),
    })),
  );
}

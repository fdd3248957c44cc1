// What the admin index page shows (decision 0029): the catalogue's headline counts, members by
// subscription state, revenue by month (paid invoices), enrollments and completions in the last 30
// days, learners active today, and the operator's warnings (e-mail outbox, webhooks). Learners'
// My Courses lives in ~/models/learning/my-courses.server.
import { count, eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { lastTwelveMonths } from "~/rules/company-reports";
import { louisianaToday } from "~/rules/license-deadlines";
import { SCHOOL_TIME_ZONE } from "~/rules/school-time";
import { unprocessedWebhookEvents } from "~/models/operations/health.server";

const { courses, companies, users, profiles, invoices, studentCourseAccess, generatedCertificates, timeOnTask, emailOutbox } = schema;

/** Headline figures for the admin dashboard. */
export async function getAdminCounts(): Promise<{ users: number; publishedCourses: number; companies: number }> {
  const db = getDb();
  const [[userRow], [courseRow], [companyRow]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(courses).where(eq(courses.status, "published")),
    db.select({ n: count() }).from(companies),
  ]);
  return { users: userRow.n, publishedCourses: courseRow.n, companies: companyRow.n };
}

export const ACTIVITY_WINDOW_DAYS = 30;

export type AdminActivity = {
  members: { active: number; pastDue: number; canceled: number };
  /** Paid invoices per month of the last 12 (Louisiana calendar, oldest first; cents). */
  revenue: { month: string; cents: number }[];
  enrollments30d: number;
  completions30d: number;
  activeToday: number;
  outbox: { queued: number; failed: number };
  unprocessedWebhooks: number;
};

/** Midnight of `now`'s day in Louisiana, as a timestamptz expression ("learners active today" starts here). */
export function startOfSchoolDay(now: Date = new Date()) {
  return sql`(${louisianaToday(now)}::date::timestamp at time zone ${sql.raw(`'${SCHOOL_TIME_ZONE}'`)})`;
}

const int = (expression: ReturnType<typeof sql>) => sql<number>`(${expression})::int`;

/**
 * The dashboard's figures in two statements (one for the counts, one for revenue) plus the webhook
 * check the health page uses. "Today" and months are Louisiana's.
 */
export async function getAdminActivity(now: Date = new Date()): Promise<AdminActivity> {
  const db = getDb();
  // As text with a cast: postgres.js takes no Date inside a raw `sql` fragment (PGlite does).
  const since = sql`${new Date(now.getTime() - ACTIVITY_WINDOW_DAYS * 86_400_000).toISOString()}::timestamptz`;
  const startOfToday = startOfSchoolDay(now);

  const [[counts], revenue, webhooks] = await Promise.all([
    db
      .select({
        active: int(sql`select count(*) from ${profiles} where ${profiles.subscriptionStatus} in ('active', 'trialing')`),
        pastDue: int(sql`select count(*) from ${profiles} where ${profiles.subscriptionStatus} = 'past_due'`),
        canceled: int(sql`select count(*) from ${profiles} where ${profiles.subscriptionStatus} in ('canceled', 'cancelled')`),
        enrollments: int(sql`select count(*) from ${studentCourseAccess} where ${studentCourseAccess.grantedAt} >= ${since}`),
        completions: int(sql`select count(*) from ${generatedCertificates} where ${generatedCertificates.generatedAt} >= ${since}`),
        activeToday: int(
          sql`select count(distinct ${timeOnTask.userId}) from ${timeOnTask} where ${timeOnTask.startedAt} >= ${startOfToday}`,
        ),
        queued: int(sql`select count(*) from ${emailOutbox} where ${emailOutbox.status} in ('pending', 'sending')`),
        failed: int(sql`select count(*) from ${emailOutbox} where ${emailOutbox.status} = 'failed'`),
      })
      .from(sql`(select 1) as one`),
    revenueByMonth(now),
    unprocessedWebhookEvents(now),
  ]);

  return {
    members: { active: Number(counts.active), pastDue: Number(counts.pastDue), canceled: Number(counts.canceled) },
    revenue,
    enrollments30d: Number(counts.enrollments),
    completions30d: Number(counts.completions),
    activeToday: Number(counts.activeToday),
    outbox: { queued: Number(counts.queued), failed: Number(counts.failed) },
    unprocessedWebhooks: webhooks.count,
  };
}

/**
 * Paid invoices summed by month for the 12 months up to `now`'s (Louisiana calendar: an invoice at 23:30
 * on the last day of a month belongs to that month), oldest first, in cents; months with none are 0.
 * The dashboard and Sales & Billing show it.
 */
export async function revenueByMonth(now: Date = new Date()): Promise<{ month: string; cents: number }[]> {
  const months = lastTwelveMonths(louisianaToday(now));
  // The zone is a constant, written into the statement so the grouped expression is one expression.
  const localMonth = sql`to_char(${invoices.created} at time zone ${sql.raw(`'${SCHOOL_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const rows = await getDb()
    .select({ month: sql<string>`${localMonth}`, cents: sql<number>`coalesce(sum(${invoices.amount}), 0)::int` })
    .from(invoices)
    .where(sql`${invoices.status} = 'paid' and ${localMonth} >= ${months[0]} and ${localMonth} <= ${months[11]}`)
    .groupBy(localMonth);
  const byMonth = new Map(rows.map((row) => [row.month, Number(row.cents)]));
  return months.map((month) => ({ month, cents: byMonth.get(month) ?? 0 }));
}

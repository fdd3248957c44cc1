// Reminder e-mails (decision 0093), run by the scheduled "reminders" job (scheduled-jobs.server.ts) or
// by the dev helper "as of" a day. Each reminder is one row in reminders_sent keyed by person, kind and
// milestone, inserted in the transaction that queues its e-mail: two schedulers running at once (two
// machines, a retried job) send it once. Nobody inactive, anonymised or unsubscribed is written to.
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, rows, schema, type Tx } from "~/db.server";
import { formatCentralDate, type EmailMessage } from "~/emails/templates";
import { loadStandings } from "~/models/learning/license-deadlines.server";
import { CE_HOURS_PER_YEAR, addDays } from "~/rules/license-deadlines";
import {
  continuingEducationMilestone,
  DIGEST_AT_RISK_DAYS,
  invitationMilestone,
  postLicensingMilestone,
  POST_LICENSING_REMINDER_DAYS,
  premiumRenewalMilestone,
  PREMIUM_RENEWAL_REMINDER_DAYS,
  weekMilestone,
  type ReminderKind,
} from "~/rules/reminders";
import { schoolDay } from "~/rules/school-time";
import { enqueueEmail } from "~/services/email.server";
import { env } from "~/utils/env.server";

const { profiles, remindersSent, companies, companyInvitations, userRoles, studentCourseAccess, courses } = schema;

export type ReminderCounts = Record<ReminderKind, number>;

const link = (path: string) => new URL(path, env().APP_URL).toString();
/** The one-click unsubscribe link: its token is the bearer (no sign-in), one per person. */
export const unsubscribeUrl = (token: string) => link(`/unsubscribe?token=${encodeURIComponent(token)}`);

/** Who may get a reminder at all, as a condition on profiles `p`. */
const REACHABLE = sql`p.account_status = 'active' and p.anonymised_at is null and p.reminders_off_at is null`;

/**
 * Sends one reminder unless it already went: the reminders_sent row and the outbox row commit together.
 * On PostgreSQL a second scheduler's insert waits for the first's commit, then finds the key taken.
 */
async function sendOnce(
  userId: string,
  kind: ReminderKind,
  milestone: string,
  email: () => Promise<{ to: string; message: EmailMessage }>,
) {
  // Built before the transaction: on PGlite (one connection) a query outside an open transaction waits for it.
  const { to, message } = await email();
  return getDb().transaction(async (tx: Tx) => {
    // Checked again inside the transaction: an unsubscribe or a deactivation since the selection wins.
    const [still] = await rows<{ ok: boolean }>(sql`select true as ok from ${profiles} p where p.id = ${userId} and ${REACHABLE}`, tx);
    if (!still) return false;
    const claimed = await tx
      .insert(remindersSent)
      .values({ userId, kind, milestone })
      .onConflictDoNothing()
      .returning({ userId: remindersSent.userId });
    if (claimed.length === 0) return false;
    const emailId = await enqueueEmail(tx, { to, ...message });
    await tx
      .update(remindersSent)
      .set({ emailId })
      .where(and(eq(remindersSent.userId, userId), eq(remindersSent.kind, kind), eq(remindersSent.milestone, milestone)));
    return true;
  });
}

/** The learner's post-licensing course to continue (the one most recently opened, not finished), else My Courses. */
async function postLicensingCourseUrl(userId: string): Promise<string> {
  const [course] = await rows<{ slug: string }>(sql`
    select c.slug from ${studentCourseAccess} a join ${courses} c on c.id = a.course_id
    where a.user_id = ${userId} and c.course_type = 'Post-licensing' and a.progress_percentage < 100
    order by a.last_accessed_at desc nulls last, a.granted_at desc limit 1`);
  return link(course ? `/course-player/${course.slug}` : "/student/courses");
}

async function postLicensingReminders(today: string): Promise<number> {
  // Deadlines 0–60 days away: initial license 120–180 days ago.
  const earliest = addDays(today, -180);
  const latest = addDays(today, -(180 - POST_LICENSING_REMINDER_DAYS[0]));
  const standings = await loadStandings(
    sql`p.license_type = 'salesperson' and p.initial_license_date between ${earliest}::date and ${latest}::date and ${REACHABLE}`,
    today,
  );
  let sent = 0;
  for (const s of standings) {
    const deadline = s.postLicensing;
    if (!deadline || deadline.status === "complete") continue;
    const milestone = postLicensingMilestone(deadline.dueDate, deadline.daysLeft);
    if (!milestone) continue;
    const token = await tokenOf(s.userId);
    const ok = await sendOnce(s.userId, "post_licensing", milestone, async () => ({
      to: s.email,
      message: {
        templateKey: "post_licensing_reminder",
        variables: {
          firstName: s.firstName,
          daysLeft: deadline.daysLeft,
          dueDate: formatDay(deadline.dueDate),
          hoursDone: deadline.hoursDone,
          hoursRequired: deadline.hoursRequired,
          courseUrl: await postLicensingCourseUrl(s.userId),
          unsubscribeUrl: unsubscribeUrl(token),
        },
      },
    }));
    if (ok) sent++;
  }
  return sent;
}

async function continuingEducationReminders(today: string): Promise<number> {
  const milestone = continuingEducationMilestone(today);
  if (!milestone) return 0;
  const standings = await loadStandings(sql`p.license_type is not null and ${REACHABLE}`, today);
  let sent = 0;
  for (const s of standings) {
    const ce = s.continuingEducation;
    if (!ce || ce.status === "complete") continue;
    const token = await tokenOf(s.userId);
    const ok = await sendOnce(s.userId, "continuing_education", milestone, async () => ({
      to: s.email,
      message: {
        templateKey: "continuing_education_reminder",
        variables: {
          firstName: s.firstName,
          year: today.slice(0, 4),
          hoursNeeded: Math.max(0, Math.round((CE_HOURS_PER_YEAR - ce.hoursDone) * 10) / 10),
          hoursDone: ce.hoursDone,
          hoursRequired: ce.hoursRequired,
          mandatoryDone: ce.mandatoryDone === true,
          coursesUrl: link("/student/courses"),
          unsubscribeUrl: unsubscribeUrl(token),
        },
      },
    }));
    if (ok) sent++;
  }
  return sent;
}

async function premiumRenewalReminders(today: string, now: Date): Promise<number> {
  // A paid subscription that renews (not set to cancel: that shows as "canceled"), ending within 8 days.
  const found = await rows<{ id: string; email: string; firstName: string; end: Date | string; token: string }>(sql`
    select p.id, p.email, p.first_name as "firstName", p.subscription_end as "end", p.unsubscribe_token as token
    from ${profiles} p
    where p.subscribed and p.subscription_status = 'active' and p.stripe_subscription_id is not null
      and p.subscription_end >= ${now.toISOString()}::timestamptz
      and p.subscription_end < ${new Date(now.getTime() + (PREMIUM_RENEWAL_REMINDER_DAYS + 1) * 86_400_000).toISOString()}::timestamptz
      and ${REACHABLE}`);
  let sent = 0;
  for (const p of found) {
    const end = new Date(p.end);
    const milestone = premiumRenewalMilestone(schoolDay(end), today);
    if (!milestone) continue;
    const ok = await sendOnce(p.id, "premium_renewal", milestone, async () => ({
      to: p.email,
      message: {
        templateKey: "premium_renewal_reminder",
        variables: {
          firstName: p.firstName,
          renewsOn: formatCentralDate(end),
          billingUrl: link("/student/billing"),
          unsubscribeUrl: unsubscribeUrl(p.token),
        },
      },
    }));
    if (ok) sent++;
  }
  return sent;
}

async function invitationReminders(today: string): Promise<number> {
  const found = await rows<{
    id: string;
    userId: string;
    email: string;
    firstName: string;
    companyName: string;
    createdAt: Date | string;
    token: string;
  }>(sql`
    select i.id, p.id as "userId", p.email, p.first_name as "firstName", c.name as "companyName", i.created_at as "createdAt",
           p.unsubscribe_token as token
    from ${companyInvitations} i join ${profiles} p on p.id = i.user_id join ${companies} c on c.id = i.company_id
    where i.created_at >= ${new Date(Date.now() - 400 * 86_400_000).toISOString()}::timestamptz and ${REACHABLE}`);
  let sent = 0;
  for (const i of found) {
    const due = invitationMilestone(schoolDay(new Date(i.createdAt)), today);
    if (!due) continue;
    const ok = await sendOnce(i.userId, "company_invitation", `${i.id}:${due.milestone}`, async () => ({
      to: i.email,
      message: {
        templateKey: "company_invitation_reminder",
        variables: {
          firstName: i.firstName,
          companyName: i.companyName,
          daysAgo: due.daysAgo,
          reviewUrl: link("/invitations"),
          unsubscribeUrl: unsubscribeUrl(i.token),
        },
      },
    }));
    if (ok) sent++;
  }
  return sent;
}

async function atRiskDigests(today: string): Promise<number> {
  const admins = await rows<{ id: string; email: string; firstName: string; companyId: string; companyName: string; token: string }>(sql`
    select p.id, p.email, p.first_name as "firstName", c.id as "companyId", c.name as "companyName", p.unsubscribe_token as token
    from ${companies} c
    join ${profiles} p on p.company_id = c.id and p.company_status = 'active'
    join ${userRoles} r on r.user_id = p.id and r.role = 'company_admin'
    where c.at_risk_digest and ${REACHABLE}`);
  const milestone = weekMilestone(today);
  const atRiskByCompany = new Map<
    string,
    { name: string; dueDate: string; daysLeft: number; hoursDone: number; hoursRequired: number }[]
  >();
  let sent = 0;
  for (const admin of admins) {
    let members = atRiskByCompany.get(admin.companyId);
    if (!members) {
      const standings = await loadStandings(
        sql`p.company_id = ${admin.companyId} and p.company_status = 'active' and p.account_status = 'active' and p.anonymised_at is null
            and p.license_type = 'salesperson' and p.initial_license_date >= ${addDays(today, -180)}::date`,
        today,
      );
      members = standings
        .flatMap((s) => {
          const d = s.postLicensing;
          return d && d.status !== "complete" && d.daysLeft >= 0 && d.daysLeft <= DIGEST_AT_RISK_DAYS
            ? [
                {
                  name: `${s.firstName} ${s.lastName}`,
                  dueDate: formatDay(d.dueDate),
                  daysLeft: d.daysLeft,
                  hoursDone: d.hoursDone,
                  hoursRequired: d.hoursRequired,
                },
              ]
            : [];
        })
        .sort((a, b) => a.daysLeft - b.daysLeft || a.name.localeCompare(b.name));
      atRiskByCompany.set(admin.companyId, members);
    }
    if (members.length === 0) continue;
    const list = members;
    const ok = await sendOnce(admin.id, "at_risk_digest", `${admin.companyId}:${milestone}`, async () => ({
      to: admin.email,
      message: {
        templateKey: "at_risk_digest",
        variables: {
          firstName: admin.firstName,
          companyName: admin.companyName,
          members: list,
          complianceUrl: link("/company-dashboard/reports?tab=compliance&status=at_risk"),
          settingsUrl: link("/company-dashboard/profile"),
          unsubscribeUrl: unsubscribeUrl(admin.token),
        },
      },
    }));
    if (ok) sent++;
  }
  return sent;
}

async function tokenOf(userId: string): Promise<string> {
  const [row] = await getDb().select({ token: profiles.unsubscribeToken }).from(profiles).where(eq(profiles.id, userId));
  return row.token;
}

/** "March 1, 2027" for a YYYY-MM-DD day (noon UTC is the same day in Louisiana). */
function formatDay(day: string): string {
  return formatCentralDate(new Date(`${day}T12:00:00Z`));
}

/**
 * Every reminder due on Louisiana's day of `now`; safe to run on many machines at once and as often as
 * wanted (a milestone goes once). The dev helper passes another `now` to see a reminder without waiting.
 */
export async function sendDueReminders(now: Date = new Date()): Promise<ReminderCounts> {
  const today = schoolDay(now);
  return {
    post_licensing: await postLicensingReminders(today),
    continuing_education: await continuingEducationReminders(today),
    premium_renewal: await premiumRenewalReminders(today, now),
    company_invitation: await invitationReminders(today),
    at_risk_digest: await atRiskDigests(today),
  };
}

// ---- preferences ----

/** The one-click unsubscribe (the e-mails' link and List-Unsubscribe-Post): true when the token is someone's. */
export async function unsubscribeByToken(token: string): Promise<{ email: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return null;
  const [row] = await getDb()
    .update(profiles)
    .set({ remindersOffAt: sql`coalesce(${profiles.remindersOffAt}, now())` })
    .where(eq(profiles.unsubscribeToken, token))
    .returning({ email: profiles.email });
  return row ?? null;
}

/** Whether the token is someone's (the unsubscribe page's GET), and whether they already unsubscribed. */
export async function unsubscribeStatus(token: string): Promise<{ unsubscribed: boolean } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return null;
  const [row] = await getDb().select({ off: profiles.remindersOffAt }).from(profiles).where(eq(profiles.unsubscribeToken, token));
  return row ? { unsubscribed: row.off !== null } : null;
}

/** The profile's switch. */
export async function setRemindersWanted(userId: string, wanted: boolean): Promise<void> {
  await getDb()
    .update(profiles)
    .set({ remindersOffAt: wanted ? null : sql`coalesce(${profiles.remindersOffAt}, now())` })
    .where(eq(profiles.id, userId));
}

export async function remindersWanted(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ off: profiles.remindersOffAt })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.anonymisedAt)));
  return row ? row.off === null : false;
}

/** The company profile's switch for the admins' weekly digest. */
export async function setAtRiskDigest(companyId: string, on: boolean): Promise<void> {
  await getDb().update(companies).set({ atRiskDigest: on }).where(eq(companies.id, companyId));
}

export async function atRiskDigestOn(companyId: string): Promise<boolean> {
  const [row] = await getDb().select({ on: companies.atRiskDigest }).from(companies).where(eq(companies.id, companyId));
  return row?.on ?? false;
}

// Company Reports (requirements company-dashboard, signed-in-data-fields, signed-in-operations get_company_analytics / get_company_leaderboard /
// get_company_active_learners; decision 0027). Every figure is one set-based query over
// the company's members (profiles.company_id = the signed-in admin's company — callers pass the id
// requireCompanyAdmin gave them, never a submitted one); no query runs per user.
//
// Definitions (decision 0027):
// - a member's last activity: the latest of their enrollments' last_accessed_at and their progress
//   summaries' last_completed_at; "active" = last activity within the last 30 days;
// - completions and certified hours: the member's generated certificates (count, sum of hours);
// - completion rate: the average progress percentage over enrollments (no progress yet = 0 %).
import { and, desc, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, rows, schema } from "~/db.server";
import {
  ACTIVE_LEARNERS_LIMIT,
  ACTIVE_WINDOW_DAYS,
  LEADERBOARD_SIZE,
  REPORT_USERS_PAGE_SIZE,
  lastTwelveMonths,
  type CourseReportSort,
  type SortDirection,
} from "~/rules/company-reports";
import { containsPattern } from "~/rules/search";
import { getStandingsOf, type LicenseStanding } from "~/models/learning/license-deadlines.server";

const {
  profiles,
  studentCourseAccess: access,
  userCourseProgressSummary: summary,
  generatedCertificates: certs,
  courses,
  memberLearningTotals: totalsTable,
  companyCourseTotals: courseTotals,
} = schema;

/** Milliseconds since the epoch of a timestamp expression, as a float (same on PGlite and PostgreSQL). */
const epochMs = (expression: SQL) => sql`(extract(epoch from ${expression}) * 1000)::float8`;
const windowStart = (now: Date) => sql`(${now.toISOString()}::timestamptz - make_interval(days => ${ACTIVE_WINDOW_DAYS}))`;

/**
 * One row per member of the company (optionally filtered by name): enrollments, summed progress, last
 * activity, certificates and certified hours, read from member_learning_totals — kept by database
 * triggers in the same transaction as every enrollment, progress and certificate write (migration 0009;
 * decision 0027) — so a report reads the company's few thousand members, not their 100,000 enrollments.
 */
function perMember(companyId: string, nameFilter: SQL = sql``): SQL {
  return sql`
    per_member as (
      select p.id as user_id,
             coalesce(t.enrollments, 0)::int as enrollments,
             coalesce(t.progress_sum, 0)::float8 as progress_sum,
             t.last_activity,
             (coalesce(t.certificates, 0) - coalesce(pre.n, 0))::int as certificates,
             (coalesce(t.certified_hours, 0) - coalesce(pre.hours, 0))::float8 as hours
      from ${profiles} p left join ${totalsTable} t on t.user_id = p.id
      -- Certificates earned before an existing account joined stay its own (decision 0053): taken
      -- off the totals; only members who joined by invitation have a joining time to look behind.
      left join lateral (
        select count(*)::int as n, sum(g.hours)::float8 as hours from ${certs} g
        where p.company_joined_at is not null and g.user_id = p.id and g.generated_at < p.company_joined_at) pre on true
      where p.company_id = ${companyId} ${nameFilter})`;
}

export type CompanyStats = {
  totalUsers: number;
  activeUsers: number;
  totalEnrollments: number;
  totalCertificates: number;
  /** 0–100, one decimal. */
  averageCompletionRate: number;
};

/** The stat cards' figures from the per-member rows. */
const totals = (now: Date) => sql`
    select count(*)::int as "totalUsers",
           (count(*) filter (where last_activity >= ${windowStart(now)}))::int as "activeUsers",
           coalesce(sum(enrollments), 0)::int as "totalEnrollments",
           coalesce(sum(certificates), 0)::int as "totalCertificates",
           case when coalesce(sum(enrollments), 0) = 0 then 0
                else round((sum(progress_sum) / sum(enrollments))::numeric, 1)::float8 end as "averageCompletionRate"
    from per_member`;

export async function getCompanyStats(companyId: string, now = new Date()): Promise<CompanyStats> {
  const [row] = await rows<CompanyStats>(sql`with ${perMember(companyId)} ${totals(now)}`);
  return row;
}

export type LeaderboardEntry = {
  userId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  completions: number;
  totalHours: number;
};

export type Leaderboard = { topByCompletions: LeaderboardEntry[]; topByHours: LeaderboardEntry[] };

/**
 * The stat cards and the leaderboards in one statement (they share the per-member rows): top 3 by
 * completions and top 3 by certified hours; members with none are left out; ties by name.
 */
export async function getOverviewFigures(companyId: string, now = new Date()): Promise<{ stats: CompanyStats; leaderboard: Leaderboard }> {
  type Row = CompanyStats & { board: "completions" | "hours" | null } & { [K in keyof LeaderboardEntry]: LeaderboardEntry[K] | null };
  const found = await rows<Row>(sql`
    with ${perMember(companyId)},
    totals as (${totals(now)}),
    ranked as (
      select pm.user_id, pm.certificates, pm.hours, p.first_name, p.last_name, p.avatar_url,
             row_number() over (order by pm.certificates desc, pm.hours desc, lower(p.last_name), lower(p.first_name), pm.user_id) as by_completions,
             row_number() over (order by pm.hours desc, pm.certificates desc, lower(p.last_name), lower(p.first_name), pm.user_id) as by_hours
      from per_member pm join ${profiles} p on p.id = pm.user_id
      where pm.certificates > 0),
    leaders as (
      select 'completions' as board, user_id, first_name, last_name, avatar_url, certificates, hours, by_completions as position
      from ranked where by_completions <= ${LEADERBOARD_SIZE}
      union all
      select 'hours', user_id, first_name, last_name, avatar_url, certificates, hours, by_hours
      from ranked where by_hours <= ${LEADERBOARD_SIZE} and hours > 0)
    select t.*, l.board, l.user_id as "userId", l.first_name as "firstName", l.last_name as "lastName", l.avatar_url as "avatarUrl",
           l.certificates as completions, l.hours as "totalHours"
    from totals t left join leaders l on true
    order by l.board, l.position`);
  const [first] = found;
  const stats: CompanyStats = {
    totalUsers: first.totalUsers,
    activeUsers: first.activeUsers,
    totalEnrollments: first.totalEnrollments,
    totalCertificates: first.totalCertificates,
    averageCompletionRate: first.averageCompletionRate,
  };
  const board = (name: "completions" | "hours"): LeaderboardEntry[] =>
    found
      .filter((row) => row.board === name)
      .map((row) => ({
        userId: row.userId!,
        firstName: row.firstName!,
        lastName: row.lastName!,
        avatarUrl: row.avatarUrl,
        completions: row.completions!,
        totalHours: row.totalHours!,
      }));
  return { stats, leaderboard: { topByCompletions: board("completions"), topByHours: board("hours") } };
}

export type ActiveLearner = {
  userId: string;
  userName: string;
  avatarUrl: string | null;
  firstName: string;
  lastName: string;
  courseId: string;
  courseTitle: string;
  progressPercentage: number;
  lastActivity: number;
};

export type ActiveLearners = {
  /** The enrollments with activity in the window, most recent first, up to ACTIVE_LEARNERS_LIMIT. */
  learners: ActiveLearner[];
  /** Whether more enrollments were active than are listed. */
  more: boolean;
  /** How many members have activity in a course they are enrolled in, in the window. */
  learnerCount: number;
};

/**
 * Enrollments of members with activity in the last 30 days, most recent first (up to 50), and how many
 * members were active. The 50 most recent enrollments belong to the members whose latest enrollment
 * activity (member_learning_totals) is at least the 50th such member's, so only those members'
 * enrollments are read — not every active enrollment of the company.
 */
export async function getActiveLearners(companyId: string, now = new Date()): Promise<ActiveLearners> {
  const found = await rows<ActiveLearner & { learnerCount: number }>(sql`
    with members as (
      select t.user_id, t.last_enrollment_activity as at
      from ${totalsTable} t join ${profiles} p on p.id = t.user_id and p.company_id = ${companyId}
      where t.last_enrollment_activity >= ${windowStart(now)}),
    threshold as (select min(at) as at from (select at from members order by at desc limit ${ACTIVE_LEARNERS_LIMIT}) latest),
    recent as (
      select a.user_id, a.course_id, a.progress_percentage::float8 as progress,
             greatest(a.last_accessed_at, a.last_completed_at) as last_activity
      from members m
      join threshold on m.at >= threshold.at
      join ${access} a on a.user_id = m.user_id
      where greatest(a.last_accessed_at, a.last_completed_at) >= ${windowStart(now)})
    select r.user_id as "userId", trim(p.first_name || ' ' || p.last_name) as "userName", p.first_name as "firstName",
           p.last_name as "lastName", p.avatar_url as "avatarUrl", r.course_id as "courseId", c.title as "courseTitle",
           r.progress as "progressPercentage", ${epochMs(sql`r.last_activity`)} as "lastActivity",
           (select count(*) from members)::int as "learnerCount"
    from recent r
    join ${profiles} p on p.id = r.user_id
    join ${courses} c on c.id = r.course_id
    order by r.last_activity desc, lower(p.last_name), lower(p.first_name), c.title
    limit ${ACTIVE_LEARNERS_LIMIT + 1}`);
  const learners = found.slice(0, ACTIVE_LEARNERS_LIMIT).map(({ learnerCount: _count, ...learner }) => learner);
  const learnerCount = found[0]?.learnerCount ?? 0;
  // More than 50 active members have at least 51 active enrollments; with 50 or fewer, all were read.
  return { learners, more: found.length > ACTIVE_LEARNERS_LIMIT || learnerCount > ACTIVE_LEARNERS_LIMIT, learnerCount };
}

export type CoursePerformance = {
  courseId: string;
  courseTitle: string;
  courseType: string;
  courseHours: number;
  enrollmentCount: number;
  /** Members who hold at least one certificate of the course. */
  completionCount: number;
  certificateCount: number;
  averageCompletionPercentage: number;
  certifiedHours: number;
};

const COURSE_ORDER: Record<CourseReportSort, SQL> = {
  title: sql`lower(co.title)`,
  enrollments: sql`coalesce(e.enrollments, 0)`,
  completions: sql`coalesce(c.completions, 0)`,
  average: sql`"averageCompletionPercentage"`,
};

/**
 * Each course the company's members are enrolled in or certified for: enrollments and progress from
 * company_course_totals (kept by triggers, decision 0027), completions from the members' certificates.
 * The average completion is over the enrolled members and the members who completed the course and
 * then left it (counted at 100 %): otherwise a course everyone finished and unenrolled from showed
 * its completions beside a 0 % average.
 */
export async function getCoursePerformance(
  companyId: string,
  order: { sort: CourseReportSort; dir: SortDirection } = { sort: "enrollments", dir: "desc" },
): Promise<CoursePerformance[]> {
  const direction = order.dir === "asc" ? sql`asc` : sql`desc`;
  return rows<CoursePerformance>(sql`
    with members as not materialized (select ${profiles.id} as user_id from ${profiles} where ${profiles.companyId} = ${companyId}),
    e as (
      select t.course_id, t.enrollments, t.progress_sum
      from ${courseTotals} t
      where t.company_id = ${companyId} and t.enrollments > 0),
    c as (
      select g.course_id, count(distinct g.user_id)::int as completions, count(*)::int as certificates, sum(g.hours)::float8 as hours,
             -- Members who completed the course and are no longer enrolled (a completion survives
             -- unenrolling): each counts in the average as the 100 % they finished with.
             count(distinct g.user_id) filter (where not exists (
               select 1 from ${access} a where a.user_id = g.user_id and a.course_id = g.course_id))::int as finished
      from ${certs} g join members m on m.user_id = g.user_id
      group by g.course_id)
    select co.id as "courseId", co.title as "courseTitle", co.course_type::text as "courseType", co.hours::float8 as "courseHours",
           coalesce(e.enrollments, 0) as "enrollmentCount", coalesce(c.completions, 0) as "completionCount",
           coalesce(c.certificates, 0) as "certificateCount",
           coalesce(round(((coalesce(e.progress_sum, 0) + 100 * coalesce(c.finished, 0))
             / nullif(coalesce(e.enrollments, 0) + coalesce(c.finished, 0), 0))::numeric, 1), 0)::float8 as "averageCompletionPercentage",
           coalesce(c.hours, 0)::float8 as "certifiedHours"
    from ${courses} co
    left join e on e.course_id = co.id
    left join c on c.course_id = co.id
    where e.course_id is not null or c.course_id is not null
    order by ${COURSE_ORDER[order.sort]} ${direction}, lower(co.title) asc, co.id asc`);
}

/** The Company Analytics export (csvDownload): the Courses tab's statement sorted by title, one row per course, one page. */
export async function* exportCoursePerformance(companyId: string): AsyncGenerator<CoursePerformance[]> {
  yield await getCoursePerformance(companyId, { sort: "title", dir: "asc" });
}

export type UserHistoryRow = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  enrollments: number;
  certificates: number;
  hours: number;
  lastActivity: number | null;
};

export type UserCertificate = {
  uniqueCertificateId: string;
  courseTitle: string;
  completionDate: string;
  hours: number;
  attemptNumber: number;
};

/** One page (20) of members by name, optionally filtered by name, with each one's certificates (one more query for the page). */
export async function getUserHistory(companyId: string, { q, page }: { q: string; page: number }) {
  const nameFilter = q ? sql`and lower(p.first_name || ' ' || p.last_name) like ${containsPattern(q)}` : sql``;
  const [{ total }] = await rows<{ total: number }>(sql`
    select count(*)::int as total from ${profiles} p where p.company_id = ${companyId} ${nameFilter}`);
  const pages = Math.max(1, Math.ceil(total / REPORT_USERS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const found = await rows<UserHistoryRow>(sql`
    with ${perMember(companyId, nameFilter)}
    select p.id as "userId", p.first_name as "firstName", p.last_name as "lastName", p.email, p.avatar_url as "avatarUrl",
           pm.enrollments, pm.certificates, pm.hours, ${epochMs(sql`pm.last_activity`)} as "lastActivity"
    from per_member pm join ${profiles} p on p.id = pm.user_id
    order by lower(p.last_name), lower(p.first_name), p.id
    limit ${REPORT_USERS_PAGE_SIZE} offset ${(current - 1) * REPORT_USERS_PAGE_SIZE}`);
  const certificates = new Map<string, UserCertificate[]>();
  if (found.length > 0) {
    const list = await getDb()
      .select({
        userId: certs.userId,
        uniqueCertificateId: certs.uniqueCertificateId,
        courseTitle: certs.courseTitle,
        completionDate: certs.completionDate,
        hours: certs.hours,
        attemptNumber: certs.attemptNumber,
      })
      .from(certs)
      .innerJoin(profiles, sql`${profiles.id} = ${certs.userId}`)
      .where(
        and(
          inArray(
            certs.userId,
            found.map((u) => u.userId),
          ),
          // Certificates earned before joining stay the member's own (decision 0053).
          sql`${certs.generatedAt} >= coalesce(${profiles.companyJoinedAt}, '-infinity'::timestamptz)`,
        ),
      )
      .orderBy(desc(certs.completionDate), desc(certs.generatedAt));
    for (const { userId, ...certificate } of list) {
      const mine = certificates.get(userId) ?? [];
      mine.push({ ...certificate, hours: Number(certificate.hours) });
      certificates.set(userId, mine);
    }
  }
  return {
    users: found.map((user) => ({ ...user, certificates: certificates.get(user.userId) ?? [] })),
    total,
    page: current,
    pages,
  };
}

export type UserProgressRow = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  licenseNumber: string | null;
  accountStatus: string;
  courseTitle: string | null;
  courseType: string | null;
  enrolledAt: number | null;
  progressPercentage: number | null;
  lastActivity: number | null;
  completedAt: string | null;
  certificateId: string | null;
  certifiedHours: number | null;
  /** The member's license deadlines (decision 0027), repeated on each of their rows. */
  standing: LicenseStanding | null;
};

/**
 * The user progress export, a page of 100 members at a time (keyset on last name, first name, id, so
 * memory stays flat however large the company): one row per member and course they are enrolled in
 * or certified for (the latest certificate of the course), one row with empty course columns for a
 * member with neither; each with the member's license deadlines (one more set-based query per page).
 */
export async function* exportUserProgress(companyId: string, today: string, pageSize = 100): AsyncGenerator<UserProgressRow[]> {
  let after: { lastName: string; firstName: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL = after
      ? sql`and (p.last_name, p.first_name, p.id) > (${after.lastName}, ${after.firstName}, ${after.id}::uuid)`
      : sql``;
    const found: Omit<UserProgressRow, "standing">[] = await rows(sql`
      with page as (
        select p.id, p.first_name, p.last_name, p.email, p.license_number,
               (case when p.company_status = 'inactive' then 'inactive' else p.account_status end) as account_status,
               coalesce(p.company_joined_at, '-infinity'::timestamptz) as joined_at
        from ${profiles} p where p.company_id = ${companyId} ${cursor}
        order by p.last_name, p.first_name, p.id
        limit ${pageSize}),
      uc as (
        select a.user_id, a.course_id from ${access} a join page on page.id = a.user_id
        union
        select g.user_id, g.course_id from ${certs} g join page on page.id = g.user_id and g.generated_at >= page.joined_at)
      select page.id as "userId", page.first_name as "firstName", page.last_name as "lastName", page.email,
             page.license_number as "licenseNumber", page.account_status::text as "accountStatus",
             co.title as "courseTitle", co.course_type::text as "courseType",
             ${epochMs(sql`a.granted_at`)} as "enrolledAt",
             s.progress_percentage::float8 as "progressPercentage",
             ${epochMs(sql`greatest(a.last_accessed_at, s.last_completed_at)`)} as "lastActivity",
             g.completion_date::text as "completedAt", g.unique_certificate_id as "certificateId", g.hours::float8 as "certifiedHours"
      from page
      left join uc on uc.user_id = page.id
      left join ${courses} co on co.id = uc.course_id
      left join ${access} a on a.user_id = uc.user_id and a.course_id = uc.course_id
      left join ${summary} s on s.user_id = uc.user_id and s.course_id = uc.course_id
      left join lateral (
        select x.completion_date, x.unique_certificate_id, x.hours from ${certs} x
        where x.user_id = uc.user_id and x.course_id = uc.course_id and x.generated_at >= page.joined_at
        order by x.attempt_number desc, x.generated_at desc limit 1) g on true
      order by page.last_name, page.first_name, page.id, co.title, co.id`);
    if (found.length === 0) return;
    const standings = await getStandingsOf(companyId, [...new Set(found.map((row) => row.userId))], today);
    yield found.map((row) => ({ ...row, standing: standings.get(row.userId) ?? null }));
    const last = found[found.length - 1];
    const members = new Set(found.map((row) => row.userId)).size;
    if (members < pageSize) return;
    after = { lastName: last.lastName, firstName: last.firstName, id: last.userId };
  }
}

export async function countCompanyMembers(companyId: string): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from ${profiles} where ${profiles.companyId} = ${companyId}`);
  return n;
}

export type MonthlyFigure = { month: string; completions: number; hours: number };

/**
 * Certificates earned by the company's members in each of the last 12 months (by completion date,
 * Louisiana calendar; months with none are 0): how many, and their certified hours.
 */
export async function getMonthlyCompletions(companyId: string, today: string): Promise<MonthlyFigure[]> {
  const months = lastTwelveMonths(today);
  const found = await rows<MonthlyFigure>(sql`
    select to_char(g.completion_date, 'YYYY-MM') as month, count(*)::int as completions, coalesce(sum(g.hours), 0)::float8 as hours
    from ${certs} g join ${profiles} p on p.id = g.user_id and p.company_id = ${companyId}
    where g.completion_date >= ${`${months[0]}-01`}::date and g.completion_date <= ${today}::date
      and g.generated_at >= coalesce(p.company_joined_at, '-infinity'::timestamptz)
    group by 1`);
  const byMonth = new Map(found.map((row) => [row.month, row]));
  return months.map((month) => ({ month, completions: byMonth.get(month)?.completions ?? 0, hours: byMonth.get(month)?.hours ?? 0 }));
}

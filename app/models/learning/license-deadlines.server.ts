// License deadlines from the database (decision 0027): each person's license type and initial
// license date with the certificates that can count toward a deadline today, read in one set-based
// statement for any set of people (one learner, a company, one export page), then judged by the pure
// rules of ~/rules/license-deadlines. No query runs per user.
import { sql, type SQL } from "drizzle-orm";
import { rows, schema } from "~/db.server";
import {
  certificateKind,
  complianceStatus,
  COMPLIANCE_STATUSES,
  licenseDeadlines,
  nextDeadline,
  type CertificateHours,
  type ComplianceStatus,
  type Deadline,
  type License,
} from "~/rules/license-deadlines";
import { REPORT_USERS_PAGE_SIZE, type ComplianceFilter } from "~/rules/company-reports";

const { profiles, generatedCertificates: certs, courses } = schema;

/** A certificate as the query sends it (a JSON array is a third the size of an object): course id,
 * completion day, hours, course type, whether the course is the mandatory topic. */
type RawCertificate = [courseId: string, completionDate: string, hours: number | string, courseType: string, mandatory: boolean];
type FactsRow = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  licenseType: License["licenseType"];
  initialLicenseDate: string | null;
  certificates: RawCertificate[] | string;
};

export type LicenseStanding = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  license: License;
  /** Soonest first. */
  deadlines: Deadline[];
  postLicensing: Deadline | null;
  continuingEducation: Deadline | null;
  next: Deadline | null;
  status: ComplianceStatus;
};

/**
 * The license facts of the profiles `where` selects (a condition on `p`): certificates of licensed
 * people completed on or after the earlier of 1 January of today's year and the initial license date
 * (nothing older can count), as JSON per person.
 */
export async function loadStandings(where: SQL, today: string): Promise<LicenseStanding[]> {
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const found = await rows<FactsRow>(sql`
    with people as (
      select p.id, p.first_name, p.last_name, p.email, p.license_type, p.initial_license_date
      from ${profiles} p where ${where}),
    counted as (
      select g.user_id,
             json_agg(json_build_array(g.course_id, g.completion_date, g.hours, g.course_type, c.mandatory_topic)) as list
      from ${certs} g
      join people on people.id = g.user_id and people.license_type is not null
      join ${courses} c on c.id = g.course_id
      where g.completion_date >= least(coalesce(people.initial_license_date, ${yearStart}::date), ${yearStart}::date)
      group by g.user_id)
    select people.id as "userId", people.first_name as "firstName", people.last_name as "lastName", people.email,
           people.license_type::text as "licenseType", people.initial_license_date::text as "initialLicenseDate",
           coalesce(counted.list, '[]'::json) as certificates
    from people left join counted on counted.user_id = people.id`);
  return found.map((row) => {
    const raw = typeof row.certificates === "string" ? (JSON.parse(row.certificates) as RawCertificate[]) : row.certificates;
    const certificates: CertificateHours[] = raw.map(([courseId, completionDate, hours, courseType, mandatory]) => ({
      courseId,
      completionDate: String(completionDate).slice(0, 10),
      hours: Number(hours),
      courseType: certificateKind(courseType),
      mandatory: mandatory === true,
    }));
    const license: License = { licenseType: row.licenseType, initialLicenseDate: row.initialLicenseDate };
    const deadlines = licenseDeadlines(license, today, certificates);
    return {
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      license,
      deadlines,
      postLicensing: deadlines.find((d) => d.kind === "post_licensing") ?? null,
      continuingEducation: deadlines.find((d) => d.kind === "continuing_education") ?? null,
      next: nextDeadline(deadlines),
      status: complianceStatus(license, deadlines),
    };
  });
}

/** The signed-in learner's own deadlines (My Courses' card). */
export async function getLearnerStanding(userId: string, today: string): Promise<LicenseStanding | null> {
  const [standing] = await loadStandings(sql`p.id = ${userId}`, today);
  return standing ?? null;
}

/** The standings of some members of a company (an export page); never anyone outside it. */
export async function getStandingsOf(companyId: string, userIds: string[], today: string): Promise<Map<string, LicenseStanding>> {
  if (userIds.length === 0) return new Map();
  const list = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const found = await loadStandings(sql`p.company_id = ${companyId} and p.id in (${list})`, today);
  return new Map(found.map((standing) => [standing.userId, standing]));
}

const SEVERITY: Record<ComplianceStatus, number> = { overdue: 0, at_risk: 1, on_track: 2, not_tracked: 3 };
/** One collator for the whole sort (localeCompare with options builds one per call: 5,000 members took 100 ms). */
const byName = new Intl.Collator("en", { sensitivity: "base" });

/**
 * The Compliance tab: every member's standing, worst first (overdue, at risk, on track, no license on
 * file; then the soonest unmet deadline, then by name), filtered by status, 20 per page, with the count
 * of each status.
 */
export async function getCompanyCompliance(
  companyId: string,
  { status, page, today }: { status: ComplianceFilter; page: number; today: string },
) {
  const all = await loadStandings(sql`p.company_id = ${companyId}`, today);
  const counts = Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, 0])) as Record<ComplianceStatus, number>;
  for (const standing of all) counts[standing.status]++;
  const chosen = status === "all" ? all : all.filter((s) => s.status === status);
  chosen.sort(
    (a, b) =>
      SEVERITY[a.status] - SEVERITY[b.status] ||
      (a.next?.dueDate ?? "9999").localeCompare(b.next?.dueDate ?? "9999") ||
      byName.compare(a.lastName, b.lastName) ||
      byName.compare(a.firstName, b.firstName) ||
      a.userId.localeCompare(b.userId),
  );
  const pages = Math.max(1, Math.ceil(chosen.length / REPORT_USERS_PAGE_SIZE));
  const current = Math.min(page, pages);
  return {
    members: chosen.slice((current - 1) * REPORT_USERS_PAGE_SIZE, current * REPORT_USERS_PAGE_SIZE),
    counts,
    total: chosen.length,
    page: current,
    pages,
  };
}

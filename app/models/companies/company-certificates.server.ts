// Company certificates (decision 0059): every certificate of the company's members issued
// since they joined (decision 0053, `issuedSinceJoining`), filtered by member, course, course type and
// issued (completion) date. The company is always the signed-in admin's (the caller passes it from the
// session); a member or course id from the query only narrows that company's list.
import { and, asc, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { COMPANY_CERTIFICATES_PAGE_SIZE, type CertificateFilters } from "~/rules/company-certificates";
import { certificatePdfData, issuedTemplate, type ViewableCertificate } from "~/models/certificates/certificate.server";
import { countRows, exportPages, listPage } from "~/models/list-page.server";

const { certificateTemplates, generatedCertificates: certs, profiles } = schema;

export type CompanyCertificateRow = {
  uniqueCertificateId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  licenseNumber: string | null;
  courseId: string;
  courseTitle: string;
  courseType: string;
  hours: number;
  attemptNumber: number;
  completionDate: string;
};

function scope(companyId: string, filters: CertificateFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(profiles.companyId, companyId),
    // Certificates earned before joining stay the member's own (decision 0053).
    sql`${certs.generatedAt} >= coalesce(${profiles.companyJoinedAt}, '-infinity'::timestamptz)`,
    filters.member ? eq(certs.userId, filters.member) : undefined,
    filters.course ? eq(certs.courseId, filters.course) : undefined,
    filters.type ? eq(certs.courseType, filters.type) : undefined,
    filters.from ? gte(certs.completionDate, filters.from) : undefined,
    filters.to ? lte(certs.completionDate, filters.to) : undefined,
  ];
  return and(...conditions)!;
}

const rowColumns = {
  uniqueCertificateId: certs.uniqueCertificateId,
  userId: certs.userId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  licenseNumber: certs.licenseNumber,
  courseId: certs.courseId,
  courseTitle: certs.courseTitle,
  courseType: certs.courseType,
  hours: certs.hours,
  attemptNumber: certs.attemptNumber,
  completionDate: certs.completionDate,
};
const order = [
  desc(certs.completionDate),
  asc(sql`lower(${profiles.lastName})`),
  asc(sql`lower(${profiles.firstName})`),
  asc(certs.uniqueCertificateId),
];

/** The filtered list, newest first: the one select the page and the CSV read (decision 0097). */
function certificateQuery(companyId: string, filters: CertificateFilters) {
  return getDb()
    .select(rowColumns)
    .from(certs)
    .innerJoin(profiles, eq(profiles.id, certs.userId))
    .where(scope(companyId, filters))
    .orderBy(...order)
    .$dynamic();
}

const toRow = <T extends { hours: unknown }>(row: T) => ({ ...row, hours: Number(row.hours) });

export async function countCompanyCertificates(companyId: string, filters: CertificateFilters): Promise<number> {
  return countRows(certificateQuery(companyId, filters));
}

/** One page of the filtered list, newest first. */
export async function listCompanyCertificates(companyId: string, filters: CertificateFilters, page: number) {
  const { rows, ...list } = await listPage(certificateQuery(companyId, filters), { page, pageSize: COMPANY_CERTIFICATES_PAGE_SIZE });
  return { certificates: rows.map(toRow), ...list };
}

/** The choices of the filter form: the company's members, and the courses its certificates are for. */
export async function certificateFilterChoices(companyId: string) {
  const db = getDb();
  const [members, courseRows] = await Promise.all([
    db
      .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.companyId, companyId))
      .orderBy(asc(sql`lower(${profiles.lastName})`), asc(sql`lower(${profiles.firstName})`), asc(profiles.id)),
    db
      .selectDistinct({ id: certs.courseId, title: certs.courseTitle })
      .from(certs)
      .innerJoin(profiles, eq(profiles.id, certs.userId))
      .where(scope(companyId, { member: null, course: null, type: null, from: null, to: null }))
      .orderBy(asc(certs.courseTitle), asc(certs.courseId)),
  ]);
  // A course renamed between certificates appears once, under its first title.
  const seen = new Set<string>();
  const courses = courseRows.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
  return { members, courses };
}

/** The filtered list for the CSV, a page of `pageSize` rows at a time (offset pages in a fixed order). */
export async function* exportCompanyCertificates(
  companyId: string,
  filters: CertificateFilters,
  pageSize = 200,
): AsyncGenerator<CompanyCertificateRow[]> {
  for await (const rows of exportPages(certificateQuery(companyId, filters), pageSize)) yield rows.map(toRow);
}

/** The filtered list's ids and names for a ZIP, at most `limit` (the caller refuses a longer list). */
export async function zipCertificateList(companyId: string, filters: CertificateFilters, limit: number) {
  return getDb()
    .select({
      uniqueCertificateId: certs.uniqueCertificateId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      courseTitle: certs.courseTitle,
    })
    .from(certs)
    .innerJoin(profiles, eq(profiles.id, certs.userId))
    .where(scope(companyId, filters))
    .orderBy(...order)
    .limit(limit);
}

/**
 * One certificate's PDF data, read again just before it is rendered and again scoped to the company
 * and joining time (a member removed while the ZIP is being written is left out: null).
 */
export async function companyCertificatePdfData(companyId: string, uniqueCertificateId: string, appUrl: string) {
  const [row] = await getDb()
    .select({ certificate: certs, layout: certificateTemplates.layout, backgroundImageUrl: certificateTemplates.backgroundImageUrl })
    .from(certs)
    .innerJoin(profiles, eq(profiles.id, certs.userId))
    .leftJoin(certificateTemplates, eq(certificateTemplates.id, certs.templateId))
    .where(
      and(
        eq(certs.uniqueCertificateId, uniqueCertificateId),
        scope(companyId, { member: null, course: null, type: null, from: null, to: null }),
      ),
    );
  if (!row) return null;
  const viewable: ViewableCertificate = {
    certificate: row.certificate,
    template: issuedTemplate(row.certificate, row.layout ? { layout: row.layout, backgroundImageUrl: row.backgroundImageUrl } : null),
  };
  return certificatePdfData(viewable, appUrl);
}

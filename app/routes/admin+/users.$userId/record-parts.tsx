// The sections of /admin/users/{userId} beside its route: the learner's records (enrollments with time on
// task, quiz attempts, certificates), each course with the link to its audit packet; each certificate
// with its correction state, its earlier versions and the Reissue link (decision 0061).
import { Form, Link } from "@remix-run/react";
import { AdminTable } from "~/components/admin/tables";
function Section({ title, empty, rows, children }: { title: string; empty: string; rows: number; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {rows === 0 ? <p className="mt-2 text-sm text-ink-muted">{empty}</p> : children}
    </section>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: React.ReactNode[][] }) {
  return (
    <AdminTable caption={caption} head={head}>
      {rows.map((row, i) => (
        <tr key={i} className="border-b border-line last:border-0">
          {row.map((cell, j) => (
            <td key={j} className="px-4 py-3">
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}

/** The audit packet of the learner in a course: a PDF resource route, so a plain link (a document load). */
function AuditPacketLink({ userId, courseId, courseTitle }: { userId: string; courseId: string; courseTitle: string }) {
  return (
    <a href={`/admin/users/${userId}/audit/${courseId}.pdf`} className="whitespace-nowrap text-brand underline hover:no-underline">
      Audit packet<span className="sr-only"> for {courseTitle}</span> (PDF)
    </a>
  );
}

type Enrollment = {
  courseId: string;
  title: string;
  accessType: string;
  granted: string;
  lastAccessed: string;
  progress: number;
  completed: string;
  timeOnTask: string;
  /** Not started: the admin may remove it (decision 0063). */
  removable: boolean;
};
type Attempt = { quiz: string; course: string; attempt: number; started: string; duration: string; score: string; result: string };
type CertificateVersionRow = {
  version: number;
  studentName: string;
  licenseNumber: string | null;
  corrected: string;
  correctedBy: string;
  reason: string;
};
type Certificate = {
  id: string;
  courseId: string;
  courseTitle: string;
  completed: string;
  hours: string;
  uniqueCertificateId: string;
  version: number;
  corrected: string | null;
  versions: CertificateVersionRow[];
};

/** The certificate id, and once corrected: the date and its earlier versions (a disclosure, no JS needed). */
function CertificateIdCell({ certificate }: { certificate: Certificate }) {
  return (
    <div className="max-w-xs">
      <span className="break-all font-mono text-xs">{certificate.uniqueCertificateId}</span>
      {certificate.corrected ? (
        <p className="mt-1 text-sm">
          Version {certificate.version}, corrected {certificate.corrected}
        </p>
      ) : null}
      {certificate.versions.length > 0 ? (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-brand underline">
            Earlier versions<span className="sr-only"> of the certificate for {certificate.courseTitle}</span> (
            {certificate.versions.length})
          </summary>
          <ol className="mt-2 space-y-2">
            {certificate.versions.map((v) => (
              <li key={v.version} className="border-l-2 border-line pl-2">
                <p className="font-medium">Version {v.version}</p>
                <p>Name: {v.studentName}</p>
                <p>License number: {v.licenseNumber ?? "—"}</p>
                <p>
                  Replaced {v.corrected} by {v.correctedBy}
                </p>
                <p className="break-words">Reason: {v.reason}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}

export function Records({
  userId,
  name,
  enrollments,
  attempts,
  certificates,
  canReissue,
  grantable,
}: {
  userId: string;
  name: string;
  enrollments: Enrollment[];
  attempts: Attempt[];
  certificates: Certificate[];
  /** Not on an admin's own record nor an anonymised one (the reissue page says why). */
  canReissue: boolean;
  grantable: { id: string; title: string; courseType: string }[];
}) {
  return (
    <>
      <GrantCourse userId={userId} courses={grantable} />
      <Section title="Enrollments" empty="No enrollments." rows={enrollments.length}>
        <Table
          caption={`Enrollments of ${name}`}
          head={["Course", "Access", "Enrolled", "Last accessed", "Progress", "Completed", "Time on task", "Records"]}
          rows={enrollments.map((e) => [
            e.title,
            e.accessType,
            e.granted,
            e.lastAccessed,
            `${e.progress}%`,
            e.completed,
            e.timeOnTask,
            <div key="records" className="flex flex-wrap items-center gap-3">
              <AuditPacketLink userId={userId} courseId={e.courseId} courseTitle={e.title} />
              {e.removable ? <RemoveEnrollment userId={userId} courseId={e.courseId} courseTitle={e.title} /> : null}
            </div>,
          ])}
        />
      </Section>
      <Section title="Quiz attempts" empty="No quiz attempts." rows={attempts.length}>
        <Table
          caption={`Quiz attempts of ${name}`}
          head={["Quiz", "Course", "Attempt", "Started", "Duration", "Score", "Result"]}
          rows={attempts.map((a) => [a.quiz, a.course, String(a.attempt), a.started, a.duration, a.score, a.result])}
        />
      </Section>
      <Section title="Certificates" empty="No certificates." rows={certificates.length}>
        <Table
          caption={`Certificates of ${name}`}
          head={["Course", "Completed", "Hours", "Certificate ID", "Records"]}
          rows={certificates.map((c) => [
            c.courseTitle,
            c.completed,
            c.hours,
            <CertificateIdCell key="id" certificate={c} />,
            <div key="records" className="flex flex-col gap-1">
              <AuditPacketLink userId={userId} courseId={c.courseId} courseTitle={c.courseTitle} />
              {canReissue ? (
                <Link
                  to={`/admin/users/${userId}/certificates/${c.id}/reissue`}
                  className="whitespace-nowrap text-brand underline hover:no-underline"
                >
                  Reissue<span className="sr-only"> the certificate for {c.courseTitle}</span>
                </Link>
              ) : null}
            </div>,
          ])}
        />
      </Section>
    </>
  );
}

/** Grant course (decision 0063): a published course the learner does not hold, as a staff grant. */
function GrantCourse({ userId, courses }: { userId: string; courses: { id: string; title: string; courseType: string }[] }) {
  if (courses.length === 0) return null;
  return (
    <Form method="post" action={`/admin/users/${userId}/courses`} className="card mt-8 flex flex-wrap items-end gap-3 p-4">
      <input type="hidden" name="intent" value="grant" />
      <div className="min-w-0 flex-1">
        <label htmlFor="grant-course" className="block text-sm font-medium">
          Grant course
        </label>
        <select id="grant-course" name="courseId" required className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2">
          <option value="">Choose a course</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title} ({c.courseType})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary">
        Grant Course
      </button>
    </Form>
  );
}

/** Remove an enrollment the learner has not started (the server checks again). */
function RemoveEnrollment({ userId, courseId, courseTitle }: { userId: string; courseId: string; courseTitle: string }) {
  return (
    <Form method="post" action={`/admin/users/${userId}/courses`}>
      <input type="hidden" name="intent" value="unassign" />
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="courseId" value={courseId} />
      <button type="submit" className="text-danger underline hover:no-underline">
        Remove<span className="sr-only"> {courseTitle}</span>
      </button>
    </Form>
  );
}

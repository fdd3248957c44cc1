// The sections of /admin/users/{userId} beside its route: the learner's records (enrolments with time on
// task, quiz attempts, certificates), each course with the link to its audit packet.
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

type Enrolment = {
  courseId: string;
  title: string;
  accessType: string;
  granted: string;
  lastAccessed: string;
  progress: number;
  completed: string;
  timeOnTask: string;
};
type Attempt = { quiz: string; course: string; attempt: number; started: string; duration: string; score: string; result: string };
type Certificate = { courseId: string; courseTitle: string; completed: string; hours: string; uniqueCertificateId: string };

export function Records({
  userId,
  name,
  enrolments,
  attempts,
  certificates,
}: {
  userId: string;
  name: string;
  enrolments: Enrolment[];
  attempts: Attempt[];
  certificates: Certificate[];
}) {
  return (
    <>
      <Section title="Enrolments" empty="No enrolments." rows={enrolments.length}>
        <Table
          caption={`Enrolments of ${name}`}
          head={["Course", "Access", "Enrolled", "Last accessed", "Progress", "Completed", "Time on task", "Records"]}
          rows={enrolments.map((e) => [
            e.title,
            e.accessType,
            e.granted,
            e.lastAccessed,
            `${e.progress}%`,
            e.completed,
            e.timeOnTask,
            <AuditPacketLink key="packet" userId={userId} courseId={e.courseId} courseTitle={e.title} />,
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
            c.uniqueCertificateId,
            <AuditPacketLink key="packet" userId={userId} courseId={c.courseId} courseTitle={c.courseTitle} />,
          ])}
        />
      </Section>
    </>
  );
}

import { Link } from "@remix-run/react";
import type { CertificateRow } from "~/screens/certificates/certificates.server";
import { RetakeLink } from "~/screens/retake/retake-dialog";

function RetakeAction({ row }: { row: CertificateRow }) {
  if (!row.retake) return null;
  if (!row.retake.allowed) return <span className="text-sm text-ink-muted">{row.retake.note}</span>;
  return <RetakeLink courseId={row.courseId} title={row.title} className="btn-ghost px-3 py-1.5 text-sm" />;
}

function Actions({ row }: { row: CertificateRow }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={row.certificateUrl}
        reloadDocument
        target="_blank"
        rel="noopener"
        className="btn-primary px-3 py-1.5 text-sm"
        aria-label={`View Certificate: ${row.title} (PDF, opens in a new tab)`}
      >
        View Certificate
      </Link>
      <Link to={row.reviewHref} className="btn-secondary px-3 py-1.5 text-sm" aria-label={`Review: ${row.title}`}>
        Review
      </Link>
      <RetakeAction row={row} />
    </div>
  );
}

function Attempt({ n }: { n: number }) {
  if (n <= 1) return null;
  return <span className="ml-2 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand-ink">Attempt {n}</span>;
}

/** Completed courses: a table on large screens, cards on small ones. */
export function CertificateList({ rows }: { rows: CertificateRow[] }) {
  return (
    <>
      <div className="hidden lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Completed courses and their certificates</caption>
          <thead className="border-b border-line text-ink-muted">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Course
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Instructor
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Type
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Completed
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Duration
              </th>
              <th scope="col" className="w-64 py-2 font-medium">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.id} data-certificate-id={row.uniqueCertificateId}>
                <th scope="row" className="py-3 pr-4 font-semibold">
                  {row.title}
                  <Attempt n={row.attemptNumber} />
                </th>
                <td className="py-3 pr-4">{row.instructor ?? "—"}</td>
                <td className="py-3 pr-4">{row.courseType}</td>
                <td className="whitespace-nowrap py-3 pr-4">{row.completed}</td>
                <td className="whitespace-nowrap py-3 pr-4">{row.duration}</td>
                <td className="py-3">
                  <Actions row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 lg:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-line p-4" data-certificate-id={row.uniqueCertificateId}>
            <h3 className="font-semibold">
              {row.title}
              <Attempt n={row.attemptNumber} />
            </h3>
            <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-muted">Instructor</dt>
              <dd>{row.instructor ?? "—"}</dd>
              <dt className="text-ink-muted">Type</dt>
              <dd>{row.courseType}</dd>
              <dt className="text-ink-muted">Completed</dt>
              <dd>{row.completed}</dd>
              <dt className="text-ink-muted">Duration</dt>
              <dd>{row.duration}</dd>
            </dl>
            <div className="mt-3">
              <Actions row={row} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

import { Link } from "@remix-run/react";
import { ListTable, type Column } from "~/components/list";
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

const COLUMNS: Column<CertificateRow>[] = [
  {
    header: "Course",
    rowHeader: true,
    cell: (row) => (
      <>
        {row.title}
        <Attempt n={row.attemptNumber} />
      </>
    ),
  },
  { header: "Instructor", cell: (row) => row.instructor ?? "—" },
  { header: "Type", cell: (row) => row.courseType },
  { header: "Completed", className: "whitespace-nowrap", cell: (row) => row.completed },
  { header: "Duration", className: "whitespace-nowrap", cell: (row) => row.duration },
  { header: "Actions", headerClassName: "w-64", cell: (row) => <Actions row={row} /> },
];

/** Completed courses: a table on large screens, cards on small ones. */
export function CertificateList({ rows }: { rows: CertificateRow[] }) {
  return (
    <>
      <ListTable
        variant="plain"
        caption="Completed courses and their certificates"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ "data-certificate-id": row.uniqueCertificateId })}
        empty={null}
        className="hidden lg:block"
      />
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

import { formatHours } from "~/rules/hours";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { certificatesAction, certificatesLoader } from "~/screens/certificates/certificates.server";
import { CertificateFilters } from "./certificate-filters";
import { CertificateList } from "./certificate-list";
import { RetakeDialog } from "~/screens/retake/retake-dialog";
import { countOf } from "~/rules/plural";

type ActionData = { error?: { title: string; description: string } } | undefined;

function StatCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="card">
      <p className="text-sm font-medium text-ink-muted">{label}</p>
      <p className="mt-1 text-3xl font-bold">{value}</p>
      <p className="mt-1 text-xs text-ink-muted">{hint}</p>
    </div>
  );
}

/** /student/certificates and /company-dashboard/certificates (requirement student-certificates). */
export function CertificatesPage() {
  const data = useLoaderData<typeof certificatesLoader>();
  const actionData = useActionData<typeof certificatesAction>() as ActionData;
  const { stats, rows, total, filtered } = data;
  return (
    <div className="mx-auto max-w-6xl">
      {data.confirmRetake ? <RetakeDialog target={data.confirmRetake} closeHref={data.closeHref} /> : null}
      <h1 className="font-serif text-3xl font-bold">My Certificates</h1>
      <p className="mt-2 text-ink-muted">Every certificate you have earned, ready to download or share.</p>

      {actionData?.error ? (
        <div role="alert" className="mt-4 rounded-md border border-danger/40 bg-danger/10 p-4">
          <p className="font-semibold">{actionData.error.title}</p>
          <p className="mt-1 text-sm">{actionData.error.description}</p>
        </div>
      ) : null}

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <StatCard
          label="Certificates"
          value={String(stats.totalCertificates)}
          hint={stats.totalCertificates === 1 ? "certificate earned" : "certificates earned"}
        />
        <StatCard label="Hours Learned" value={formatHours(stats.totalHours)} hint="credit hours completed" />
      </div>

      <section aria-labelledby="completed-heading" className="card mt-6">
        <h2 id="completed-heading" className="text-lg font-semibold">
          Completed Courses
        </h2>
        {total === 0 ? (
          <p className="mt-4 text-ink-muted">No completed courses yet.</p>
        ) : (
          <>
            <div className="mt-4">
              <CertificateFilters filters={data.filters} filtered={filtered} path={data.path} options={data.options} />
            </div>
            <p className="sr-only" role="status">
              {`Showing ${rows.length} of ${countOf(total, "certificate", "certificates")}`}
            </p>
            <div className="mt-6">
              {rows.length === 0 ? (
                <p className="text-ink-muted">No courses match your current filters.</p>
              ) : (
                <CertificateList rows={rows} />
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}

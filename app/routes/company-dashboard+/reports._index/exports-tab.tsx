// The Reports tab: the two CSV exports (resource routes, downloaded as files; the list kit's ExportLink
// with its toast, decision 0097).
import { ExportLink } from "~/components/list";
import { ANALYTICS_EXPORT_PATH, REPORT_MESSAGES, USER_PROGRESS_EXPORT_PATH } from "~/rules/company-reports";

export function Exports() {
  const files = [
    {
      id: "export-analytics",
      title: "Company Analytics",
      text: "One row per course: enrollments, completions, certificates, average completion and certified hours.",
      href: ANALYTICS_EXPORT_PATH,
      label: "Export Company Analytics",
    },
    {
      id: "export-user-progress",
      title: "User Progress",
      text: "One row per user and course: progress, last activity, completion date, certificate id and hours.",
      href: USER_PROGRESS_EXPORT_PATH,
      label: "Export User Progress",
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {files.map((file) => (
        <section key={file.href} className="card p-4" aria-labelledby={file.id}>
          <h2 id={file.id} className="text-lg font-semibold">
            {file.title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{file.text} CSV, opens in any spreadsheet.</p>
          <ExportLink href={file.href} className="btn-primary mt-4 inline-block" success={REPORT_MESSAGES.exported}>
            {file.label}
          </ExportLink>
        </section>
      ))}
    </div>
  );
}

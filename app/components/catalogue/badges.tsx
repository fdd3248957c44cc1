/** Course type and license type labels (requirement public-pages-and-routes hero badges). */
export function Badge({ children, tone = "brand" }: { children: React.ReactNode; tone?: "brand" | "muted" }) {
  const colours = tone === "brand" ? "bg-brand-soft text-ink" : "bg-surface-muted text-ink";
  return <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${colours}`}>{children}</span>;
}

export function CourseBadges({ courseType, licenseType }: { courseType: string | null; licenseType: string | null }) {
  if (!courseType && !licenseType) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {courseType ? <Badge>{courseType}</Badge> : null}
      {licenseType ? <Badge tone="muted">{licenseType}</Badge> : null}
    </div>
  );
}

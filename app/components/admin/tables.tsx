// The admin screens' tables and their page links: a scrolling card with a caption for screen readers and
// a header row, and Previous / Page n of m / Next as links (the list's own address), so paging works
// without JavaScript.
import { Link } from "@remix-run/react";

export function AdminTable({
  caption,
  head,
  children,
  foot,
}: {
  caption: string;
  head: string[];
  children: React.ReactNode;
  /** A totals row, if the table has one. */
  foot?: React.ReactNode;
}) {
  return (
    <div className="card relative mt-3 overflow-x-auto">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot className="border-t-2 border-line font-semibold">{foot}</tfoot> : null}
      </table>
    </div>
  );
}

export function Pager({ label, page, pages, href }: { label: string; page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-3 flex items-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary">
          Previous
        </Link>
      ) : null}
      <span className="text-sm">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className="btn-secondary">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

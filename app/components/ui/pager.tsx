import { Link } from "@remix-run/react";

/**
 * Previous / "Page n of m" / Next for a paginated list (plain links, so it works without
 * JavaScript); nothing when everything fits on one page. `href` builds a page's address. The admin
 * tables and the company lists use it.
 */
export function Pager({
  label = "Pagination",
  page,
  pages,
  href,
  className = "mt-3",
}: {
  label?: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  className?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={`${className} flex items-center gap-3`}>
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

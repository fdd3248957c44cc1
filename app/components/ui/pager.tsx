import { Link, useLocation } from "@remix-run/react";
import { pageAddress } from "~/rules/page-address";

/**
 * Previous / "Page n of m" / Next for a paginated list (plain links, so it works without
 * JavaScript); nothing when everything fits on one page. Each link is the current address with
 * `?page=` set (page 1: left out), every other parameter — the search, the filters, the sort — kept
 * as it is, and `#hash` when given (decision 0097); `href` builds a page's address instead, for a
 * list whose links must differ from that. The admin tables and the company lists use it.
 */
export function Pager({
  label = "Pagination",
  page,
  pages,
  href,
  hash,
  className = "mt-3",
}: {
  label?: string;
  page: number;
  pages: number;
  href?: (page: number) => string;
  /** The fragment the default links end with (the sales page's `invoices`). */
  hash?: string;
  className?: string;
}) {
  const location = useLocation();
  if (pages <= 1) return null;
  const to = href ?? ((n: number) => pageAddress(location, n, hash));
  return (
    <nav aria-label={label} className={`${className} flex items-center gap-3`}>
      {page > 1 ? (
        <Link to={to(page - 1)} className="btn-secondary">
          Previous
        </Link>
      ) : null}
      <span className="text-sm">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className="btn-secondary">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

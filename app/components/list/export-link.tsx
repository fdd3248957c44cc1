// The list kit's export link (decision 0097): the list's CSV, filtered as the list is — `path` (the
// export route) with the current address's query, `?page=` left out; the export route reads the same
// query. With a success toast it is a DownloadLink (the file is fetched, then saved, and the toast
// shows; decision 0060); without one, a plain link.
import type { ReactNode } from "react";
import { useLocation } from "@remix-run/react";
import { DownloadLink } from "~/components/ui/download-link";
import { pageAddress } from "~/rules/list-query";

export function ExportLink({
  path,
  success,
  className = "btn-secondary",
  children = "Export CSV",
}: {
  /** The export route's path; the list's query string is added. */
  path: string;
  /** The toast's title once the file is saved (JavaScript on). */
  success?: string;
  className?: string;
  children?: ReactNode;
}) {
  const href = pageAddress({ pathname: path, search: useLocation().search }, 1);
  if (!success)
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  return (
    <DownloadLink href={href} success={success} className={className}>
      {children}
    </DownloadLink>
  );
}

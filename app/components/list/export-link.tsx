// The list kit's export link (decision 0097): the list's CSV, filtered as the list is — `path` (the
// export route) with the current address's query, `?page=` left out; the export route reads the same
// query. A report whose export address its loader wrote (the LREC roster, the time study, the
// company's files) passes that `href` instead. With a success toast it is a DownloadLink (the file is
// fetched, then saved, and the toast shows; decision 0060); without one, a plain link (`download`:
// the browser saves it rather than opening it).
import type { ReactNode } from "react";
import { useLocation } from "@remix-run/react";
import { DownloadLink } from "~/components/ui/download-link";
import { pageAddress } from "~/rules/page-address";

type Target =
  /** The export route's path; the list's query string is added. */
  | { path: string; href?: never }
  /** The export's whole address, as the loader wrote it. */
  | { href: string; path?: never };

export function ExportLink({
  path,
  href: givenHref,
  success,
  className = "btn-secondary",
  children = "Export CSV",
  download = false,
}: Target & {
  /** The toast's title once the file is saved (JavaScript on). */
  success?: string;
  className?: string;
  children?: ReactNode;
  /** A plain link's `download` attribute. */
  download?: boolean;
}) {
  const { search } = useLocation();
  const href = givenHref ?? pageAddress({ pathname: path, search }, 1);
  if (!success)
    return (
      <a href={href} className={className} download={download || undefined}>
        {children}
      </a>
    );
  return (
    <DownloadLink href={href} success={success} className={className}>
      {children}
    </DownloadLink>
  );
}

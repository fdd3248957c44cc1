// The list kit's export link (decision 0097): the list's CSV, filtered as the list is (the export
// route reads the same query). With a success toast it is a DownloadLink (the file is fetched, then
// saved, and the toast shows; decision 0060); without one, a plain link (`download`: the browser saves
// it rather than opening it).
import type { ReactNode } from "react";
import { DownloadLink } from "~/components/ui/download-link";

export function ExportLink({
  href,
  success,
  className = "btn-secondary",
  children = "Export CSV",
  download = false,
}: {
  /** The export route's address with the list's query string. */
  href: string;
  /** The toast's title once the file is saved (JavaScript on). */
  success?: string;
  className?: string;
  children?: ReactNode;
  /** A plain link's `download` attribute. */
  download?: boolean;
}) {
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

// The admin screens' tables and their page links: a scrolling card (a focusable region named by the
// caption, ScrollRegion) with a caption for screen readers and a header row, and Previous / Page n of m
// / Next as links (the list's own address), so paging works without JavaScript.
import { ScrollRegion } from "~/components/ui/scroll-region";

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
    // Wider than a phone (640 px): the card scrolls sideways, so a keyboard must reach it.
    <ScrollRegion label={caption} className="card relative mt-3">
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
    </ScrollRegion>
  );
}

export { Pager } from "~/components/ui/pager";

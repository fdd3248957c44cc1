// The list kit's table (decision 0097): a scrolling card — a focusable region named by the caption
// (ScrollRegion), so a keyboard reaches a table wider than a phone — with a caption for screen
// readers, a header row and one row per record, described once as columns. An empty list says so,
// in a row of the table or, for lists that show no table when empty, in a card instead of it.
import type { HTMLAttributes, ReactNode } from "react";
import { ScrollRegion } from "~/components/ui/scroll-region";

export type Column<Row> = {
  /** The column's heading (and its key). */
  header: string;
  /** The heading is read by screen readers only (an actions column). */
  srOnlyHeader?: boolean;
  /** Numbers: heading and cells right-aligned. */
  align?: "right";
  /** This column's cell is the row's heading (<th scope="row">): the record's name. */
  rowHeader?: boolean;
  /** More classes for the cells (capitalize, tabular-nums, break-all, whitespace-nowrap…). */
  className?: string;
  cell: (row: Row) => ReactNode;
};

const CELL = "px-4 py-3";

/** The table's card: caption, header row, body (and a totals row). Lists use ListTable; other tables may use this. */
export function TableShell({
  caption,
  label = caption,
  head,
  children,
  foot,
  minWidth = "min-w-[640px]",
  className = "mt-3",
}: {
  /** The table's caption for screen readers: what it holds ("Bundles"). */
  caption: string;
  /** The scrolling region's name, when it differs from the caption. */
  label?: string;
  /** The headings; a string, or a column's description. */
  head: readonly (string | Pick<Column<never>, "header" | "srOnlyHeader" | "align">)[];
  children: ReactNode;
  /** A totals row, if the table has one. */
  foot?: ReactNode;
  /** The width below which the card scrolls sideways (a Tailwind min-w-* class). */
  minWidth?: string;
  /** The card's spacing. */
  className?: string;
}) {
  return (
    // Wider than a phone (640 px): the card scrolls sideways, so a keyboard must reach it.
    <ScrollRegion label={label} className={`card relative ${className}`}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface-muted">
          <tr>
            {head.map((h) => {
              const column = typeof h === "string" ? { header: h } : h;
              return (
                <th key={column.header} scope="col" className={`${CELL} font-semibold${column.align === "right" ? " text-right" : ""}`}>
                  {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot className="border-t-2 border-line font-semibold">{foot}</tfoot> : null}
      </table>
    </ScrollRegion>
  );
}

/** A list's records as a table; `empty` says there are none. */
export function ListTable<Row>({
  caption,
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  empty,
  emptyAs = "row",
  minWidth,
  className = "mt-3",
}: {
  /** The table's caption for screen readers: what it holds ("Bundles"). */
  caption: string;
  /** The scrolling region's name, when it differs from the caption. */
  label?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Attributes of a row (data-testid, more classes). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string };
  /** What an empty list says ("No bundles yet."); null: nothing (an empty table). */
  empty: ReactNode;
  /** "row": the table shows it; "card": a card replaces the table. */
  emptyAs?: "row" | "card";
  minWidth?: string;
  className?: string;
}) {
  if (rows.length === 0 && emptyAs === "card") return <p className={`card p-6 text-center text-ink-muted ${className}`}>{empty}</p>;
  return (
    <TableShell caption={caption} label={label} head={columns} minWidth={minWidth} className={className}>
      {rows.length === 0 && empty !== null ? (
        <tr>
          <td colSpan={columns.length} className="px-4 py-6 text-center text-ink-muted">
            {empty}
          </td>
        </tr>
      ) : null}
      {rows.map((row) => {
        const { className: rowClassName, ...props } = rowProps?.(row) ?? {};
        return (
          <tr key={rowKey(row)} className={`border-b border-line last:border-0${rowClassName ? ` ${rowClassName}` : ""}`} {...props}>
            {columns.map((column) => {
              const className = [CELL, column.align === "right" ? "text-right tabular-nums" : "", column.className ?? ""]
                .filter(Boolean)
                .join(" ");
              return column.rowHeader ? (
                <th key={column.header} scope="row" className={`${className} font-medium`}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={className}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        );
      })}
    </TableShell>
  );
}

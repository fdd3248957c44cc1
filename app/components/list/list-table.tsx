// The list kit's table (decision 0097): a scrolling card — a focusable region named by the caption
// (ScrollRegion), so a keyboard reaches a table wider than a phone — with a caption for screen
// readers, a header row and one row per record, described once as columns. An empty list says so,
// in a row of the table or, for lists that show no table when empty, in a card instead of it. A
// table inside a card of its own (My Certificates, the time study) is "plain": no card, lighter rules.
// A column may sort the list: its heading is then a link (the Company Reports' courses), aria-sort
// saying the current order. A totals row goes in the foot (the admin reports' "All courses").
import { Link } from "@remix-run/react";
import type { HTMLAttributes, ReactNode } from "react";
import { ScrollRegion } from "~/components/ui/scroll-region";

export type Column<Row> = {
  /** The column's heading (and its key). */
  header: string;
  /** The heading is read by screen readers only (an actions column). */
  srOnlyHeader?: boolean;
  /** More classes for the heading (a width). */
  headerClassName?: string;
  /** Numbers: heading and cells right-aligned. */
  align?: "right";
  /** This column's cell is the row's heading (<th scope="row">): the record's name. */
  rowHeader?: boolean;
  /** The list sorts by this column (a `sort` of the table): its heading is a link. */
  sortKey?: string;
  /** More classes for the cells (capitalize, tabular-nums, break-all, whitespace-nowrap…). */
  className?: string;
  cell: (row: Row) => ReactNode;
};

type Heading = Pick<Column<never>, "header" | "srOnlyHeader" | "headerClassName" | "align" | "sortKey">;

/** A sortable table's order: the column it is sorted by, the direction, and a heading's link. */
type TableSort = {
  by: string;
  dir: "asc" | "desc";
  /** The list's address sorted by `key` (the same column again flips the direction). */
  href: (key: string) => string;
};

/** A column heading's text, or its sorting link with the order shown (▲ ▼) and said (aria-sort). */
function HeadingCell({ column, sort, className }: { column: Heading; sort?: TableSort; className: string }) {
  const text = column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header;
  if (!sort || !column.sortKey)
    return (
      <th scope="col" className={className}>
        {text}
      </th>
    );
  const sorted = sort.by === column.sortKey;
  return (
    <th scope="col" aria-sort={sorted ? (sort.dir === "asc" ? "ascending" : "descending") : "none"} className={className}>
      <Link to={sort.href(column.sortKey)} preventScrollReset className="underline-offset-2 hover:underline">
        {text}
        <span aria-hidden="true">{sorted ? (sort.dir === "asc" ? " ▲" : " ▼") : ""}</span>
      </Link>
    </th>
  );
}

const STYLES = {
  card: {
    head: "border-b border-line bg-surface-muted",
    th: "px-4 py-3 font-semibold",
    body: undefined,
    row: "border-b border-line last:border-0",
    cell: "px-4 py-3",
    rowHeader: "font-medium",
  },
  plain: {
    head: "border-b border-line text-ink-muted",
    th: "py-2 pr-4 font-medium",
    body: "divide-y divide-line",
    row: "",
    cell: "py-3 pr-4",
    rowHeader: "font-semibold",
  },
} as const;

export type TableVariant = keyof typeof STYLES;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** The table's card: caption, header row, body (and a totals row). Lists use ListTable; other tables may use this. */
export function TableShell({
  caption,
  label = caption,
  head,
  children,
  foot,
  minWidth = "min-w-[640px]",
  className = "mt-3",
  variant = "card",
  sort,
  testId,
}: {
  /** The table's caption for screen readers: what it holds ("Bundles"). */
  caption: string;
  /** The scrolling region's name, when it differs from the caption. */
  label?: string;
  /** The headings; a string, or a column's description. */
  head: readonly (string | Heading)[];
  /** The order, when the headings sort the list. */
  sort?: TableSort;
  /** The table's data-testid. */
  testId?: string;
  children: ReactNode;
  /** A totals row, if the table has one. */
  foot?: ReactNode;
  /** The width below which the card scrolls sideways (a Tailwind min-w-* class). */
  minWidth?: string;
  /** The card's spacing. */
  className?: string;
  variant?: TableVariant;
}) {
  const style = STYLES[variant];
  const table = (
    <table className={classes("w-full", variant === "card" && minWidth, "text-left text-sm")} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className={style.head}>
        <tr>
          {head.map((h) => {
            const column: Heading = typeof h === "string" ? { header: h } : h;
            return (
              <HeadingCell
                key={column.header}
                column={column}
                sort={sort}
                className={classes(style.th, column.align === "right" && "text-right", column.headerClassName)}
              />
            );
          })}
        </tr>
      </thead>
      <tbody className={style.body}>{children}</tbody>
      {foot ? <tfoot className="border-t-2 border-line font-semibold">{foot}</tfoot> : null}
    </table>
  );
  if (variant === "plain") return className ? <div className={className}>{table}</div> : table;
  return (
    // Wider than a phone (640 px): the card scrolls sideways, so a keyboard must reach it.
    <ScrollRegion label={label} className={`card relative ${className}`}>
      {table}
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
  variant = "card",
  foot,
  sort,
  testId,
}: {
  /** The table's caption for screen readers: what it holds ("Bundles"). */
  caption: string;
  /** The scrolling region's name, when it differs from the caption. */
  label?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Attributes of a row (data-testid, more classes). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string };
  /** What an empty list says ("No bundles yet."); null: nothing (an empty table). */
  empty: ReactNode;
  /** "row": the table shows it; "card": a card replaces the table. */
  emptyAs?: "row" | "card";
  minWidth?: string;
  className?: string;
  variant?: TableVariant;
  /** A totals row (<tr>), below the records. */
  foot?: ReactNode;
  /** The order, when the columns with a `sortKey` sort the list. */
  sort?: TableSort;
  /** The table's data-testid. */
  testId?: string;
}) {
  const style = STYLES[variant];
  if (rows.length === 0 && emptyAs === "card") return <p className={`card p-6 text-center text-ink-muted ${className}`}>{empty}</p>;
  return (
    <TableShell
      caption={caption}
      label={label}
      head={columns}
      minWidth={minWidth}
      className={className}
      variant={variant}
      foot={foot}
      sort={sort}
      testId={testId}
    >
      {rows.length === 0 && empty !== null ? (
        <tr>
          <td colSpan={columns.length} className="px-4 py-6 text-center text-ink-muted">
            {empty}
          </td>
        </tr>
      ) : null}
      {rows.map((row, index) => {
        const { className: rowClassName, ...props } = rowProps?.(row) ?? {};
        return (
          <tr key={rowKey(row, index)} className={classes(style.row, rowClassName) || undefined} {...props}>
            {columns.map((column) => {
              const className = classes(style.cell, column.align === "right" && "text-right tabular-nums", column.className);
              return column.rowHeader ? (
                <th key={column.header} scope="row" className={classes(className, style.rowHeader)}>
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

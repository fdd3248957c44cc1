// A list's first column: the record's name as the row's heading, linking to the record's own page
// (an admin list of quizzes, of certificate templates…).
import { Link } from "@remix-run/react";
import type { Column } from "./list-table";

export function linkColumn<Row>(header: string, href: (row: Row) => string, name: (row: Row) => string): Column<Row> {
  return {
    header,
    rowHeader: true,
    cell: (row) => (
      <Link to={href(row)} className="text-brand underline hover:no-underline">
        {name(row)}
      </Link>
    ),
  };
}

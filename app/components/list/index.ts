// The list kit (decision 0097): everything a list screen's page needs, from one module — the table
// (ListTable and its columns; linkColumn, a record's name linking to its page), the filter form and
// its fields (FilterForm, FilterSearch, FilterSelect, FilterDate), the page links (Pager) and the
// export link (ExportLink). The query is app/rules/list-query.ts, the data
// app/models/list-page.server.ts, the CSV app/utils/csv-download.server.ts.
export { ListTable, TableShell, type Column } from "./list-table";
export { linkColumn } from "./link-column";
export { ExportLink } from "./export-link";
export { FilterDate, FilterForm, FilterSearch, FilterSelect } from "~/components/forms/filter-form";
export { Pager } from "~/components/ui/pager";

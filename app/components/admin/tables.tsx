// The admin tables that are not lists (health checks, a user's record, an import preview)
// keep their hand-built rows in the list kit's table card (decision 0097); list screens use ListTable.
export { TableShell as AdminTable } from "~/components/list";

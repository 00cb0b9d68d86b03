export { ListPage, type ListPageProps } from "./list-page";
export type { EmptyContent } from "./list-states";
export { ListTable, type ListTableProps } from "./list-table";
export { actionsColumn, dateColumn, textColumn } from "./table-columns";

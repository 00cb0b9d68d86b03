export { FilterCol, FilterRow, FilterStandIn } from "./filter-grid";
export { type CardField, type ListCard, ListCards, type ListCardsProps } from "./list-cards";
export { ListPage, type ListPageProps } from "./list-page";
export { type EmptyContent, ListEmpty, ListError, ListLoading } from "./list-states";
export { ListTable, type ListTableProps } from "./list-table";
export { RefreshButton } from "./refresh-button";
export { actionsColumn, dateColumn, textColumn } from "./table-columns";
export { useBatchDelete } from "./use-batch-delete";

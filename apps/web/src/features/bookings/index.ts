// The bookings feature's public surface: the pieces of an order's page the operations desk shows too.
export type { OrderDetail, OrderDocument, OrderEvent, OrderFilters, OrderRow } from "./api/order-keys";
export { CancelOrderDialog, type CancelOrderDialogProps } from "./components/cancel-order-dialog";
export { type CutoffState, cutoffStateOf, OrderCutoffs, type OrderCutoffsProps } from "./components/order-cutoffs";
export { OrderDocumentsDialog, type OrderDocumentsDialogProps } from "./components/order-documents-dialog";
export { OrderFilters as OrderFilterForm } from "./components/order-filters";
export { GoodsTotals, OrderGoods, type OrderGoodsFields } from "./components/order-goods";
export { OrderParties } from "./components/order-parties";
export { OrderStatusTag, type OrderStatusTagProps, StatusDot } from "./components/order-status-tag";
export { OrderSummary, type OrderSummaryFields } from "./components/order-summary";
export { OrderTimeline } from "./components/order-timeline";
export { type StatusLook, useOrderStatuses } from "./components/use-order-statuses";
export { newIdempotencyKey, useIdempotencyKey } from "./utils/idempotency-key";
export { ORDER_LIST_PAGING, ORDER_URL_FILTERS, WIDER_ORDER_FILTERS } from "./utils/order-url-filters";

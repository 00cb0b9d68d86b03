// The list room: both order lists, their filters and export, and the order views.
export { default as orderExportRoutes } from "./order-export.routes";
export { default as orderRecordsRoutes } from "./order-records.routes";
export { firstCutOffPassing, getOpsOrder, getOwnOrder, listOpsOrders } from "./order-views.service";
export { default as ordersRoutes } from "./orders.routes";

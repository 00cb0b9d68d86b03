// The operations desk: its order list and view, attaching documents, drawing the bill draft.
export { default as opsOrdersRoutes } from "./ops-orders.routes";
export { attachDocument } from "./ops-orders.service";

// The core every room stands on (the order row, access, transition, presenting); rooms import its
// files directly. Other modules get from it only the orders' context, through ../index.ts.
export { type Caller, type OrdersContext, ordersContextOf } from "./context";

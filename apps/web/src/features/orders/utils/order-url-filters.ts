import { ORDER_STATUSES } from "@haiyun/shared/constants/order-status";
import { type UrlFilters, type UrlParam, urlParam } from "../../../lib/list/url-params";
import type { OrderFilters } from "../api/order-keys";

// The order list's filters in the address bar, for the bookings list and (extended with the customer
// and its own status) the operations desk. OrderFilters is the shared GET /order query's: a filter the
// query gains fails the type check here until it is given a parameter.

export { ORDER_LIST_PAGING } from "./order-paging";

/** Statuses as GET /order takes them ("0,2"); a link naming an unknown status is ignored whole. */
const statusesParam: UrlParam<number[]> = {
  parse: (raw) => {
    const statuses = raw.split(",").map((part) => ORDER_STATUSES.find((status) => String(status.value) === part)?.value);
    return statuses.every((status) => status !== undefined) ? [...new Set(statuses)] : undefined;
  },
  format: (statuses) => statuses.join(","),
};

export const ORDER_URL_FILTERS: UrlFilters<OrderFilters> = {
  keyword: urlParam.text(),
  to_id: urlParam.id(),
  status: statusesParam,
  order_no: urlParam.text(),
  cust_ref_no: urlParam.text(),
  pol_id: urlParam.id(),
  carrier_id: urlParam.id(),
  vessel: urlParam.text(),
  voyage: urlParam.text(),
  create_from: urlParam.date(),
  create_to: urlParam.date(),
  etd_from: urlParam.date(),
  etd_to: urlParam.date(),
  eta_from: urlParam.date(),
  eta_to: urlParam.date(),
};

/** The wider filters, kept in a panel: every filter of GET /order but the bar's (keyword, delivery place, status). */
export const WIDER_ORDER_FILTERS: readonly (keyof OrderFilters)[] = (
  Object.keys(ORDER_URL_FILTERS) as (keyof OrderFilters)[]
).filter((key) => key !== "keyword" && key !== "to_id" && key !== "status");

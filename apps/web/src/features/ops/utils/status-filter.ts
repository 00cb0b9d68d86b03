import { ORDER_STATUSES } from "@haiyun/shared/constants/order-status";
import { OPS_WAITING_STATUSES } from "@haiyun/shared/schemas/order-view";
import type { UrlParam } from "../../../lib/list/url-params";
import type { OpsStatusFilter } from "../api/ops-keys";

const LIST = /^\d{1,2}(,\d{1,2}){0,19}$/;
const KNOWN = new Set<number>(ORDER_STATUSES.map((status) => status.value));

/** The desk's status filter in the address bar: "1,3,6" or "all" (every status, chosen on purpose). */
export const statusParam: UrlParam<OpsStatusFilter> = {
  parse: (raw) => {
    if (raw === "all") return "all";
    if (!LIST.test(raw)) return undefined;
    const statuses = raw.split(",").map(Number);
    return statuses.every((status) => KNOWN.has(status)) ? [...new Set(statuses)] : undefined;
  },
  format: (value) => (value === "all" ? "all" : value.join(",")),
};

export const WAITING: number[] = [...OPS_WAITING_STATUSES];

/** Whether a status filter is the desk's default, the statuses waiting for operations, in any order. */
export function isWaiting(status: OpsStatusFilter | undefined): boolean {
  if (status === undefined) return true;
  if (status === "all" || status.length !== OPS_WAITING_STATUSES.length) return false;
  return OPS_WAITING_STATUSES.every((waiting) => status.includes(waiting));
}

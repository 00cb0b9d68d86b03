import { ORDER_STATUS } from "@haiyun/shared";

/**
 * The operations desk's one access policy (DESIGN §4): every customer's order once submitted. A
 * draft is its customer's business until then, so to operations it does not exist: every read,
 * action, document and upload answers it exactly as a missing id (404) and changes nothing. The
 * lists and the detail ask the database for the same thing (`status <> 0`, order-row.repository).
 */
export function opsMaySee(order: { status: number }): boolean {
  return order.status !== ORDER_STATUS.DRAFT;
}

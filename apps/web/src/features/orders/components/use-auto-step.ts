import { DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { useOrderDocuments } from "../api/order-documents";

const S = ORDER_STATUS;

/** The dialogs a status may open by itself. */
export type AutoStep = "bill" | "pay" | "telex";

/**
 * The supply detail: the dialog a status opens on load — bill confirm at 4 when a bill draft
 * (document type 3) is there to read, payment at 5, telex guarantee at 7; null otherwise or while
 * the documents are still asked for.
 */
export function useAutoStep(order: { id: number; status: number }, enabled: boolean): AutoStep | null {
  const awaitsBill = enabled && order.status === S.AWAITING_BILL_CHECK;
  const documents = useOrderDocuments(order.id, awaitsBill);
  if (!enabled) return null;
  if (order.status === S.AWAITING_PAYMENT) return "pay";
  if (order.status === S.AWAITING_TELEX_UPLOAD) return "telex";
  if (awaitsBill && documents.data?.some((doc) => doc.document_type === DOCUMENT_TYPE.BILL_DRAFT)) return "bill";
  return null;
}

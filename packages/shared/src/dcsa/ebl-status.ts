import { REQUEST_STATE, type RequestState } from "../constants/order-side-requests";
import { ORDER_STATUS, type OrderStatus } from "../constants/order-status";

// DCSA eBL 3.0.3's statuses of a shipping instruction and its transport document, read from the
// portal's order status and its SI revision state: ONE table (docs/PRODUCT-RULES.md, "Shipping
// instructions, transport documents and VGM (DCSA)"). An order whose instruction was never
// submitted has no DCSA shipping instructions; one whose draft bill was never published has no
// transport document.

export type ShippingInstructionsStatus = "RECEIVED" | "PENDING_UPDATE" | "COMPLETED" | "CANCELLED";
export type TransportDocumentStatus =
  | "DRAFT"
  | "APPROVED"
  | "ISSUED"
  | "PENDING_SURRENDER_FOR_DELIVERY"
  | "SURRENDERED_FOR_DELIVERY"
  | "VOIDED";
export type UpdatedShippingInstructionsStatus = "UPDATE_RECEIVED" | "UPDATE_CONFIRMED" | "UPDATE_DECLINED";

export interface EblStatusRow {
  /** the order's status */
  status: OrderStatus;
  si: ShippingInstructionsStatus;
  /** null: no transport document (no draft bill published) */
  td: TransportDocumentStatus | null;
}

/** The order's status → the SI's and the TD's status (rows for statuses with a submitted instruction). */
export const EBL_STATUS_TABLE: readonly EblStatusRow[] = [
  { status: ORDER_STATUS.AWAITING_BILL, si: "RECEIVED", td: null },
  { status: ORDER_STATUS.AWAITING_BILL_CHECK, si: "RECEIVED", td: "DRAFT" },
  // the customer returned the draft with comments: the carrier's next draft is awaited
  { status: ORDER_STATUS.BILL_REJECTED, si: "RECEIVED", td: "DRAFT" },
  { status: ORDER_STATUS.AWAITING_PAYMENT, si: "RECEIVED", td: "APPROVED" },
  { status: ORDER_STATUS.AWAITING_INVOICE, si: "RECEIVED", td: "APPROVED" },
  { status: ORDER_STATUS.AWAITING_TELEX_UPLOAD, si: "RECEIVED", td: "ISSUED" },
  { status: ORDER_STATUS.AWAITING_TELEX_RELEASE, si: "RECEIVED", td: "PENDING_SURRENDER_FOR_DELIVERY" },
  { status: ORDER_STATUS.COMPLETED, si: "COMPLETED", td: "SURRENDERED_FOR_DELIVERY" },
  { status: ORDER_STATUS.CANCELLED, si: "CANCELLED", td: "VOIDED" },
];

/** The SI revision's state → updatedShippingInstructionsStatus (none while no revision was asked). */
export const UPDATED_SI_STATUS: Readonly<Record<RequestState, UpdatedShippingInstructionsStatus>> = {
  [REQUEST_STATE.REQUESTED]: "UPDATE_RECEIVED",
  [REQUEST_STATE.ACCEPTED]: "UPDATE_CONFIRMED",
  [REQUEST_STATE.DECLINED]: "UPDATE_DECLINED",
};

/** The row of an order's status, or undefined when its instruction cannot have been submitted. */
export function eblStatusOf(status: number): EblStatusRow | undefined {
  return EBL_STATUS_TABLE.find((row) => row.status === status);
}

/** The TD's status: the table's once a draft bill was published, else none (a cancelled order's too). */
export function transportDocumentStatusOf(status: number, billPublished: boolean): TransportDocumentStatus | null {
  const row = eblStatusOf(status);
  if (!row || !billPublished) return null;
  return row.td;
}

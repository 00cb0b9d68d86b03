import { DOCUMENT_TYPE, type DocumentType, ORDER_STATUS, type OrderStatus } from "../constants/order-status";
import type { OrderActor } from "../constants/order-transitions";

// Upload windows: who may attach which document type to an order in which statuses. The server
// refuses an upload outside its window (409, as a transition the table does not allow) and the
// web shows an upload button only inside it.

const S = ORDER_STATUS;
const D = DOCUMENT_TYPE;

/** From the booking's confirmation until the order is closed; a cancelled order takes none. */
const OPEN_AFTER_CONFIRMATION: readonly OrderStatus[] = [
  S.AWAITING_SUPPLY,
  S.AWAITING_BILL,
  S.AWAITING_BILL_CHECK,
  S.AWAITING_PAYMENT,
  S.AWAITING_INVOICE,
  S.AWAITING_TELEX_UPLOAD,
  S.AWAITING_TELEX_RELEASE,
  S.BILL_REJECTED,
];

export interface UploadWindow {
  types: readonly DocumentType[];
  statuses: readonly OrderStatus[];
}

export const UPLOAD_WINDOWS: Record<OrderActor, UploadWindow> = {
  // the customer's receipt, guarantee, manifest and other papers: once confirmed, completed included
  owner: {
    types: [D.PAYMENT_RECEIPT, D.TELEX_GUARANTEE, D.MANIFEST, D.OTHER],
    statuses: [...OPEN_AFTER_CONFIRMATION, S.COMPLETED],
  },
  // operations: any document once the booking is submitted, until the order is completed or cancelled
  ops: {
    types: [
      D.BOOKING_CONFIRMATION,
      D.SHIPPING_INSTRUCTION,
      D.BILL_DRAFT,
      D.INVOICE,
      D.PAYMENT_RECEIPT,
      D.TELEX_GUARANTEE,
      D.TELEX_RELEASE,
      D.MANIFEST,
      D.OTHER,
    ],
    statuses: [S.AWAITING_BOOKING, ...OPEN_AFTER_CONFIRMATION],
  },
};

/** Whether `actor` may attach a document (of `type`, when given) to an order in `status`. */
export function mayUpload(actor: OrderActor, status: number, type?: number): boolean {
  const window = UPLOAD_WINDOWS[actor];
  return (
    (window.statuses as readonly number[]).includes(status) &&
    (type === undefined || (window.types as readonly number[]).includes(type))
  );
}

import {
  CONFIRMED_OPEN_STATUSES,
  DOCUMENT_TYPE,
  type DocumentType,
  ORDER_STATUS,
  type OrderStatus,
} from "../constants/order-status";
import type { OrderActor } from "../constants/order-transitions";

// Upload windows: who may attach which document type to an order in which statuses. The server
// refuses an upload outside its window (409, as a transition the table does not allow) and the
// web shows an upload button only inside it.

const S = ORDER_STATUS;
const D = DOCUMENT_TYPE;

/**
 * A dangerous goods declaration goes with a pending booking (operations ask the carrier's approval
 * with it) and can be replaced until the bill is passed.
 */
const DG_DECLARATION_STATUSES: readonly OrderStatus[] = [
  S.AWAITING_BOOKING,
  S.AWAITING_SUPPLY,
  S.AWAITING_BILL,
  S.AWAITING_BILL_CHECK,
  S.BILL_REJECTED,
];

export interface UploadWindow {
  types: readonly DocumentType[];
  statuses: readonly OrderStatus[];
  /** types whose window differs from `statuses` (they are not listed in `types`) */
  byType?: Partial<Record<DocumentType, readonly OrderStatus[]>>;
}

export const UPLOAD_WINDOWS: Record<OrderActor, UploadWindow> = {
  // the customer's receipt, guarantee, manifest and other papers: once confirmed, completed included
  owner: {
    types: [D.PAYMENT_RECEIPT, D.TELEX_GUARANTEE, D.MANIFEST, D.OTHER],
    statuses: [...CONFIRMED_OPEN_STATUSES, S.COMPLETED],
    byType: { [D.DG_DECLARATION]: DG_DECLARATION_STATUSES },
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
      D.DG_DECLARATION,
    ],
    statuses: [S.AWAITING_BOOKING, ...CONFIRMED_OPEN_STATUSES],
  },
};

/** The statuses in which `actor` may attach a document of `type` (none for a type not theirs). */
function statusesOf(window: UploadWindow, type: number): readonly number[] {
  const own = window.byType?.[type as DocumentType];
  if (own) return own;
  return (window.types as readonly number[]).includes(type) ? window.statuses : [];
}

/** Whether `actor` may attach a document (of `type`, when given: of any type otherwise) to an order in `status`. */
export function mayUpload(actor: OrderActor, status: number, type?: number): boolean {
  const window = UPLOAD_WINDOWS[actor];
  if (type !== undefined) return statusesOf(window, type).includes(status);
  const special = Object.values(window.byType ?? {}) as (readonly number[])[];
  return [window.statuses, ...special].some((statuses) => statuses.includes(status));
}

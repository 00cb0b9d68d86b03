import type { z } from "zod";
import { DOCUMENT_TYPE, type DocumentType, ORDER_STATUS, type OrderStatus } from "../constants/order-status";
import { ORDER_ACTIONS, type OrderAction, type OrderActor } from "../constants/order-transitions";
import { cancellationDecisionSchema, cancellationRequestedSchema, cancellationRequestSchema } from "./cancellation";
import { bookingFormSchema } from "./order";
import {
  amendSiSchema,
  attachmentActionSchema,
  billFailSchema,
  issueInvoiceSchema,
  orderIdBodySchema,
  paymentRejectSchema,
  publishBillSchema,
  releaseSchema,
} from "./order-actions";
import {
  amendmentAnswerSchema,
  amendmentDecisionSchema,
  amendmentRequestSchema,
  bookingUpdateSchema,
  requestUpdateSchema,
} from "./order-amendment";
import { cancelByIdSchema, confirmBookingSchema, reasonSchema } from "./order-ops-input";
import { revisionAnswerSchema, revisionBodySchema, revisionDecisionSchema } from "./si-revision";
import { supplyBodySchema } from "./supply";

// The wire contract of every row of the transition table (docs/ARCHITECTURE.md, "The order
// aggregate"): how a client calls the action. The server registers its routes from here and the
// web's action client builds its calls from here, so a row of ORDER_TRANSITIONS without its
// contract fails the type check (`satisfies Record<OrderAction, …>` below).

/** Where the route finds the order: its path (`:id`), the body's `id`, or nowhere (the action creates it). */
export type OrderIdFrom = "path" | "body" | "none";

export interface ActionRoute {
  method: "POST" | "PUT" | "DELETE";
  /** the path under /api; `:id` is the order's id when `orderId` is "path" */
  path: string;
  orderId: OrderIdFrom;
  /** this route's body when it differs from the action's (the order's id added to it) */
  body?: z.ZodType;
  /** true: an Idempotency-Key header makes a retry answer the first result instead of acting twice */
  idempotent?: boolean;
}

/** A document the action names: the caller uploads it first (multipart) and sends the id it answered. */
export interface ActionDocument {
  type: DocumentType;
  /** the multipart route that stores it; its answer's `file` is what the action's body names */
  upload: { method: "POST"; path: string };
  /** the body field that carries the stored document's id */
  field: "file" | "filename";
}

export interface ActionContract {
  /** every route that takes the action; the first is the one clients call (the others stay for old clients) */
  routes: readonly ActionRoute[];
  /** the body's schema (with the order's `id` on routes that take it from the body); null: no body */
  body: z.ZodType | null;
  /**
   * When two actions share a route (save and submit of a booking, of an instruction; accepting and
   * declining a request), the value of the body's `selectBy` field that selects this one.
   */
  bodyAction?: string;
  /** the body field `bodyAction` is read from; unset: `action` */
  selectBy?: "action" | "decision";
  /** the largest body in bytes; unset: the server's default (1 MiB) */
  bodyLimit?: number;
  /**
   * "result": the order's id, number and status; "null": nothing (the order is gone); a schema:
   * what the handler answers (`Applied.answer`), e.g. a request's id and state.
   */
  answer: "result" | "null" | z.ZodType;
  document?: ActionDocument;
  /** one line for the API reference */
  summary: string;
}

/**
 * A full booking or instruction stays far below 1 MiB; room for a few times more, so that an
 * oversized list (10,000 cargo rows) is answered by the schema naming the field, not a bare 413.
 */
export const LARGE_BODY_LIMIT = 4 * 1024 * 1024;

const OWNER_UPLOAD = { method: "POST", path: "/attachment" } as const;
const OPS_UPLOAD = { method: "POST", path: "/ops/order/:id/document" } as const;

const bookingRoutes = [
  { method: "POST", path: "/order/booking", orderId: "none", idempotent: true },
  { method: "PUT", path: "/order/booking/:id", orderId: "path" },
] as const;
const revisionDecisionRoutes = [{ method: "PUT", path: "/ops/order/:id/revision", orderId: "path" }] as const;
const supplyRoutes = [{ method: "PUT", path: "/order/shipment/:id", orderId: "path", idempotent: true }] as const;

export const ORDER_ACTION_CONTRACT = {
  save: {
    routes: bookingRoutes,
    body: bookingFormSchema,
    bodyAction: "save",
    bodyLimit: LARGE_BODY_LIMIT,
    answer: "result",
    summary: "Save a booking as a draft (new, or a draft again)",
  },
  submit: {
    routes: bookingRoutes,
    body: bookingFormSchema,
    bodyAction: "submit",
    bodyLimit: LARGE_BODY_LIMIT,
    answer: "result",
    summary: "Submit a booking to operations (new, or a draft)",
  },
  delete: {
    routes: [{ method: "DELETE", path: "/order/:id", orderId: "path" }],
    body: null,
    answer: "null",
    summary: "Delete a draft",
  },
  cancel: {
    routes: [
      { method: "POST", path: "/order/:id/cancel", orderId: "path", idempotent: true },
      { method: "PUT", path: "/order/cancel", orderId: "body", body: cancelByIdSchema },
    ],
    body: reasonSchema,
    answer: "result",
    summary: "Cancel with a reason (a draft, or a booking operations have not confirmed)",
  },
  confirm_booking: {
    routes: [{ method: "PUT", path: "/ops/order/:id/confirm", orderId: "path" }],
    body: confirmBookingSchema,
    answer: "result",
    summary: "Confirm the booking with the carrier's SO, sailing and cut-offs",
  },
  reject_booking: {
    routes: [{ method: "PUT", path: "/ops/order/:id/reject", orderId: "path" }],
    body: reasonSchema,
    answer: "result",
    summary: "Reject the booking with a reason",
  },
  supply_save: {
    routes: supplyRoutes,
    body: supplyBodySchema,
    bodyAction: "save",
    bodyLimit: LARGE_BODY_LIMIT,
    answer: "result",
    summary: "Save the shipping instruction (the order stays awaiting it)",
  },
  supply_submit: {
    routes: supplyRoutes,
    body: supplyBodySchema,
    bodyAction: "submit",
    bodyLimit: LARGE_BODY_LIMIT,
    answer: "result",
    summary: "Submit the shipping instruction (final; later changes go through operations)",
  },
  publish_bill: {
    routes: [{ method: "PUT", path: "/ops/order/:id/bill", orderId: "path" }],
    body: publishBillSchema,
    answer: "result",
    document: { type: DOCUMENT_TYPE.BILL_DRAFT, upload: OPS_UPLOAD, field: "file" },
    summary: "Publish the bill-of-lading draft and the MBL number",
  },
  bill_pass: {
    routes: [{ method: "PUT", path: "/order/pass", orderId: "body" }],
    body: orderIdBodySchema,
    answer: "result",
    summary: "Approve the bill-of-lading draft",
  },
  bill_fail: {
    routes: [{ method: "PUT", path: "/order/fail", orderId: "body" }],
    body: billFailSchema,
    answer: "result",
    summary: "Return the bill-of-lading draft with a reason",
  },
  pay: {
    routes: [{ method: "PUT", path: "/order/pay", orderId: "body", idempotent: true }],
    body: attachmentActionSchema,
    answer: "result",
    document: { type: DOCUMENT_TYPE.PAYMENT_RECEIPT, upload: OWNER_UPLOAD, field: "filename" },
    summary: "Pay: name the uploaded payment receipt",
  },
  reject_payment: {
    routes: [{ method: "PUT", path: "/ops/order/:id/payment-reject", orderId: "path" }],
    body: paymentRejectSchema,
    answer: "result",
    summary: "Reject the payment with a reason (the customer pays again)",
  },
  issue_invoice: {
    routes: [{ method: "PUT", path: "/ops/order/:id/invoice", orderId: "path" }],
    body: issueInvoiceSchema,
    answer: "result",
    document: { type: DOCUMENT_TYPE.INVOICE, upload: OPS_UPLOAD, field: "file" },
    summary: "Issue the invoice with its amount and currency",
  },
  telex: {
    routes: [{ method: "PUT", path: "/order/telex", orderId: "body", idempotent: true }],
    body: attachmentActionSchema,
    answer: "result",
    document: { type: DOCUMENT_TYPE.TELEX_GUARANTEE, upload: OWNER_UPLOAD, field: "filename" },
    summary: "Telex: name the uploaded guarantee letter",
  },
  release: {
    routes: [{ method: "PUT", path: "/ops/order/:id/release", orderId: "path" }],
    body: releaseSchema,
    answer: "result",
    document: { type: DOCUMENT_TYPE.TELEX_RELEASE, upload: OPS_UPLOAD, field: "file" },
    summary: "Release the cargo by telex",
  },
  amend_si: {
    routes: [{ method: "PUT", path: "/ops/order/:id/amend-si", orderId: "path" }],
    body: amendSiSchema,
    bodyLimit: LARGE_BODY_LIMIT,
    answer: "result",
    summary: "Amend a submitted shipping instruction for a change fee (the status stays)",
  },
  cancel_by_ops: {
    routes: [{ method: "PUT", path: "/ops/order/:id/cancel", orderId: "path" }],
    body: reasonSchema,
    answer: "result",
    summary: "Cancel the order with a reason",
  },
  // Entries of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  update_booking: {
    routes: [{ method: "PUT", path: "/order/:id/booking", orderId: "path" }],
    body: bookingUpdateSchema,
    bodyLimit: LARGE_BODY_LIMIT,
    answer: "result",
    summary: "Update a booking operations have not confirmed yet (a new version; clears their feedback)",
  },
  request_update: {
    routes: [{ method: "PUT", path: "/ops/order/:id/request-update", orderId: "path" }],
    body: requestUpdateSchema,
    answer: "result",
    summary: "Ask the customer to update the booking, with feedback on its fields",
  },
  request_amendment: {
    routes: [{ method: "POST", path: "/order/:id/amendment", orderId: "path", idempotent: true }],
    body: amendmentRequestSchema,
    bodyLimit: LARGE_BODY_LIMIT,
    answer: amendmentAnswerSchema,
    summary: "Request an amendment of the confirmed booking, with a reason",
  },
  accept_amendment: {
    routes: [{ method: "PUT", path: "/ops/order/:id/amendment", orderId: "path" }],
    body: amendmentDecisionSchema,
    bodyAction: "accept",
    selectBy: "decision",
    answer: "result",
    summary: "Accept the amendment (it becomes the booking; the sailing may be re-confirmed)",
  },
  decline_amendment: {
    routes: [{ method: "PUT", path: "/ops/order/:id/amendment", orderId: "path" }],
    body: amendmentDecisionSchema,
    bodyAction: "decline",
    selectBy: "decision",
    answer: "result",
    summary: "Decline the amendment with a reason",
  },
  update_confirmation: {
    routes: [{ method: "PUT", path: "/ops/order/:id/confirmation", orderId: "path" }],
    body: confirmBookingSchema,
    answer: "result",
    summary: "Update the confirmed sailing and cut-offs before departure (a roll-over; a new version)",
  },

  // -- cancellation requests --
  request_cancellation: {
    routes: [{ method: "POST", path: "/order/:id/cancellation", orderId: "path" }],
    body: cancellationRequestSchema,
    answer: cancellationRequestedSchema,
    summary: "Ask operations to cancel a confirmed order, with a reason (the answer names the fee)",
  },
  accept_cancellation: {
    routes: [{ method: "PUT", path: "/ops/order/:id/cancellation", orderId: "path" }],
    body: cancellationDecisionSchema,
    bodyAction: "accept",
    selectBy: "decision",
    answer: "result",
    summary: "Accept the customer's cancellation request (the order is cancelled, the fee charged)",
  },
  decline_cancellation: {
    routes: [{ method: "PUT", path: "/ops/order/:id/cancellation", orderId: "path" }],
    body: cancellationDecisionSchema,
    bodyAction: "decline",
    selectBy: "decision",
    answer: "result",
    summary: "Decline the customer's cancellation request with a reason (the order goes on)",
  },

  // -- shipping-instruction revisions --
  revise_si: {
    routes: [{ method: "POST", path: "/order/shipment/:id/revision", orderId: "path", idempotent: true }],
    body: revisionBodySchema,
    bodyLimit: LARGE_BODY_LIMIT,
    answer: revisionAnswerSchema,
    summary: "Propose a revised shipping instruction, accepting the fee the preview showed",
  },
  accept_revision: {
    routes: revisionDecisionRoutes,
    body: revisionDecisionSchema,
    bodyAction: "accept",
    selectBy: "decision",
    answer: "result",
    summary: "Accept the open shipping-instruction revision (it becomes the instruction, its fee a charge)",
  },
  decline_revision: {
    routes: revisionDecisionRoutes,
    body: revisionDecisionSchema,
    bodyAction: "decline",
    selectBy: "decision",
    answer: "result",
    summary: "Decline the open shipping-instruction revision with a reason",
  },
} as const satisfies Record<OrderAction, ActionContract>;

export type OrderActionContract = typeof ORDER_ACTION_CONTRACT;

/** The contract of an action. */
export function contractOf(action: OrderAction): ActionContract {
  return ORDER_ACTION_CONTRACT[action];
}

/** The body field a shared route reads to choose between its actions. */
export const selectorOf = (contract: ActionContract): "action" | "decision" => contract.selectBy ?? "action";

/** Every action route, once, with the actions it serves in the table's order. */
export function actionRoutes(): { route: ActionRoute; actions: OrderAction[] }[] {
  const byKey = new Map<string, { route: ActionRoute; actions: OrderAction[] }>();
  for (const action of ORDER_ACTIONS) {
    for (const route of contractOf(action).routes) {
      const key = `${route.method} ${route.path}`;
      const entry = byKey.get(key) ?? { route, actions: [] };
      entry.actions.push(action);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()];
}

// ---------------------------------------------------------------------------------------------
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

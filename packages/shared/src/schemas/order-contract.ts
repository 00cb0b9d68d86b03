import { DOCUMENT_TYPE } from "../constants/order-status";
import { ORDER_ACTIONS, type OrderAction } from "../constants/order-transitions";
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
import { type ActionContract, type ActionRoute, LARGE_BODY_LIMIT } from "./order-contract-types";
import { cancelByIdSchema, confirmBookingSchema, reasonSchema } from "./order-ops-input";
import { REQUEST_CONTRACTS } from "./order-request-contracts";
import { supplyBodySchema } from "./supply";

// The wire contract of every row of the transition table (docs/ARCHITECTURE.md, "The order
// aggregate"): how a client calls the action. The server registers its routes from here and the
// web's action client builds its calls from here, so a row of ORDER_TRANSITIONS without its
// contract fails the type check, naming it (`EveryActionHasAContract` below).

const OWNER_UPLOAD = { method: "POST", path: "/attachment" } as const;
const OPS_UPLOAD = { method: "POST", path: "/ops/order/:id/document" } as const;

const bookingRoutes = [
  { method: "POST", path: "/order/booking", orderId: "none", idempotent: true },
  { method: "PUT", path: "/order/booking/:id", orderId: "path" },
] as const;
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
  ...REQUEST_CONTRACTS,
} as const satisfies Partial<Record<OrderAction, ActionContract>>;

/**
 * Every action of the table has its contract. The check above takes each entry's shape; this one
 * takes the keys, so that an action without an entry fails with its own name ("Type '"hold"' does
 * not satisfy the constraint 'never'") rather than inside the whole map's type, cut short.
 */
export type EveryActionHasAContract = NoneLeft<Exclude<OrderAction, keyof typeof ORDER_ACTION_CONTRACT>>;
type NoneLeft<Missing extends never> = Missing;

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

export * from "./order-contract-types";
export * from "./order-upload-windows";

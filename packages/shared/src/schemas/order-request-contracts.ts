import type { OrderAction } from "../constants/order-transitions";
import { cancellationDecisionSchema, cancellationRequestedSchema, cancellationRequestSchema } from "./cancellation";
import {
  amendmentAnswerSchema,
  amendmentDecisionSchema,
  amendmentRequestSchema,
  bookingUpdateSchema,
  requestUpdateSchema,
} from "./order-amendment";
import type { ActionContract } from "./order-contract-types";
import { LARGE_BODY_LIMIT } from "./order-contract-types";
import { confirmBookingSchema } from "./order-ops-input";
import { revisionAnswerSchema, revisionBodySchema, revisionDecisionSchema } from "./si-revision";
import { specialCargoDecisionSchema } from "./special-cargo-decision";

// The contracts of the actions after submission (docs/PRODUCT-RULES.md, "Requests beside the
// status" and the sections it names): booking updates and amendments, cancellation requests, SI
// revisions. Spread into ORDER_ACTION_CONTRACT; kept apart so the core file stays readable.

const specialCargoRoutes = [{ method: "PUT", path: "/ops/order/:id/special-cargo", orderId: "path" }] as const;
const revisionDecisionRoutes = [{ method: "PUT", path: "/ops/order/:id/revision", orderId: "path" }] as const;

/** The actions below, by name. */
type RequestAction = Extract<
  OrderAction,
  | "update_booking"
  | "request_update"
  | "request_amendment"
  | "accept_amendment"
  | "decline_amendment"
  | "update_confirmation"
  | "request_cancellation"
  | "accept_cancellation"
  | "decline_cancellation"
  | "revise_si"
  | "accept_revision"
  | "decline_revision"
  | "approve_special_cargo"
  | "refuse_special_cargo"
>;

export const REQUEST_CONTRACTS = {
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

  // -- special cargo --
  approve_special_cargo: {
    routes: specialCargoRoutes,
    body: specialCargoDecisionSchema,
    bodyAction: "approve",
    selectBy: "decision",
    answer: "result",
    summary: "Approve a booking's dangerous goods or out-of-gauge cargo (it may then be confirmed)",
  },
  refuse_special_cargo: {
    routes: specialCargoRoutes,
    body: specialCargoDecisionSchema,
    bodyAction: "refuse",
    selectBy: "decision",
    answer: "result",
    summary: "Refuse a booking's dangerous goods or out-of-gauge cargo with a reason (the booking is rejected)",
  },
} as const satisfies Record<RequestAction, ActionContract>;

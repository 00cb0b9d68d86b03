import { CANCELLATION_REQUEST_FROM } from "./cancellation-request";
import { type OrderSides, REQUEST_STATE, type SideGuard } from "./order-side-requests";
import { CONFIRMED_OPEN_STATUSES, ORDER_STATUS, type OrderStatus } from "./order-status";

// The order life as data. The server enforces it (one transition service reads it);
// the web reads it to decide which buttons show. A later feature adds a row and its handler,
// never a new mechanism.

/** Who may take an action: the order's owner (authority `order`) or operations (`ops_order`). */
export type OrderActor = "owner" | "ops";

/** What an action carries besides the order, checked by its handler. */
export type TransitionInput =
  | "booking_form"
  | "full_booking"
  | "reason"
  | "booking_confirmation"
  | "shipping_instruction"
  | "bill"
  | "file"
  | "fee"
  | "feedback";

/**
 * The `to` of an action that changes the order but not its status (operations amending a
 * submitted shipping instruction): the order stays where it is, the event still records it.
 */
export const SAME_STATUS = "same" as const;
export type OrderTarget = OrderStatus | null | typeof SAME_STATUS;

export interface OrderTransition {
  action: OrderAction;
  actor: OrderActor;
  /** the statuses it starts from; `null` is an order not yet created */
  from: readonly (OrderStatus | null)[];
  /** the status it leaves; `null` when the order is removed (a deleted draft); SAME_STATUS: unchanged */
  to: OrderTarget;
  requires: readonly TransitionInput[];
  guard?: SideGuard;
}

const S = ORDER_STATUS;

export const ORDER_TRANSITIONS = [
  { action: "save", actor: "owner", from: [null, S.DRAFT], to: S.DRAFT, requires: ["booking_form"] },
  { action: "submit", actor: "owner", from: [null, S.DRAFT], to: S.AWAITING_BOOKING, requires: ["full_booking"] },
  { action: "delete", actor: "owner", from: [S.DRAFT], to: null, requires: [] },
  { action: "cancel", actor: "owner", from: [S.DRAFT, S.AWAITING_BOOKING], to: S.CANCELLED, requires: ["reason"] },
  {
    action: "confirm_booking",
    actor: "ops",
    from: [S.AWAITING_BOOKING],
    to: S.AWAITING_SUPPLY,
    requires: ["booking_confirmation"],
    // dangerous goods or out-of-gauge cargo are approved first (approve_special_cargo below)
    guard: { request: "special_cargo", open: false, refusal: "ORDER_SPECIAL_CARGO_PENDING" },
  },
  { action: "reject_booking", actor: "ops", from: [S.AWAITING_BOOKING], to: S.CANCELLED, requires: ["reason"] },
  { action: "supply_save", actor: "owner", from: [S.AWAITING_SUPPLY], to: S.AWAITING_SUPPLY, requires: ["shipping_instruction"] },
  { action: "supply_submit", actor: "owner", from: [S.AWAITING_SUPPLY], to: S.AWAITING_BILL, requires: ["shipping_instruction"] },
  {
    action: "publish_bill",
    actor: "ops",
    from: [S.AWAITING_BILL, S.BILL_REJECTED],
    to: S.AWAITING_BILL_CHECK,
    requires: ["bill"],
  },
  { action: "bill_pass", actor: "owner", from: [S.AWAITING_BILL_CHECK], to: S.AWAITING_PAYMENT, requires: [] },
  { action: "bill_fail", actor: "owner", from: [S.AWAITING_BILL_CHECK], to: S.BILL_REJECTED, requires: ["reason"] },
  { action: "pay", actor: "owner", from: [S.AWAITING_PAYMENT], to: S.AWAITING_INVOICE, requires: ["file"] },
  { action: "reject_payment", actor: "ops", from: [S.AWAITING_INVOICE], to: S.AWAITING_PAYMENT, requires: ["reason"] },
  { action: "issue_invoice", actor: "ops", from: [S.AWAITING_INVOICE], to: S.AWAITING_TELEX_UPLOAD, requires: ["file"] },
  { action: "telex", actor: "owner", from: [S.AWAITING_TELEX_UPLOAD], to: S.AWAITING_TELEX_RELEASE, requires: ["file"] },
  { action: "release", actor: "ops", from: [S.AWAITING_TELEX_RELEASE], to: S.COMPLETED, requires: ["file"] },
  // a submitted instruction changes only through operations, for a change fee
  {
    action: "amend_si",
    actor: "ops",
    from: [S.AWAITING_BILL, S.BILL_REJECTED],
    to: SAME_STATUS,
    requires: ["shipping_instruction", "fee"],
  },
  {
    action: "cancel_by_ops",
    actor: "ops",
    // never from a draft: operations do not see one (it answers as a missing order)
    from: [S.AWAITING_BOOKING, ...CONFIRMED_OPEN_STATUSES],
    to: S.CANCELLED,
    requires: ["reason"],
  },
  // Rows of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  // the owner edits a booking operations have not confirmed yet (a new version; operations see it updated)
  { action: "update_booking", actor: "owner", from: [S.AWAITING_BOOKING], to: SAME_STATUS, requires: ["full_booking"] },
  // operations ask the owner to update it, with feedback on its fields (DCSA "pending update")
  { action: "request_update", actor: "ops", from: [S.AWAITING_BOOKING], to: SAME_STATUS, requires: ["feedback"] },
  // after confirmation, until the bill is passed, the owner asks; operations accept or decline
  {
    action: "request_amendment",
    actor: "owner",
    from: [S.AWAITING_SUPPLY, S.AWAITING_BILL, S.AWAITING_BILL_CHECK, S.BILL_REJECTED],
    to: SAME_STATUS,
    requires: ["full_booking", "reason"],
    guard: { request: "amendment", open: false },
  },
  {
    action: "accept_amendment",
    actor: "ops",
    from: [S.AWAITING_SUPPLY, S.AWAITING_BILL, S.AWAITING_BILL_CHECK, S.BILL_REJECTED],
    to: SAME_STATUS,
    requires: [],
    guard: { request: "amendment", open: true },
  },
  {
    action: "decline_amendment",
    actor: "ops",
    from: [S.AWAITING_SUPPLY, S.AWAITING_BILL, S.AWAITING_BILL_CHECK, S.BILL_REJECTED],
    to: SAME_STATUS,
    requires: ["reason"],
    guard: { request: "amendment", open: true },
  },
  // operations move a confirmed booking (another vessel, a new ETD or ETA, moved cut-offs) until it sails
  {
    action: "update_confirmation",
    actor: "ops",
    from: [...CONFIRMED_OPEN_STATUSES],
    to: SAME_STATUS,
    requires: ["booking_confirmation"],
  },

  // -- cancellation requests --
  // after confirmation the owner asks (seeing the fee first); before it, `cancel` stays direct
  {
    action: "request_cancellation",
    actor: "owner",
    from: CANCELLATION_REQUEST_FROM,
    to: SAME_STATUS,
    requires: ["reason"],
    guard: { request: "cancellation", open: false },
  },
  {
    action: "accept_cancellation",
    actor: "ops",
    from: CANCELLATION_REQUEST_FROM,
    to: S.CANCELLED,
    requires: [],
    guard: { request: "cancellation", open: true },
  },
  {
    action: "decline_cancellation",
    actor: "ops",
    from: CANCELLATION_REQUEST_FROM,
    to: SAME_STATUS,
    requires: ["reason"],
    guard: { request: "cancellation", open: true },
  },

  // -- shipping-instruction revisions --
  // the owner proposes a revised instruction (a fee shown first); operations accept it (the bill,
  // if one was published, goes back to awaiting bill) or decline it (the instruction stays)
  {
    action: "revise_si",
    actor: "owner",
    from: [S.AWAITING_BILL, S.AWAITING_BILL_CHECK, S.BILL_REJECTED],
    to: SAME_STATUS,
    requires: ["shipping_instruction", "fee"],
    guard: { request: "revision", open: false },
  },
  {
    action: "accept_revision",
    actor: "ops",
    from: [S.AWAITING_BILL, S.AWAITING_BILL_CHECK, S.BILL_REJECTED],
    to: S.AWAITING_BILL,
    requires: [],
    guard: { request: "revision", open: true },
  },
  {
    action: "decline_revision",
    actor: "ops",
    from: [S.AWAITING_BILL, S.AWAITING_BILL_CHECK, S.BILL_REJECTED],
    to: SAME_STATUS,
    requires: ["reason"],
    guard: { request: "revision", open: true },
  },

  // -- special cargo --
  // a submitted booking with dangerous goods or out-of-gauge cargo awaits operations' approval
  // (asked when it is submitted or changed); refusing it rejects the booking with the reason
  {
    action: "approve_special_cargo",
    actor: "ops",
    from: [S.AWAITING_BOOKING],
    to: SAME_STATUS,
    requires: [],
    guard: { request: "special_cargo", open: true },
  },
  {
    action: "refuse_special_cargo",
    actor: "ops",
    from: [S.AWAITING_BOOKING],
    to: S.CANCELLED,
    requires: ["reason"],
    guard: { request: "special_cargo", open: true },
  },
] as const satisfies readonly {
  action: string;
  actor: OrderActor;
  from: readonly (OrderStatus | null)[];
  to: OrderTarget;
  requires: readonly TransitionInput[];
  guard?: SideGuard;
}[];

export type OrderAction = (typeof ORDER_TRANSITIONS)[number]["action"];

export const ORDER_ACTIONS = ORDER_TRANSITIONS.map((row) => row.action) as readonly OrderAction[];

const BY_ACTION = new Map<string, OrderTransition>(ORDER_TRANSITIONS.map((row) => [row.action, row as OrderTransition]));

/** The row of an action. */
export function transitionOf(action: OrderAction): OrderTransition {
  const row = BY_ACTION.get(action);
  if (!row) throw new Error(`no transition named ${action}`);
  return row;
}

/** The status an order in `from` has after `action`: the table's `to`, or `from` itself for SAME_STATUS. */
export function statusAfter(action: OrderAction, from: OrderStatus | null): OrderStatus | null {
  const { to } = transitionOf(action);
  return to === SAME_STATUS ? from : to;
}

/** Whether the order's side requests let a row with `guard` run (a row without one always may). */
export function guardAllows(guard: SideGuard | undefined, sides: OrderSides): boolean {
  if (!guard) return true;
  return (sides[guard.request] === REQUEST_STATE.REQUESTED) === guard.open;
}

/**
 * Whether `actor` may take `action` on an order in `status` (`null`: not created yet) whose side
 * requests are `sides` (none open when left out).
 */
export function canTransition(
  action: OrderAction,
  actor: OrderActor,
  status: OrderStatus | null,
  sides: OrderSides = {},
): boolean {
  const row = BY_ACTION.get(action);
  return !!row && row.actor === actor && row.from.includes(status) && guardAllows(row.guard, sides);
}

/** The actions `actor` may take on an order in `status`, in the table's order (which buttons show). */
export function actionsFor(actor: OrderActor, status: OrderStatus | null, sides: OrderSides = {}): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => canTransition(action, actor, status, sides));
}

type TransitionRow = (typeof ORDER_TRANSITIONS)[number];
/** The actions that may create the order (their `from` holds `null`): their handler gets no order. */
export type CreateAction = TransitionRow extends infer Row
  ? Row extends { action: infer Action; from: readonly (infer From)[] }
    ? null extends From
      ? Action
      : never
    : never
  : never;

export * from "./order-row-action";
export * from "./order-side-requests";

import type { OrderAction } from "@haiyun/shared";
import { actionTextInBoth, type BothLanguages } from "@haiyun/shared/texts/both-languages";

/** Who hears of an action: the order's owner, operations (every user holding `ops_order`), both, or nobody. */
export type NotifyAudience = "owner" | "ops" | "both" | null;

// docs/PRODUCT-RULES.md, "Notifications and reminders". The owner hears of every step operations
// take on the order; operations hear of the customer's submissions, requests and decisions. Nobody
// is told of their own draft being saved. Typed by OrderAction, so a new row of the transition table
// fails the type check until it says who hears of it.
export const NOTIFY_AUDIENCE: Record<OrderAction, NotifyAudience> = {
  save: null,
  submit: "ops",
  delete: null,
  cancel: "ops",
  confirm_booking: "owner",
  reject_booking: "owner",
  supply_save: null,
  supply_submit: "ops",
  publish_bill: "owner",
  bill_pass: "ops",
  bill_fail: "ops",
  pay: "ops",
  reject_payment: "owner",
  issue_invoice: "owner",
  telex: "ops",
  release: "owner",
  amend_si: "owner",
  cancel_by_ops: "owner",
  // Entries of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  update_booking: "ops",
  request_update: "owner",
  request_amendment: "ops",
  accept_amendment: "owner",
  decline_amendment: "owner",
  update_confirmation: "owner",

  // -- cancellation requests --
  request_cancellation: "ops",
  accept_cancellation: "owner",
  decline_cancellation: "owner",

  // -- shipping-instruction revisions --
  revise_si: "ops",
  accept_revision: "owner",
  decline_revision: "owner",
  approve_special_cargo: "owner",
  refuse_special_cargo: "owner",
};

/**
 * The bell's title of each action, in both languages (the actions' catalogues, packages/shared
 * src/texts/actions.<language>.ts). An action nobody hears of still has one (a later change of its
 * audience needs no new text).
 */
export const ACTION_TITLES = actionTextInBoth((texts) => texts.bell) as Record<OrderAction, BothLanguages>;

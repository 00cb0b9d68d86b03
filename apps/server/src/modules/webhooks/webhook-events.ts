import { randomUUID } from "node:crypto";
import type { Lang, OrderAction, WebhookEvent } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { findUserById } from "../users/users.service";
import { insertDeliveries, liveWebhooksOf, type NewDelivery, orderReferenceOf } from "./webhooks.repository";

// The events of a change, written to the webhooks' outbox in the change's own transaction: one
// delivery row per live subscription of the order's owner that asked for the event's kind. Each
// event is a CloudEvents 1.0 structured JSON message whose data is the DCSA resource, shaped as the
// standard's notification where it has one (BookingNotification, ShippingInstructionsNotification,
// TransportDocumentNotification); VGM 1.0 has none, so its data is the declarations as POSTed.

export const EVENT_SOURCE = "/haiyun";

export const EVENT_TYPES = {
  booking: "org.dcsa.booking.v2",
  shipping_instructions: "org.dcsa.shipping-instructions.v3",
  transport_document: "org.dcsa.transport-document.v3",
  vgm: "org.dcsa.vgm.v1",
  reminder: "com.haiyun.reminder",
} as const satisfies Record<WebhookEvent, string>;

type OrderEventKind = Exclude<WebhookEvent, "reminder">;

/**
 * The kinds of event each action of the order transition table reports (the resources it changes).
 * Every action is named: a new one fails to compile until it is placed here.
 */
export const ACTION_EVENTS = {
  save: ["booking"],
  submit: ["booking"],
  delete: [],
  cancel: ["booking"],
  confirm_booking: ["booking"],
  reject_booking: ["booking"],
  supply_save: ["shipping_instructions"],
  supply_submit: ["shipping_instructions", "vgm"],
  publish_bill: ["transport_document"],
  bill_pass: ["transport_document"],
  bill_fail: ["transport_document"],
  pay: ["transport_document"],
  reject_payment: ["transport_document"],
  issue_invoice: ["transport_document"],
  telex: ["transport_document"],
  release: ["transport_document", "booking"],
  amend_si: ["shipping_instructions", "vgm"],
  cancel_by_ops: ["booking"],
  update_booking: ["booking"],
  request_update: ["booking"],
  request_amendment: ["booking"],
  accept_amendment: ["booking"],
  decline_amendment: ["booking"],
  update_confirmation: ["booking"],
  request_cancellation: ["booking"],
  accept_cancellation: ["booking"],
  decline_cancellation: ["booking"],
  revise_si: ["shipping_instructions"],
  accept_revision: ["shipping_instructions", "vgm"],
  decline_revision: ["shipping_instructions"],
  approve_special_cargo: ["booking"],
  refuse_special_cargo: ["booking"],
} as const satisfies Record<OrderAction, readonly OrderEventKind[]>;

/** One event before it is addressed to a subscription. */
/**
 * The DCSA resources an event carries. The DCSA module gives them when it is loaded
 * (modules/dcsa/index.ts): it reads the orders through their module, whose transitions write these
 * events, so the webhooks take the builders instead of importing them back.
 */
export interface EventResources {
  bookingOf(
    tx: Db,
    orderId: number,
    lang: Lang,
  ): Promise<(Record<string, unknown> & { carrierBookingRequestReference: string }) | null>;
  shippingInstructionsOf(
    tx: Db,
    orderId: number,
    lang: Lang,
  ): Promise<(Record<string, unknown> & { shippingInstructionsReference: string }) | null>;
  transportDocumentOf(
    tx: Db,
    orderId: number,
    lang: Lang,
  ): Promise<(Record<string, unknown> & { transportDocumentReference: string }) | null>;
  vgmDeclarationsOf(tx: Db, orderId: number): Promise<readonly unknown[]>;
}

let given: EventResources | null = null;

/** The DCSA module's builders of the resources the events carry. */
export function provideEventResources(resources: EventResources): void {
  given = resources;
}

function resources(): EventResources {
  if (!given) throw new Error("webhook events need the DCSA resources: import modules/dcsa before an order changes");
  return given;
}

interface EventDraft {
  event: WebhookEvent;
  subject: string;
  data: Record<string, unknown>;
}

/** `source`'s named properties that are present (the standard wants no null-valued ones). */
function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined && source[key] !== null) out[key] = source[key];
  return out;
}

async function draftOf(tx: Db, kind: OrderEventKind, orderId: number, reference: string, lang: Lang): Promise<EventDraft | null> {
  switch (kind) {
    case "booking": {
      const booking = await resources().bookingOf(tx, orderId, lang);
      if (!booking) return null;
      const head = pick(booking, [
        "bookingStatus",
        "amendedBookingStatus",
        "bookingCancellationStatus",
        "carrierBookingRequestReference",
        "carrierBookingReference",
      ]);
      return { event: kind, subject: booking.carrierBookingRequestReference, data: { ...head, booking } };
    }
    case "shipping_instructions": {
      const si = await resources().shippingInstructionsOf(tx, orderId, lang);
      if (!si) return null;
      const head = pick(si, [
        "shippingInstructionsStatus",
        "updatedShippingInstructionsStatus",
        "shippingInstructionsReference",
        "transportDocumentReference",
      ]);
      return { event: kind, subject: si.shippingInstructionsReference, data: { ...head, shippingInstructions: si } };
    }
    case "transport_document": {
      const td = await resources().transportDocumentOf(tx, orderId, lang);
      if (!td) return null;
      const head = pick(td, ["transportDocumentStatus", "shippingInstructionsReference", "transportDocumentReference"]);
      return { event: kind, subject: td.transportDocumentReference, data: { ...head, transportDocument: td } };
    }
    case "vgm": {
      const declarations = await resources().vgmDeclarationsOf(tx, orderId);
      if (declarations.length === 0) return null;
      return { event: kind, subject: reference, data: { VGMDeclarations: declarations } };
    }
  }
}

/** Writes each draft once per subscription that asked for its kind; the rows written. */
async function writeEvents(tx: Db, subscriptions: { id: number; events: string[] }[], drafts: EventDraft[], now: Date) {
  const rows: NewDelivery[] = [];
  for (const draft of drafts) {
    const id = randomUUID();
    for (const subscription of subscriptions) {
      if (!subscription.events.includes(draft.event)) continue;
      const event = {
        specversion: "1.0",
        id,
        source: EVENT_SOURCE,
        type: EVENT_TYPES[draft.event],
        subject: draft.subject,
        time: now.toISOString(),
        datacontenttype: "application/json",
        subscriptionReference: String(subscription.id),
        data: draft.data,
      };
      rows.push({
        webhook_id: subscription.id,
        event_id: id,
        event_type: event.type,
        event: draft.event,
        subject: draft.subject,
        body: JSON.stringify(event),
      });
    }
  }
  return insertDeliveries(tx, rows);
}

export interface OrderChange {
  action: OrderAction;
  order: { id: number; owner_id: number; dcsa_reference: string };
}

/**
 * The webhooks of one transition, with its transaction: nothing is built when the owner has no
 * subscription for the action's kinds; a builder answering null (no such resource yet) makes no event.
 */
export async function queueOrderWebhooks(tx: Db, change: OrderChange, now = new Date()) {
  const kinds: readonly OrderEventKind[] = ACTION_EVENTS[change.action];
  if (kinds.length === 0) return [];
  const subscriptions = await liveWebhooksOf(tx, change.order.owner_id);
  const wanted = kinds.filter((kind) => subscriptions.some((s) => s.events.includes(kind)));
  if (wanted.length === 0) return [];
  const owner = await findUserById(tx, change.order.owner_id);
  const lang: Lang = owner?.lang === "en" ? "en" : "cn";
  const drafts: EventDraft[] = [];
  for (const kind of wanted) {
    const draft = await draftOf(tx, kind, change.order.id, change.order.dcsa_reference, lang);
    if (draft) drafts.push(draft);
  }
  return writeEvents(tx, subscriptions, drafts, now);
}

export interface ReminderChange {
  orderId: number;
  ownerId: number;
  /** the reminder's kind (e.g. dco_48) */
  kind: string;
  /** the cut-off it is about: DCO or VCO, its instant, how many hours before it */
  code: string;
  cutOffAt: Date;
  hours: number;
}

/** The `reminder` event of a reminder sent, with the transaction that records it sent. */
export async function queueReminderWebhook(tx: Db, reminder: ReminderChange, now = new Date()) {
  const subscriptions = await liveWebhooksOf(tx, reminder.ownerId);
  if (!subscriptions.some((s) => s.events.includes("reminder"))) return [];
  const order = await orderReferenceOf(tx, reminder.orderId);
  if (!order) return [];
  const draft: EventDraft = {
    event: "reminder",
    subject: order.reference,
    data: {
      carrierBookingRequestReference: order.reference,
      reminder: reminder.kind,
      cutOffDateTimeCode: reminder.code,
      cutOffDateTime: reminder.cutOffAt.toISOString(),
      hoursBefore: reminder.hours,
    },
  };
  return writeEvents(tx, subscriptions, [draft], now);
}

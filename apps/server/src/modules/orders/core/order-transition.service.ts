import {
  canTransition,
  commentsOf,
  guardAllows,
  inPortTime,
  type Lang,
  type OrderAction,
  type OrderActor,
  type OrderSides,
  type OrderStatus,
  REQUEST_STATE,
  type RequestState,
  type SideGuard,
  statusAfter,
  transitionOf,
  translate,
  zoneCity,
} from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { enqueueMail } from "../../mail/mail.service";
import { hasOrderMail, orderMail } from "../../mail/mail-templates";
import { notifyOrderStep } from "../../notifications/notifications.service";
import { findUserById } from "../../users/users.service";
import { queueOrderWebhooks } from "../../webhooks/webhook-events";
import { scopeOfActor, visibleOr404 } from "./order-access";
import { cutOffsOfMode, cutOffViews, portPlaceOf } from "./order-cut-offs";
import { statusName } from "./order-present";
import { insertOrderEvent, lockOrder, type OrderRow, setOrderStatus } from "./orders.repository";

// docs/ARCHITECTURE.md, "The order aggregate": the one path every change of an order's status takes. In one
// transaction it locks the order, checks the shared transition table, lets the action's handler
// write its change, sets the status, writes the order_events row, queues the owner's mail and
// writes the bell's notifications — so a refused action changes nothing and two racing actions make one transition. A later
// feature adds a row to ORDER_TRANSITIONS and a handler here, never a new mechanism.

export interface TransitionActor {
  id: number;
  role: OrderActor;
  /** the caller's language, for the refusal's message */
  lang: Lang;
}

export interface TransitionStep {
  /** the order as locked; null when the action creates it */
  order: OrderRow | null;
  from: OrderStatus | null;
  /** the status the table leaves (null: the order is removed; `from` again for SAME_STATUS rows) */
  to: OrderStatus | null;
}

/** What the handler did: the order it wrote (its new id on creation), and what the event records. */
export interface Applied {
  orderId: number;
  reason?: string;
  fileId?: number | null;
  /** what an invoice or a change fee amounts to (a decimal string), and its currency */
  amount?: string;
  currency?: string;
  /** what the event keeps beyond its reason (a bill's field comments, a request's feedbacks) */
  detail?: unknown;
  /** the action's own answer, when its contract names one */
  answer?: unknown;
}

export interface TransitionRequest {
  /** null: the action creates the order (save or submit of a new booking) */
  orderId: number | null;
  action: OrderAction;
  actor: TransitionActor;
  /** the action's handler: writes its change with `tx` (a new order is inserted with status `to`) */
  apply: (tx: Db, step: TransitionStep) => Promise<Applied>;
  /** where the owner's mail links to (the portal's public address) */
  publicUrl: string;
  /** false: no mail (the demo seed replaying an order's history) */
  notify?: boolean;
  /** more writes once the order has its new status, in the same transaction (the written documents) */
  after?: (tx: Db, order: OrderRow) => Promise<void>;
}

export interface TransitionResult {
  id: number;
  order_no: string;
  /** null when the order was removed */
  status: OrderStatus | null;
  from: OrderStatus | null;
  /** the handler's own answer (Applied.answer) */
  answer?: unknown;
}

/** 409 ORDER_INVALID_TRANSITION, naming the order's status in the caller's language. */
export function invalidTransition(status: number | null, lang: Lang): AppError {
  return new AppError("ORDER_INVALID_TRANSITION", { params: { status: statusName(status, lang) } });
}

/** The order's side requests as its row keeps them. */
export function sidesOf(order: OrderRow): OrderSides {
  return {
    amendment: order.amendment_status as RequestState | null,
    cancellation: order.cancellation_status as RequestState | null,
    revision: order.revision_status as RequestState | null,
    special_cargo: order.special_cargo_status as RequestState | null,
  };
}

/** 409: a request of that kind is already open (asking again), or none is (deciding). */
export function requestRefused(guard: SideGuard | undefined, lang: Lang): AppError {
  // a row may name what to do first (confirming while special cargo awaits approval)
  if (guard?.refusal) return new AppError(guard.refusal);
  const params = { request: translate(`request.${guard?.request}`, lang) ?? "" };
  return new AppError(guard?.open ? "ORDER_REQUEST_NOT_OPEN" : "ORDER_REQUEST_OPEN", { params });
}

/**
 * The cut-offs as the mail shows them: local times at the port of loading, to the minute, each with
 * its offset ("2026-12-23 12:00 (UTC+8)"), under the port's name ("宁波", not its zone's city).
 */
async function mailCutOffs(tx: Db, order: OrderRow, lang: Lang) {
  const cutOffs = cutOffsOfMode(order.cut_offs, order.container_mode);
  if (cutOffs.length === 0) return null;
  const port = await portPlaceOf(tx, order.pol_id);
  const items = cutOffViews(cutOffs, port.time_zone).map((cutOff) => ({
    code: cutOff.code,
    at: inPortTime(cutOff.at, undefined, true),
  }));
  const name = lang === "cn" ? port.name_cn : port.name_en;
  return { city: name || zoneCity(port.time_zone, lang), items };
}

async function queueOwnerMail(tx: Db, action: OrderAction, order: OrderRow, applied: Applied, publicUrl: string) {
  if (!hasOrderMail(action)) return;
  const owner = await findUserById(tx, order.owner_id);
  if (!owner) return;
  // the owner's language as last chosen at sign-in (users.lang), whoever acted
  const lang: Lang = owner.lang === "en" ? "en" : "cn";
  const content = orderMail(lang, action, {
    order_no: order.order_no,
    status_name: statusName(order.status, lang),
    reason: applied.reason ?? "",
    amount: applied.amount ? `${applied.currency ?? ""} ${applied.amount}`.trim() : "",
    mbl_no: order.mbl_no,
    so_no: order.so_no,
    vessel: order.vessel,
    voyage: order.voyage,
    etd: order.etd,
    cutoffs: await mailCutOffs(tx, order, lang),
    link: `${publicUrl.replace(/\/$/, "")}/bookings/${order.id}`,
    comments: commentsOf(applied.detail),
  });
  if (!content) return;
  await enqueueMail(tx, { to: owner.username, lang, kind: `order_${action}`, ...content });
}

/**
 * Runs `request.action` on the order. Not found (404, as a missing id) when an owner names an
 * order that is not theirs, or operations a draft; 409 when the table does not allow the action
 * from the order's status. The caller wakes the mail worker once this resolves (the mail is
 * queued, not sent, here).
 */
export async function transition(db: Db, request: TransitionRequest): Promise<TransitionResult> {
  const { actor } = request;
  return db.transaction(async (tx) => {
    let order: OrderRow | null = null;
    if (request.orderId !== null) {
      // what the actor may not see (another's order; a draft, to operations) is a missing id
      order = visibleOr404(scopeOfActor(actor.role, actor.id), await lockOrder(tx, request.orderId));
    }
    const from = order ? (order.status as OrderStatus) : null;
    const { guard } = transitionOf(request.action);
    // the status first (judged as if the side request stood as the row needs), then the request
    const sidesNeeded: OrderSides = guard ? { [guard.request]: guard.open ? REQUEST_STATE.REQUESTED : null } : {};
    if (!canTransition(request.action, actor.role, from, sidesNeeded)) throw invalidTransition(from, actor.lang);
    if (order && !guardAllows(guard, sidesOf(order))) throw requestRefused(guard, actor.lang);

    const to = statusAfter(request.action, from);
    const applied = await request.apply(tx, { order, from, to });
    // a removed order (a deleted draft) keeps no timeline: its events would go with it
    if (to === null) return { id: applied.orderId, order_no: order?.order_no ?? "", status: null, from };

    const updated = await setOrderStatus(tx, applied.orderId, to);
    await insertOrderEvent(tx, {
      order_id: updated.id,
      action: request.action,
      from_status: from,
      to_status: to,
      actor_id: actor.id,
      actor_role: actor.role,
      reason: applied.reason ?? "",
      detail: applied.detail ?? null,
      file_id: applied.fileId ?? null,
      amount: applied.amount ?? null,
      currency: applied.currency ?? "",
    });
    if (request.after) await request.after(tx, updated);
    if (request.notify !== false) {
      await queueOwnerMail(tx, request.action, updated, applied, request.publicUrl);
      await notifyOrderStep(tx, { action: request.action, order: updated, from, actorId: actor.id, reason: applied.reason });
      // the owner's webhooks: written here, so they commit with the change or not at all
      await queueOrderWebhooks(tx, { action: request.action, order: updated });
    }
    return { id: updated.id, order_no: updated.order_no, status: to, from, answer: applied.answer };
  });
}

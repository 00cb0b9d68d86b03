import {
  type BillRound,
  commentsOf,
  type Lang,
  type OpsOrderListQuery,
  type OpsOrderView,
  ORDER_STATUS,
  type OrderDetail,
  type OrderDocument,
  type OrderEvent,
  type OrderListQuery,
} from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { offsetOf } from "../../../lib/pagination";
import { fileUrl } from "../../files/files.service";
import { OPS_SCOPE, type OrderScope, ownerScope, visibleOr404 } from "../core/order-access";
import { countOrderDocuments, lastReasonOf, listOrderDocuments, listOrderEvents } from "../core/order-events.repository";
import { billRedlinesOf } from "../instruction";
import { chargesView } from "../payment";
import { findOrder, findOrderRow, listOrders, type OrderFilter } from "./order-list.repository";

export { firstCutOffPassing } from "./order-list-json.repository";

import { presentDetail, presentOpsRow } from "../core/order-present";
import { findOrderChildren } from "../core/orders.repository";
import { presentDocuments, supplyOf } from "../instruction";

// What the customer and the operations desk read of orders: the lists, the detail, the timeline
// and the documents, each for a caller's scope (order-access.ts).

/** A list query as the repositories' filter (the exports ignore its offset and limit). */
export function orderFilterOf(
  query: OrderListQuery & Partial<Pick<OpsOrderListQuery, "customer" | "request" | "cargo">>,
  ownerId?: number,
): OrderFilter {
  const { page, size, status, keyword, ...wider } = query;
  return {
    ...wider,
    ownerId,
    statuses: status,
    keyword: keyword || undefined,
    offset: offsetOf(page, size),
    limit: size,
  };
}

/** GET /order: the JSON text of the page (orderRowSchema's rows), written by the database. */
export function listOwnOrders(db: Db, ownerId: number, query: OrderListQuery, lang: Lang): Promise<string> {
  return listOrders(db, orderFilterOf(query, ownerId), lang);
}

/** GET /ops/order: every customer's orders (no drafts), all statuses unless `status` is given (opsOrderRowSchema's rows). */
export function listOpsOrders(db: Db, query: OpsOrderListQuery, lang: Lang): Promise<string> {
  return listOrders(db, orderFilterOf(query), lang);
}

async function detailOf(db: Db, orderId: number, scope: OrderScope, lang: Lang) {
  const row = visibleOr404(scope, await findOrderRow(db, orderId, scope));
  const [children, documentCount, billRedlines, charges] = await Promise.all([
    findOrderChildren(db, orderId),
    countOrderDocuments(db, orderId),
    billRedlinesOf(db, orderId, row.status),
    chargesView(db, orderId),
  ]);
  const detail: OrderDetail = { ...presentDetail(row, children, documentCount, lang), bill_redlines: billRedlines, charges };
  return { row, children, detail };
}

export async function getOwnOrder(db: Db, ownerId: number, orderId: number, lang: Lang): Promise<OrderDetail> {
  return (await detailOf(db, orderId, ownerScope(ownerId), lang)).detail;
}

/**
 * GET /ops/order/{id}: the order, and for operations' next steps its instruction once saved,
 * every document, and the reason the customer last gave for returning the bill. The order and its
 * children are read once and shared by the detail and the instruction.
 */
export async function getOpsOrder(db: Db, orderId: number, lang: Lang): Promise<OpsOrderView> {
  const { row, children, detail } = await detailOf(db, orderId, OPS_SCOPE, lang);
  const ops = presentOpsRow(row, lang);
  const order = row.status >= ORDER_STATUS.AWAITING_SUPPLY ? await findOrder(db, orderId) : undefined;
  const [supply, documents, billFailReason] = await Promise.all([
    order ? supplyOf(db, { row, order, children }, lang) : null,
    listOrderDocuments(db, orderId),
    lastReasonOf(db, orderId, "bill_fail"),
  ]);
  return {
    ...detail,
    owner_id: ops.owner_id,
    customer_name: ops.customer_name,
    customer_username: ops.customer_username,
    // an instruction exists once saved: marks are required on every save
    supply: supply && supply.marks_no !== "" ? supply : null,
    documents: presentDocuments(documents, lang),
    bill_fail_reason: billFailReason,
  };
}

async function assertReadable(db: Db, orderId: number, scope: OrderScope) {
  visibleOr404(scope, await findOrder(db, orderId, scope));
}

const OPS_NAME = { cn: "操作部", en: "Operations" };

/** The booking version an event wrote, as its detail keeps it (order-versions.ts). */
function versionOf(detail: unknown): { version?: number } {
  const version = (detail as { version?: unknown } | null)?.version;
  return typeof version === "number" ? { version } : {};
}

/** GET /order/{id}/events: the timeline, oldest first (who, when, from → to, reason, file). */
export async function orderEvents(db: Db, orderId: number, scope: OrderScope, lang: Lang): Promise<{ list: OrderEvent[] }> {
  await assertReadable(db, orderId, scope);
  const rows = await listOrderEvents(db, orderId);
  return {
    list: rows.map((row) => ({
      id: row.id,
      action: row.action as OrderEvent["action"],
      from_status: row.from_status,
      to_status: row.to_status,
      // the customer reads operations' contact person, never their login
      actor: row.actor_linkman || (row.actor_role === "ops" ? OPS_NAME[lang] : (row.actor_username ?? "")),
      actor_role: row.actor_role === "ops" ? "ops" : "owner",
      reason: row.reason,
      file_name: row.file_name ?? "",
      file_url: row.file_id !== null && row.file_token ? fileUrl({ id: row.file_id, token: row.file_token }) : "",
      amount: row.amount,
      currency: row.currency,
      create_time: row.create_time.toISOString(),
      ...versionOf(row.detail),
    })),
  };
}

/** GET /order/document/{id}: name, remark and download link, newest first. */
export async function orderDocuments(
  db: Db,
  orderId: number,
  scope: OrderScope,
  lang: Lang,
): Promise<{ list: OrderDocument[]; total: number }> {
  await assertReadable(db, orderId, scope);
  const rows = await listOrderDocuments(db, orderId);
  // every list answers a list and its total: an order's documents are few, answered whole
  return { list: presentDocuments(rows, lang), total: rows.length };
}

/**
 * GET /order/{id}/bill-rounds: the bill rounds read off the timeline. Each published draft opens a
 * round; the customer's approval or return closes it.
 */
export async function billRounds(db: Db, orderId: number, scope: OrderScope): Promise<BillRound[]> {
  await assertReadable(db, orderId, scope);
  const rounds: BillRound[] = [];
  for (const event of await listOrderEvents(db, orderId)) {
    const open = rounds.at(-1);
    if (event.action === "publish_bill") {
      rounds.push({
        round: rounds.length + 1,
        published_at: event.create_time.toISOString(),
        decided_at: null,
        decision: null,
        reason: "",
        comments: [],
      });
    } else if ((event.action === "bill_pass" || event.action === "bill_fail") && open && open.decision === null) {
      open.decided_at = event.create_time.toISOString();
      open.decision = event.action === "bill_pass" ? "pass" : "fail";
      open.reason = event.reason;
      open.comments = event.action === "bill_fail" ? commentsOf(event.detail) : [];
    }
  }
  return rounds;
}

import { DOCUMENT_TYPE, type Lang, type SupplyRecord } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { type OrderScope, visibleOr404 } from "../core/order-access";
import { findDocument, latestDocumentOfType } from "../core/order-documents.repository";
import { findOrder, findOrderRow, type OrderListRow } from "../core/order-row.repository";
import { findOrderChildren, type OrderChildRows, type OrderRow } from "../core/orders.repository";
import { chargesView } from "../payment";
import { billRedlinesOf } from "./bill-redlines";
import { presentSupply } from "./supply-present";

// The order's shipping instruction as both sides read it. It is written by the actions
// supply_save, supply_submit (the customer's) and amend_si (operations'), in actions/.

/** The instruction of an order already read (its row, columns and children): its manifest and bill. */
export async function supplyOf(
  db: Db,
  loaded: { row: OrderListRow; order: OrderRow; children: OrderChildRows },
  lang: Lang,
): Promise<SupplyRecord> {
  const { row, order, children } = loaded;
  const [manifest, bill, billRedlines, charges] = await Promise.all([
    order.manifest_file ? findDocument(db, order.manifest_file) : undefined,
    latestDocumentOfType(db, order.id, DOCUMENT_TYPE.BILL_DRAFT),
    billRedlinesOf(db, order.id, order.status),
    chargesView(db, order.id),
  ]);
  const record = presentSupply(
    row,
    order,
    children,
    { manifest: manifest ? { id: manifest.id, name: manifest.name } : null, bill: bill ?? null, charges },
    lang,
  );
  return { ...record, bill_redlines: billRedlines };
}

/** GET /order/shipment/{id}: the order's instruction, for a caller whose scope sees the order. */
export async function getSupply(db: Db, scope: OrderScope, orderId: number, lang: Lang): Promise<SupplyRecord> {
  const [row, order] = await Promise.all([findOrderRow(db, orderId, scope), findOrder(db, orderId, scope)]);
  const loaded = { row: visibleOr404(scope, row), order: visibleOr404(scope, order) };
  return supplyOf(db, { ...loaded, children: await findOrderChildren(db, orderId) }, lang);
}

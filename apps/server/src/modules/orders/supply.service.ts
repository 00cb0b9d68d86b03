import { type BookingResult, DOCUMENT_TYPE, type Lang, type SupplyBody, type SupplyRecord } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { findDocument, latestDocumentOfType } from "./order-documents.repository";
import { findOrder, findOrderRow } from "./order-list.repository";
import { transition } from "./order-transition.service";
// biome-ignore lint/suspicious/noImportCycles: removed by the order-module refactor
import type { Reader } from "./order-views.service";
import { findOrderChildren } from "./orders.repository";
import type { Customer, OrdersContext } from "./orders.service";
import { presentSupply } from "./supply-present";
import { writeSupply } from "./supply-write";

// spec §2 supply form and detail, §7 GET/PUT /order/shipment/{id} (issue 10): the customer's
// shipping instruction. Save keeps status 2, submit moves it to 3 — once: the transition's row
// lock makes a second submit, or two tabs at once, a 409 after the first.

/** GET /order/shipment/{id}: the order's own customer, or operations (no drafts). */
export async function getSupply(db: Db, reader: Reader, orderId: number, lang: Lang): Promise<SupplyRecord> {
  const scope = reader.kind === "owner" ? { ownerId: reader.id } : { hideDrafts: true };
  const [row, order] = await Promise.all([findOrderRow(db, orderId, scope), findOrder(db, orderId)]);
  if (!row || !order) throw notFound();
  const [children, manifest, bill] = await Promise.all([
    findOrderChildren(db, orderId),
    order.manifest_file ? findDocument(db, order.manifest_file) : undefined,
    latestDocumentOfType(db, orderId, DOCUMENT_TYPE.BILL_DRAFT),
  ]);
  return presentSupply(
    row,
    order,
    children,
    { manifest: manifest ? { id: manifest.id, name: manifest.name } : null, bill: bill ?? null },
    lang,
  );
}

/** PUT /order/shipment/{id}: save (2 → 2) or submit (2 → 3) the instruction. */
export async function saveSupply(
  ctx: OrdersContext,
  customer: Customer,
  orderId: number,
  body: SupplyBody,
): Promise<BookingResult> {
  const { action, ...form } = body;
  const submit = action === "submit";
  const result = await transition(ctx.db, {
    orderId,
    action: submit ? "supply_submit" : "supply_save",
    actor: { id: customer.id, role: "owner", lang: customer.lang },
    publicUrl: ctx.publicUrl,
    notify: ctx.notify,
    apply: async (tx, { order }) => {
      await writeSupply(tx, order!, form, { lang: customer.lang, uploaderId: customer.id, submit });
      return { orderId: order!.id };
    },
  });
  return { id: result.id, order_no: result.order_no, status: result.status ?? 0 };
}

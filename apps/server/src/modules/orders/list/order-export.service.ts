import {
  CUT_OFF_NAMES,
  type CutOffCode,
  cutOffLabel,
  type Lang,
  type OpsOrderListQuery,
  type OrderListQuery,
} from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { keysetBatches, type TableExport } from "../../../lib/export";
import type { SheetColumnKind } from "../../../lib/spreadsheet/xlsx-writer-stream";
import { countOrdersFor, listOrderExportBatch, type OrderExportFilter, type OrderExportRow } from "./order-export.repository";
import { orderFilterOf } from "./order-views.service";

// GET /order/export and GET /ops/order/export: the list as filtered, every order newest first,
// in the columns a forwarder keeps in a spreadsheet. Every cell as the page shows it (names and
// statuses in the caller's language, dates YYYY-MM-DD, times in the business time zone); in the
// .xlsx the TEU are number cells and the dates date cells, so a user can sum and sort them (the
// CSV is the same text). The desk's file adds the customer.

interface OrderColumn {
  label: Record<Lang, string>;
  /** width in characters in the .xlsx */
  width: number;
  /** text unless given */
  kind?: SheetColumnKind;
  value: (row: OrderExportRow, lang: Lang) => string;
}

/** "截单（截补料） 2026-12-01 17:00 上海; …": each cut-off in the port of loading's time, as the detail shows it. */
function cutOffsText(row: OrderExportRow, lang: Lang): string {
  return (row.cut_offs ?? [])
    .map(
      (cut) =>
        `${CUT_OFF_NAMES[cut.code as CutOffCode]?.[lang] ?? cut.code} ${cutOffLabel(cut.at, row.pol_time_zone, lang, true)}`,
    )
    .join("; ");
}

const COLUMNS: OrderColumn[] = [
  { label: { cn: "订单号", en: "Order no." }, width: 20, value: (o) => o.order_no },
  { label: { cn: "客户参考号", en: "Customer reference" }, width: 18, value: (o) => o.cust_ref_no },
  { label: { cn: "订舱号 (SO)", en: "Booking no. (SO)" }, width: 18, value: (o) => o.so_no },
  { label: { cn: "提单号", en: "B/L no." }, width: 18, value: (o) => o.mbl_no },
  { label: { cn: "状态", en: "Status" }, width: 16, value: (o) => o.status_name },
  { label: { cn: "整箱/拼箱", en: "FCL/LCL" }, width: 10, value: (o) => o.container_mode_name },
  { label: { cn: "船公司", en: "Carrier" }, width: 20, value: (o) => o.carrier_name },
  { label: { cn: "船名", en: "Vessel" }, width: 18, value: (o) => o.vessel },
  { label: { cn: "航次", en: "Voyage" }, width: 10, value: (o) => o.voyage },
  { label: { cn: "起运港", en: "Port of loading" }, width: 16, value: (o) => o.pol_name },
  { label: { cn: "卸货港", en: "Port of discharge" }, width: 16, value: (o) => o.pod_name },
  { label: { cn: "目的地", en: "Place of delivery" }, width: 16, value: (o) => o.to_name },
  { label: { cn: "预计开船", en: "ETD" }, width: 12, kind: "date", value: (o) => o.etd },
  { label: { cn: "预计到港", en: "ETA" }, width: 12, kind: "date", value: (o) => o.eta },
  { label: { cn: "箱型箱量", en: "Containers" }, width: 18, value: (o) => o.spaces },
  { label: { cn: "TEU", en: "TEU" }, width: 8, kind: "number", value: (o) => o.teu },
  { label: { cn: "发货人", en: "Shipper" }, width: 30, value: (o) => o.shipper },
  { label: { cn: "收货人", en: "Consignee" }, width: 30, value: (o) => o.consignee },
  { label: { cn: "截止时间", en: "Cut-offs" }, width: 40, value: cutOffsText },
  { label: { cn: "创建时间", en: "Created" }, width: 17, kind: "datetime", value: (o) => o.create_time },
];
/**
 * Orders read per statement: fewer than the lists' EXPORT_BATCH_SIZE, as each order costs several
 * lookups (names, spaces, parties) and the embedded database holds the event loop for a statement
 * (bench/exports.mjs: /api/health's p99 during a 100,000-order export).
 */
const ORDER_BATCH_SIZE = 200;
const CUSTOMER: OrderColumn = { label: { cn: "客户", en: "Customer" }, width: 24, value: (o) => o.customer };

/** The filter's orders as a table; the count runs before the answer starts, the rows while it is read. */
async function orderExport(db: Db, filter: OrderExportFilter, lang: Lang, forDesk: boolean): Promise<TableExport> {
  const columns = forDesk ? [CUSTOMER, ...COLUMNS] : COLUMNS;
  const { count: total, lastId } = await countOrdersFor(db, filter);
  const read = (beforeId: number, limit: number) => listOrderExportBatch(db, filter, beforeId, limit, lang);
  const batches = keysetBatches(read, lastId + 1, ORDER_BATCH_SIZE);
  async function* rows(): AsyncGenerator<string[][]> {
    for await (const batch of batches) yield batch.map((row) => columns.map((column) => column.value(row, lang)));
  }
  return {
    name: lang === "cn" ? "订单" : "bookings",
    asciiName: "bookings",
    sheetName: lang === "cn" ? "订单" : "Bookings",
    header: columns.map((column) => column.label[lang]),
    widths: columns.map((column) => column.width),
    kinds: columns.map((column) => column.kind ?? "text"),
    total,
    rows: rows(),
  };
}

/** GET /order/export: the customer's own orders as their bookings list filters them. */
export function ownOrderExport(db: Db, ownerId: number, query: OrderListQuery, lang: Lang): Promise<TableExport> {
  return orderExport(db, orderFilterOf(query, ownerId), lang, false);
}

/** GET /ops/order/export: every customer's submitted orders as the desk filters them. */
export function opsOrderExport(db: Db, query: OpsOrderListQuery, lang: Lang): Promise<TableExport> {
  return orderExport(db, orderFilterOf(query), lang, true);
}

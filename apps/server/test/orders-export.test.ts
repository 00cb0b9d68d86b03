import * as XLSX from "@e965/xlsx";
import { ORDER_STATUS } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderContacts, orderSpaces, ports } from "../src/db/schema";
import { exportSlots } from "../src/lib/export";
import { ownOrderExport } from "../src/modules/orders/list/order-export.service";
import { createOrder } from "./factories";
import { waitFor } from "./helpers";
import { call, type Lang, orderTestApp, party } from "./order-fixtures";

// GET /order/export and GET /ops/order/export: the list as filtered, every row newest first, as an
// .xlsx or a CSV (UTF-8 with BOM, CRLF, formulas neutralised), in the caller's language; only the
// caller's orders (the desk: no drafts); a bad format or filter is a localised 400.

const S = ORDER_STATUS;
const { app, db, refs, people, signIn } = await orderTestApp({
  customer: ["shipper"],
  neighbour: ["shipper"],
  desk: ["operator"],
});
const { customer, neighbour, desk } = people;

await db.update(ports).set({ time_zone: "Asia/Shanghai" }).where(eq(ports.id, refs.shanghai));
const base = { status: S.AWAITING_BOOKING, pol_id: refs.shanghai, pod_id: refs.rotterdam, carrier_id: refs.maersk };
const draft = await createOrder(db, customer.user.id, { ...base, status: S.DRAFT, cust_ref_no: "DRAFT-REF" });
const confirmed = await createOrder(db, customer.user.id, {
  ...base,
  status: S.AWAITING_SUPPLY,
  cust_ref_no: "=HYPERLINK(1)",
  so_no: "SO778899",
  vessel: "COSCO 远洋",
  voyage: "061E",
  etd: "2026-12-01",
  eta: "2026-12-30",
  cut_offs: [{ code: "DCO", at: "2026-11-28T09:00:00.000Z" }],
});
await db.insert(orderSpaces).values([
  { order_id: confirmed.id, container_id: refs.hq40, count: 2 },
  { order_id: confirmed.id, container_id: refs.gp20, count: 1 },
]);
const shipper = party(refs, 1, {
  company1: "NINGBO EXPORT CO",
  linkman: "LI",
  phone: "+86 1",
  address1: "ROAD 1",
  city: "NINGBO",
});
await db.insert(orderContacts).values({ ...(shipper as typeof orderContacts.$inferInsert), order_id: confirmed.id });
const others = await createOrder(db, neighbour.user.id, { ...base, cust_ref_no: "NEIGHBOUR-REF" });

const exportOf = (token: string, path: string, lang: Lang = "en") => call(app, token, "GET", path, undefined, { lang });

function sheetRows(file: Buffer): string[][] {
  const book = XLSX.read(file, { type: "buffer", dense: true });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false, defval: "" });
}

describe("GET /api/order/export", () => {
  it("answers the customer's own orders, newest first, as an .xlsx in the caller's language", async () => {
    const res = await exportOf(customer.token, "/api/order/export?format=xlsx", "cn");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="bookings.xlsx"; filename*=UTF-8''${encodeURIComponent("订单.xlsx")}`,
    );
    expect(res.headers["x-total-count"]).toBe("2");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const rows = sheetRows(res.rawPayload);
    expect(rows[0].slice(0, 6)).toEqual(["订单号", "客户参考号", "订舱号 (SO)", "提单号", "状态", "整箱/拼箱"]);
    expect(rows.map((row) => row[0])).toEqual(["订单号", confirmed.order_no, draft.order_no]);
    const byHeader = Object.fromEntries(rows[0].map((header, i) => [header, rows[1][i]]));
    expect(byHeader).toMatchObject({
      客户参考号: "=HYPERLINK(1)",
      "订舱号 (SO)": "SO778899",
      状态: "待补料",
      "整箱/拼箱": "整箱",
      船名: "COSCO 远洋",
      起运港: "上海",
      预计开船: "2026-12-01",
      箱型箱量: "1×20GP, 2×40HQ",
      TEU: "5",
      发货人: "NINGBO EXPORT CO",
      截止时间: "截单（截补料） 2026-11-28 17:00 上海",
    });
    expect(rows.flat()).not.toContain(others.order_no);
  });

  it("writes the TEU as number cells and the dates as date cells a user can sum and sort", async () => {
    const res = await exportOf(customer.token, "/api/order/export?format=xlsx");
    const sheet = XLSX.read(res.rawPayload, { type: "buffer", dense: true, cellNF: true }).Sheets.Bookings;
    const data = sheet["!data"] ?? [];
    const column = (header: string) => data[0].findIndex((cell) => cell.v === header);
    const cell = (header: string, r = 1) => data[r][column(header)];
    expect(data[0].every((header) => header.t === "s")).toBe(true);
    expect(cell("TEU")).toMatchObject({ t: "n", v: 5 });
    // 2026-12-01 is day 46357 of the 1900 date system, shown as the page shows it
    expect(cell("ETD")).toMatchObject({ t: "n", v: 46357, z: "yyyy-mm-dd", w: "2026-12-01" });
    expect(cell("ETA")).toMatchObject({ t: "n", v: 46386, z: "yyyy-mm-dd" });
    // the creation time in the business time zone, as the CSV and the page write it
    const csv = (await exportOf(customer.token, "/api/order/export?format=csv")).rawPayload.toString("utf8", 3);
    const created = csv.split("\r\n")[1].split(",").at(-1);
    expect(cell("Created")).toMatchObject({ t: "n", z: "yyyy-mm-dd hh:mm", w: created });
    // an order without dates or spaces: blank text cells, not zeros
    expect(cell("ETD", 2)).toMatchObject({ t: "s", v: "" });
    expect(cell("TEU", 2)).toMatchObject({ t: "s", v: "" });
    // text stays text: a reference that looks like a number is not turned into one
    expect(cell("Order no.")).toMatchObject({ t: "s" });
  });

  it("writes the CSV with a BOM, CRLF line ends and text that would be a formula neutralised", async () => {
    const res = await exportOf(customer.token, "/api/order/export?format=csv&status=2");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain('filename="bookings.csv"');
    expect(res.headers["x-total-count"]).toBe("1");
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8", 3).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    expect(lines[0]).toMatch(/^Order no\.,Customer reference,Booking no\. \(SO\),B\/L no\.,Status,FCL\/LCL,Carrier,/);
    expect(lines[1]).toContain(`${confirmed.order_no},'=HYPERLINK(1),SO778899,,Awaiting shipping instructions,FCL,`);
    expect(lines[1]).toContain(',"1×20GP, 2×40HQ",5,NINGBO EXPORT CO,,Documentation cut-off 2026-11-28 17:00 Shanghai,');
  });

  it("applies the list's filters (and takes its page and size without paging)", async () => {
    const res = await exportOf(customer.token, "/api/order/export?keyword=draft-ref&page=3&size=10");
    expect(res.headers["x-total-count"]).toBe("1");
    expect(sheetRows(res.rawPayload).map((row) => row[0])).toEqual(["Order no.", draft.order_no]);
    const none = await exportOf(customer.token, "/api/order/export?etd_from=2030-01-01&format=csv");
    expect(none.headers["x-total-count"]).toBe("0");
    expect(none.rawPayload.toString("utf8", 3).split("\r\n")).toHaveLength(2);
  });

  it("writes the rows it announced: an order booked after the count is left out", async () => {
    const someone = await signIn();
    const first = await createOrder(db, someone.user.id, { ...base, cust_ref_no: "FIRST-REF" });
    const table = await ownOrderExport(db, someone.user.id, { page: 1, size: 50 }, "en");
    expect(table.total).toBe(1);
    const later = await createOrder(db, someone.user.id, { ...base, cust_ref_no: "LATER-REF" });
    const written: string[][] = [];
    for await (const batch of table.rows) written.push(...batch);
    expect(written.map((row) => row[0])).toEqual([first.order_no]);
    expect(written.flat()).not.toContain(later.order_no);
  });

  it("refuses a bad format or filter with a localised 400, and a caller without the authority", async () => {
    const format = await exportOf(customer.token, "/api/order/export?format=pdf", "cn");
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ code: 1, errors: [{ field: "format" }] });
    expect(format.json().errors[0].message).toContain("xlsx");
    const filter = await exportOf(customer.token, "/api/order/export?etd_from=tomorrow");
    expect(filter.statusCode).toBe(400);
    expect(filter.json().errors[0]).toEqual({ field: "etd_from", message: "Dates must be YYYY-MM-DD" });
    expect((await exportOf(customer.token, "/api/ops/order/export")).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/order/export" })).statusCode).toBe(401);
  });

  it("refuses a second export of the same user while the first runs: 429 with Retry-After", async () => {
    const release = exportSlots.take(customer.user.id);
    try {
      const busy = await exportOf(customer.token, "/api/order/export", "cn");
      expect(busy.statusCode).toBe(429);
      expect(busy.headers["retry-after"]).toBe("10");
      expect(busy.json()).toMatchObject({ error_code: "EXPORT_BUSY", msg: expect.stringContaining("导出") });
    } finally {
      release();
    }
    expect((await exportOf(customer.token, "/api/order/export")).statusCode).toBe(200);
    await waitFor(() => exportSlots.running === 0);
  });
});

describe("GET /api/ops/order/export", () => {
  it("answers every customer's submitted orders with the customer, never a draft", async () => {
    const res = await exportOf(desk.token, "/api/ops/order/export?format=csv");
    expect(res.statusCode).toBe(200);
    const lines = res.rawPayload.toString("utf8", 3).trimEnd().split("\r\n");
    expect(lines[0].startsWith("Customer,Order no.,")).toBe(true);
    const numbers = lines.slice(1).map((line) => line.split(",")[1]);
    expect(numbers).toContain(confirmed.order_no);
    expect(numbers).toContain(others.order_no);
    expect(numbers).not.toContain(draft.order_no);
    expect(res.headers["x-total-count"]).toBe(String(lines.length - 1));
    // newest first
    expect(numbers.indexOf(others.order_no)).toBeLessThan(numbers.indexOf(confirmed.order_no));
  });

  it("applies the desk's filters: the customer, open requests, statuses", async () => {
    const byCustomer = await exportOf(
      desk.token,
      `/api/ops/order/export?customer=${encodeURIComponent(neighbour.user.username)}`,
    );
    expect(sheetRows(byCustomer.rawPayload).map((row) => row[1])).toEqual(["Order no.", others.order_no]);
    const open = await exportOf(desk.token, "/api/ops/order/export?request=open&status=1,2");
    expect(open.headers["x-total-count"]).toBe("0");
    const bad = await exportOf(desk.token, "/api/ops/order/export?cargo=gold", "cn");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: "cargo", message: "格式不正确" });
  });
});

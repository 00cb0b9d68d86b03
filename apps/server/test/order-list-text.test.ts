import {
  type Lang,
  listOf,
  ORDER_STATUS,
  okOf,
  opsOrderListQuerySchema,
  opsOrderRowSchema,
  orderListQuerySchema,
  orderRowSchema,
} from "@haiyun/shared";
import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, ports, users } from "../src/db/schema";
import { offsetOf } from "../src/lib/pagination";
import { OPS_SCOPE, ownerScope } from "../src/modules/orders/core/order-access";
import { presentOpsRow, presentRow } from "../src/modules/orders/core/order-present";
import { whereOf } from "../src/modules/orders/list/order-filter.repository";
import { findOrderRow } from "../src/modules/orders/list/order-list.repository";
import { createOrder } from "./factories";
import { call, dayFromToday, orderTestApp } from "./order-fixtures";

// The order lists answer JSON text written by the database (order-list-json.repository.ts), sent unparsed.
// Here every filter of both lists, in both languages, is answered both ways over the same orders:
// the text path through the API, and the schema path — each listed order read as the detail reads
// it (findOrderRow), shaped by presentRow / presentOpsRow and serialised by the route's response
// schema. The two must be the same answer; the rows and the total must be the filter's, as the
// wider filters' conditions (whereOf) select them.

const S = ORDER_STATUS;
const { app, db, refs, people } = await orderTestApp({ customer: ["shipper"], neighbour: ["shipper"], desk: ["operator"] });
const { customer, neighbour, desk } = people;

// a port west of UTC with a half-hour offset, so a cut-off's offset is written with its sign and minutes
await db.update(ports).set({ time_zone: "America/St_Johns" }).where(eq(ports.id, refs.hamburg));
await db.update(users).set({ company1: "宁波远航国际物流有限公司" }).where(eq(users.id, customer.user.id));
await db.update(users).set({ company1: "", linkman: "Jan de Vries" }).where(eq(users.id, neighbour.user.id));

const hour = 3_600_000;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
const base = {
  status: S.AWAITING_BOOKING,
  pol_id: refs.shanghai,
  pod_id: refs.rotterdam,
  carrier_id: refs.maersk,
  cust_ref_no: "TXT-REF",
};
const made = [
  await createOrder(db, customer.user.id, { ...base, status: S.DRAFT, pol_id: null, pod_id: null, carrier_id: null }),
  await createOrder(db, customer.user.id, {
    ...base,
    ship_mode: 2,
    from_id: refs.ningbo,
    to_id: refs.hamburg,
    inco_term_id: refs.fob,
    freight_term_id: refs.prepaid,
    vessel: "COSCO 远洋",
    voyage: "061E",
    etd: dayFromToday(10),
    eta: dayFromToday(40),
    ready_date: dayFromToday(5),
    quote_amount: "6200.50",
    quote_currency: "USD",
    has_dg: true,
    has_oog: true,
    special_cargo_status: "requested",
    cut_offs: [
      { code: "VCO", at: at(-2 * hour) },
      { code: "FCO", at: at(50 * hour) },
      { code: "DCO", at: at(26 * hour) },
    ],
  }),
  await createOrder(db, customer.user.id, {
    ...base,
    status: S.AWAITING_SUPPLY,
    pol_id: refs.hamburg,
    carrier_id: 999_999,
    container_mode: 2,
    so_no: "SO-TXT-1",
    mbl_no: "MBL-TXT-1",
    has_reefer: true,
    amendment_status: "accepted",
    cancellation_status: "declined",
    cut_offs: [{ code: "LCO", at: at(30 * hour + 1234) }],
  }),
  await createOrder(db, customer.user.id, { ...base, status: S.COMPLETED, revision_status: "requested", cut_offs: [] }),
  await createOrder(db, customer.user.id, {
    ...base,
    status: S.CANCELLED,
    amendment_status: "no such state",
    cust_ref_no: 'O\'Brien & 50% \\ "quoted"',
  }),
  await createOrder(db, neighbour.user.id, { ...base, status: S.AWAITING_BILL, pol_id: refs.ningbo, cust_ref_no: "TXT-NB" }),
  await createOrder(db, neighbour.user.id, { ...base, status: S.AWAITING_PAYMENT, etd: dayFromToday(3) }),
];
// microseconds on a timestamp: the text path truncates them to milliseconds as the driver's Date does
await db.execute(
  sql`update ${orders} set create_time = create_time + interval '123457 microseconds' where ${orders.id} = ${made[1].id}`,
);

const OWN_QUERIES = [
  "",
  "status=1",
  "status=1,2",
  "status=40,10,2",
  "keyword=txt",
  "keyword=SO-TXT&status=2",
  "keyword=o'brien",
  "page=2&size=2",
  "status=1,2,10&page=2&size=1",
  `pol_id=${refs.shanghai}`,
  `carrier_id=${refs.maersk}&status=1`,
  "vessel=远洋",
  `create_from=${dayFromToday(-1)}&create_to=${dayFromToday(1)}`,
  `etd_from=${dayFromToday(1)}&etd_to=${dayFromToday(20)}`,
  "status=99",
];
const DESK_QUERIES = [...OWN_QUERIES, "customer=宁波远航", "customer=jan", "request=open", "cargo=dg,reefer", "status=0"];

type Scope = "own" | "desk";

/** The page the schema path answers: the filter's ids, each order shaped as the detail reads it. */
async function schemaAnswer(scope: Scope, query: string, lang: Lang): Promise<unknown> {
  const params = Object.fromEntries(new URLSearchParams(query));
  const parsed = (scope === "own" ? orderListQuerySchema : opsOrderListQuerySchema).parse(params);
  const { page, size, status, keyword, ...wider } = parsed;
  const ownerId = scope === "own" ? customer.user.id : undefined;
  const where = whereOf({ ...wider, ownerId, statuses: status, keyword: keyword || undefined, offset: 0, limit: 0 });
  const ids = (await db.select({ id: orders.id }).from(orders).where(where).orderBy(desc(orders.id))).map((row) => row.id);
  const onPage = ids.slice(offsetOf(page, size), offsetOf(page, size) + size);
  const rows = await Promise.all(
    onPage.map(async (id) => {
      const row = await findOrderRow(db, id, scope === "own" ? ownerScope(customer.user.id) : OPS_SCOPE);
      if (!row) throw new Error(`order ${id} not readable`);
      return scope === "own" ? presentRow(row, lang) : presentOpsRow(row, lang);
    }),
  );
  const schema = okOf(listOf(scope === "own" ? orderRowSchema : opsOrderRowSchema));
  return JSON.parse(JSON.stringify(schema.parse({ code: 0, msg: "ok", data: { list: rows, total: ids.length } })));
}

describe.each(["cn", "en"] as const)("the order lists' text, in %s", (lang) => {
  it.each(OWN_QUERIES)("GET /api/order?%s answers what the schema would", async (query) => {
    const res = await call(app, customer.token, "GET", `/api/order?${query}`, undefined, { lang });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual(await schemaAnswer("own", query, lang));
  });

  it.each(DESK_QUERIES)("GET /api/ops/order?%s answers what the schema would", async (query) => {
    const res = await call(app, desk.token, "GET", `/api/ops/order?${query}`, undefined, { lang });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body)).toEqual(await schemaAnswer("desk", query, lang));
  });
});

describe("the order lists' text", () => {
  it("holds what the comparison relies on: names, flags, a next cut-off in a zone west of UTC, an empty page", async () => {
    const en = (await call(app, customer.token, "GET", "/api/order?status=1,2", undefined, { lang: "en" })).json().data;
    const cn = (await call(app, customer.token, "GET", "/api/order?status=1,2", undefined, { lang: "cn" })).json().data;
    const [lcl, flagged] = en.list;
    expect(flagged).toMatchObject({ status_name: "Awaiting booking", cargo_flags: ["dg", "oog"], booking_amount: "6200.50" });
    expect(flagged.next_cut_off).toMatchObject({ code: "DCO", time_zone: "Asia/Shanghai" });
    expect(flagged.next_cut_off.at).toMatch(/\+08:00$/);
    expect(lcl).toMatchObject({
      carrier_name: "",
      container_mode_name: "LCL",
      amendment_status: "accepted",
      cargo_flags: ["reefer"],
    });
    expect(lcl.next_cut_off.at).toMatch(/-03:30$/);
    expect(cn.list[1]).toMatchObject({ status_name: "待订舱", container_mode_name: "整箱" });
    expect(cn.list[1].pol_name).not.toBe(en.list[1].pol_name);
    const empty = await call(app, customer.token, "GET", "/api/order?status=99");
    expect(JSON.parse(empty.body)).toEqual({ code: 0, msg: "ok", data: { list: [], total: 0 } });
  });

  it("never lists another customer's orders, nor drafts on the desk", async () => {
    const own = (await call(app, neighbour.token, "GET", "/api/order?size=50")).json().data;
    expect(own.list.map((row: { id: number }) => row.id)).toEqual([made[6].id, made[5].id]);
    const deskIds = (await call(app, desk.token, "GET", "/api/ops/order?size=50"))
      .json()
      .data.list.map((row: { id: number }) => row.id);
    expect(deskIds).not.toContain(made[0].id);
  });
});

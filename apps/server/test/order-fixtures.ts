import { businessToday, CONTAINER_MODE, PARTY_TYPE, type PartyType } from "@haiyun/shared";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/client";
import {
  carriers,
  containerTypes,
  countries,
  freightTerms,
  incoterms,
  orderEvents,
  orders,
  outbox,
  ports,
  units,
} from "../src/db/schema";
import { auth, createTestUser, loginAs, setupApp, type TestContext } from "./helpers";

// What the order tests share: the reference ids a booking names, valid FCL and LCL bodies, and
// small readers of what a request left behind (the order row, its events, the outbox).

export type Lang = "cn" | "en";

async function idOf(db: Db, table: typeof ports | typeof carriers | typeof incoterms | typeof freightTerms, code: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.code, code));
  if (!row) throw new Error(`no ${code}`);
  return row.id;
}

export async function referenceIds(db: Db) {
  const containerId = async (code: string) =>
    (await db.select({ id: containerTypes.id }).from(containerTypes).where(eq(containerTypes.code, code)))[0].id;
  const [carton] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.code, "CT"), eq(units.type, 3)));
  const [kilogram] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.code, "KGM"), eq(units.type, 1)));
  const [china] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, "CN"));
  const [germany] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, "DE"));
  return {
    shanghai: await idOf(db, ports, "CNSHA"),
    ningbo: await idOf(db, ports, "CNNGB"),
    rotterdam: await idOf(db, ports, "NLRTM"),
    hamburg: await idOf(db, ports, "DEHAM"),
    maersk: await idOf(db, carriers, "MAEU"),
    cosco: await idOf(db, carriers, "COSU"),
    fob: await idOf(db, incoterms, "FOB"),
    cif: await idOf(db, incoterms, "CIF"),
    prepaid: await idOf(db, freightTerms, "PP"),
    collect: await idOf(db, freightTerms, "CC"),
    gp20: await containerId("20GP"),
    hq40: await containerId("40HQ"),
    rh40: await containerId("40RH"),
    fr40: await containerId("40FR"),
    carton: carton.id,
    kilogram: kilogram.id,
    china: china.id,
    germany: germany.id,
  };
}
export type Refs = Awaited<ReturnType<typeof referenceIds>>;

/** A day from today, YYYY-MM-DD (the business today, time/business-date.ts). */
export function dayFromToday(days: number): string {
  const today = new Date(`${businessToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export function party(refs: Refs, type: PartyType, overrides: Record<string, unknown> = {}) {
  return {
    type,
    company1: type === PARTY_TYPE.SHIPPER ? "NINGBO EVERBRIGHT TRADING CO., LTD." : "ROTTERDAM IMPORTS B.V.",
    linkman: type === PARTY_TYPE.SHIPPER ? "LI MING" : "JAN DE VRIES",
    phone: "+86 574 8700 0000",
    address1: type === PARTY_TYPE.SHIPPER ? "NO. 1 ZHONGSHAN EAST ROAD" : "WILHELMINAKADE 1",
    city: type === PARTY_TYPE.SHIPPER ? "NINGBO" : "ROTTERDAM",
    country_id: type === PARTY_TYPE.SHIPPER ? refs.china : refs.germany,
    ...overrides,
  };
}

/** A complete FCL booking (submit passes). */
export function fclBooking(refs: Refs, overrides: Record<string, unknown> = {}) {
  return {
    action: "submit",
    container_mode: CONTAINER_MODE.FCL,
    cust_ref_no: "PO-2026-001",
    ready_date: dayFromToday(7),
    inco_term_id: refs.fob,
    ship_mode: 1,
    from_id: refs.ningbo,
    pol_id: refs.ningbo,
    pod_id: refs.rotterdam,
    to_id: refs.rotterdam,
    carrier_id: refs.maersk,
    remark: "HANDLE WITH CARE",
    contacts: [party(refs, PARTY_TYPE.SHIPPER), party(refs, PARTY_TYPE.CONSIGNEE)],
    spaces: [
      { container_id: refs.hq40, count: 2 },
      { container_id: refs.gp20, count: 1 },
    ],
    containers: [],
    cargos: [],
    ...overrides,
  };
}

/** A complete LCL booking (submit passes). */
export function lclBooking(refs: Refs, overrides: Record<string, unknown> = {}) {
  return {
    ...fclBooking(refs),
    container_mode: CONTAINER_MODE.LCL,
    cust_ref_no: "PO-2026-LCL",
    spaces: [],
    cargos: [
      { hs_code: "940360", description: "WOODEN FURNITURE", package: 20, package_uid: refs.carton, weight: 850.5, volume: 4.25 },
      { hs_code: "63023100", description: "COTTON BED LINEN", package: 12, package_uid: refs.carton, weight: 240, volume: 1.5 },
    ],
    ...overrides,
  };
}

/** A container row of a shipping instruction that passes (a real ISO 6346 number, VGM above the weight). */
export function supplyRow(refs: Refs, overrides: Record<string, unknown> = {}) {
  return {
    container_no: "CSQU3054383",
    seal_no: "SL-778812",
    container_id: refs.hq40,
    package: 120,
    package_uid: refs.carton,
    weight: 8200.5,
    volume: 58.2,
    vgm: 12100,
    ...overrides,
  };
}

/** PUT /order/shipment/{id}: an instruction that passes for an FCL order booked with 2 × 40HQ and 1 × 20GP. */
export function supplyBody(refs: Refs, overrides: Record<string, unknown> = {}) {
  return {
    action: "save",
    contacts: [party(refs, PARTY_TYPE.SHIPPER), party(refs, PARTY_TYPE.CONSIGNEE), party(refs, PARTY_TYPE.NOTIFY_1)],
    marks_no: "NO MARKS",
    description: "WOODEN FURNITURE, 120 CARTONS",
    manifest_file: null,
    vgm_method: 1,
    containers: [
      supplyRow(refs),
      supplyRow(refs, { container_no: "MSKU9070323", seal_no: "SL-778813" }),
      supplyRow(refs, { container_no: "CSQU3054070", seal_no: "SL-778814", container_id: refs.gp20, vgm: 9000 }),
    ],
    ...overrides,
  };
}

/** The same instruction for an LCL order: rows without container type or number. */
export function lclSupplyBody(refs: Refs, overrides: Record<string, unknown> = {}) {
  const row = {
    container_no: "",
    seal_no: "",
    container_id: null,
    package: 20,
    package_uid: refs.carton,
    weight: 850.5,
    volume: 4.25,
  };
  return supplyBody(refs, { containers: [row], ...overrides });
}

/** PUT /ops/order/{id}/confirm: a carrier's confirmation that passes. */
export function confirmBody(carrierId: number) {
  return {
    so_no: "so-4471002",
    carrier_id: carrierId,
    vessel: "MAERSK ESSEX",
    voyage: "612W",
    etd: dayFromToday(10),
    eta: dayFromToday(40),
    si_cutoff: `${dayFromToday(7)}T10:00:00Z`,
    vgm_cutoff: `${dayFromToday(8)}T10:00:00Z`,
    cy_cutoff: `${dayFromToday(9)}T02:00:00+08:00`,
  };
}

export async function signedIn(ctx: TestContext, roles: string[] = ["shipper"]) {
  const user = await createTestUser(ctx.db, roles);
  return { user, token: await loginAs(ctx.app, user.username) };
}
export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/**
 * The set-up of an order test file: the app on a fresh database (`setupApp`'s options), the
 * reference ids a booking names, and the `people` the file names by their roles, signed in before
 * its tests: `orderTestApp({ owner: ["shipper"], operator: ["operator"] })`. `signIn` signs in one more.
 */
export async function orderTestApp<const People extends Record<string, string[]>>(
  people: People,
  ...options: Parameters<typeof setupApp>
) {
  const ctx = await setupApp(...options);
  const { db } = ctx.db;
  const refs: Refs = await referenceIds(db);
  const signIn = (roles?: string[]) => signedIn(ctx, roles);
  const signed = {} as { [Name in keyof People]: SignedIn };
  for (const [name, roles] of Object.entries(people) as [keyof People, string[]][]) signed[name] = await signIn(roles);
  return { app: ctx.app, db, refs, signIn, people: signed };
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";
/** One call to the API as `token`, JSON in and out. */
export function call(
  app: FastifyInstance,
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
  options: { lang?: Lang; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...auth(token, options.lang ?? "en"), ...options.headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export function eventsOf(db: Db, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.order_id, orderId)).orderBy(asc(orderEvents.id));
}

export async function countOrders(db: Db, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.owner_id, ownerId));
  return row.n;
}

export function mailsTo(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
}

/** Everything an order holds, as text: equal before and after means a request changed nothing. */
export async function orderState(db: Db, id: number): Promise<string> {
  const rows = await db.execute(sql`
    select (select row_to_json(o)::text from orders o where o.id = ${id}) as orders,
      (select coalesce(string_agg(row_to_json(e)::text, '|' order by e.id), '') from order_events e where e.order_id = ${id}) as events,
      (select coalesce(string_agg(row_to_json(c)::text, '|' order by c.id), '') from order_contacts c where c.order_id = ${id}) as contacts,
      (select coalesce(string_agg(row_to_json(s)::text, '|' order by s.id), '') from order_spaces s where s.order_id = ${id}) as spaces,
      (select coalesce(string_agg(row_to_json(g)::text, '|' order by g.id), '') from order_cargos g where g.order_id = ${id}) as cargos`);
  return JSON.stringify((rows as unknown as { rows: unknown[] }).rows[0]);
}

/** A space's or a container row's special cargo when it has none, as the views answer it. */
export const NO_SPECIAL_CARGO = { dangerous_goods: [], reefer: null, oog: null };

/** Dangerous goods a booking's space carries (UN 3480, class 9, which has no packing group), as the booking form sends them. */
export const LITHIUM = {
  un_number: "3480",
  proper_shipping_name: "LITHIUM ION BATTERIES",
  imo_class: "9",
  packing_group: null,
  ems_number: "F-A,S-I",
  emergency_contact: { name: "WANG FANG", phone: "+86 21 5555 0101" },
};
/** A frozen reefer's settings. */
export const FROZEN = { temperature: -18, temperature_unit: "CEL", is_ventilation_open: false };

/** An FCL order booked, confirmed (cut-off in 7 days, ETD in 10) and its instruction submitted: status 3. */
export async function submittedOrder(
  app: FastifyInstance,
  refs: Refs,
  people: { owner: SignedIn; operator: SignedIn },
): Promise<number> {
  const booked = await call(app, people.owner.token, "POST", "/api/order/booking", fclBooking(refs));
  if (booked.statusCode !== 200) throw new Error(`booking: ${booked.body}`);
  const id = booked.json().data.id as number;
  const confirmed = await call(app, people.operator.token, "PUT", `/api/ops/order/${id}/confirm`, confirmBody(refs.maersk));
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  const submitted = await call(
    app,
    people.owner.token,
    "PUT",
    `/api/order/shipment/${id}`,
    supplyBody(refs, { action: "submit" }),
  );
  if (submitted.statusCode !== 200) throw new Error(`instruction: ${submitted.body}`);
  return id;
}

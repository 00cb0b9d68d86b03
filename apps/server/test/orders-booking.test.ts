import { ORDER_STATUS, PARTY_TYPE } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { carriers, containerTypes, ports } from "../src/db/schema";
import { ORDER_NO_PATTERN } from "../src/modules/orders/booking/order-number";
import { createOrder } from "./factories";
import {
  call,
  countOrders,
  dayFromToday,
  eventsOf,
  fclBooking,
  lclBooking,
  NO_SPECIAL_CARGO,
  orderRow,
  orderTestApp,
  party,
  type SignedIn,
} from "./order-fixtures";

// A customer drafts, edits, submits, lists, reads, copies and deletes bookings.
const { app, db, refs, signIn, people } = await orderTestApp({ shipper: ["shipper"] });
const { shipper } = people;
const containerIdOf = async (code: string) =>
  (await db.select({ id: containerTypes.id }).from(containerTypes).where(eq(containerTypes.code, code)))[0].id;

describe("booking an FCL order", () => {
  it("saves a partial draft, edits it, submits it, and answers its number and status each time", async () => {
    const draft = await call(app, shipper.token, "POST", "/api/order/booking", {
      action: "save",
      container_mode: 1,
      cust_ref_no: "po-draft 1",
    });
    expect(draft.statusCode).toBe(200);
    const { id, order_no, status } = draft.json().data;
    expect(status).toBe(ORDER_STATUS.DRAFT);
    expect(order_no).toMatch(ORDER_NO_PATTERN);
    // the reference number follows the common text pattern, normalised as contacts are
    expect((await orderRow(db, id)).cust_ref_no).toBe("PO-DRAFT 1");

    const edited = await call(app, shipper.token, "PUT", `/api/order/booking/${id}`, { ...fclBooking(refs), action: "save" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toEqual({ id, order_no, status: 0 });

    const submitted = await call(app, shipper.token, "PUT", `/api/order/booking/${id}`, fclBooking(refs));
    expect(submitted.json().data).toEqual({ id, order_no, status: 1 });
    const events = await eventsOf(db, id);
    expect(events.map((e) => [e.action, e.from_status, e.to_status])).toEqual([
      ["save", null, 0],
      ["save", 0, 0],
      ["submit", 0, 1],
    ]);
    expect(events.every((e) => e.actor_id === shipper.user.id && e.actor_role === "owner")).toBe(true);
  });

  it("answers the order in the caller's language, with its parties, spaces and names", async () => {
    const created = await call(app, shipper.token, "POST", "/api/order/booking", fclBooking(refs));
    const { id } = created.json().data;
    const en = (await call(app, shipper.token, "GET", `/api/order/${id}`)).json().data;
    expect(en).toMatchObject({
      id,
      status: 1,
      status_name: "Awaiting booking",
      container_mode: 1,
      container_mode_name: "FCL",
      ship_mode_name: "Port to port (CY-CY)",
      pol_id: refs.ningbo,
      pol_name: "Ningbo",
      pod_name: "Rotterdam",
      carrier_id: refs.maersk,
      inco_term_id: refs.fob,
      inco_term_name: "Free on Board",
      // FOB is one of the config's freight_collect incoterms: the empty freight term became collect
      freight_term_id: refs.collect,
      freight_term_name: "Collect",
      remark: "HANDLE WITH CARE",
      so_no: "",
      si_cutoff: null,
      document_count: 0,
    });
    expect(en.contacts.map((c: { type: number; type_name: string }) => [c.type, c.type_name])).toEqual([
      [1, "Shipper"],
      [2, "Consignee"],
    ]);
    expect(en.contacts[0]).toMatchObject({ company1: "NINGBO EVERBRIGHT TRADING CO., LTD.", country_name: "China" });
    // booked as 40HQ, 20GP: answered in the usual container order
    expect(en.spaces).toEqual([
      { container_id: refs.gp20, count: 1, container_name: "20ft General Purpose", ...NO_SPECIAL_CARGO },
      { container_id: refs.hq40, count: 2, container_name: "40ft High Cube", ...NO_SPECIAL_CARGO },
    ]);
    const cn = (await call(app, shipper.token, "GET", `/api/order/${id}`, undefined, { lang: "cn" })).json().data;
    expect(cn).toMatchObject({ status_name: "待订舱", container_mode_name: "整箱", pol_name: "宁波", freight_term_name: "到付" });
  });

  it("answers the spaces in the usual container order wherever the order is read, whatever order they were typed in", async () => {
    const [reefer, hq45] = [await containerIdOf("20RF"), await containerIdOf("45HQ")];
    const typed = [
      // a reefer space says how it runs (the carrier-ready check wants it)
      { container_id: reefer, count: 1, reefer: { is_non_operating: true } },
      { container_id: hq45, count: 2 },
      { container_id: refs.hq40, count: 3 },
      { container_id: refs.gp20, count: 4 },
    ];
    const created = await call(app, shipper.token, "POST", "/api/order/booking", fclBooking(refs, { spaces: typed }));
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    const ordered = [refs.gp20, refs.hq40, hq45, reefer];
    const idsOf = (spaces: { container_id: number }[]) => spaces.map((space) => space.container_id);
    const detail = (await call(app, shipper.token, "GET", `/api/order/${id}`)).json().data;
    expect(detail.spaces.map((s: { container_name: string }) => s.container_name)).toEqual([
      "20ft General Purpose",
      "40ft High Cube",
      "45ft High Cube",
      "20ft Reefer",
    ]);
    // the edit form and the shipping instruction read the same spaces, in the same order
    expect(idsOf((await call(app, shipper.token, "GET", `/api/order/booking/${id}`)).json().data.spaces)).toEqual(ordered);
    expect(idsOf((await call(app, shipper.token, "GET", `/api/order/shipment/${id}`)).json().data.spaces)).toEqual(ordered);
    // counts travel with their type
    expect(detail.spaces.map((s: { count: number }) => s.count)).toEqual([4, 3, 2, 1]);
  });

  it("sets prepaid for an incoterm outside freight_collect, and keeps a freight term the form chose", async () => {
    const cif = await call(app, shipper.token, "POST", "/api/order/booking", fclBooking(refs, { inco_term_id: refs.cif }));
    expect((await orderRow(db, cif.json().data.id)).freight_term_id).toBe(refs.prepaid);
    const chosen = await call(
      app,
      shipper.token,
      "POST",
      "/api/order/booking",
      fclBooking(refs, { freight_term_id: refs.prepaid }),
    );
    expect((await orderRow(db, chosen.json().data.id)).freight_term_id).toBe(refs.prepaid);
  });
});

describe("a draft naming an entry disabled since", () => {
  it("is refused on save and submit with the entry named on its field, in the caller's language", async () => {
    const draft = await call(app, shipper.token, "POST", "/api/order/booking", {
      ...fclBooking(refs, { carrier_id: refs.cosco, pod_id: refs.hamburg, to_id: refs.hamburg }),
      action: "save",
    });
    expect(draft.statusCode).toBe(200);
    const { id } = draft.json().data;
    await db.update(carriers).set({ status: 0 }).where(eq(carriers.id, refs.cosco));
    await db.update(ports).set({ status: 0 }).where(eq(ports.id, refs.hamburg));
    try {
      const body = fclBooking(refs, { carrier_id: refs.cosco, pod_id: refs.hamburg, to_id: refs.hamburg });
      const en = await call(app, shipper.token, "PUT", `/api/order/booking/${id}`, body);
      expect(en.statusCode).toBe(400);
      expect(en.json().errors).toEqual([
        { field: "pod_id", message: "Hamburg is no longer offered: please choose another" },
        { field: "to_id", message: "Hamburg is no longer offered: please choose another" },
        { field: "carrier_id", message: expect.stringMatching(/^COSCO.* is no longer offered: please choose another$/) },
      ]);
      const cn = await call(app, shipper.token, "PUT", `/api/order/booking/${id}`, { ...body, action: "save" }, { lang: "cn" });
      expect(cn.statusCode).toBe(400);
      expect(cn.json().errors[0]).toEqual({ field: "pod_id", message: "“汉堡”已停用，请另选一项" });
      // an id that names nothing keeps the plain message
      const unknown = await call(app, shipper.token, "PUT", `/api/order/booking/${id}`, fclBooking(refs, { pol_id: 2_000_000 }));
      expect(unknown.json().errors).toEqual([
        { field: "pol_id", message: "The selected option does not exist or is no longer offered" },
      ]);
      // nothing changed: the draft still names what it named
      expect(await orderRow(db, id)).toMatchObject({ status: 0, carrier_id: refs.cosco, pod_id: refs.hamburg });
    } finally {
      await db.update(carriers).set({ status: 1 }).where(eq(carriers.id, refs.cosco));
      await db.update(ports).set({ status: 1 }).where(eq(ports.id, refs.hamburg));
    }
  });
});

describe("booking an LCL order", () => {
  it("stores cargo items with weights and volumes as numbers and names the package unit", async () => {
    const created = await call(app, shipper.token, "POST", "/api/order/booking", lclBooking(refs));
    expect(created.statusCode).toBe(200);
    const detail = (await call(app, shipper.token, "GET", `/api/order/${created.json().data.id}`)).json().data;
    expect(detail.container_mode_name).toBe("LCL");
    expect(detail.cargos).toEqual([
      {
        hs_code: "940360",
        description: "WOODEN FURNITURE",
        package: 20,
        package_uid: refs.carton,
        package_unit_name: "Carton",
        weight: 850.5,
        volume: 4.25,
        dangerous_goods: [],
      },
      expect.objectContaining({ hs_code: "63023100", weight: 240, volume: 1.5 }),
    ]);
  });
});

describe("the bookings list", () => {
  let owner: SignedIn;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    owner = await signIn();
    for (const [name, body] of [
      ["fcl", fclBooking(refs, { cust_ref_no: "ALPHA-1" })],
      ["lcl", lclBooking(refs, { cust_ref_no: "BETA-2", pod_id: refs.hamburg, to_id: refs.hamburg })],
      ["draft", { ...fclBooking(refs, { cust_ref_no: "GAMMA-3" }), action: "save" }],
    ] as const) {
      ids[name] = (await call(app, owner.token, "POST", "/api/order/booking", body)).json().data.id;
    }
    await createOrder(db, owner.user.id, {
      status: ORDER_STATUS.AWAITING_SUPPLY,
      mbl_no: "MAEU123456789",
      vessel: "MAERSK ESSEX",
      voyage: "612W",
    });
  });
  const list = (query = "") => call(app, owner.token, "GET", `/api/order${query}`).then((res) => res.json().data);

  it("lists only the customer's orders, newest first, with the list row fields", async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.list.map((row: { id: number }) => row.id)).toEqual(
      [...page.list.map((row: { id: number }) => row.id)].sort((a, b) => b - a),
    );
    expect(Object.keys(page.list[1]).sort()).toEqual(
      [
        ...["id", "order_no", "cust_ref_no", "status", "status_name", "container_mode", "container_mode_name", "ship_mode"],
        ...["ship_mode_name", "carrier_id", "carrier_name", "from_id", "from_name", "pol_id", "pol_name", "pod_id", "pod_name"],
        ...["to_id", "to_name", "vessel", "voyage", "etd", "eta", "ready_date", "freight_term_name", "inco_term_name", "so_no"],
        ...["mbl_no", "booking_amount", "booking_currency", "create_time", "update_time"],
        ...["amendment_status", "cancellation_status", "revision_status", "next_cut_off"],
        ...["special_cargo_status", "cargo_flags"],
      ].sort(),
    );
    // the list reads times as text, the detail as Dates: both answer the same instant
    for (const row of page.list) {
      const detail = (await call(app, owner.token, "GET", `/api/order/${row.id}`)).json().data;
      expect([row.create_time, row.update_time]).toEqual([detail.create_time, detail.update_time]);
      expect(row.create_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it("filters by status list, keyword (order, bill of lading and reference numbers), delivery place and page", async () => {
    expect((await list("?status=0")).list.map((r: { id: number }) => r.id)).toEqual([ids.draft]);
    expect((await list("?status=0,1")).total).toBe(3);
    expect((await list("?keyword=beta")).list.map((r: { id: number }) => r.id)).toEqual([ids.lcl]);
    expect((await list("?keyword=123456")).list[0].mbl_no).toBe("MAEU123456789");
    const fcl = (await list(`?keyword=ALPHA`)).list[0];
    expect((await list(`?keyword=${fcl.order_no.slice(2)}`)).list.map((r: { id: number }) => r.id)).toEqual([ids.fcl]);
    expect((await list(`?to_id=${refs.hamburg}`)).list.map((r: { id: number }) => r.id)).toEqual([ids.lcl]);
    expect((await list("?vessel=essex&voyage=612")).total).toBe(1);
    expect((await list(`?pol_id=${refs.ningbo}&cust_ref_no=gamma`)).total).toBe(1);
    expect((await list(`?create_from=${dayFromToday(-2)}&create_to=${dayFromToday(2)}`)).total).toBe(4);
    expect((await list(`?create_from=${dayFromToday(3)}`)).total).toBe(0);
    const second = await list("?page=2&size=3");
    expect(second).toMatchObject({ total: 4 });
    expect(second.list).toHaveLength(1);
    expect(await list("?page=9&size=3")).toEqual({ list: [], total: 4 });
  });

  it("refuses a malformed status list with a 400 naming it", async () => {
    const res = await call(app, owner.token, "GET", "/api/order?status=1;2");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("status");
  });
});

describe("copy and delete", () => {
  it("copies any own order as a booking form, clearing a ready date now past", async () => {
    const created = await call(app, shipper.token, "POST", "/api/order/booking", lclBooking(refs));
    const { id } = created.json().data;
    const orderForm = (await call(app, shipper.token, "GET", `/api/order/docking/${id}`)).json().data;
    const { action: _action, ...fields } = lclBooking(refs);
    expect(orderForm).toMatchObject({
      ...fields,
      contacts: [expect.objectContaining(party(refs, PARTY_TYPE.SHIPPER)), expect.anything()],
    });
    // the copy is a valid new draft as it stands
    const copy = await call(app, shipper.token, "POST", "/api/order/booking", { ...orderForm, action: "save" });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().data.id).not.toBe(id);

    const old = await createOrder(db, shipper.user.id, { status: ORDER_STATUS.COMPLETED, ready_date: "2020-01-02" });
    expect((await call(app, shipper.token, "GET", `/api/order/docking/${old.id}`)).json().data.ready_date).toBeNull();
    expect((await call(app, shipper.token, "GET", `/api/order/booking/${old.id}`)).json().data.ready_date).toBe("2020-01-02");
  });

  it("deletes a draft with everything it holds", async () => {
    const owner = await signIn();
    const created = await call(app, owner.token, "POST", "/api/order/booking", { ...fclBooking(refs), action: "save" });
    const { id } = created.json().data;
    const res = await call(app, owner.token, "DELETE", `/api/order/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: "ok", data: null });
    expect(await countOrders(db, owner.user.id)).toBe(0);
    expect(await eventsOf(db, id)).toEqual([]);
    expect((await call(app, owner.token, "GET", `/api/order/${id}`)).statusCode).toBe(404);
  });
});

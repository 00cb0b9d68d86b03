import { ORDER_STATUS } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ports } from "../src/db/schema";
import { feeFor } from "../src/modules/orders/payment/order-fees";
import { ConfigService } from "../src/modules/system/config.service";
import { createOrder } from "./factories";
import { defined } from "./helpers";
import { call, dayFromToday, mailsTo, orderRow, orderState, orderTestApp } from "./order-fixtures";

// Cut-offs as the trade uses them (docs/PRODUCT-RULES.md, "Cut-offs"): DCSA codes, entered as local
// times at the port of loading, kept as instants, answered in that port's zone with its offset.

const { app, db, refs, people } = await orderTestApp({
  owner: ["shipper"],
  operator: ["operator"],
  admin: ["admin"],
});
const etd = dayFromToday(10);

const sailing = (overrides: Record<string, unknown> = {}) => ({
  so_no: "SO-CUT-1",
  carrier_id: refs.maersk,
  vessel: "MAERSK ESSEX",
  voyage: "612W",
  etd,
  eta: dayFromToday(40),
  ...overrides,
});

async function awaitingBooking(overrides: Record<string, unknown> = {}) {
  return createOrder(db, people.owner.user.id, {
    status: ORDER_STATUS.AWAITING_BOOKING,
    pol_id: refs.ningbo,
    pod_id: refs.rotterdam,
    to_id: refs.rotterdam,
    carrier_id: refs.maersk,
    ...overrides,
  });
}
const confirm = (id: number, body: unknown, lang: "cn" | "en" = "en") =>
  call(app, people.operator.token, "PUT", `/api/ops/order/${id}/confirm`, body, { lang });
const detail = async (id: number) => (await call(app, people.owner.token, "GET", `/api/order/${id}`)).json().data;

describe("ports keep their time zone", () => {
  it("every shipped port has one, by its UN/LOCODE", async () => {
    const zoneOf = async (code: string) =>
      (await db.select({ zone: ports.time_zone }).from(ports).where(eq(ports.code, code)))[0]?.zone;
    expect(await zoneOf("CNNGB")).toBe("Asia/Shanghai");
    expect(await zoneOf("NLRTM")).toBe("Europe/Amsterdam");
    expect(await zoneOf("USLAX")).toBe("America/Los_Angeles");
    expect(await zoneOf("USNYC")).toBe("America/New_York");
    expect(await zoneOf("ESLPA")).toBe("Atlantic/Canary");
  });

  it("the admin sees and changes a port's zone, an IANA name only, refused in both languages", async () => {
    const admin = (method: "GET" | "PUT", url: string, payload?: unknown, lang: "cn" | "en" = "en") =>
      call(app, people.admin.token, method, `/api/admin/reference/${url}`, payload, { lang });
    const [hamburg] = (await admin("GET", "ports?keyword=DEHAM")).json().data.list;
    expect(hamburg.time_zone).toBe("Europe/Berlin");
    for (const [lang, text] of [
      ["cn", "IANA 时区名"],
      ["en", "IANA time zone name"],
    ] as const) {
      const bad = await admin("PUT", `ports/${hamburg.id}`, { time_zone: "Europe/Hamburg" }, lang);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([
        expect.objectContaining({ field: "time_zone", message: expect.stringContaining(text) }),
      ]);
    }
    const created = await admin("PUT", `ports/${hamburg.id}`, { time_zone: "Europe/Berlin" });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.time_zone).toBe("Europe/Berlin");
  });
});

describe("operations confirm cut-offs", () => {
  it("takes local times at the port of loading and answers them with the port's offset and zone", async () => {
    const order = await awaitingBooking();
    const res = await confirm(
      order.id,
      sailing({
        cut_offs: [
          { code: "VCO", at: `${dayFromToday(8)}T12:00` },
          { code: "dco", at: `${dayFromToday(7)}T17:00` },
          { code: "FCO", at: `${dayFromToday(9)}T10:00:00+08:00` },
          { code: "ECP", at: `${dayFromToday(3)}T09:30` },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // kept as instants: 17:00 in Ningbo is 09:00 UTC
    const stored = (await orderRow(db, order.id)).cut_offs;
    expect(stored.find((c) => c.code === "DCO")?.at).toBe(`${dayFromToday(7)}T09:00:00.000Z`);
    const data = await detail(order.id);
    expect(data.cut_offs).toEqual([
      { code: "ECP", at: `${dayFromToday(3)}T09:30:00+08:00`, time_zone: "Asia/Shanghai" },
      { code: "DCO", at: `${dayFromToday(7)}T17:00:00+08:00`, time_zone: "Asia/Shanghai" },
      { code: "VCO", at: `${dayFromToday(8)}T12:00:00+08:00`, time_zone: "Asia/Shanghai" },
      { code: "FCO", at: `${dayFromToday(9)}T10:00:00+08:00`, time_zone: "Asia/Shanghai" },
    ]);
    expect(data.pol_time_zone).toBe("Asia/Shanghai");
    // the fields of before, derived, for older clients
    expect(data.si_cutoff).toBe(`${dayFromToday(7)}T09:00:00.000Z`);
    expect(data.vgm_cutoff).toBe(`${dayFromToday(8)}T04:00:00.000Z`);
    expect(data.cy_cutoff).toBe(`${dayFromToday(9)}T02:00:00.000Z`);
    // the list's countdown: the earliest ahead
    const list = (await call(app, people.owner.token, "GET", "/api/order")).json().data.list;
    const row = list.find((r: { id: number }) => r.id === order.id);
    expect(row.next_cut_off).toEqual({ code: "ECP", at: `${dayFromToday(3)}T09:30:00+08:00`, time_zone: "Asia/Shanghai" });
    // the supply record carries them too
    const record = (await call(app, people.owner.token, "GET", `/api/order/shipment/${order.id}`)).json().data;
    expect(record.cut_offs).toEqual(data.cut_offs);
  });

  it("still takes only the three fields of before: DCO, VCO and FCO (LCO on a consolidated order)", async () => {
    const fcl = await awaitingBooking();
    const old = {
      si_cutoff: `${dayFromToday(7)}T10:00:00Z`,
      vgm_cutoff: `${dayFromToday(8)}T10:00:00Z`,
      cy_cutoff: `${dayFromToday(9)}T02:00:00+08:00`,
    };
    expect((await confirm(fcl.id, sailing(old))).statusCode).toBe(200);
    const data = await detail(fcl.id);
    expect(data.cut_offs.map((c: { code: string }) => c.code)).toEqual(["DCO", "VCO", "FCO"]);
    expect([data.si_cutoff, data.vgm_cutoff, data.cy_cutoff]).toEqual([
      `${dayFromToday(7)}T10:00:00.000Z`,
      `${dayFromToday(8)}T10:00:00.000Z`,
      `${dayFromToday(8)}T18:00:00.000Z`,
    ]);
    const lcl = await awaitingBooking({ container_mode: 2 });
    expect((await confirm(lcl.id, sailing(old))).statusCode).toBe(200);
    const lclData = await detail(lcl.id);
    expect(lclData.cut_offs.map((c: { code: string }) => c.code)).toEqual(["DCO", "VCO", "LCO"]);
    expect(lclData.cy_cutoff).toBe(`${dayFromToday(8)}T18:00:00.000Z`);
  });

  it("refuses a code twice, an unknown code, a bad time and no cut-off at all, in both languages, changing nothing", async () => {
    const order = await awaitingBooking();
    const before = await orderState(db, order.id);
    const at = `${dayFromToday(7)}T17:00`;
    const cases: [unknown, string, { cn: string; en: string }][] = [
      [
        {
          cut_offs: [
            { code: "DCO", at },
            { code: "DCO", at },
          ],
        },
        "cut_offs.1.code",
        { cn: "不能重复", en: "May appear only once" },
      ],
      [{ cut_offs: [{ code: "XYZ", at }] }, "cut_offs.0.code", { cn: "未知的截止时间代码", en: "Unknown cut-off code" }],
      [{ cut_offs: [{ code: "DCO", at: "01/12/2026 17:00" }] }, "cut_offs.0.at", { cn: "装货港当地时间", en: "port of loading" }],
      [{ cut_offs: [{ code: "FCO", at }], cy_cutoff: `${at}:00Z` }, "cy_cutoff", { cn: "不能重复", en: "May appear only once" }],
      [{}, "cut_offs", { cn: "至少需要一项", en: "Add at least one" }],
    ];
    for (const [extra, field, text] of cases) {
      for (const lang of ["cn", "en"] as const) {
        const res = await confirm(order.id, sailing(extra as Record<string, unknown>), lang);
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
        expect(res.json().errors).toEqual([expect.objectContaining({ field, message: expect.stringContaining(text[lang]) })]);
      }
    }
    // an LCL order: the CY field stands for LCO, so LCO beside it is the same cut-off twice
    const lcl = await awaitingBooking({ container_mode: 2 });
    const twice = await confirm(lcl.id, sailing({ cut_offs: [{ code: "LCO", at }], cy_cutoff: `${at}:00Z` }), "cn");
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toMatchObject({ field: "cy_cutoff", message: "不能重复" });
    expect(await orderState(db, order.id)).toBe(before);
  });

  it("refuses the FCL delivery cut-off on an LCL order (and LCO on an FCL one), in both languages, changing nothing", async () => {
    const at = `${dayFromToday(7)}T17:00`;
    const lcl = await awaitingBooking({ container_mode: 2 });
    const fcl = await awaitingBooking();
    const cases = [
      {
        id: lcl.id,
        code: "FCO",
        en: "FCO (FCL delivery cut-off) does not apply to an LCL booking",
        cn: "LCL订单不适用 FCO（截港（整箱进港））",
      },
      {
        id: fcl.id,
        code: "LCO",
        en: "LCO (LCL delivery cut-off) does not apply to an FCL booking",
        cn: "FCL订单不适用 LCO（拼箱截货）",
      },
    ];
    for (const { id, code, en, cn } of cases) {
      const before = await orderState(db, id);
      for (const [lang, message] of [
        ["en", en],
        ["cn", cn],
      ] as const) {
        const res = await confirm(
          id,
          sailing({
            cut_offs: [
              { code: "DCO", at },
              { code, at },
            ],
          }),
          lang,
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toEqual([{ field: "cut_offs.1.code", message }]);
      }
      expect(await orderState(db, id)).toBe(before);
    }
  });

  it("does not answer an FCL delivery cut-off kept on an LCL order from before (detail, list countdown)", async () => {
    const kept = [
      { code: "FCO", at: `${dayFromToday(6)}T02:00:00.000Z` },
      { code: "DCO", at: `${dayFromToday(7)}T09:00:00.000Z` },
    ];
    const lcl = await awaitingBooking({ container_mode: 2, status: ORDER_STATUS.AWAITING_SUPPLY, etd, cut_offs: kept });
    const data = await detail(lcl.id);
    expect(data.cut_offs.map((c: { code: string }) => c.code)).toEqual(["DCO"]);
    expect(data.cy_cutoff).toBeNull();
    const list = (await call(app, people.owner.token, "GET", "/api/order")).json().data.list;
    expect(list.find((r: { id: number }) => r.id === lcl.id).next_cut_off.code).toBe("DCO");
  });

  it("judges 'before departure' on the ETD's day at the port of loading, not anywhere on Earth", async () => {
    // Hamburg: 23:00 local on the ETD's day is the next day in Shanghai, and still allowed
    const order = await awaitingBooking({ pol_id: refs.hamburg });
    const late = await confirm(order.id, sailing({ cut_offs: [{ code: "FCO", at: `${dayFromToday(11)}T00:30` }] }), "cn");
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0]).toMatchObject({ field: "cut_offs.0.at", message: "截止时间应在开船前" });
    // an instant with an offset: its day at the port decides (01:00+08:00 on the day after is still the ETD's day in Hamburg)
    const ok = await confirm(
      order.id,
      sailing({
        cut_offs: [
          { code: "FCO", at: `${etd}T23:00` },
          { code: "DCO", at: `${dayFromToday(11)}T01:00:00+08:00` },
        ],
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const data = await detail(order.id);
    expect(data.cut_offs.map((c: { time_zone: string }) => c.time_zone)).toEqual(["Europe/Berlin", "Europe/Berlin"]);
    expect(data.cut_offs.find((c: { code: string }) => c.code === "FCO").at).toMatch(new RegExp(`^${etd}T23:00:00\\+0[12]:00$`));
  });

  it("mails the cut-offs in the port's local time with its offset, under the port's name in the owner's language", async () => {
    const order = await awaitingBooking({ pol_id: refs.hamburg });
    const res = await confirm(order.id, sailing({ cut_offs: [{ code: "DCO", at: `${dayFromToday(7)}T16:00` }] }));
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(db, people.owner.user.username);
    const mail = defined(mails.at(-1), "the confirmation mail");
    expect(mail.text).toMatch(new RegExp(`${dayFromToday(7)} 16:00 \\(UTC\\+[12]\\)`));
    // the port, not the zone's city: a Hamburg cut-off read "Berlin" (as Ningbo's read "Shanghai")
    expect(mail.text).toMatch(/汉堡|Hamburg/);
    expect(mail.text).not.toMatch(/柏林|Berlin/);
  });
});

describe("fees are judged on the DCO and the ETD's day at the port of loading", () => {
  it("tier 0 before the documentation cut-off, 1 after it, 2 once the ETD's day is over in the port's zone", async () => {
    const order = await awaitingBooking({ pol_id: refs.hamburg });
    expect(
      (
        await confirm(
          order.id,
          sailing({ etd: "2030-03-10", eta: "2030-04-10", cut_offs: [{ code: "DCO", at: "2030-03-07T17:00" }] }),
        )
      ).statusCode,
    ).toBe(200);
    const stored = await orderRow(db, order.id);
    const configService = new ConfigService(db);
    const feeAt = async (iso: string) =>
      (await feeFor({ db, configService, publicUrl: "", now: () => new Date(iso) }, "cancellation", stored)).tier;
    // 17:00 in Hamburg (winter, UTC+1) is 16:00 UTC
    expect(await feeAt("2030-03-07T15:59:59Z")).toBe(0);
    expect(await feeAt("2030-03-07T16:00:00Z")).toBe(1);
    // 23:30 UTC on the ETD is 00:30 the next day in Hamburg: sailed; in Shanghai it would have been so since 16:00
    expect(await feeAt("2030-03-10T22:30:00Z")).toBe(1);
    expect(await feeAt("2030-03-10T23:30:00Z")).toBe(2);
  });
});

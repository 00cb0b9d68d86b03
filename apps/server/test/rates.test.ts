import * as XLSX from "@e965/xlsx";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rateSpaces, rates } from "../src/db/schema";
import { rateBody, referenceIds } from "./factories";
import { auth, createTestUser, loginAs, setupApp } from "./helpers";

// A forwarder's rate sheets — the pinned wire contract, prices as decimal
// strings, every bad input a localised 400 with nothing stored, owner scoping, the extra guard.
const ctx = await setupApp();
const { db } = ctx.db;

const ids: Record<string, number> = {};
beforeAll(async () => {
  Object.assign(ids, await referenceIds(db));
});

async function forwarder(roles = ["forwarder"]) {
  const user = await createTestUser(ctx.db, roles);
  return { id: user.id, token: await loginAs(ctx.app, user.username) };
}

const body = (overrides: Record<string, unknown> = {}) => rateBody(ids, overrides);

const call = (
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  lang: "cn" | "en" = "en",
) =>
  ctx.app.inject({ method, url, headers: auth(token, lang), ...(payload === undefined ? {} : { payload: payload as object }) });

const countOf = async (ownerId: number) =>
  (await db.select({ id: rates.id }).from(rates).where(eq(rates.owner_id, ownerId))).length;

describe("rates: create, read, change (wire contract)", () => {
  it("stores a rate and answers it with names and two-place decimal strings; 999999.99 round-trips", async () => {
    const { token } = await forwarder();
    const res = await call(token, "POST", "/api/rate", body(), "cn");
    expect(res.statusCode).toBe(200);
    const rate = res.json().data;
    expect(rate).toMatchObject({
      carrier_id: ids.COSU,
      carrier_name: "中远海运集运",
      pol_name: "上海",
      pod_name: "汉堡",
      to_name: "汉堡",
      sdate: "2026-12-01",
      edate: "2026-12-31",
      transit_days: 32,
      currency: "USD",
      remark: "via Suez",
    });
    expect(rate.spaces.map((s: { container_id: number; price: string }) => [s.container_id, s.price])).toEqual([
      [ids["20GP"], "1234.50"],
      [ids["40HQ"], "999999.99"],
    ]);
    const again = await call(token, "GET", `/api/rate/${rate.id}`);
    expect(again.json().data.spaces.map((s: { price: string }) => s.price)).toEqual(["1234.50", "999999.99"]);
    expect(again.json().data.pol_name).toBe("Shanghai");
    const [stored] = await db.select().from(rateSpaces).where(eq(rateSpaces.rate_id, rate.id)).orderBy(rateSpaces.id).offset(1);
    expect(stored.price).toBe("999999.99");
  });

  it("takes USD when no currency is given, and replaces the spaces on edit", async () => {
    const { token } = await forwarder();
    const { currency: _c, ...noCurrency } = body();
    const created = (await call(token, "POST", "/api/rate", noCurrency)).json().data;
    expect(created.currency).toBe("USD");
    const res = await call(
      token,
      "PUT",
      `/api/rate/${created.id}`,
      body({ spaces: [{ container_id: ids["40GP"], price: "10" }] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.spaces).toEqual([
      { id: expect.any(Number), container_id: ids["40GP"], container_name: expect.any(String), price: "10.00" },
    ]);
    expect(await db.select().from(rateSpaces).where(eq(rateSpaces.rate_id, created.id))).toHaveLength(1);
  });
});

describe("rates: bad input is a localised 400 and stores nothing", () => {
  const cases: [string, Record<string, unknown>, string, { en: string; cn: string }][] = [
    [
      "price 1,000,000",
      { spaces: [{ container_id: 0, price: "1000000" }] },
      "spaces.0.price",
      {
        en: "A price is between 0 and 999999.99 with at most 2 decimals",
        cn: "价格应在 0 到 999999.99 之间，最多两位小数",
      },
    ],
    [
      "price 1.234",
      { spaces: [{ container_id: 0, price: "1.234" }] },
      "spaces.0.price",
      {
        en: "A price is between 0 and 999999.99 with at most 2 decimals",
        cn: "价格应在 0 到 999999.99 之间，最多两位小数",
      },
    ],
    [
      "price -1",
      { spaces: [{ container_id: 0, price: "-1" }] },
      "spaces.0.price",
      {
        en: "A price is between 0 and 999999.99 with at most 2 decimals",
        cn: "价格应在 0 到 999999.99 之间，最多两位小数",
      },
    ],
    [
      "price 1e3",
      { spaces: [{ container_id: 0, price: "1e3" }] },
      "spaces.0.price",
      {
        en: "A price is between 0 and 999999.99 with at most 2 decimals",
        cn: "价格应在 0 到 999999.99 之间，最多两位小数",
      },
    ],
    [
      "price 0",
      { spaces: [{ container_id: 0, price: "0" }] },
      "spaces.0.price",
      {
        en: "please complete space info",
        cn: "请完善舱位信息",
      },
    ],
    ["no space", { spaces: [] }, "spaces", { en: "please add at least one space", cn: "请至少添加一个舱位" }],
    [
      "the same container type twice",
      {
        spaces: [
          { container_id: 0, price: "1" },
          { container_id: 0, price: "2" },
        ],
      },
      "spaces.1.container_id",
      {
        en: "May appear only once",
        cn: "不能重复",
      },
    ],
    [
      "an end date before the start date",
      { edate: "2026-11-30" },
      "edate",
      {
        en: "The end date cannot be before the start date",
        cn: "结束日期不能早于开始日期",
      },
    ],
    ["an unknown port", { pol_id: 999_999 }, "pol_id", { en: "Unknown port", cn: "未知的港口" }],
    ["an unknown carrier", { carrier_id: 999_999 }, "carrier_id", { en: "Unknown carrier", cn: "未知的船公司" }],
    ["an unknown currency", { currency: "XXQ" }, "currency", { en: "Unknown currency", cn: "未知的币种" }],
    ["a missing carrier", { carrier_id: undefined }, "carrier_id", { en: "This field is required", cn: "此项为必填项" }],
  ];
  it.each(cases)("refuses %s", async (_name, overrides, field, message) => {
    const { id, token } = await forwarder();
    const spaces = (overrides.spaces as { container_id: number }[] | undefined)?.map((s) => ({
      ...s,
      container_id: ids["20GP"],
    }));
    const payload = body({ ...overrides, ...(spaces ? { spaces } : {}) });
    for (const lang of ["en", "cn"] as const) {
      const res = await call(token, "POST", "/api/rate", payload, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message: message[lang] })]));
    }
    expect(await countOf(id)).toBe(0);
  });

  it("refuses a price sent as a number (money is text on the wire)", async () => {
    const { id, token } = await forwarder();
    const res = await call(token, "POST", "/api/rate", body({ spaces: [{ container_id: ids["20GP"], price: 1200 }] }));
    expect(res.statusCode).toBe(400);
    expect(await countOf(id)).toBe(0);
  });
});

describe("rates: owner scoping and the guard", () => {
  it("answers another forwarder's rate as a missing one on read, edit and delete, and deletes nothing", async () => {
    const owner = await forwarder();
    const other = await forwarder();
    const a = (await call(owner.token, "POST", "/api/rate", body())).json().data.id;
    const b = (await call(owner.token, "POST", "/api/rate", body())).json().data.id;
    const mine = (await call(other.token, "POST", "/api/rate", body())).json().data.id;
    expect((await call(other.token, "GET", `/api/rate/${a}`)).statusCode).toBe(404);
    const edit = await call(other.token, "PUT", `/api/rate/${a}`, body({ remark: "stolen" }));
    expect(edit.statusCode).toBe(404);
    const del = await call(other.token, "DELETE", "/api/rate", [mine, a]);
    expect(del.statusCode).toBe(404);
    expect(
      await db
        .select({ id: rates.id })
        .from(rates)
        .where(inArray(rates.id, [a, b, mine])),
    ).toHaveLength(3);
    expect((await call(owner.token, "GET", `/api/rate/${a}`)).json().data.remark).toBe("via Suez");

    const ok = await call(owner.token, "DELETE", "/api/rate", [a, b, a]);
    expect(ok.json()).toMatchObject({ code: 0, data: { deleted: 2 } });
    expect(
      await db
        .select()
        .from(rateSpaces)
        .where(inArray(rateSpaces.rate_id, [a, b])),
    ).toEqual([]);
  });

  it("refuses a shipper (no rate authority) and an account that holds the authority but is no forwarder", async () => {
    const shipper = await forwarder(["shipper"]);
    expect((await call(shipper.token, "GET", "/api/rate")).statusCode).toBe(403);
    const admin = await forwarder(["admin"]);
    const res = await call(admin.token, "POST", "/api/rate", body(), "cn");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_code: "RATE_FORWARDER_ONLY", msg: "只有已启用的货代账户可以管理运价" });
    expect(await countOf(admin.id)).toBe(0);
    expect((await ctx.app.inject({ method: "GET", url: "/api/rate" })).statusCode).toBe(401);
  });
});

describe("rates: list and export", () => {
  it("filters by carrier, POL, delivery place and validity overlap; pages of 10 by default, newest first", async () => {
    const { token } = await forwarder();
    for (let i = 0; i < 12; i++) await call(token, "POST", "/api/rate", body({ remark: `r${i}` }));
    await call(token, "POST", "/api/rate", body({ pol_id: ids.CNNGB, carrier_id: ids.MAEU, to_id: ids.USLAX }));
    await call(token, "POST", "/api/rate", body({ sdate: "2027-02-01", edate: "2027-02-28" }));
    const all = (await call(token, "GET", "/api/rate")).json().data;
    expect(all.total).toBe(14);
    expect(all.list).toHaveLength(10);
    expect(all.list[0].edate).toBe("2027-02-28");
    const page2 = (await call(token, "GET", "/api/rate?page=2")).json().data;
    expect(page2.list.map((r: { remark: string }) => r.remark)).toEqual(["r3", "r2", "r1", "r0"]);
    const byPol = (await call(token, "GET", `/api/rate?pol_id=${ids.CNNGB}`)).json().data;
    expect(byPol.total).toBe(1);
    expect((await call(token, "GET", `/api/rate?carrier_id=${ids.MAEU}&to_id=${ids.USLAX}`)).json().data.total).toBe(1);
    expect((await call(token, "GET", `/api/rate?carrier_id=${ids.COSU}&to_id=${ids.USLAX}`)).json().data.total).toBe(0);
    // overlap: a range inside February finds the February rate only; one spanning the new year finds all
    expect((await call(token, "GET", "/api/rate?sdate=2027-02-10&edate=2027-02-11")).json().data.total).toBe(1);
    expect((await call(token, "GET", "/api/rate?sdate=2026-12-31&edate=2027-02-01")).json().data.total).toBe(14);
    const bad = await call(token, "GET", "/api/rate?sdate=2027-02-10&edate=2027-02-01");
    expect(bad.statusCode).toBe(400);
  });

  it("exports the filtered list as .xlsx in the template's columns, names in the caller's language", async () => {
    const { token } = await forwarder();
    await call(token, "POST", "/api/rate", body());
    await call(token, "POST", "/api/rate", body({ pol_id: ids.CNNGB }));
    const res = await call(token, "GET", `/api/rate/export?pol_id=${ids.CNSHA}`, undefined, "cn");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("attachment");
    const sheet = XLSX.read(res.rawPayload, { type: "buffer" });
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0]], { header: 1, raw: false });
    expect(rows[0].slice(0, 9)).toEqual([
      "船公司",
      "起运港",
      "卸货港",
      "目的地",
      "生效日期",
      "失效日期",
      "航程(天)",
      "币种",
      "备注",
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 4)).toEqual(["中远海运集运", "上海", "汉堡", "汉堡"]);
    expect(rows[1].slice(9)).toEqual(["1234.50", "999999.99"]);
  });
});

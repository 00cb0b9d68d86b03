import { businessToday } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { carriers, containerTypes, forwarders, ports, rates, users } from "../src/db/schema";
import { auth, createTestUser, loginAs, setupApp } from "./helpers";

// GET /quote and /quote/{id} — the live rates of enabled forwarders, sorted by a
// container type's price with the quotes lacking it last, forwarder data only with quote_forwarder.
const ctx = await setupApp();
const { db } = ctx.db;

const ids: Record<string, number> = {};
const day = (offset: number) =>
  new Date(Date.parse(`${businessToday()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
let shipper: string;
let viewer: string;
const quote: Record<string, number> = {};
let owners: { a: number; b: number };

async function account(roles: string[]) {
  const user = await createTestUser(ctx.db, roles);
  return { id: user.id, token: await loginAs(ctx.app, user.username) };
}

async function rate(token: string, prices: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/rate",
    headers: auth(token),
    payload: {
      carrier_id: ids.COSU,
      pol_id: ids.CNSZX,
      pod_id: ids.NLRTM,
      to_id: ids.NLRTM,
      sdate: day(-5),
      edate: day(30),
      transit_days: 30,
      spaces: Object.entries(prices).map(([type, price]) => ({ container_id: ids[type], price })),
      ...overrides,
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.id as number;
}

beforeAll(async () => {
  for (const table of [ports, carriers, containerTypes]) {
    for (const row of await db.select({ id: table.id, code: table.code }).from(table)) ids[row.code] ??= row.id;
  }
  const a = await account(["forwarder"]);
  const b = await account(["forwarder"]);
  const gone = await account(["forwarder"]);
  owners = { a: a.id, b: b.id };
  await db.insert(forwarders).values({ code: "FWD-A", name_cn: "甲货代", name_en: "FORWARDER A", user_id: a.id });
  quote.cheap = await rate(a.token, { "20GP": "900.00", "40HQ": "1500.00" });
  quote.dear = await rate(b.token, { "20GP": "1000.00", "40HQ": "999999.99" }, { transit_days: 20, carrier_id: ids.MAEU });
  quote.no40 = await rate(a.token, { "20GP": "800.00" }, { transit_days: null });
  quote.later = await rate(b.token, { "40HQ": "1200.00" }, { sdate: day(10), edate: day(40), pol_id: ids.CNNGB });
  quote.expired = await rate(a.token, { "40HQ": "100.00" });
  await db
    .update(rates)
    .set({ sdate: day(-30), edate: day(-2) })
    .where(eq(rates.id, quote.expired));
  quote.disabled = await rate(gone.token, { "40HQ": "50.00" });
  await db.update(users).set({ enabled: false }).where(eq(users.id, gone.id));
  shipper = (await account(["shipper"])).token;
  viewer = (await account(["forwarder"])).token;
});

const list = (token: string, query: string, lang: "cn" | "en" = "en") =>
  ctx.app.inject({ method: "GET", url: `/api/quote?${query}`, headers: auth(token, lang) });
const idsIn = (res: { json: () => { data: { list: { id: number }[] } } }) => res.json().data.list.map((q) => q.id);

describe("GET /api/quote", () => {
  it("lists the live rates of enabled forwarders only, 50 a page, without forwarder data for a shipper", async () => {
    const res = await list(shipper, "");
    expect(res.statusCode).toBe(200);
    const { list: quotes, total } = res.json().data;
    expect(total).toBe(4);
    expect(quotes.map((q: { id: number }) => q.id).sort()).toEqual([quote.cheap, quote.dear, quote.no40, quote.later].sort());
    for (const q of quotes) {
      expect(q).not.toHaveProperty("forwarder_name");
      expect(q).not.toHaveProperty("forwarder_id");
    }
    const dear = quotes.find((q: { id: number }) => q.id === quote.dear);
    expect(dear).toMatchObject({ carrier_name: "Maersk", pol_name: "Shenzhen", pod_name: "Rotterdam", status: 1 });
    expect(dear.spaces).toEqual([
      { container_id: ids["20GP"], container_name: expect.any(String), price: "1000.00" },
      { container_id: ids["40HQ"], container_name: expect.any(String), price: "999999.99" },
    ]);
    expect(quotes.find((q: { id: number }) => q.id === quote.later).status).toBe(0);
  });

  it("sorts by a container type's price with the quotes lacking it last, in both directions", async () => {
    const field = `field=price_${ids["40HQ"]}`;
    expect(idsIn(await list(shipper, `${field}&order=asc`))).toEqual([quote.later, quote.cheap, quote.dear, quote.no40]);
    expect(idsIn(await list(shipper, `${field}&order=desc`))).toEqual([quote.dear, quote.cheap, quote.later, quote.no40]);
    expect(idsIn(await list(shipper, `field=price_${ids["20GP"]}&order=asc`))).toEqual([
      quote.no40,
      quote.cheap,
      quote.dear,
      quote.later,
    ]);
    expect(idsIn(await list(shipper, "field=transit_days&order=asc")).at(-1)).toBe(quote.no40);
    expect(idsIn(await list(shipper, "field=edate&order=desc"))[0]).toBe(quote.later);
  });

  it("filters by ports and carriers as comma lists, and pages", async () => {
    expect(idsIn(await list(shipper, `pol_id=${ids.CNNGB}`))).toEqual([quote.later]);
    expect((await list(shipper, `pol_id=${ids.CNNGB},${ids.CNSZX}&pod_id=${ids.NLRTM}`)).json().data.total).toBe(4);
    expect(idsIn(await list(shipper, `carrier_id=${ids.MAEU}`))).toEqual([quote.dear]);
    const page = (await list(shipper, `size=2&page=2&field=price_${ids["40HQ"]}&order=asc`)).json().data;
    expect(page).toMatchObject({ total: 4 });
    expect(page.list.map((q: { id: number }) => q.id)).toEqual([quote.dear, quote.no40]);
    // a page past the end has no row to carry the total: it is counted on its own
    expect((await list(shipper, `size=2&page=3&pod_id=${ids.NLRTM}`)).json().data).toEqual({ list: [], total: 4 });
  });

  it("names the forwarder and obeys its filter only with quote_forwarder", async () => {
    const mine = (await list(viewer, `forwarder_id=${owners.a}`, "cn")).json().data;
    expect(mine.list.map((q: { id: number }) => q.id).sort()).toEqual([quote.cheap, quote.no40].sort());
    expect(mine.list[0]).toMatchObject({ forwarder_id: owners.a, forwarder_name: "甲货代" });
    const other = (await list(viewer, `forwarder_id=${owners.b}`)).json().data.list;
    expect(other[0].forwarder_name).toEqual(expect.any(String));
    // a shipper's forwarder filter is ignored: the authority gates the data, not only the column
    expect((await list(shipper, `forwarder_id=${owners.a}`)).json().data.total).toBe(4);
  });

  it.each(["field=price_abc", "field=price", "order=up", "size=51", "pol_id=1,x", "forwarder_id=0", "other=1"])(
    "refuses %s with a 400",
    async (query) => {
      expect((await list(shipper, query)).statusCode).toBe(400);
    },
  );

  it("needs the quote authority", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/quote" })).statusCode).toBe(401);
  });
});

describe("GET /api/quote/:id", () => {
  it("answers a live quote, and an expired or disabled forwarder's one as missing", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/quote/${quote.cheap}`, headers: auth(viewer) });
    expect(res.json().data).toMatchObject({ id: quote.cheap, forwarder_name: "FORWARDER A", currency: "USD" });
    for (const id of [quote.expired, quote.disabled, 999_999]) {
      const missing = await ctx.app.inject({ method: "GET", url: `/api/quote/${id}`, headers: auth(shipper) });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe("POST /api/quote/estimate", () => {
  const estimate = (payload: unknown, lang: "cn" | "en" = "en") =>
    ctx.app.inject({ method: "POST", url: "/api/quote/estimate", headers: auth(shipper, lang), payload: payload as object });

  it("multiplies each container type's price by its count, exactly, and totals per currency", async () => {
    const res = await estimate({
      quote_id: quote.dear,
      spaces: [
        { container_id: ids["20GP"], count: 3 },
        { container_id: ids["40HQ"], count: 9999 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      totals: [{ currency: "USD", amount: "9999002900.01" }],
      lines: [
        {
          container_id: ids["20GP"],
          container_name: expect.any(String),
          count: 3,
          price: "1000.00",
          amount: "3000.00",
          currency: "USD",
        },
        {
          container_id: ids["40HQ"],
          container_name: expect.any(String),
          count: 9999,
          price: "999999.99",
          amount: "9998999900.01",
          currency: "USD",
        },
      ],
    });
  });

  it("names a container type the quote does not price, and answers an expired quote as missing", async () => {
    const res = await estimate({ quote_id: quote.no40, spaces: [{ container_id: ids["40HQ"], count: 1 }] }, "cn");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "spaces.0.container_id", message: "该报价没有此箱型的价格" }]);
    const gone = await estimate({ quote_id: quote.expired, spaces: [{ container_id: ids["40HQ"], count: 1 }] });
    expect(gone.statusCode).toBe(404);
    const bad = await estimate({ quote_id: quote.cheap, spaces: [{ container_id: ids["40HQ"], count: 0 }] });
    expect(bad.statusCode).toBe(400);
  });
});

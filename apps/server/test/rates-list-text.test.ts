import { describe, expect, it } from "vitest";
import { insertRates, type RateValues } from "../src/modules/rates/rates.repository";
import { rateBody, referenceIds } from "./factories";
import { auth, createTestUser, loginAs, setupApp } from "./helpers";

// The rate list is JSON text written by the database (rates-list.repository.ts), sent unparsed.
// Each row must be what GET /rate/{id} answers for that rate (serialised by its response schema),
// in both languages and for every filter, and the total must be the filter's.

const ctx = await setupApp();
const { db } = ctx.db;
const ids = await referenceIds(db);
const user = await createTestUser(ctx.db, ["forwarder"]);
const token = await loginAs(ctx.app, user.username);

const rate = (overrides: Partial<RateValues>) =>
  rateBody(ids, { remark: "", spaces: [{ container_id: ids["20GP"], price: "1000.00" }], ...overrides }) as RateValues;
await insertRates(db, user.id, [
  rate({
    spaces: [
      { container_id: ids["40HQ"], price: "2100.50" },
      { container_id: ids["20GP"], price: "1200.00" },
    ],
  }),
  rate({ carrier_id: ids.MAEU, pol_id: ids.CNNGB, transit_days: null, remark: 'O\'Brien "quoted" \\ 备注' }),
  rate({ to_id: ids.CNNGB, sdate: "2027-01-01", edate: "2027-01-31", currency: "EUR", spaces: [] }),
  rate({ carrier_id: 987_654, spaces: [{ container_id: 987_655, price: "99.99" }] }),
]);

const get = (url: string, lang: "cn" | "en") => ctx.app.inject({ method: "GET", url, headers: auth(token, lang) });
const FILTERS = [
  "",
  `carrier_id=${ids.MAEU}`,
  `pol_id=${ids.CNSHA}`,
  `to_id=${ids.CNNGB}`,
  "sdate=2027-01-10",
  "edate=2026-12-15",
  "page=2&size=3",
  "page=4&size=3",
];

describe.each(["cn", "en"] as const)("the rate list's text, in %s", (lang) => {
  it.each(FILTERS)("GET /api/rate?%s answers each rate as its own route does", async (filter) => {
    const res = await get(`/api/rate?${filter}`, lang);
    expect(res.statusCode, res.body).toBe(200);
    const { list, total } = JSON.parse(res.body).data;
    const own = await Promise.all(list.map(async (row: { id: number }) => (await get(`/api/rate/${row.id}`, lang)).json().data));
    expect(list).toEqual(own);
    const whole = JSON.parse((await get(`/api/rate?${filter.replace(/page=\d+&size=\d+/, "")}&size=100`, lang)).body).data;
    expect(total).toBe(whole.list.length);
  });
});

it("names an unknown carrier and container type as nothing, and orders a rate's spaces as the sheet does", async () => {
  const { list } = JSON.parse((await get("/api/rate?size=10", "en")).body).data;
  expect(list[0]).toMatchObject({ carrier_name: "", spaces: [{ container_id: 987_655, container_name: "", price: "99.99" }] });
  expect(list[3].spaces.map((space: { price: string }) => space.price)).toEqual(["1200.00", "2100.50"]);
  expect(list[1].spaces).toEqual([]);
});

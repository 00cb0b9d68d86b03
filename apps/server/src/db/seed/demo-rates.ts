import { businessToday, rateSchema } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { createOwnRate } from "../../modules/rates/rates.service";
import { findUserByUsername } from "../../modules/users/users.service";
import type { Db } from "../client";
import { carriers, containerTypes, ports, rates } from "../schema";

// The demo forwarder's rate sheets, so a first start shows quotes to book from. A dozen
// lanes out of Shanghai, Ningbo, Shenzhen and Xiamen, valid from a few days ago for a few weeks
// (dates relative to the day of seeding), each stored through the rates service as the rate form
// stores it. Idempotent: a forwarder who has rates gets none added. Every 40HQ price is above the
// browser tests' imported sheet's cheapest, and no lane is COSCO's: e2e/specs/rates-quotes.spec.ts
// finds its own quote first by the 40HQ price and by that carrier's name.

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.parse(`${businessToday()}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

// carrier, POL, POD (also the delivery place), transit days, 20GP / 40GP / 40HQ (null: not offered)
type Lane = [string, string, string, number, string | null, string | null, string | null];
const LANES: Lane[] = [
  ["MAEU", "CNSHA", "NLRTM", 30, "1150.00", "2050.00", "2100.00"],
  ["ZIMU", "CNSHA", "NLRTM", 32, "1080.00", "1950.00", "1990.50"],
  ["MSCU", "CNNGB", "DEHAM", 33, "1120.00", "2010.00", "2060.00"],
  ["CMDU", "CNNGB", "BEANR", 34, "1190.00", null, "2150.00"],
  ["HLCU", "CNSZX", "DEHAM", 31, null, "2080.00", "2120.00"],
  ["ONEY", "CNSZX", "USLAX", 16, "1650.00", "2300.00", "2350.00"],
  ["HDMU", "CNSHA", "USLGB", 15, "1600.00", "2250.00", "2280.00"],
  ["EGLV", "CNXMN", "USNYC", 35, "2400.00", "3350.00", "3400.00"],
  ["MAEU", "CNNGB", "GBFXT", 29, "1210.00", "2180.00", "2220.00"],
  ["MSCU", "CNSHA", "ITGOA", 27, "1300.00", null, "2390.00"],
  ["YMLU", "CNXMN", "SGSIN", 7, "320.00", "560.00", "580.00"],
  ["OOLU", "CNSZX", "ESVLC", 30, "1260.00", "2240.00", "2275.75"],
];

async function codeMap(db: Db, table: typeof ports | typeof carriers | typeof containerTypes) {
  const map = new Map<string, number>();
  for (const row of await db.select({ id: table.id, code: table.code }).from(table))
    if (!map.has(row.code)) map.set(row.code, row.id);
  return map;
}

export async function seedDemoRates(db: Db): Promise<void> {
  const forwarder = await findUserByUsername(db, "forwarder@haiyun.demo");
  if (!forwarder) return;
  if ((await db.$count(rates, eq(rates.owner_id, forwarder.id))) > 0) return;
  const [port, carrier, type] = await Promise.all([codeMap(db, ports), codeMap(db, carriers), codeMap(db, containerTypes)]);
  const types = ["20GP", "40GP", "40HQ"].map((code) => type.get(code));
  for (const [i, [carrierCode, pol, pod, transit, ...prices]] of LANES.entries()) {
    const ids = [carrier.get(carrierCode), port.get(pol), port.get(pod)];
    if (ids.some((id) => id === undefined)) continue; // a trimmed reference list: skip the lane
    const spaces = prices.flatMap((price, t) => {
      const containerId = types[t];
      return price !== null && containerId !== undefined ? [{ container_id: containerId, price }] : [];
    });
    const rate = rateSchema.parse({
      carrier_id: ids[0],
      pol_id: ids[1],
      pod_id: ids[2],
      to_id: ids[2],
      // staggered: some started last week, a few start soon; every one live for weeks
      sdate: day(-7 + (i % 4) * 3),
      edate: day(21 + (i % 5) * 7),
      transit_days: transit,
      currency: "USD",
      remark: i % 3 === 0 ? "SUBJECT TO GRI AND PSS" : "",
      spaces,
    });
    await createOwnRate(db, forwarder.id, rate, "en");
  }
}

import { createRequire } from "node:module";
import { isNull, sql } from "drizzle-orm";
// the package without its node entry, which registers all ~80 of its languages at import (~25 ms of
// every start); the two the lists are named in are registered below (docs/PERFORMANCE.md)
import countriesLib from "i18n-iso-countries/index.js";
import type { Db } from "../client";
import {
  businesses,
  carriers,
  charges,
  containerTypes,
  countries,
  currencies,
  freightTerms,
  incoterms,
  industries,
  ports,
  type ReferenceTable,
  routes,
  units,
  vgmMethods,
} from "../schema";
import * as data from "./data";
import { portTimeZone } from "./data/port-time-zones";

const require = createRequire(import.meta.url);
countriesLib.registerLocale(require("i18n-iso-countries/langs/en.json"));
countriesLib.registerLocale(require("i18n-iso-countries/langs/zh.json"));

type Row = Record<string, unknown> & { code: string; name_cn: string; name_en: string };

// Idempotent: a second run inserts only what is missing and refreshes names of what exists, but
// never an entry an admin added or changed (edited_by set): the admin's names, order and status
// stay. Status is never written here, so an entry an admin disabled stays disabled.
async function upsert(db: Db, table: ReferenceTable, rows: Row[]) {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await db
      .insert(table)
      .values(chunk as never[])
      .onConflictDoUpdate({
        target: [table.code, table.type],
        set: {
          name_cn: sql`excluded.name_cn`,
          name_en: sql`excluded.name_en`,
          sort: sql`excluded.sort`,
          // a port's zone follows the shipped table too, unless an admin set it
          ...("time_zone" in table ? { time_zone: sql`excluded.time_zone` } : {}),
        },
        setWhere: isNull(table.edited_by),
      });
  }
}

const ranked = <T extends object>(items: readonly T[]): (T & { sort: number })[] =>
  items.map((item, i) => ({ ...item, sort: i + 1 }));

export function countryRows(): Row[] {
  // the everyday name ("China", not "People's Republic of China"), unless that is a bare abbreviation
  const official = countriesLib.getNames("en", { select: "official" });
  const alias = countriesLib.getNames("en", { select: "alias" });
  const en = Object.fromEntries(Object.keys(official).map((k) => [k, alias[k]?.length > 3 ? alias[k] : official[k]]));
  const zh = countriesLib.getNames("zh", { select: "alias" });
  return Object.keys(en)
    .sort()
    .map((alpha2) => ({
      code: alpha2,
      code3: countriesLib.alpha2ToAlpha3(alpha2) ?? "",
      name_en: en[alpha2],
      name_cn: zh[alpha2] ?? en[alpha2],
      // the countries the portal's users pick most often come first
      sort: ["CN", "US", "HK", "TW", "JP", "KR", "SG", "DE", "GB", "NL"].indexOf(alpha2) + 1 || 100,
    }));
}

export async function seedReference(db: Db): Promise<void> {
  await upsert(db, countries, countryRows());
  const countryIds = new Map(
    (await db.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [c.code, c.id]),
  );
  await upsert(
    db,
    ports,
    ranked(data.PORTS).map(({ country, ...port }) => ({
      ...port,
      country_id: countryIds.get(country) ?? null,
      time_zone: portTimeZone(port.code),
    })),
  );
  await upsert(db, carriers, ranked(data.CARRIERS));
  await upsert(
    db,
    containerTypes,
    ranked(data.CONTAINER_TYPES).map((c) => ({ ...c, teu: String(c.teu) })),
  );
  // Units: type 3 is the package-unit list the web asks for (/unit?type=3)
  await upsert(
    db,
    units,
    ranked(data.PACKAGE_UNITS).map((u) => ({ ...u, type: 3 })),
  );
  await upsert(db, units, [
    { code: "KGM", name_en: "Kilogram", name_cn: "千克", type: 1, sort: 1 },
    { code: "TNE", name_en: "Tonne", name_cn: "吨", type: 1, sort: 2 },
    { code: "LBR", name_en: "Pound", name_cn: "磅", type: 1, sort: 3 },
    { code: "MTQ", name_en: "Cubic metre", name_cn: "立方米", type: 2, sort: 1 },
    { code: "FTQ", name_en: "Cubic foot", name_cn: "立方英尺", type: 2, sort: 2 },
  ]);
  await upsert(db, currencies, ranked(data.CURRENCIES));
  await upsert(db, charges, ranked(data.CHARGES));
  await upsert(db, industries, ranked(data.INDUSTRIES));
  await upsert(db, businesses, ranked(data.BUSINESSES));
  await upsert(db, routes, ranked(data.ROUTES));
  await upsert(db, incoterms, ranked(data.INCOTERMS));
  await upsert(db, freightTerms, ranked(data.FREIGHT_TERMS));
  await upsert(db, vgmMethods, ranked(data.VGM_METHODS));
}

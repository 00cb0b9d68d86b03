import type { Lang } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { findCountryById, findListedCountryRow } from "./reference.repository";

// The countries other modules ask about (a profile names one).

/** Any country row, listed or not: a profile keeps the country it was saved with. */
export async function countryExists(db: Db, id: number): Promise<boolean> {
  return !!(await findCountryById(db, id));
}

/** The country's name in the language asked for; "" when there is no such country. */
export async function countryName(db: Db, id: number, lang: Lang): Promise<string> {
  const country = await findCountryById(db, id);
  return country ? (lang === "cn" ? country.name_cn : country.name_en) : "";
}

/** A country the country list offers (status 1), with its names; undefined otherwise. */
export function findListedCountry(db: Db, id: number) {
  return findListedCountryRow(db, id);
}

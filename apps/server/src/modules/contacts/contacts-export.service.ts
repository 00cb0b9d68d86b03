import { CONTACT_COLUMNS, CONTACT_IMPORT_HEADERS, type ContactColumn, DICTIONARIES, type Lang } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { keysetBatches, type TableExport } from "../../lib/export";
import { countContactsFor, listContactsBatch } from "./contacts.repository";
import { loadCountryLookup } from "./contacts-import.service";

// GET /customer/contact/export: the address book as filtered, newest first, in the import
// template's columns and headers (the caller's language), so the file imports back as it was:
// the type by its name, the country by its name when that name finds it again on import (a name
// two countries share would not), else by its code; every other cell as stored.

type ContactExportRow = Awaited<ReturnType<typeof listContactsBatch>>[number];

const TYPE_NAMES = new Map(DICTIONARIES.contact_type.map((entry) => [Number(entry.value), entry]));

/** Each column's width in characters in the .xlsx: the header's, or what the column usually holds. */
const WIDTHS: Record<ContactColumn, number> = {
  type: 12,
  company1: 36,
  company2: 24,
  linkman: 18,
  phone: 20,
  email: 28,
  address1: 36,
  address2: 24,
  city: 16,
  province: 16,
  country: 14,
  zip_code: 12,
  e_code: 14,
};

export async function contactExport(
  db: Db,
  ownerId: number,
  query: { keyword?: string; type?: number },
  lang: Lang,
): Promise<TableExport> {
  const filter = { keyword: query.keyword || undefined, type: query.type };
  // the rows are read from the highest id counted down: a contact added meanwhile is left out
  const [{ count: total, lastId }, countryOf] = await Promise.all([countContactsFor(db, ownerId, filter), loadCountryLookup(db)]);

  const country = (row: ContactExportRow) => {
    const name = (lang === "cn" ? row.country_name_cn : row.country_name_en) ?? "";
    return name && countryOf(name) === row.country_id ? name : (row.country_code ?? "");
  };
  const cell = (row: ContactExportRow, column: ContactColumn): string => {
    if (column === "type") {
      const type = TYPE_NAMES.get(row.type);
      return type ? (lang === "cn" ? type.name_cn : type.name_en) : String(row.type);
    }
    return column === "country" ? country(row) : row[column];
  };

  async function* rows(): AsyncGenerator<string[][]> {
    const batches = keysetBatches((beforeId, limit) => listContactsBatch(db, ownerId, filter, beforeId, limit), lastId + 1);
    for await (const batch of batches) yield batch.map((row) => CONTACT_COLUMNS.map((column) => cell(row, column)));
  }

  return {
    name: lang === "cn" ? "联系人" : "contacts",
    asciiName: "contacts",
    sheetName: lang === "cn" ? "联系人" : "Contacts",
    header: [...CONTACT_IMPORT_HEADERS[lang]],
    widths: CONTACT_COLUMNS.map((column, i) => Math.max(WIDTHS[column], CONTACT_IMPORT_HEADERS[lang][i].length + 4)),
    total,
    rows: rows(),
  };
}

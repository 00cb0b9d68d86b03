import {
  CONTACT_COLUMNS,
  CONTACT_IMPORT_HEADERS,
  type ContactColumn,
  contactSchema,
  DICTIONARIES,
  type Lang,
  MAX_IMPORT_ROWS,
} from "@haiyun/shared";
import type { Db } from "../../db/client";
import {
  createLookup,
  defineImport,
  type ImportColumn,
  type ImportResult,
  matchKey,
  type NumberCells,
  type RowContext,
  runImport,
  writeImportTemplate,
} from "../../lib/import";
import { insertContactBatch, listCountryNames } from "./contacts.repository";

// Contacts come from .xlsx, .xls or .csv; all or nothing per file,
// with the rows in error listed (row number, column, message). The pipeline does the rest.

// a number typed in these columns may have lost its leading zeros; the type is a number
const NUMBER_CELLS: Partial<Record<ContactColumn, NumberCells>> = {
  type: "number",
  zip_code: "code",
  phone: "code",
  e_code: "code",
};

const COLUMNS: ImportColumn<ContactColumn>[] = CONTACT_COLUMNS.map((key, i) => ({
  key,
  label: { cn: CONTACT_IMPORT_HEADERS.cn[i], en: CONTACT_IMPORT_HEADERS.en[i] },
  numbers: NUMBER_CELLS[key] ?? "text",
}));

const TEXT_COLUMNS = CONTACT_COLUMNS.filter((column) => column !== "type" && column !== "country");

interface ContactLookups {
  countryId: (text: string) => number | undefined;
}

// type 1–4, or its name in either language
const TYPE_BY_TEXT = new Map<string, number>(
  DICTIONARIES.contact_type.flatMap((entry) => [
    [String(entry.value), Number(entry.value)],
    [matchKey(entry.name_cn), Number(entry.value)],
    [matchKey(entry.name_en), Number(entry.value)],
  ]),
);

function typeOptions(lang: Lang): string {
  const names = DICTIONARIES.contact_type.map((entry) => (lang === "cn" ? entry.name_cn : entry.name_en));
  return [...DICTIONARIES.contact_type.map((entry) => String(entry.value)), ...names].join(", ");
}

/** Country cells: ISO alpha-2 or alpha-3 code, or the Chinese or English name; an ambiguous name is unknown. */
export async function loadCountryLookup(db: Db) {
  const rows = await listCountryNames(db);
  return createLookup(rows, {
    id: (row) => row.id,
    codes: (row) => [row.code, row.code3],
    names: (row) => [row.name_cn, row.name_en],
  });
}

const contactImport = defineImport({
  kinds: ["xlsx", "xls", "csv"],
  maxRows: MAX_IMPORT_ROWS,
  columns: COLUMNS,
  schema: contactSchema,
  columnOf: (field) => (field === "country_id" ? "country" : (field as ContactColumn)),
  toInput(row, { lang, lookups, refuse }: RowContext<ContactColumn, ContactLookups>) {
    const type = TYPE_BY_TEXT.get(matchKey(row.text("type")));
    if (type === undefined) refuse("type", row.text("type") === "" ? "v.required" : "v.enum", { options: typeOptions(lang) });
    const country = row.text("country");
    const countryId = lookups.countryId(country);
    if (!countryId) refuse("country", country === "" ? "v.required" : "v.unknown_country");
    const input: Record<string, unknown> = { type, country_id: countryId ?? 0 };
    for (const column of TEXT_COLUMNS) input[column] = row.text(column);
    return input;
  },
});

/** Reads, checks and stores one file of contacts for `ownerId`: every row, or none. */
export function importContacts(
  db: Db,
  ownerId: number,
  upload: { name: string; buffer: Buffer },
  lang: Lang,
): Promise<ImportResult> {
  return runImport(contactImport, upload, {
    lang,
    lookups: async () => ({ countryId: await loadCountryLookup(db) }),
    storeAll: (work) => db.transaction((tx) => work((values) => insertContactBatch(tx, ownerId, values))),
  });
}

const EXAMPLE_ROW: Record<Lang, Record<ContactColumn, string>> = {
  cn: {
    type: "发货人",
    company1: "SHANGHAI HAIYUN TRADING CO., LTD",
    company2: "上海海运贸易有限公司",
    linkman: "ZHANG WEI",
    phone: "+86 21 5888 0000",
    email: "zhang.wei@example.com",
    address1: "NO. 88 HUAIHAI ROAD",
    address2: "ROOM 1001",
    city: "SHANGHAI",
    province: "SHANGHAI",
    country: "中国",
    zip_code: "010000",
    e_code: "0012345",
  },
  en: {
    type: "Shipper",
    company1: "SHANGHAI HAIYUN TRADING CO., LTD",
    company2: "",
    linkman: "ZHANG WEI",
    phone: "+86 21 5888 0000",
    email: "zhang.wei@example.com",
    address1: "NO. 88 HUAIHAI ROAD",
    address2: "ROOM 1001",
    city: "SHANGHAI",
    province: "SHANGHAI",
    country: "CN",
    zip_code: "010000",
    e_code: "0012345",
  },
};

/** The import template: headers in the caller's language, one example row, every column text. */
export function buildContactTemplate(lang: Lang): { filename: string; buffer: Buffer } {
  const buffer = writeImportTemplate(COLUMNS, lang, lang === "cn" ? "联系人" : "Contacts", [EXAMPLE_ROW[lang]]);
  return { filename: lang === "cn" ? "联系人导入模板.xlsx" : "contacts-import-template.xlsx", buffer };
}

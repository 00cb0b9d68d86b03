import {
  CONTACT_COLUMNS,
  type ContactColumn,
  contactSchema,
  DICTIONARIES,
  fieldLabel,
  type Lang,
  MAX_IMPORT_ROWS,
  translate,
} from "@haiyun/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countries } from "../../db/schema";
import { AppError, type FieldError } from "../../lib/app-error";
import { BoundedErrorList, clipEcho } from "../../lib/bounded-errors";
import {
  readSpreadsheet,
  type SheetRow,
  type SheetTable,
  type SpreadsheetKind,
  spreadsheetKind,
  writeTextTemplate,
} from "../../lib/spreadsheet";
import { issuesToFieldErrors } from "../../lib/validation";
import { type ContactValues, insertContacts } from "./contacts.repository";

// spec §5 "Imports": contacts come from .xlsx, .xls or .csv; DESIGN §9: all or nothing per file,
// with the rows in error listed (row number, column, message).
export const CONTACT_IMPORT_TYPES: readonly SpreadsheetKind[] = ["xlsx", "xls", "csv"];
/** No real header is longer; a longer cell is never taken for one (issue 7: padded headers). */
const MAX_HEADER_CHARS = 100;

export interface ImportRowError extends FieldError {
  /** the spreadsheet row number (the header is row 1) */
  row: number;
  /** the header as written in the file, clipped */
  column: string;
}

/** Headers compare without case, spaces or a required-field asterisk; full-width forms fold to ASCII. */
const headerKey = (text: string) => text.normalize("NFKC").toLowerCase().replace(/[\s*]/g, "");

const HEADER_COLUMNS = new Map<string, ContactColumn>(
  CONTACT_COLUMNS.flatMap((column) => [
    [headerKey(fieldLabel(column, "cn")), column],
    [headerKey(fieldLabel(column, "en")), column],
    [headerKey(column), column],
  ]),
);

/** Which cell holds each column; extra columns (a user's own notes) are ignored. */
function mapHeader(header: SheetRow, lang: Lang): Map<ContactColumn, number> {
  const found = new Map<ContactColumn, number>();
  header.cells.forEach((text, index) => {
    if (text.length > MAX_HEADER_CHARS) return;
    const column = HEADER_COLUMNS.get(headerKey(text));
    if (column && !found.has(column)) found.set(column, index);
  });
  const missing = CONTACT_COLUMNS.filter((column) => !found.has(column));
  if (missing.length > 0) {
    const names = missing.map((column) => fieldLabel(column, lang)).join(lang === "cn" ? "、" : ", ");
    throw new AppError("IMPORT_BAD_HEADERS", { status: 400, params: { missing: names } });
  }
  return found;
}

// spec §3: type 1–4, or its name in either language
const TYPE_BY_TEXT = new Map<string, number>(
  DICTIONARIES.contact_type.flatMap((entry) => [
    [String(entry.value), Number(entry.value)],
    [headerKey(entry.name_cn), Number(entry.value)],
    [headerKey(entry.name_en), Number(entry.value)],
  ]),
);

function typeOptions(lang: Lang): string {
  const names = DICTIONARIES.contact_type.map((entry) => (lang === "cn" ? entry.name_cn : entry.name_en));
  return [...DICTIONARIES.contact_type.map((entry) => String(entry.value)), ...names].join(", ");
}

/** Country cells: ISO alpha-2 or alpha-3 code, or the Chinese or English name; an ambiguous name is unknown. */
async function loadCountryLookup(db: Db): Promise<Map<string, number | null>> {
  const rows = await db
    .select({
      id: countries.id,
      code: countries.code,
      code3: countries.code3,
      name_cn: countries.name_cn,
      name_en: countries.name_en,
    })
    .from(countries)
    .where(eq(countries.status, 1));
  const byName = new Map<string, number | null>();
  for (const row of rows) {
    for (const name of [row.name_cn, row.name_en]) {
      const key = headerKey(name);
      byName.set(key, byName.has(key) && byName.get(key) !== row.id ? null : row.id);
    }
  }
  for (const row of rows) {
    byName.set(headerKey(row.code), row.id);
    if (row.code3) byName.set(headerKey(row.code3), row.id);
  }
  return byName;
}

interface RowContext {
  columns: Map<ContactColumn, number>;
  header: SheetRow;
  countryIds: Map<string, number | null>;
  lang: Lang;
}

/** One row checked with the contact form's rules; its values, or its errors in column order. */
function validateRow(row: SheetRow, ctx: RowContext): { values: ContactValues } | { errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const flagged = new Set<ContactColumn>();
  const report = (column: ContactColumn, message: string) => {
    flagged.add(column);
    errors.push({ row: row.number, column: clipEcho(ctx.header.cells[ctx.columns.get(column) ?? 0]), field: column, message });
  };
  const input: Record<string, unknown> = {};
  for (const column of CONTACT_COLUMNS) {
    const index = ctx.columns.get(column) ?? 0;
    const text = (row.cells[index] ?? "").trim();
    if (row.formulas?.includes(index)) {
      report(column, translate("v.formula", ctx.lang) ?? "v.formula");
      continue;
    }
    if (column === "type") {
      const type = TYPE_BY_TEXT.get(headerKey(text));
      if (type === undefined) {
        const key = text === "" ? "v.required" : "v.enum";
        report(column, translate(key, ctx.lang, { options: typeOptions(ctx.lang) }) ?? key);
      }
      input.type = type;
    } else if (column === "country") {
      const id = text === "" ? undefined : ctx.countryIds.get(headerKey(text));
      if (!id) report(column, translate(text === "" ? "v.required" : "v.unknown_country", ctx.lang) ?? "v.unknown_country");
      input.country_id = id ?? 0;
    } else {
      input[column] = text;
    }
  }
  const parsed = contactSchema.safeParse(input);
  if (parsed.success && errors.length === 0) return { values: parsed.data };
  if (!parsed.success) {
    for (const issue of issuesToFieldErrors(parsed.error.issues as never, ctx.lang)) {
      const column = (issue.field === "country_id" ? "country" : issue.field) as ContactColumn;
      if (!flagged.has(column)) report(column, issue.message);
    }
  }
  errors.sort((a, b) => (ctx.columns.get(a.field as ContactColumn) ?? 0) - (ctx.columns.get(b.field as ContactColumn) ?? 0));
  return { errors };
}

/** Every row checked; the values to store, or the problems (all counted, the first ones listed). */
function validateRows(rows: readonly SheetRow[], ctx: RowContext) {
  const values: ContactValues[] = [];
  const errors = new BoundedErrorList<ImportRowError>();
  for (const row of rows) {
    const result = validateRow(row, ctx);
    if ("values" in result) values.push(result.values);
    else for (const error of result.errors) errors.add(error);
  }
  return { values, errors };
}

/** Reads, checks and stores one file of contacts for `ownerId`: every row, or none. */
export async function importContacts(
  db: Db,
  ownerId: number,
  upload: { name: string; buffer: Buffer },
  lang: Lang,
): Promise<{ imported: number }> {
  const kind = spreadsheetKind(upload.name, upload.buffer, CONTACT_IMPORT_TYPES);
  let table: SheetTable | null = await readSpreadsheet(upload.buffer, kind, { maxRows: MAX_IMPORT_ROWS });
  const { header } = table;
  if (!header) throw new AppError("IMPORT_EMPTY", { status: 400 });
  const columns = mapHeader(header, lang);
  if (table.rows.length === 0) throw new AppError("IMPORT_EMPTY", { status: 400 });

  const ctx: RowContext = { columns, header, countryIds: await loadCountryLookup(db), lang };
  const { values, errors } = validateRows(table.rows, ctx);
  // the cells are no longer needed while the rows are stored (DESIGN §11: 50,000 rows in 600 MB)
  table = null;
  if (errors.count > 0) {
    throw new AppError("IMPORT_ROWS_INVALID", { status: 400, params: { count: errors.count }, errors: errors.listed });
  }
  return { imported: await insertContacts(db, ownerId, values) };
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
  const header = CONTACT_COLUMNS.map((column) => fieldLabel(column, lang));
  const example = CONTACT_COLUMNS.map((column) => EXAMPLE_ROW[lang][column]);
  const buffer = writeTextTemplate(lang === "cn" ? "联系人" : "Contacts", [header, example]);
  return { filename: lang === "cn" ? "联系人导入模板.xlsx" : "contacts-import-template.xlsx", buffer };
}

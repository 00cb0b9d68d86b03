import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { carriers, containerTypes, ports, rateSpaces, rates } from "../src/db/schema";
import { BAD_PORT, BAD_ROW, FIXTURE_HEADERS, fixtureRates } from "./fixtures/rates/rate-rows";
import { RATE_STORED } from "./fixtures/sheets/sheet-cases";
import { auth, createTestUser, loginAs, multipart, setupApp } from "./helpers";

// Rates from .xlsx and .xls written by LibreOffice (5,000 rows), all or nothing, the
// refused rows named; ports and carriers by code or by name in either language.
const ctx = await setupApp();
const { db } = ctx.db;

const fixture = (name: string) => readFileSync(new URL(`./fixtures/rates/${name}`, import.meta.url));
const codes = { port: new Map<number, string>(), carrier: new Map<number, string>(), container: new Map<number, string>() };
beforeAll(async () => {
  for (const [kind, table] of [
    ["port", ports],
    ["carrier", carriers],
    ["container", containerTypes],
  ] as const) {
    for (const row of await db.select({ id: table.id, code: table.code }).from(table)) codes[kind].set(row.id, row.code);
  }
});

async function forwarder() {
  const user = await createTestUser(ctx.db, ["forwarder"]);
  return { id: user.id, token: await loginAs(ctx.app, user.username) };
}

function importFile(token: string, filename: string, data: Buffer, lang: "cn" | "en" = "en") {
  const { payload, headers } = multipart([{ name: "file", filename, data }]);
  return ctx.app.inject({ method: "POST", url: "/api/rate/import", headers: { ...headers, ...auth(token, lang) }, payload });
}

/** What an owner holds, in the terms of the fixture rows (codes, prices by container code). */
async function storedFor(ownerId: number) {
  const rows = await db.select().from(rates).where(eq(rates.owner_id, ownerId)).orderBy(asc(rates.id));
  const spaces = rows.length
    ? await db
        .select()
        .from(rateSpaces)
        .where(
          inArray(
            rateSpaces.rate_id,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => ({
    carrier: codes.carrier.get(row.carrier_id),
    pol: codes.port.get(row.pol_id),
    pod: codes.port.get(row.pod_id),
    to: codes.port.get(row.to_id),
    sdate: row.sdate,
    edate: row.edate,
    transit_days: row.transit_days,
    currency: row.currency,
    remark: row.remark,
    prices: Object.fromEntries(
      spaces.filter((space) => space.rate_id === row.id).map((space) => [codes.container.get(space.container_id), space.price]),
    ),
  }));
}

function xlsxOf(rows: unknown[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), "Rates");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", compression: true });
}

describe("POST /api/rate/import: LibreOffice files", () => {
  it.each(["rates-5000.xlsx", "rates-5000.xls"])("stores all 5,000 rates of %s exactly", async (name) => {
    const { id, token } = await forwarder();
    const res = await importFile(token, name, fixture(name));
    expect(res.json()).toEqual({ code: 0, msg: "ok", data: { imported: 5000, warnings: [] } });
    const stored = await storedFor(id);
    expect(stored).toEqual(fixtureRates(5000).map((rate) => rate.expected));
    expect(stored.filter((rate) => rate.prices["20GP"] === "999999.99").length).toBeGreaterThan(0);
  });

  it.each(["en", "cn"] as const)("stores nothing when one row names an unknown port, and names the row (%s)", async (lang) => {
    const { id, token } = await forwarder();
    const res = await importFile(token, "rates-one-bad-row.xlsx", fixture("rates-one-bad-row.xlsx"), lang);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: "IMPORT_ROWS_INVALID",
      errors: [
        {
          row: BAD_ROW,
          column: "Port of discharge",
          field: "pod",
          message: lang === "en" ? "Unknown port" : "未知的港口",
        },
      ],
    });
    expect(res.json().msg).toBe(lang === "en" ? "Problems found: 1; nothing was imported" : "1 处数据有误，未导入任何记录");
    expect(BAD_PORT).toBe("XXZZZ");
    expect(await storedFor(id)).toEqual([]);
  });
});

// Files laid out as a Chinese forwarder's Excel or WPS writes them, saved by LibreOffice as .xlsx
// and .xls (fixtures/sheets/make-sheet-fixtures.mjs; the cells of each in sheet-cases.ts).
describe.each(["xlsx", "xls"])("POST /api/rate/import: sheets as spreadsheet programs write them (.%s)", (ext) => {
  const sheet = (name: string) => readFileSync(new URL(`./fixtures/sheets/${name}.${ext}`, import.meta.url));
  const PRICE = "A price is between 0 and 999999.99 with at most 2 decimals";

  it.each(Object.keys(RATE_STORED) as (keyof typeof RATE_STORED)[])(
    "stores every price of %s under its container type, the dates as YYYY-MM-DD",
    async (name) => {
      const { id, token } = await forwarder();
      const res = await importFile(token, `${name}.${ext}`, sheet(name));
      const expected = RATE_STORED[name] ?? [];
      expect(res.json()).toEqual({ code: 0, msg: "ok", data: { imported: expected.length, warnings: [] } });
      const stored = await storedFor(id);
      expect(stored).toMatchObject(expected);
      // every price stored is one of the file's: none lost, none added
      expect(stored.map((rate) => rate.prices)).toEqual(expected.map((rate) => rate.prices));
    },
  );

  // the app's template with a hidden sheet of codes inserted before it, saved by LibreOffice
  // (fixtures/sheets/make-hidden-codes-fixtures.py): once by a user, once with the hidden sheet active
  it.each(["rates-hidden-codes", "rates-hidden-codes-active"])(
    "reads the template's sheet of %s, not the hidden sheet of codes before it",
    async (name) => {
      const { id, token } = await forwarder();
      const res = await importFile(token, `${name}.${ext}`, sheet(name), "cn");
      expect(res.json()).toEqual({ code: 0, msg: "ok", data: { imported: 2, warnings: [] } });
      expect(await storedFor(id)).toMatchObject([
        {
          carrier: "COSU",
          sdate: "2027-01-01",
          edate: "2027-01-31",
          transit_days: 30,
          prices: { "20GP": "1200.00", "40GP": "2400.00" },
        },
        { carrier: "MAEU", sdate: "2027-02-01", edate: "2027-02-28", transit_days: null, prices: { "40HQ": "2500.00" } },
      ]);
    },
  );

  it("refuses a type named twice by its code, naming both columns, and stores nothing", async () => {
    const { id, token } = await forwarder();
    const en = await importFile(token, `twice.${ext}`, sheet("rates-type-twice"));
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      error_code: "IMPORT_DUPLICATE_COLUMN",
      msg: 'The headers "20GP" (column J) and "20GP" (column M) are the same column (20GP); keep only one of them',
    });
    const cn = await importFile(token, `twice.${ext}`, sheet("rates-type-twice"), "cn");
    expect(cn.json().msg).toBe("表头中 J 列「20GP」与 M 列「20GP」是同一列（20GP），请只保留一列");
    expect(await storedFor(id)).toEqual([]);
  });

  it("refuses a type named by its code and again by its Chinese name", async () => {
    const { id, token } = await forwarder();
    const res = await importFile(token, `twice.${ext}`, sheet("rates-type-twice-by-name"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: "IMPORT_DUPLICATE_COLUMN",
      msg: 'The headers "40HQ" (column L) and "40尺高柜" (column M) are the same column (40HQ); keep only one of them',
    });
    expect(await storedFor(id)).toEqual([]);
  });

  it("refuses a price of 1234.567 shown as 1234.57 rather than round it", async () => {
    const { id, token } = await forwarder();
    const res = await importFile(token, `decimals.${ext}`, sheet("rates-three-decimals"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: "IMPORT_ROWS_INVALID",
      errors: [{ row: 3, column: "20GP", field: expect.stringMatching(/^price_/), message: PRICE }],
    });
    expect(res.json().errors).toHaveLength(1);
    expect(await storedFor(id)).toEqual([]);
  });

  it("says plainly when no column names a container type", async () => {
    const { id, token } = await forwarder();
    for (const lang of ["en", "cn"] as const) {
      const res = await importFile(token, `no-type.${ext}`, sheet("rates-no-type-column"), lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_code: "IMPORT_NO_PRICE_COLUMN",
        msg: expect.stringContaining(lang === "en" ? "No container type column was found" : "表头中没有箱型列"),
      });
      expect(res.json().msg).toContain("20GP");
    }
    expect(await storedFor(id)).toEqual([]);
  });
});

describe("POST /api/rate/import: bad input", () => {
  const header = FIXTURE_HEADERS.en;
  const good = fixtureRates(1)[0].cells;
  const withCells = (changes: Record<number, string>) => good.map((cell, i) => changes[i] ?? cell);

  it("lists every problem of each row in column order, and stores nothing", async () => {
    const { id, token } = await forwarder();
    const file = xlsxOf([
      header,
      withCells({ 0: "NOPE", 9: "1000000" }),
      withCells({ 9: "1.234", 10: "-1" }),
      withCells({ 9: "1e3" }),
      withCells({ 5: "2026-01-01" }),
      withCells({ 9: "", 10: "", 11: "", 12: "" }),
      withCells({ 7: "XYZ" }),
      good,
    ]);
    const res = await importFile(token, "rates.xlsx", file);
    expect(res.statusCode).toBe(400);
    const price = "A price is between 0 and 999999.99 with at most 2 decimals";
    expect(res.json().errors).toEqual([
      { row: 2, column: "Carrier", field: "carrier", message: "Unknown carrier" },
      { row: 2, column: "20GP", field: expect.stringMatching(/^price_/), message: price },
      { row: 3, column: "20GP", field: expect.stringMatching(/^price_/), message: price },
      { row: 3, column: "40GP", field: expect.stringMatching(/^price_/), message: price },
      { row: 4, column: "20GP", field: expect.stringMatching(/^price_/), message: price },
      { row: 5, column: "Valid until", field: "edate", message: "The end date cannot be before the start date" },
      { row: 6, column: "20GP", field: expect.stringMatching(/^price_/), message: "please add at least one space" },
      { row: 7, column: "Currency", field: "currency", message: "Unknown currency" },
    ]);
    expect(await storedFor(id)).toEqual([]);
  });

  it("refuses a price under a container type an admin disabled, naming the column, rather than drop it", async () => {
    const { id, token } = await forwarder();
    const last = header.length - 1;
    const disabledCode = header[last];
    await db.update(containerTypes).set({ status: 0 }).where(eq(containerTypes.code, disabledCode));
    try {
      const priced = await importFile(token, "rates.xlsx", xlsxOf([header, withCells({ [last]: "2500" }), good]), "cn");
      expect(priced.statusCode).toBe(400);
      expect(priced.json().errors).toEqual([
        { row: 2, column: disabledCode, field: expect.stringMatching(/^price_/), message: "该箱型已停用，请删除这一列的价格" },
      ]);
      expect(await storedFor(id)).toEqual([]);
      // an old template's column left empty is no reason to refuse the file
      const empty = await importFile(token, "rates.xlsx", xlsxOf([header, withCells({ [last]: "" })]));
      expect(empty.json()).toMatchObject({ code: 0, data: { imported: 1 } });
      expect((await storedFor(id))[0].prices[disabledCode]).toBeUndefined();
    } finally {
      await db.update(containerTypes).set({ status: 1 }).where(eq(containerTypes.code, disabledCode));
    }
  });

  it("stores no rate and no price when the bad row comes after rates already stored in batches", async () => {
    const { id, token } = await forwarder();
    // 2,000 rates a batch: two batches (with their prices) are in the transaction before row 4,502
    const file = xlsxOf([header, ...Array.from({ length: 4_500 }, () => good), withCells({ 0: "NOPE" }), good]);
    const res = await importFile(token, "rates.xlsx", file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: "IMPORT_ROWS_INVALID", errors: [{ row: 4_502, field: "carrier" }] });
    expect(await storedFor(id)).toEqual([]);
    const list = await ctx.app.inject({ method: "GET", url: "/api/rate?page=1&size=10", headers: auth(token) });
    expect(list.json().data.total).toBe(0);
  });

  it("refuses an .xls that is really text, and a sheet of 50,001 rates, storing nothing", async () => {
    const { id, token } = await forwarder();
    const text = await importFile(token, "rates.xls", Buffer.from("carrier,pol\nCOSU,CNSHA\n"), "cn");
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error_code: "IMPORT_FILE_TYPE", msg: "只支持 xlsx, xls, csv 文件" });
    // a CSV is read (exports-round-trip.test.ts): this one lacks the template's columns
    const csv = await importFile(token, "rates.csv", Buffer.from("carrier,pol\nCOSU,CNSHA\n"));
    expect(csv.json()).toMatchObject({ error_code: "IMPORT_BAD_HEADERS" });

    const many = xlsxOf([header, ...Array.from({ length: 50_001 }, () => good)]);
    const big = await importFile(token, "big.xlsx", many);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      error_code: "IMPORT_TOO_MANY_ROWS",
      msg: "A file may hold at most 50000 rows; this one has 50001",
    });
    expect(await storedFor(id)).toEqual([]);
  });

  it("needs the forwarder", async () => {
    const shipper = await createTestUser(ctx.db, ["shipper"]);
    const token = await loginAs(ctx.app, shipper.username);
    const res = await importFile(token, "rates.xlsx", xlsxOf([header, good]));
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /api/rate/template", () => {
  it.each(["cn", "en"] as const)("answers the headers in the caller's language and takes itself back (%s)", async (lang) => {
    const { id, token } = await forwarder();
    const res = await ctx.app.inject({ method: "GET", url: `/api/rate/template?lang=${lang}`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("attachment");
    const book = XLSX.read(res.rawPayload, { type: "buffer" });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
    expect(rows[0].slice(0, 9)).toEqual(
      lang === "cn"
        ? ["船公司", "起运港", "卸货港", "目的地", "生效日期", "失效日期", "航程(天)", "币种", "备注"]
        : [
            "Carrier",
            "Port of loading",
            "Port of discharge",
            "Place of delivery",
            "Valid from",
            "Valid until",
            "Transit days",
            "Currency",
            "Remark",
          ],
    );
    expect(rows[0]).toEqual(expect.arrayContaining(["20GP", "40HQ"]));
    const back = await importFile(token, "template.xlsx", Buffer.from(res.rawPayload), lang);
    expect(back.json()).toMatchObject({ code: 0, data: { imported: 1 } });
    const [stored] = await storedFor(id);
    expect(stored).toMatchObject({ carrier: "COSU", pol: "CNSHA", pod: "DEHAM", currency: "USD" });
  });
});

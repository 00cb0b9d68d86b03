import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../app-error";
import { readSpreadsheet } from "../spreadsheet";
import { createLookup, defineImport, type RowContext, runImport, writeImportTemplate } from ".";

// The pipeline as the rates import (the next one) will use it: ports found by code or name, one
// price column per container type (columns built from the lookups), an optional note.
interface Lookups {
  port: (text: string) => number | undefined;
  containers: string[];
}
const PORTS = [
  { id: 1, code: "CNSHA", name: "Shanghai" },
  { id: 2, code: "DEHAM", name: "Hamburg" },
];
const lookups: Lookups = {
  port: createLookup(PORTS, { id: (p) => p.id, codes: (p) => [p.code], names: (p) => [p.name] }),
  containers: ["20GP", "40HQ"],
};
const rateSchema = z.strictObject({
  pol_id: z.number().int().positive("v.required"),
  prices: z.record(z.string(), z.number({ error: "v.invalid" }).positive("v.greater_than_zero")),
  note: z.string().max(5, "v.max_length"),
});

const rates = defineImport({
  kinds: ["xlsx", "csv"],
  maxRows: 5000,
  schema: rateSchema,
  columns: ({ containers }: Lookups) => [
    { key: "pol", label: { cn: "起运港", en: "Port of loading" }, aliases: ["POL"] },
    { key: "note", label: { cn: "备注", en: "Note" }, optional: true },
    ...containers.map((type) => ({
      key: `price_${type}`,
      label: { cn: type, en: type },
      optional: true,
      numbers: "number" as const,
    })),
  ],
  columnOf: (field) => (field === "pol_id" ? "pol" : field.replace(/^prices\./, "price_")),
  toInput(row, { lookups, refuse }: RowContext<string, Lookups>) {
    const pol = lookups.port(row.text("pol"));
    if (!pol) refuse("pol", row.text("pol") === "" ? "v.required" : "v.invalid");
    const prices = Object.fromEntries(
      lookups.containers.flatMap((type) => (row.text(`price_${type}`) ? [[type, Number(row.text(`price_${type}`))]] : [])),
    );
    return { pol_id: pol ?? 0, prices, note: row.text("note") };
  },
});

async function run(name: string, data: Buffer | string, lang: "cn" | "en" = "en") {
  const stored: unknown[][] = [];
  let batchesTried = 0;
  const progress: number[][] = [];
  /** the rows checked when the transaction opened */
  let checkedAtOpen: number | null = null;
  const result = await runImport(
    rates,
    { name, buffer: Buffer.from(data) },
    {
      lang,
      lookups: () => lookups,
      // a transaction as the services open one: what was stored is gone when the work throws
      storeAll: async (work) => {
        checkedAtOpen = progress.at(-1)?.[0] ?? 0;
        const batches: unknown[][] = [];
        const answer = await work(async (values) => {
          batchesTried += 1;
          batches.push([...values]);
        });
        stored.push(...batches);
        return answer;
      },
      batchRows: 2,
      onProgress: (done, total) => progress.push([done, total]),
    },
  ).catch((err: AppError) => err);
  return { result, stored, progress, batchesTried, checkedAtOpen };
}

describe("import pipeline", () => {
  it("matches headers in either language, leaves out optional columns, and stores every row once", async () => {
    const { result, stored, progress } = await run("rates.csv", "起运港,40HQ,remark\ncnsha,1200,x\n\nHamburg,900,\n");
    expect(result).toEqual({ imported: 2, warnings: [] });
    expect(stored).toEqual([
      [
        { pol_id: 1, prices: { "40HQ": 1200 }, note: "" },
        { pol_id: 2, prices: { "40HQ": 900 }, note: "" },
      ],
    ]);
    expect(progress).toEqual([[2, 2]]);
  });

  it("lists the lookups' and the schema's problems under the header as written, and stores nothing", async () => {
    const { result, stored } = await run("rates.csv", "POL,Note, 20gp \nAtlantis,toolong,-5\nDEHAM,ok,abc\n", "cn");
    expect(result).toBeInstanceOf(AppError);
    expect(result).toMatchObject({
      code: "IMPORT_ROWS_INVALID",
      params: { count: 4 },
      errors: [
        { row: 2, column: "POL", field: "pol", message: "格式不正确" },
        { row: 2, column: "Note", field: "note", message: "最多 5 个字符" },
        { row: 2, column: "20gp", field: "price_20GP", message: "必须大于0" },
        { row: 3, column: "20gp", field: "price_20GP", message: "格式不正确" },
      ],
    });
    expect(stored).toEqual([]);
  });

  it("names the required columns a file lacks, in the caller's language", async () => {
    const { result } = await run("rates.csv", "Note,40HQ\nx,1\n", "cn");
    expect(result).toMatchObject({ code: "IMPORT_BAD_HEADERS", params: { missing: "起运港" } });
  });

  it("takes numbers in a number column, and refuses a rounded one in a text column", async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ["POL", "Note", "40HQ"],
      ["CNSHA", { t: "n", v: 12345 }, { t: "n", v: 1500 }],
      ["CNSHA", { t: "n", v: 1.5e20 }, { t: "n", v: 1500 }],
    ]);
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, "S");
    const { result } = await run("rates.xlsx", XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }));
    expect(result).toMatchObject({
      code: "IMPORT_ROWS_INVALID",
      errors: [{ row: 3, column: "Note", field: "note", message: expect.stringContaining("rounded") }],
    });
  });

  it("finds the header under a title row, and refuses a column named twice, naming both cells", async () => {
    const titled = await run("rates.csv", "Rates for 2027,,\n,,\nPOL,40HQ,Note\nCNSHA,1200,x\n");
    expect(titled.result).toEqual({ imported: 1, warnings: [] });
    const twice = await run("rates.csv", "POL,40HQ,起运港\nCNSHA,1200,DEHAM\n");
    expect(twice.result).toMatchObject({
      code: "IMPORT_DUPLICATE_COLUMN",
      params: { first: '"POL" (column A)', second: '"起运港" (column C)', column: "Port of loading" },
    });
    expect(twice.stored).toEqual([]);
  });

  it("refuses the text a spreadsheet program wrote for a long number it had rounded", async () => {
    const { result } = await run("rates.csv", "POL,Note,40HQ\nCNSHA,9.13100007109348E+017,1\n");
    expect(result).toMatchObject({
      code: "IMPORT_ROWS_INVALID",
      errors: [{ row: 2, field: "note", message: expect.stringContaining("rounded") }],
    });
  });

  it("checks every row before the transaction opens, then stores in batches; a refused row opens none", async () => {
    const good = await run("rates.csv", "POL,20GP\nCNSHA,1\nDEHAM,2\nCNSHA,3\nDEHAM,4\nCNSHA,5\n");
    expect(good.result).toEqual({ imported: 5, warnings: [] });
    expect(good.stored.map((batch) => batch.length)).toEqual([2, 2, 1]);
    // the connection is not held while rows are checked (the embedded database has one)
    expect(good.checkedAtOpen).toBe(5);

    const late = await run("rates.csv", "POL,20GP\nCNSHA,1\nDEHAM,2\nCNSHA,3\nDEHAM,4\nCNSHA,5\nAtlantis,6\nCNSHA,7\n");
    expect(late.result).toMatchObject({ code: "IMPORT_ROWS_INVALID", errors: [{ row: 7, field: "pol" }] });
    expect(late.checkedAtOpen).toBeNull();
    expect(late.batchesTried).toBe(0);
    expect(late.stored).toEqual([]);
  });

  it("reports progress every thousand rows checked", async () => {
    const rows = Array.from({ length: 2500 }, () => "CNSHA,1").join("\n");
    const { result, progress } = await run("rates.csv", `POL,20GP\n${rows}\n`);
    expect(result).toMatchObject({ imported: 2500 });
    expect(progress).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });

  it("writes a template of the columns' headers and example rows, read back as written", async () => {
    const columns = typeof rates.columns === "function" ? rates.columns(lookups) : rates.columns;
    const buffer = writeImportTemplate(columns, "cn", "运价", [{ pol: "CNSHA", price_40HQ: "1200" }]);
    const table = await readSpreadsheet(buffer, "xlsx", { maxRows: 5 });
    expect(table.header?.cells).toEqual(["起运港", "备注", "20GP", "40HQ"]);
    expect(table.rows.map((row) => row.cells)).toEqual([["CNSHA", "", "", "1200"]]);
  });
});

import { readFileSync } from "node:fs";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { AppError } from "../src/lib/app-error";
import {
  cellText,
  decodeCsv,
  formatNumber,
  normaliseTextDate,
  parseCsv,
  readSpreadsheet,
  spreadsheetKind,
  valueText,
  writeTextTemplate,
} from "../src/lib/spreadsheet";
import { readWorkbook } from "../src/lib/spreadsheet/xls";
import { readZipDirectory, verifyZipSizes, ZipGuardError } from "../src/lib/zip-guard";
import { buildZip, zerosDeflated } from "./fixtures/import/build-zip";

// The pure parts of imports — zip guard, CSV, cell text, row counting, template.
const LIMITS = { maxEntries: 1000, maxUncompressedBytes: 100 * 1024 * 1024 };
const MiB = 1024 * 1024;

function xlsxOf(rows: unknown[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), "S");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", compression: true });
}

async function problemOf(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (err) {
    if (err instanceof ZipGuardError) return err.problem;
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

async function guard(zip: Buffer) {
  const entries = readZipDirectory(zip, LIMITS);
  await verifyZipSizes(zip, entries);
  return entries;
}

describe("zip guard", () => {
  it("lists the entries of an honest workbook with their declared sizes", async () => {
    const entries = await guard(xlsxOf([["a", "b"]]));
    expect(entries.map((e) => e.name)).toContain("xl/workbook.xml");
    expect(entries.every((e) => e.declaredSize > 0)).toBe(true);
  });

  it("builds a real 1 GiB bomb in about 1 MB (the construction the next tests rely on)", () => {
    expect(inflateRawSync(zerosDeflated(4)).length).toBe(4 * MiB);
    expect(zerosDeflated(1024).length).toBeLessThan(1.1 * MiB);
  });

  it("refuses a zip that declares more than the limit, before inflating anything", async () => {
    const honestBomb = buildZip([
      { name: "xl/worksheets/sheet1.xml", data: zerosDeflated(1024), deflated: true, declaredSize: 1024 * MiB },
    ]);
    expect(await problemOf(() => readZipDirectory(honestBomb, LIMITS))).toBe("too_large");
    // a tiny zip whose directory claims 4 GB
    const claim = buildZip([
      { name: "a.xml", data: deflateRawSync(Buffer.from("<a/>")), deflated: true, declaredSize: 0xffffffff },
    ]);
    expect(await problemOf(() => readZipDirectory(claim, LIMITS))).toBe("too_large");
  });

  it("refuses an entry that inflates past the size it declared (the headers lie)", async () => {
    const liar = buildZip([{ name: "xl/worksheets/sheet1.xml", data: zerosDeflated(1024), deflated: true, declaredSize: 1000 }]);
    expect(readZipDirectory(liar, LIMITS)).toHaveLength(1);
    expect(await problemOf(() => guard(liar))).toBe("too_large");
  });

  it("counts what the local header declares too (SheetJS sizes its buffer from it)", async () => {
    const data = deflateRawSync(Buffer.from("<a/>"));
    const zip = buildZip([{ name: "a.xml", data, deflated: true, declaredSize: 4, localDeclaredSize: 2 * 1024 * MiB }]);
    expect(await problemOf(() => readZipDirectory(zip, LIMITS))).toBe("too_large");
  });

  it("refuses more than 1000 entries, and adds the declared sizes of all entries", async () => {
    const many = buildZip(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from("x") })));
    expect(await problemOf(() => readZipDirectory(many, LIMITS))).toBe("too_large");
    const parts = buildZip(
      Array.from({ length: 3 }, (_, i) => ({
        name: `p${i}.xml`,
        data: deflateRawSync(Buffer.from("x")),
        deflated: true,
        declaredSize: 40 * MiB,
      })),
    );
    expect(await problemOf(() => readZipDirectory(parts, LIMITS))).toBe("too_large");
  });

  it("calls a damaged archive corrupt, not too large", async () => {
    const zip = xlsxOf([["a"]]);
    expect(await problemOf(() => guard(zip.subarray(0, zip.length - 30)))).toBe("corrupt");
    expect(await problemOf(() => guard(Buffer.from("PK\u0003\u0004 and then nothing a zip would hold, padded out")))).toBe(
      "corrupt",
    );
    const badDeflate = buildZip([
      { name: "a.xml", data: Buffer.from([0xff, 0xff, 0xff, 0xff]), deflated: true, declaredSize: 10 },
    ]);
    expect(await problemOf(() => guard(badDeflate))).toBe("corrupt");
  });
});

describe("file kind", () => {
  const zip = xlsxOf([["a"]]);
  const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
  const types = ["xlsx", "xls", "csv"] as const;

  it("takes the extension when the bytes agree", () => {
    expect(spreadsheetKind("Contacts.XLSX", zip, types)).toBe("xlsx");
    expect(spreadsheetKind("old.xls", ole, types)).toBe("xls");
    expect(spreadsheetKind("list.csv", Buffer.from("a,b\n"), types)).toBe("csv");
  });

  it("refuses other extensions and bytes of another kind with IMPORT_FILE_TYPE", async () => {
    expect(await problemOf(() => spreadsheetKind("notes.txt", Buffer.from("a"), types))).toBe("IMPORT_FILE_TYPE");
    expect(await problemOf(() => spreadsheetKind("renamed.xlsx", Buffer.from("type,company1\n"), types))).toBe(
      "IMPORT_FILE_TYPE",
    );
    expect(await problemOf(() => spreadsheetKind("renamed.xls", zip, types))).toBe("IMPORT_FILE_TYPE");
    expect(await problemOf(() => spreadsheetKind("book.csv", zip, types))).toBe("IMPORT_FILE_TYPE");
    expect(await problemOf(() => spreadsheetKind("rates.csv", Buffer.from("a"), ["xlsx", "xls"]))).toBe("IMPORT_FILE_TYPE");
  });
});

describe("CSV", () => {
  const records = (text: string) => {
    const out: string[][] = [];
    const { records: count } = parseCsv(text, (cells) => out.push(cells));
    expect(count).toBe(out.length);
    return out;
  };

  it("parses quotes, doubled quotes, delimiters and line breaks inside quotes, and any line ending", () => {
    expect(records('a,"b,c","say ""hi"""\r\n"two\nlines",,x\n')).toEqual([
      ["a", "b,c", 'say "hi"'],
      ["two\nlines", "", "x"],
    ]);
    expect(records("a,b\rc,d")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(records(",,\n\n")).toEqual([["", "", ""], [""]]);
  });

  it("takes semicolons or tabs when the header line uses them", () => {
    expect(records("a;b;c\n1;2,5;3\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2,5", "3"],
    ]);
    expect(records("a\tb\n1\t2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("decodes UTF-8 with or without BOM, UTF-16 with BOM, and GBK as Chinese Excel saves it", () => {
    expect(decodeCsv(Buffer.from("\ufeff公司,010000", "utf8"))).toBe("公司,010000");
    expect(decodeCsv(Buffer.from("公司", "utf8"))).toBe("公司");
    expect(decodeCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("海运", "utf16le")]))).toBe("海运");
    // 海运（中国） in code page 936
    expect(decodeCsv(Buffer.from([0xba, 0xa3, 0xd4, 0xcb, 0xa3, 0xa8, 0xd6, 0xd0, 0xb9, 0xfa, 0xa3, 0xa9]))).toBe("海运（中国）");
  });

  it("refuses binary content with a .csv name", async () => {
    expect(await problemOf(() => decodeCsv(Buffer.from([0x61, 0x00, 0x62, 0x01])))).toBe("IMPORT_FILE_TYPE");
  });

  it("turns a text date as Excel writes it into YYYY-MM-DD and leaves other text alone", () => {
    expect(normaliseTextDate("2024/3/5")).toBe("2024-03-05");
    expect(normaliseTextDate("2024-03-05")).toBe("2024-03-05");
    expect(normaliseTextDate("2024年3月5日")).toBe("2024-03-05");
    expect(normaliseTextDate("2024/2/30")).toBe("2024/2/30");
    expect(normaliseTextDate("010000")).toBe("010000");
    expect(normaliseTextDate("NO. 5/3")).toBe("NO. 5/3");
  });
});

describe("cell text", () => {
  it("formats numbers as shown, dates as YYYY-MM-DD and General whole numbers in full", () => {
    expect(formatNumber(10000, "000000")).toBe("010000");
    expect(formatNumber(45356, "m/d/yy")).toBe("2024-03-05");
    expect(formatNumber(45356.75, "yyyy-mm-dd hh:mm")).toBe("2024-03-05");
    expect(formatNumber(45356, 'yyyy"年"m"月"d"日"')).toBe("2024-03-05");
    expect(formatNumber(43894, "yyyy/m/d", true)).toBe("2024-03-05");
    expect(formatNumber(8613800138000, "General")).toBe("8613800138000");
    expect(formatNumber(0.1 + 0.2, "General")).toBe("0.3");
    expect(formatNumber(1.5, "0.00")).toBe("1.50");
    expect(formatNumber(0.5, "h:mm")).toBe("12:00");
  });

  it("reads SheetJS cells (.xls) the same way", () => {
    expect(cellText({ t: "s", v: "010000", w: "010000" })).toBe("010000");
    expect(cellText({ t: "n", v: 10000, z: "000000", w: "010000" })).toBe("010000");
    expect(cellText({ t: "d", v: new Date(Date.UTC(2024, 2, 5)), w: "3/5/24" })).toBe("2024-03-05");
    expect(cellText({ t: "n", v: 8613800138000, z: "General", w: "8.6138E+12" })).toBe("8613800138000");
  });
});

describe("reading a sheet", () => {
  it("finds the header, skips blank rows and keeps row numbers, and flags formulas", async () => {
    const sheet = XLSX.utils.aoa_to_sheet([["A", "B"], ["1", "x"], [], ["", " "], ["2", "y"]]);
    sheet.B5 = { t: "n", v: 2, f: "1+1" };
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, "S");
    const table = await readSpreadsheet(XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }), "xlsx", { maxRows: 10 });
    expect(table.header).toEqual({ number: 1, cells: ["A", "B"] });
    expect(table.rows).toEqual([
      { number: 2, cells: ["1", "x"] },
      { number: 5, cells: ["2", "2"], formulas: [1] },
    ]);
  });

  it("counts the rows with content after the header, not the blank ones between or after them", async () => {
    const rows = [["A"], ...Array.from({ length: 5 }, (_, i) => [String(i)])];
    expect(await problemOf(() => readSpreadsheet(xlsxOf(rows), "xlsx", { maxRows: 4 }))).toBe("IMPORT_TOO_MANY_ROWS");
    expect((await readSpreadsheet(xlsxOf(rows), "xlsx", { maxRows: 5 })).rows).toHaveLength(5);
    const csv = Buffer.from("A\n1\n\n2\n3\n4\n,\n,,\n");
    expect((await readSpreadsheet(csv, "csv", { maxRows: 4 })).rows.map((row) => row.number)).toEqual([2, 4, 5, 6]);
    const error = await readSpreadsheet(Buffer.from("A\n1\n2\n\n3\n4\n5\n,\n"), "csv", { maxRows: 4 }).catch((e: AppError) => e);
    expect(error).toMatchObject({ code: "IMPORT_TOO_MANY_ROWS", params: { max: 4, rows: 5 } });
  });

  // a file a spreadsheet program saved with formatting down to row 60,000 and ten rows of data
  it.each(["biff8", "xlsx"] as const)("reads a %s sheet whose formatted blank rows run far past the limit", async (bookType) => {
    const sheet = XLSX.utils.aoa_to_sheet([["A", "B"], ...Array.from({ length: 10 }, (_, i) => [`r${i}`, i])]);
    for (let r = 11; r < 60_000; r++) sheet[XLSX.utils.encode_cell({ r, c: 1 })] = { t: "z", z: "@" };
    sheet["!ref"] = "A1:B60000";
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, "S");
    const file: Buffer = XLSX.write(workbook, { type: "buffer", bookType, compression: true });
    // the file does hold the styled blank cells, down to row 60,000
    const stubs = XLSX.read(file, { type: "buffer", dense: true, sheetStubs: true }).Sheets.S;
    expect(stubs["!ref"]).toBe("A1:B60000");
    expect(stubs["!data"]?.[59_999]?.[1]).toMatchObject({ t: "z" });

    const kind = bookType === "biff8" ? "xls" : "xlsx";
    const table = await readSpreadsheet(file, kind, { maxRows: 50_000 });
    expect(table.rows.map((row) => row.number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    // too many all the same: an .xls is counted to its end; an .xlsx whose range claims more than
    // twice the limit stops once its content passes the limit, and its range is the figure given
    const error = await readSpreadsheet(file, kind, { maxRows: 8 }).catch((e: AppError) => e);
    expect(error).toMatchObject({ code: "IMPORT_TOO_MANY_ROWS", params: { max: 8, rows: kind === "xls" ? 10 : 59_999 } });
  });

  it("counts an .xlsx to its end when its range is within twice the limit, or it has none", async () => {
    const rows = [["A"], ...Array.from({ length: 12 }, (_, i) => [String(i)])];
    expect(await readSpreadsheet(xlsxOf(rows), "xlsx", { maxRows: 10 }).catch((e: AppError) => e)).toMatchObject({
      params: { max: 10, rows: 12 },
    });
    const xml = rows.map((row, r) => `<row r="${r + 1}"><c r="A${r + 1}" t="inlineStr"><is><t>${row[0]}</t></is></c></row>`);
    const files: Record<string, string> = {
      "_rels/.rels": `<Relationships><Relationship Id="rId1" Type="x/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      "xl/workbook.xml": `<workbook><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      "xl/_rels/workbook.xml.rels": `<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="sheet.xml"/></Relationships>`,
      "xl/sheet.xml": `<worksheet><sheetData>${xml.join("")}</sheetData></worksheet>`,
    };
    const zip = buildZip(Object.entries(files).map(([name, text]) => ({ name, data: Buffer.from(text) })));
    expect(await readSpreadsheet(zip, "xlsx", { maxRows: 5 }).catch((e: AppError) => e)).toMatchObject({
      params: { max: 5, rows: 12 },
    });
  });

  it("marks the cells that held a number, not a date, a boolean, text or a formula", async () => {
    const sheet = XLSX.utils.aoa_to_sheet([["A", "B", "C", "D", "E", "F"]]);
    XLSX.utils.sheet_add_aoa(
      sheet,
      [
        [
          { t: "n", v: 10000 },
          { t: "s", v: "010000" },
          { t: "n", v: 45356, z: "yyyy-mm-dd" },
          { t: "b", v: true },
          { t: "n", v: Number("913100001234567890") },
        ],
      ],
      { origin: "A2" },
    );
    sheet.F2 = { t: "n", v: 2, f: "1+1" };
    sheet["!ref"] = "A1:F2";
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, "S");
    for (const [bookType, kind] of [
      ["xlsx", "xlsx"],
      ["biff8", "xls"],
    ] as const) {
      const file = XLSX.write(workbook, { type: "buffer", bookType });
      const [row] = (await readSpreadsheet(file, kind, { maxRows: 5 })).rows;
      // SheetJS writes an .xls formula cell as its value only
      const big = Number("913100001234567890");
      const marks =
        kind === "xlsx"
          ? { formulas: [5], numeric: [0, 4], values: [10000, big] }
          : { numeric: [0, 4, 5], values: [10000, big, 2] };
      expect(row).toEqual({ number: 2, cells: ["10000", "010000", "2024-03-05", "TRUE", "9.131E+17", "2"], ...marks });
    }
    const [csvRow] = (await readSpreadsheet(Buffer.from("A,B\n10000,9.131E+17\n"), "csv", { maxRows: 5 })).rows;
    expect(csvRow).toEqual({ number: 2, cells: ["10000", "9.131E+17"] });
  });

  it("streams a hand-written package: prefixes, shared and inline strings, styles, 1904 dates", async () => {
    const files: Record<string, string> = {
      "_rels/.rels": `<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      "xl/workbook.xml": `<x:workbook xmlns:x="main" xmlns:r="rels"><x:workbookPr date1904="1"/><x:sheets><x:sheet name="S" sheetId="1" r:id="rId7"/></x:sheets></x:workbook>`,
      "xl/_rels/workbook.xml.rels": `<Relationships><Relationship Id="rId7" Type="http://x/relationships/worksheet" Target="worksheets/data.xml"/><Relationship Id="rId2" Type="http://x/relationships/sharedStrings" Target="/xl/strings.xml"/><Relationship Id="rId3" Type="http://x/relationships/styles" Target="styles.xml"/></Relationships>`,
      "xl/styles.xml": `<x:styleSheet><x:numFmts><x:numFmt numFmtId="164" formatCode="000000"/></x:numFmts><x:cellXfs count="3"><x:xf numFmtId="0"/><x:xf numFmtId="31"><x:alignment/></x:xf><x:xf numFmtId="164"/></x:cellXfs></x:styleSheet>`,
      "xl/strings.xml": `<x:sst><x:si><x:t>Name</x:t></x:si><x:si><x:r><x:t xml:space="preserve">ACME </x:t></x:r><x:r><x:rPr/><x:t>CO.</x:t></x:r><x:rPh sb="0" eb="1"><x:t>アクメ</x:t></x:rPh></x:si><x:si><x:t>A&amp;B_x000D_</x:t></x:si></x:sst>`,
      "xl/worksheets/data.xml": `<x:worksheet><x:sheetData><x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="inlineStr"><x:is><x:t>When</x:t></x:is></x:c></x:row><x:row r="3" spans="1:7"><x:c r="A3" t="s"><x:v>1</x:v></x:c><x:c r="B3" s="1"><x:v>43894</x:v></x:c><x:c r="C3" s="2"><x:v>10000</x:v></x:c><x:c r="D3" t="b"><x:v>1</x:v></x:c><x:c r="E3"><x:f>1+1</x:f><x:v>2</x:v></x:c><x:c t="str"><x:v>x&lt;y</x:v></x:c></x:row><x:row><x:c r="B4" t="s"><x:v>2</x:v></x:c><x:c r="C4" s="2"/></x:row></x:sheetData></x:worksheet>`,
    };
    const zip = buildZip(Object.entries(files).map(([name, xml]) => ({ name, data: Buffer.from(xml) })));
    expect(await readSpreadsheet(zip, "xlsx", { maxRows: 10 })).toEqual({
      header: { number: 1, cells: ["Name", "When"] },
      rows: [
        {
          number: 3,
          cells: ["ACME CO.", "2024-03-05", "010000", "TRUE", "2", "x<y"],
          formulas: [4],
          numeric: [2],
          values: [10000],
        },
        { number: 4, cells: ["", "A&B\r", ""] },
      ],
    });
  });

  it("reports a sheet with nothing in it as having no header", async () => {
    expect(await readSpreadsheet(Buffer.from("\n,,\n"), "csv", { maxRows: 5 })).toEqual({ header: null, rows: [] });
  });

  it("calls a zip that is no workbook unreadable", async () => {
    const zip = buildZip([{ name: "hello.txt", data: Buffer.from("hello") }]);
    expect(await problemOf(() => readSpreadsheet(zip, "xlsx", { maxRows: 5 }))).toBe("IMPORT_UNREADABLE");
  });
});

describe("text template", () => {
  it("writes the rows as text cells and gives every column the text format", () => {
    const buffer = writeTextTemplate("S", [
      ["Zip code", "Phone"],
      ["010000", "+86 1"],
    ]);
    const workbook = XLSX.read(buffer, { type: "buffer", cellNF: true });
    const sheet = workbook.Sheets.S;
    expect(sheet.A2).toMatchObject({ t: "s", v: "010000", z: "@" });
    const xml = Buffer.from(
      XLSX.CFB.find(XLSX.CFB.read(buffer, { type: "buffer" }), "/xl/worksheets/sheet1.xml").content,
    ).toString();
    const styles = Buffer.from(XLSX.CFB.find(XLSX.CFB.read(buffer, { type: "buffer" }), "/xl/styles.xml").content).toString();
    const cols = [...xml.matchAll(/<col [^>]*style="(\d+)"/g)].map((m) => Number(m[1]));
    expect(cols).toHaveLength(2);
    const xfs = [...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/.exec(styles)?.[1] ?? "").matchAll(/<xf [^>]*numFmtId="(\d+)"/g)].map(
      (m) => m[1],
    );
    // 49 is the built-in Text format (@)
    expect(cols.every((s) => xfs[s] === "49")).toBe(true);
  });

  it("reads back what it wrote: leading and trailing spaces kept, a formula-like text a plain string", async () => {
    const buffer = writeTextTemplate("S", [
      ["Phone  ", " City", "=1+1"],
      ["1", "2", "3"],
    ]);
    const xml = Buffer.from(
      XLSX.CFB.find(XLSX.CFB.read(buffer, { type: "buffer" }), "/xl/worksheets/sheet1.xml").content,
    ).toString();
    expect(xml).not.toMatch(/<f[ >]/);
    const table = await readSpreadsheet(buffer, "xlsx", { maxRows: 10 });
    expect(table.header?.cells).toEqual(["Phone  ", " City", "=1+1"]);
    expect(table.header?.formulas).toBeUndefined();
  });
});

// Files as a Chinese forwarder's Excel or WPS lays them out, saved by LibreOffice
// (fixtures/sheets/make-sheet-fixtures.mjs): every reader gives the same cells.
describe("every reader alike", () => {
  const sheet = (name: string) => readFileSync(new URL(`./fixtures/sheets/${name}`, import.meta.url));
  const read = (name: string, options: Parameters<typeof readSpreadsheet>[2] = { maxRows: 100 }) =>
    readSpreadsheet(sheet(name), name.endsWith(".xls") ? "xls" : "xlsx", options);
  const known = new Set(["船公司", "起运港", "卸货港", "目的地", "生效日期", "失效日期", "20GP", "40GP", "40HQ"]);
  const headerScore = (cells: readonly string[]) => cells.filter((cell) => known.has(cell)).length;

  it.each(["xlsx", "xls"])("makes dates typed as text YYYY-MM-DD in .%s, as the CSV reader does", async (ext) => {
    const { rows } = await read(`rates-text-dates.${ext}`);
    expect(rows.map((row) => row.cells.slice(4, 6))).toEqual([
      ["2027-12-01", "2027-12-31"],
      ["2027-12-01", "2027-12-31"],
      ["2027-12-01", "2027-12-31"],
      ["2027-12-01", "2028-01-05"],
    ]);
    const csv = await readSpreadsheet(Buffer.from("a,b,c,d\n2027/12/1,2027年12月1日,2027.12.01,2027-12-1\n"), "csv", {
      maxRows: 5,
    });
    expect(csv.rows[0].cells).toEqual(["2027-12-01", "2027-12-01", "2027-12-01", "2027-12-01"]);
  });

  it.each(["xlsx", "xls"])("keeps a number cell's value beside the text its money format shows (.%s)", async (ext) => {
    const { rows } = await read(`rates-money-formats.${ext}`);
    expect(rows[0].cells.slice(9)).toEqual(["1,234.50", "12,345.67 ", "¥999,999.99"]);
    expect(rows.map((row) => row.values?.slice(-3))).toEqual([
      [1234.5, 12345.67, 999999.99],
      [1200, 88.8, 1234.56],
    ]);
    const decimals = await read(`rates-three-decimals.${ext}`);
    expect(decimals.rows[1].cells[9]).toBe("1234.57");
    expect(valueText(decimals.rows[1].values?.at(-2) ?? 0)).toBe("1234.567");
  });

  it("writes a value as plain decimals, to the 15 digits a spreadsheet keeps", () => {
    expect([1234.567, 0.1 + 0.2, 1200, 999999.99, 12345.670000000002].map(valueText)).toEqual([
      "1234.567",
      "0.3",
      "1200",
      "999999.99",
      "12345.67",
    ]);
  });

  it.each(["xlsx", "xls"])("reads the first visible sheet, not a hidden one before it (.%s)", async (ext) => {
    const { header, rows } = await read(`rates-hidden-first-sheet.${ext}`);
    expect(header?.cells[0]).toBe("船公司");
    expect(rows).toHaveLength(1);
  });

  it.each(["xlsx", "xls"])("finds the header under a merged title row, and a two-row merged header (.%s)", async (ext) => {
    const titled = await read(`rates-title-row.${ext}`, { maxRows: 100, headerScore });
    expect(titled.header?.number).toBe(3);
    expect(titled.header?.cells.slice(0, 2)).toEqual(["船公司", "起运港"]);
    expect(titled.rows.map((row) => row.number)).toEqual([4, 5]);
    const twoRows = await read(`rates-two-row-header.${ext}`, { maxRows: 100, headerScore });
    expect(twoRows.header?.cells.slice(0, 2)).toEqual(["船公司", "起运港"]);
    expect(twoRows.header?.cells.slice(9)).toEqual(["20GP", "40GP", "40HQ"]);
    expect(twoRows.rows.map((row) => row.number)).toEqual([3, 4]);
    // without a way to score the rows, the first row with content is the header, as before
    expect((await read(`rates-title-row.${ext}`)).header?.number).toBe(1);
  });

  it("reads a LibreOffice .xls of 5,000 rows record by record as SheetJS reads it whole", async () => {
    const file = readFileSync(new URL("./fixtures/rates/rates-5000.xls", import.meta.url));
    const streamed = await readSpreadsheet(file, "xls", { maxRows: 50_000 });
    const whole = readWorkbook(file, { maxRows: 50_000 });
    expect(streamed.rows).toHaveLength(5000);
    expect(streamed).toEqual(whole);
  });

  it("lets other callbacks run while it reads a long .xls", async () => {
    const file = readFileSync(new URL("./fixtures/rates/rates-5000.xls", import.meta.url));
    let ranMeanwhile = false;
    setImmediate(() => {
      ranMeanwhile = true;
    });
    const table = await readSpreadsheet(file, "xls", { maxRows: 50_000 });
    expect(table.rows).toHaveLength(5000);
    expect(ranMeanwhile).toBe(true);
  });
});

import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { AppError } from "../src/lib/app-error";
import { readSpreadsheet } from "../src/lib/spreadsheet";
import { MAX_COLUMNS } from "../src/lib/spreadsheet/table";

// Damaged and crafted spreadsheets: a record cut short is an unreadable file (a 4xx the user can
// act on, never a fault of the server), and a cell far to the right does not make every row that long.

/** One BIFF record: its type, its length, its data. */
function record(type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(data.length, 2);
  return Buffer.concat([head, data]);
}

function beginning(kind: number): Buffer {
  const data = Buffer.alloc(16);
  data.writeUInt16LE(0x0600, 0); // BIFF8
  data.writeUInt16LE(kind, 2);
  return record(0x0809, data);
}

const END = record(0x000a, Buffer.alloc(0));

/** A BIFF8 workbook of one visible worksheet holding `cells`, with `globals` among its globals. */
function xlsWith(cells: Buffer[], globals: Buffer[] = []): Buffer {
  const head = [beginning(0x0005), ...globals];
  const sheetAt = head.reduce((sum, part) => sum + part.length, 0) + 4 + 8 + END.length;
  const sheet = Buffer.alloc(8);
  sheet.writeUInt32LE(sheetAt, 0);
  sheet[6] = 1;
  sheet[7] = 0x41; // "A"
  const stream = Buffer.concat([...head, record(0x0085, sheet), END, beginning(0x0010), ...cells, END]);
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, "Workbook", stream);
  return Buffer.from(XLSX.CFB.write(container, { type: "buffer" }) as Buffer);
}

/** A LABEL cell (BIFF8: row, column, format, then a short Latin-1 string). */
function label(row: number, column: number, text: string): Buffer {
  const data = Buffer.alloc(9 + text.length);
  data.writeUInt16LE(row, 0);
  data.writeUInt16LE(column, 2);
  data.writeUInt16LE(text.length, 6);
  data.write(text, 9, "latin1");
  return record(0x0204, data);
}

async function refusal(buffer: Buffer, kind: "xls" | "xlsx") {
  try {
    await readSpreadsheet(buffer, kind, { maxRows: 100 });
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("a damaged .xls", () => {
  it("reads a well-formed cell of the builder (the cases below differ only in their damage)", async () => {
    const table = await readSpreadsheet(xlsWith([label(0, 0, "POL"), label(1, 0, "CNSHA")]), "xls", { maxRows: 100 });
    expect(table.rows.map((row) => row.cells[0])).toEqual(["CNSHA"]);
  });

  it.each([
    ["a shared-string cell of 6 bytes", [record(0x00fd, Buffer.alloc(6))], []],
    ["a number cell of 8 bytes", [record(0x0203, Buffer.alloc(8))], []],
    ["an RK cell of 8 bytes", [record(0x027e, Buffer.alloc(8))], []],
    ["a formula cell of 10 bytes", [record(0x0006, Buffer.alloc(10))], []],
    ["a cell format of 1 byte", [], [record(0x00e0, Buffer.alloc(1))]],
    ["a number format of no bytes", [], [record(0x041e, Buffer.alloc(0))]],
    ["a date system of no bytes", [], [record(0x0022, Buffer.alloc(0))]],
  ])("with %s is unreadable, not a fault", async (_case, cells, globals) => {
    const error = await refusal(xlsWith(cells, globals), "xls");
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("IMPORT_UNREADABLE");
  });
});

describe("a cell far to the right", () => {
  it(`in an .xls: each row keeps at most ${MAX_COLUMNS} columns`, async () => {
    const cells = [label(0, 0, "POL")];
    for (let row = 1; row <= 200; row++) cells.push(label(row, 0, "CNSHA"), label(row, 65_535, "X"));
    const table = await readSpreadsheet(xlsWith(cells), "xls", { maxRows: 1000 });
    expect(table.rows).toHaveLength(200);
    for (const row of table.rows) expect(row.cells.length).toBeLessThanOrEqual(MAX_COLUMNS);
    expect(table.rows[0].cells[0]).toBe("CNSHA");
  });

  it(`in an .xlsx: each row keeps at most ${MAX_COLUMNS} columns`, async () => {
    const sheet = XLSX.utils.aoa_to_sheet([["POL"], ["CNSHA"], ["CNNGB"]]);
    sheet.XFD2 = { t: "s", v: "X" };
    sheet.XFD3 = { t: "n", v: 1 };
    sheet["!ref"] = "A1:XFD3";
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, "Rates");
    const buffer = Buffer.from(XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
    const table = await readSpreadsheet(buffer, "xlsx", { maxRows: 1000 });
    expect(table.rows.map((row) => row.cells[0])).toEqual(["CNSHA", "CNNGB"]);
    for (const row of table.rows) expect(row.cells.length).toBeLessThanOrEqual(MAX_COLUMNS);
  });
});

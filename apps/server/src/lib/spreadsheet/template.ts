import * as XLSX from "@e965/xlsx";

/**
 * An .xlsx of the given rows with every cell, and every column, in the Text format (@): what a user
 * types under the headers stays as typed (a zip code 010000 keeps its zero).
 */
export function writeTextTemplate(sheetName: string, rows: string[][]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { dense: true });
  const width = Math.max(...rows.map((row) => row.length));
  for (const row of sheet["!data"] ?? []) {
    for (const cell of row ?? []) {
      if (!cell) continue;
      cell.t = "s";
      cell.z = "@";
    }
  }
  sheet["!cols"] = Array.from({ length: width }, (_, c) => ({
    wch: Math.max(12, ...rows.map((row) => (row[c] ?? "").length + 4)),
  }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, sheetName);
  const written: Buffer = XLSX.write(workbook, { type: "buffer", bookType: "xlsx", compression: true });

  // SheetJS writes the column widths but not a column style: give each <col> the cells' text style
  const zip = XLSX.CFB.read(written, { type: "buffer" });
  const entry = XLSX.CFB.find(zip, "/xl/worksheets/sheet1.xml");
  const xml = Buffer.from(entry.content).toString("utf8");
  const style = /<c r="A1" s="(\d+)"/.exec(xml)?.[1];
  if (!style) throw new Error("template: the text style was not written");
  entry.content = Buffer.from(xml.replace(/<col (?![^>]*\bstyle=)/g, `<col style="${style}" `), "utf8");
  return Buffer.from(XLSX.CFB.write(zip, { fileType: "zip", type: "buffer", compression: true }));
}

// The spreadsheets the import benchmarks upload, in each format a user sends: an .xlsx as Excel
// saves one (shared strings), and the same sheet saved by LibreOffice (headless) as .xls (BIFF8)
// or as a GBK CSV, as a Chinese office suite writes them. Without `soffice` on the PATH the .xls
// and .csv figures are skipped, loudly.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as XLSX from "@e965/xlsx";

/** An .xlsx of `rows` (arrays of cells: text, or SheetJS cell objects for numbers) as Excel saves one. */
export function xlsxOf(rows, sheetName) {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", bookSST: true, compression: true });
}

export const hasLibreOffice = () => spawnSync("soffice", ["--version"], { stdio: "ignore" }).status === 0;

const FILTERS = {
  xls: "xls:MS Excel 97",
  // code page 936 (GBK), LibreOffice's character set 61, as Chinese Excel saves "CSV (comma delimited)"
  csv: "csv:Text - txt - csv (StarCalc):44,34,61",
};

/** The .xlsx saved again by LibreOffice as `format` (xls or csv). */
export function convertedTo(xlsx, format) {
  const work = mkdtempSync(path.join(tmpdir(), "haiyun-bench-sheet-"));
  try {
    writeFileSync(path.join(work, "sheet.xlsx"), xlsx);
    execFileSync(
      "soffice",
      [
        `-env:UserInstallation=file://${path.join(work, "profile")}`,
        "--headless",
        "--convert-to",
        FILTERS[format],
        "--outdir",
        path.join(work, "out"),
        path.join(work, "sheet.xlsx"),
      ],
      { stdio: "ignore" },
    );
    return readFileSync(path.join(work, "out", `sheet.${format}`));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The formats asked for (BENCH_IMPORT_FORMATS, comma-separated), those LibreOffice must write left out without it. */
export function formatsToRun(all) {
  const asked = (process.env.BENCH_IMPORT_FORMATS ?? all.join(",")).split(",").filter((f) => all.includes(f));
  if (hasLibreOffice()) return asked;
  const skipped = asked.filter((f) => f !== "xlsx");
  if (skipped.length) console.error(`bench: no soffice on the PATH; the ${skipped.join(", ")} figures are skipped`);
  return asked.filter((f) => f === "xlsx");
}

/** VmHWM: the most resident memory the process ever held; VmRSS: what it holds now. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { hwmMb: Math.round(kb("VmHWM") / 1024), rssMb: Math.round(kb("VmRSS") / 1024) };
}

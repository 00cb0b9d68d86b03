import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";

for (const f of process.argv.slice(2)) {
  const wb = XLSX.read(readFileSync(f), { type: "buffer", dense: true, cellNF: true, cellFormula: true });
  const ws = wb.Sheets[wb.SheetNames[0]];
  console.log(f, ws["!ref"], wb.SheetNames, wb.Workbook?.WBProps?.date1904);
  ws["!data"].forEach((row, r) => console.log(r, JSON.stringify((row ?? []).map((c) => c && [c.t, c.v, c.w, c.z, c.f]))));
}

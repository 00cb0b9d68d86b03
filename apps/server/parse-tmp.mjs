import { readFileSync } from "node:fs";
import zlib from "node:zlib";
import * as XLSX from "@e965/xlsx";

if (process.env.ZLIB) XLSX.CFB.utils.use_zlib(zlib);
const f = process.argv[2];
const buf = readFileSync(f);
const t = performance.now();
const wb = XLSX.read(buf, {
  type: "buffer",
  dense: true,
  cellNF: true,
  cellHTML: false,
  cellStyles: false,
  cellText: !process.env.NOTEXT,
  sheetRows: 50002,
});
const ws = wb.Sheets[wb.SheetNames[0]];
console.log("read ms", Math.round(performance.now() - t), ws["!ref"], ws["!fullref"], ws["!data"].length);
console.log(ws["!data"][1]);
console.log("rss MB", Math.round(process.memoryUsage().rss / 1e6), "heap", Math.round(process.memoryUsage().heapUsed / 1e6));

import { entryChunks } from "../zip-guard";
import { numberCell, textCell } from "./cells";
import { columnIndex } from "./column-letters";
import { MAX_COLUMNS, type ReadOptions, type SheetTable, TableBuilder } from "./table";
import { readSharedStrings, readStyles, type XlsxParts } from "./xlsx-package";
import { attr, decodeXml, forEachElement, richText } from "./xml";

// An .xlsx is read as a stream (50,000 rows within 600 MB): its sheet XML inflates
// chunk by chunk and each <row> becomes text cells at once, so neither the whole XML nor a cell
// object per cell is ever held. Rows past the limit are only looked at for content, and counted.

const ROW = /<((?:\w+:)?)row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1row>)/g;
const CELL = /<((?:\w+:)?)c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1c>)/g;
// a value may carry attributes (xml:space="preserve" keeps leading and trailing spaces)
const VALUE = /<((?:\w+:)?)v(?:\s[^>]*)?>([\s\S]*?)<\/\1v>/;
const INLINE = /<((?:\w+:)?)is(?:\s[^>]*)?>([\s\S]*?)<\/\1is>/;
const FORMULA = /<(?:\w+:)?f\b/;

/** `declaredRows`: the data rows the sheet's <dimension> claims, if it has one. */
export async function readXlsxStream(
  buffer: Buffer,
  parts: XlsxParts,
  options: ReadOptions,
  declaredRows?: number,
): Promise<SheetTable> {
  const strings = await readSharedStrings(buffer, parts.strings);
  const formats = readStyles(buffer, parts.styles);
  const builder = new TableBuilder(options.maxRows, declaredRows, options.headerScore);
  let rowNumber = 0;
  // set by cellText: the value of the cell just read when it held a number shown as a number (not a date)
  let value: number | undefined;

  const cellText = (type: string, style: number, body: string): string => {
    value = undefined;
    if (type === "inlineStr") return textCell(richText(INLINE.exec(body)?.[2] ?? ""));
    const raw = VALUE.exec(body)?.[2];
    if (raw === undefined) return "";
    switch (type) {
      case "s":
        return textCell(strings[Number(raw)] ?? "");
      case "b":
        return raw === "1" ? "TRUE" : "FALSE";
      case "d":
        // an ISO 8601 date cell (strict files); the date part is what the user typed
        return /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : decodeXml(raw);
      case "str":
        return textCell(decodeXml(raw));
      case "e":
        return decodeXml(raw);
      default: {
        const number = Number(raw);
        if (!Number.isFinite(number)) return decodeXml(raw);
        const cell = numberCell(number, formats[style] ?? "General", parts.date1904);
        value = cell.value;
        return cell.text;
      }
    }
  };

  /** Past the limit: does the row hold anything? (the first cell with content answers) */
  const hasContent = (body: string) => {
    for (const cell of body.matchAll(CELL)) {
      const inner = cell[3];
      if (!inner) continue;
      if (FORMULA.test(inner) || cellText(attr(cell[2], "t") ?? "n", Number(attr(cell[2], "s") ?? 0), inner).trim()) return true;
    }
    return false;
  };

  await forEachElement(entryChunks(buffer, parts.sheet), ROW, /<(?:\w+:)?row\b/, (row) => {
    rowNumber = Number(attr(row[2], "r") ?? rowNumber + 1);
    if (!row[3]) return;
    if (builder.full) return builder.skip(hasContent(row[3]));
    const cells: string[] = [];
    const formulas: number[] = [];
    const numbers: number[] = [];
    const values: number[] = [];
    let column = -1;
    for (const cell of row[3].matchAll(CELL)) {
      const ref = attr(cell[2], "r");
      column = ref ? columnIndex(ref.replace(/\d+$/, "")) : column + 1;
      if (column >= MAX_COLUMNS) continue;
      const body = cell[3] ?? "";
      const text = body ? cellText(attr(cell[2], "t") ?? "n", Number(attr(cell[2], "s") ?? 0), body) : "";
      while (cells.length < column) cells.push("");
      cells[column] = text;
      if (body && FORMULA.test(body)) formulas.push(column);
      else if (body && value !== undefined) {
        numbers.push(column);
        values.push(value);
      }
    }
    builder.add({
      number: rowNumber,
      cells,
      ...(formulas.length ? { formulas } : {}),
      ...(numbers.length ? { numeric: numbers, values } : {}),
    });
  });
  return builder.finish();
}

// Spreadsheets in and out: one reader per format behind readSpreadsheet, the cell
// formatting they share, and the text template writer.
export { cellText, formatNumber, normaliseTextDate, numberCell, textCell, valueText } from "./cells";
export { decodeCsv, parseCsv } from "./csv";
export { readSpreadsheet, SPREADSHEET_LIMITS, type SpreadsheetKind, spreadsheetKind } from "./read";
export type { ReadOptions, SheetRow, SheetTable } from "./table";
export { writeTextTemplate } from "./template";
export { readSpreadsheetUpload } from "./upload";

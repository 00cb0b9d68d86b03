// OWASP "CSV injection": text a spreadsheet program would run as a formula — starting
// with =, +, -, @, a tab or a carriage return — is written with a leading apostrophe, which Excel
// and LibreOffice read as "this cell is text". Every CSV the product writes goes through here;
// .xlsx files are written with typed text cells in the Text format, which are never formulas, so
// their text stays as it is (a phone +86 21… reads +86 21…, not '+86 21…).
//
// The imports take the apostrophe off again (restoreNeutralised), so a file the product exported
// imports back unchanged. For that to hold for text that itself starts with apostrophes before
// such a character ('=x), the apostrophes count: an exported cell gets one more than it had
// whenever the import would take one off.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/** A CSV cell's text: an apostrophe before anything a spreadsheet program would run. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * An .xlsx text cell's text: unchanged, except that text which already looks neutralised ('=x)
 * gets one more apostrophe, so that the import's restoreNeutralised gives it back as it was.
 */
export function xlsxCellText(text: string): string {
  return NEUTRALISED.test(text) ? `'${text}` : text;
}

/** What an import reads of a cell: the apostrophe neutraliseFormula (or xlsxCellText) added, taken off. */
export function restoreNeutralised(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}

/** One CSV cell: numbers as they are, text neutralised, quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? neutraliseFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

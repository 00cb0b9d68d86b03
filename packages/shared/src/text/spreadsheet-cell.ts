// OWASP "CSV injection": text a spreadsheet program would run as a formula — starting
// with =, +, -, @, a tab or a carriage return — is written with a leading apostrophe, which Excel
// and LibreOffice read as "this cell is text". Every CSV the product writes goes through here;
// .xlsx files are written with typed text cells, which are never formulas.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV cell: numbers as they are, text neutralised, quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? neutraliseFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// The import pipeline. A new import copies modules/contacts/contacts-import.service.ts:
// defineImport({ kinds, maxRows, columns, toInput, schema }) once, then runImport per upload.
export { type ImportColumn, matchKey, type NumberCells } from "./columns";
export { createLookup } from "./lookup";
export {
  checkImport,
  defineImport,
  type ImportDefinition,
  type ImportOptions,
  type ImportResult,
  runImport,
  writeImportTemplate,
} from "./pipeline";
export { type ImportRoutes, langOf, registerImportRoutes, XLSX_MIME } from "./routes";
export type { ImportRow, ImportRowError, RowContext } from "./row";

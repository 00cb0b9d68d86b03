export { type ImportResult, ImportResultDialog } from "./import-result-dialog";
export { hasExtension, type ImportMutation, type ImportUpload, SpreadsheetImportModal } from "./spreadsheet-import-modal";
export { useDownload } from "./use-download";

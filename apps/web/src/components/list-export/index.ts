export { ExportButton } from "./export-button";
export { type ExportProgress, type ExportRun, useListExport } from "./use-list-export";

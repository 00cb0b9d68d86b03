// The supply feature's public surface: what operations reuse to read and amend an instruction.
export type { SupplyRecord } from "./api/get-supply";
export { PreviewModal } from "./components/preview-modal";
export { type SheetData, sheetOfForm, sheetOfRecord } from "./components/sheet-data";
export { PrintableSheet, printSheet, SiSheet } from "./components/si-sheet";
export { supplyMessage } from "./components/supply-check";
export { SupplySections } from "./components/supply-sections";
export { fieldsOf, type SupplyValues, valuesOf } from "./components/supply-values";
export { useSupplyJudge } from "./components/use-supply-judge";

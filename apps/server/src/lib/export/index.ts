// The lists' exports: slots, keyset batches, and the .xlsx or CSV answer (docs/ARCHITECTURE.md, "Exports").
export { EXPORT_RETRY_AFTER_S, EXPORTS_PER_PROCESS, ExportSlots, exportSlots } from "./export-slots";
export { ABOVE_EVERY_ID, EXPORT_BATCH_SIZE, keysetBatches } from "./keyset";
export { exportStream, sendExport, type TableExport } from "./send-export";

// The documents room: the PDFs the portal writes, the uploads, and the drawing slots.

export { DRAW_RETRY_AFTER_S, takeDrawSlot } from "./draw-slots";
export { drawPool } from "./draw-thread";
export { default as orderAttachmentsRoutes } from "./order-attachments.routes";
export { uploadAttachment } from "./order-attachments.service";
export { readOrderUpload } from "./order-upload";
export {
  billDraft,
  type DocumentWriter,
  digestOfData,
  documentSourceOf,
  drawDocument,
  refreshWrittenDocuments,
  storeWrittenDocument,
  writesDocuments,
} from "./written-documents";

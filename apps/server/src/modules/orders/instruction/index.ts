// The instruction room: the shipping instruction (supply), its revisions, the VGM import and lock,
// and the bill's redlines (comments on the draft drawn from the SI).

export { billRedlinesOf } from "./bill-redlines";
export { insertRevision, lastRevisionNumber, latestRevision, updateRevision } from "./si-revisions.repository";
export { default as siRevisionsRoutes } from "./si-revisions.routes";
export {
  baselineOf,
  ensureFirstRevision,
  IN_FORCE,
  instructionOf,
  recordInForce,
  type StoredInstruction,
  storedInstruction,
} from "./si-revisions.service";
export { findContainerIds, findOfferedCurrencies, updateInvoice } from "./supply.repository";
export { default as supplyRoutes } from "./supply.routes";
export { supplyOf } from "./supply.service";
export { attachmentDownloadUrl, documentTypeInText, documentTypeName, presentDocument, presentDocuments } from "./supply-present";
export { assertSupply, writeSupply } from "./supply-write";
export { default as vgmImportRoutes } from "./vgm-import.routes";
export { assertVgmOpen } from "./vgm-lock";

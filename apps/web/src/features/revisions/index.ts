// Shipping-instruction revisions (docs/PRODUCT-RULES.md, "SI revisions"): the record of an
// instruction's revisions (reading, previewing and asking one, the list, the diff, their texts) and
// operations' panel on their order view. The owner's panel and its form live in features/supply,
// which owns the instruction's form: supply imports this feature, never the other way.
export { type PreviewBody, previewRevision, type ReviseBody, type RevisionPreview, useReviseSi, useRevisions } from "./api";
export { OpsRevisionPanel } from "./ops-revision-panel";
export { RevisionDiff } from "./revision-diff";
export { RevisionList } from "./revision-list";
export { feeText } from "./revision-text";

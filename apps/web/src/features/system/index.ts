export { type SystemConfig, systemConfigQuery, useAppTitle, useSystemConfig } from "./api/config";
export { type ReferenceItem, type ReferenceKind, useDictionary, useReferenceList } from "./api/reference";

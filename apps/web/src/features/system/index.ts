export { type SystemConfig, systemConfigQuery, systemKeys, useAppTitle, useSystemConfig } from "./api/config";
export { usePasswordMin } from "./api/password-min";
export { type ReferenceItem, type ReferenceKind, useDictionary, useReferenceList } from "./api/reference";

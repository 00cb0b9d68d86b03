// The portal's configuration and reference data are plumbing every layer reads (lib/); this
// feature is their face for the other features.
export {
  type ReferenceItem,
  type ReferenceKind,
  useDictionary,
  useReferenceList,
} from "../../lib/reference-data";
export { type SystemConfig, systemConfigQuery, systemKeys, useAppTitle, useSystemConfig } from "../../lib/system-config";
export { usePasswordMin } from "./api/password-min";

import type { RefItem } from "./types.js";

// Who pays the ocean freight, as marked on the bill of lading.
export const FREIGHT_TERMS: readonly RefItem[] = [
  { code: "PP", name_en: "Prepaid", name_cn: "预付" },
  { code: "CC", name_en: "Collect", name_cn: "到付" },
];

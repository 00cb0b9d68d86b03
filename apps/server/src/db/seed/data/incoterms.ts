import type { RefItem } from "./types.js";

// The eleven Incoterms 2020 rules, with the Chinese names used in the
// official Chinese translation.
export const INCOTERMS: readonly RefItem[] = [
  // Rules for any mode or modes of transport
  { code: "EXW", name_en: "Ex Works", name_cn: "工厂交货" },
  { code: "FCA", name_en: "Free Carrier", name_cn: "货交承运人" },
  { code: "CPT", name_en: "Carriage Paid To", name_cn: "运费付至" },
  { code: "CIP", name_en: "Carriage and Insurance Paid To", name_cn: "运费和保险费付至" },
  { code: "DAP", name_en: "Delivered at Place", name_cn: "目的地交货" },
  { code: "DPU", name_en: "Delivered at Place Unloaded", name_cn: "卸货地交货" },
  { code: "DDP", name_en: "Delivered Duty Paid", name_cn: "完税后交货" },
  // Rules for sea and inland waterway transport
  { code: "FAS", name_en: "Free Alongside Ship", name_cn: "船边交货" },
  { code: "FOB", name_en: "Free on Board", name_cn: "船上交货" },
  { code: "CFR", name_en: "Cost and Freight", name_cn: "成本加运费" },
  { code: "CIF", name_en: "Cost, Insurance and Freight", name_cn: "成本、保险费加运费" },
];

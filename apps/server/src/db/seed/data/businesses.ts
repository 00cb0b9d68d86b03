import type { RefItem } from "./types.js";

// Lines of business a freight forwarder on the portal can offer.
export const BUSINESSES: readonly RefItem[] = [
  { code: "FCL", name_en: "Full Container Load", name_cn: "整箱" },
  { code: "LCL", name_en: "Less than Container Load", name_cn: "拼箱" },
  { code: "CUS", name_en: "Customs Brokerage", name_cn: "报关" },
  { code: "WHS", name_en: "Warehousing", name_cn: "仓储" },
  { code: "TRK", name_en: "Trucking", name_cn: "拖车" },
  { code: "DG", name_en: "Dangerous Goods", name_cn: "危险品" },
  { code: "RF", name_en: "Reefer and Cold Chain", name_cn: "冷冻冷藏" },
  { code: "PRJ", name_en: "Project and Heavy-Lift Cargo", name_cn: "大件及项目物流" },
  { code: "BB", name_en: "Break Bulk", name_cn: "散杂货" },
  { code: "ECOM", name_en: "Cross-Border E-commerce and FBA", name_cn: "跨境电商及FBA头程" },
  { code: "INS", name_en: "Cargo Insurance", name_cn: "货运保险" },
  { code: "RAIL", name_en: "China-Europe Rail Freight", name_cn: "中欧铁路" },
  { code: "AIR", name_en: "Air Freight", name_cn: "空运" },
  { code: "D2D", name_en: "Door to Door", name_cn: "门到门" },
];

import type { RefItem } from "./types.js";

// Charge codes that appear on sea-freight quotations and invoices. Codes are
// the abbreviations carriers and forwarders print on rate sheets; terminal
// handling is split into origin (OTHC) and destination (DTHC).
export const CHARGES: readonly RefItem[] = [
  // ---- Freight and surcharges ----
  { code: "OFR", name_en: "Ocean Freight", name_cn: "海运费" },
  { code: "BAF", name_en: "Bunker Adjustment Factor", name_cn: "燃油附加费" },
  { code: "LSS", name_en: "Low Sulphur Surcharge", name_cn: "低硫附加费" },
  { code: "EBS", name_en: "Emergency Bunker Surcharge", name_cn: "紧急燃油附加费" },
  { code: "CAF", name_en: "Currency Adjustment Factor", name_cn: "货币贬值附加费" },
  { code: "PSS", name_en: "Peak Season Surcharge", name_cn: "旺季附加费" },
  { code: "GRI", name_en: "General Rate Increase", name_cn: "综合费率上涨附加费" },
  { code: "CIC", name_en: "Container Imbalance Charge", name_cn: "集装箱不平衡附加费" },
  { code: "PCS", name_en: "Port Congestion Surcharge", name_cn: "港口拥挤附加费" },
  { code: "WRS", name_en: "War Risk Surcharge", name_cn: "战争险附加费" },
  { code: "SCS", name_en: "Suez Canal Surcharge", name_cn: "苏伊士运河附加费" },
  { code: "OWS", name_en: "Overweight Surcharge", name_cn: "超重附加费" },
  { code: "DGS", name_en: "Dangerous Goods Surcharge", name_cn: "危险品附加费" },

  // ---- Origin charges ----
  { code: "OTHC", name_en: "Origin Terminal Handling Charge", name_cn: "起运港码头操作费" },
  { code: "ORC", name_en: "Origin Receiving Charge", name_cn: "起运港接货费" },
  { code: "BKG", name_en: "Booking Fee", name_cn: "订舱费" },
  { code: "DOC", name_en: "Documentation Fee", name_cn: "文件费" },
  { code: "SEAL", name_en: "Seal Fee", name_cn: "封条费" },
  { code: "ISPS", name_en: "ISPS Port Security Charge", name_cn: "港口安保费" },
  { code: "VGM", name_en: "VGM Submission Fee", name_cn: "VGM申报费" },
  { code: "TRK", name_en: "Trucking Charge", name_cn: "拖车费" },
  { code: "CUS", name_en: "Customs Clearance Fee", name_cn: "报关费" },
  { code: "TLX", name_en: "Telex Release Fee", name_cn: "电放费" },
  { code: "AMD", name_en: "B/L Amendment Fee", name_cn: "改单费" },

  // ---- Advance manifest filings ----
  { code: "AMS", name_en: "US Automated Manifest System Filing Fee", name_cn: "美国舱单费" },
  { code: "ISF", name_en: "US Importer Security Filing Fee", name_cn: "美国进口安全申报费" },
  { code: "ACI", name_en: "Canada Advance Commercial Information Fee", name_cn: "加拿大舱单费" },
  { code: "ENS", name_en: "EU Entry Summary Declaration Fee", name_cn: "欧盟入境摘要申报费" },
  { code: "AFR", name_en: "Japan Advance Filing Rules Fee", name_cn: "日本预申报费" },

  // ---- Destination charges ----
  { code: "DTHC", name_en: "Destination Terminal Handling Charge", name_cn: "目的港码头操作费" },
  { code: "DDC", name_en: "Destination Delivery Charge", name_cn: "目的港交货费" },
  { code: "DEM", name_en: "Demurrage", name_cn: "滞港费" },
  { code: "DET", name_en: "Detention", name_cn: "滞箱费" },
  { code: "STO", name_en: "Storage Charge", name_cn: "堆存费" },
];

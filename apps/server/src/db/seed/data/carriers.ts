import type { CarrierItem } from "./types.js";

// Ocean container carriers keyed by SCAC (Standard Carrier Alpha Code).
//
// How the codes were checked: every SCAC below was found as the carrier's
// main code in at least one published carrier-code table, most in two or
// more:
// - project44 developer docs, ocean carrier appendix (main SCAC column):
//   APLU, ACLU, ARKU, CMDU, COSU, ESPU.
// - Vizion API docs, "Bill of lading number formatting" (carrier code
//   column): ANNU, APLU, CMDU, COSU, EGLV, SUDU, HLCU, HDMU, KMTU, MAEU,
//   MATS, MSCU, ONEY; its older support page lists SMLM for SM Line and
//   OOLU for OOCL.
// - tracktrace package on PyPI (SCAC column): ANRM, APLU, ARKU, CMDU, COSU,
//   ESPU, EGLV, SUDU, HLCU, HDMU, MAEU, MATS, MSCU, ONEY, OOLU, PCIU, WHLC,
//   YMLU.
// - GoFreight glossary and TrackJet SCAC pages (carrier / SCAC tables):
//   MAEU, MSCU, CMDU, COSU, HLCU, ONEY, EGLV, HDMU, YMLU, ZIMU, WHLC, MATS,
//   OOLU, PCIU.
// - Movizor supported-lines list: GSLU (Gold Star Line), LMCU (Ignazio
//   Messina), KMTU, ANRM, ESPU, also confirming several of the above.
//
// PIL is listed under PCIU, the code all of those tables give for it.
// Left out because no source could confirm one code, or the sources
// disagreed: SITC, T.S. Lines, RCL, X-Press Feeders, Sinokor, Zhonggu,
// Antong, Heung-A, CU Lines (CULU vs CULX), CK Line (CKLU vs CKCO), FESCO
// (FESO vs FANE), Crowley, SeaLead.
export const CARRIERS: readonly CarrierItem[] = [
  { code: "MSCU", name_en: "MSC Mediterranean Shipping Company", name_cn: "地中海航运" },
  { code: "MAEU", name_en: "Maersk", name_cn: "马士基" },
  { code: "CMDU", name_en: "CMA CGM", name_cn: "达飞轮船" },
  { code: "COSU", name_en: "COSCO Shipping Lines", name_cn: "中远海运集运" },
  { code: "HLCU", name_en: "Hapag-Lloyd", name_cn: "赫伯罗特" },
  { code: "ONEY", name_en: "Ocean Network Express (ONE)", name_cn: "海洋网联船务" },
  { code: "EGLV", name_en: "Evergreen Line", name_cn: "长荣海运" },
  { code: "HDMU", name_en: "HMM", name_cn: "现代商船" },
  { code: "YMLU", name_en: "Yang Ming Marine Transport", name_cn: "阳明海运" },
  { code: "ZIMU", name_en: "ZIM Integrated Shipping Services", name_cn: "以星航运" },
  { code: "WHLC", name_en: "Wan Hai Lines", name_cn: "万海航运" },
  { code: "OOLU", name_en: "OOCL Orient Overseas Container Line", name_cn: "东方海外货柜航运" },
  { code: "PCIU", name_en: "PIL Pacific International Lines", name_cn: "太平船务" },
  { code: "KMTU", name_en: "KMTC Korea Marine Transport", name_cn: "高丽海运" },
  { code: "SMLM", name_en: "SM Line", name_cn: "森罗商船" },
  { code: "MATS", name_en: "Matson", name_cn: "美森轮船" },
  { code: "APLU", name_en: "APL American President Lines", name_cn: "美国总统轮船" },
  { code: "ANNU", name_en: "ANL Container Line", name_cn: "澳国航运" },
  { code: "SUDU", name_en: "Hamburg Sud", name_cn: "汉堡南美" },
  { code: "ANRM", name_en: "Alianca", name_cn: "亚利安莎" },
  { code: "ESPU", name_en: "Emirates Shipping Line", name_cn: "阿联酋航运" },
  { code: "ACLU", name_en: "Atlantic Container Line", name_cn: "大西洋集装箱航运" },
  { code: "ARKU", name_en: "Arkas Line", name_cn: "阿卡斯航运" },
  { code: "GSLU", name_en: "Gold Star Line", name_cn: "金星航运" },
  { code: "LMCU", name_en: "Ignazio Messina & C.", name_cn: "意大利梅西纳航运" },
];

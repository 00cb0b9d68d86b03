import type { ContainerTypeItem } from "./types.js";

// Common container types. `code` is the trade name used on bookings,
// `iso_code` the ISO 6346 size-type code marked on the box:
// - 1st character, length: 2 = 20 ft, 4 = 40 ft, L = 45 ft
// - 2nd character, height: 2 = 8'6", 5 = 9'6" (high cube)
// - type: G1 general purpose with passive vents, R1 refrigerated and heated,
//   U1 open top with removable top members, P1 platform (flat rack) with two
//   fixed complete ends, T1 tank for non-dangerous liquids
// A non-operating reefer (NOR) is a high cube reefer box booked as dry
// cargo with the machinery switched off, so it really carries 45R1 too.
export const CONTAINER_TYPES: readonly ContainerTypeItem[] = [
  { code: "20GP", iso_code: "22G1", teu: 1, name_en: "20ft General Purpose", name_cn: "20尺普柜" },
  { code: "20HQ", iso_code: "25G1", teu: 1, name_en: "20ft High Cube", name_cn: "20尺高柜" },
  { code: "40GP", iso_code: "42G1", teu: 2, name_en: "40ft General Purpose", name_cn: "40尺普柜" },
  { code: "40HQ", iso_code: "45G1", teu: 2, name_en: "40ft High Cube", name_cn: "40尺高柜" },
  { code: "45HQ", iso_code: "L5G1", teu: 2.25, name_en: "45ft High Cube", name_cn: "45尺高柜" },
  { code: "20RF", iso_code: "22R1", teu: 1, name_en: "20ft Reefer", name_cn: "20尺冷柜" },
  { code: "40RF", iso_code: "42R1", teu: 2, name_en: "40ft Reefer", name_cn: "40尺冷柜" },
  { code: "40RH", iso_code: "45R1", teu: 2, name_en: "40ft High Cube Reefer", name_cn: "40尺高冷柜" },
  { code: "40NOR", iso_code: "45R1", teu: 2, name_en: "40ft Non-Operating Reefer (NOR)", name_cn: "40尺冻代干柜(NOR)" },
  { code: "20OT", iso_code: "22U1", teu: 1, name_en: "20ft Open Top", name_cn: "20尺开顶柜" },
  { code: "40OT", iso_code: "42U1", teu: 2, name_en: "40ft Open Top", name_cn: "40尺开顶柜" },
  { code: "20FR", iso_code: "22P1", teu: 1, name_en: "20ft Flat Rack", name_cn: "20尺框架柜" },
  { code: "40FR", iso_code: "42P1", teu: 2, name_en: "40ft Flat Rack", name_cn: "40尺框架柜" },
  { code: "20TK", iso_code: "22T1", teu: 1, name_en: "20ft Tank", name_cn: "20尺罐柜" },
];

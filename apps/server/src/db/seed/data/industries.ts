import type { RefItem } from "./types.js";

// Industries shippers on the portal typically come from.
export const INDUSTRIES: readonly RefItem[] = [
  { code: "ELEC", name_en: "Electronics and Electrical Appliances", name_cn: "电子电器" },
  { code: "TEXT", name_en: "Textiles and Apparel", name_cn: "纺织服装" },
  { code: "SHOE", name_en: "Footwear and Bags", name_cn: "鞋类箱包" },
  { code: "MACH", name_en: "Machinery and Equipment", name_cn: "机械设备" },
  { code: "CHEM", name_en: "Chemicals", name_cn: "化工" },
  { code: "FURN", name_en: "Furniture", name_cn: "家具" },
  { code: "AUTO", name_en: "Auto Parts", name_cn: "汽车配件" },
  { code: "FOOD", name_en: "Food and Beverages", name_cn: "食品饮料" },
  { code: "AGRI", name_en: "Agricultural Products", name_cn: "农产品" },
  { code: "BLDG", name_en: "Building Materials", name_cn: "建材" },
  { code: "TOYS", name_en: "Toys", name_cn: "玩具" },
  { code: "MED", name_en: "Medical Devices", name_cn: "医疗器械" },
  { code: "STEEL", name_en: "Steel Products", name_cn: "钢材" },
  { code: "PLAS", name_en: "Plastic Products", name_cn: "塑料制品" },
  { code: "PAPER", name_en: "Paper and Packaging", name_cn: "纸制品及包装" },
  { code: "HOME", name_en: "Household Goods", name_cn: "日用百货" },
  { code: "LIGHT", name_en: "Lighting", name_cn: "灯具照明" },
  { code: "SOLAR", name_en: "Solar and New Energy", name_cn: "光伏新能源" },
  { code: "SPORT", name_en: "Sporting Goods", name_cn: "体育用品" },
  { code: "TOOL", name_en: "Hardware and Tools", name_cn: "五金工具" },
];

import type { RefItem } from "./types.js";

// Trade lanes as Chinese forwarders name them on rate sheets (航线), seen
// from China as the origin.
export const ROUTES: readonly RefItem[] = [
  { code: "USWC", name_en: "US West Coast", name_cn: "美西" },
  { code: "USEC", name_en: "US East Coast", name_cn: "美东" },
  { code: "USGC", name_en: "US Gulf Coast", name_cn: "美湾" },
  { code: "CAN", name_en: "Canada", name_cn: "加拿大" },
  { code: "MEX", name_en: "Mexico", name_cn: "墨西哥" },
  { code: "CAR", name_en: "Central America and Caribbean", name_cn: "中美及加勒比" },
  { code: "WCSA", name_en: "South America West Coast", name_cn: "南美西" },
  { code: "ECSA", name_en: "South America East Coast", name_cn: "南美东" },
  { code: "NEU", name_en: "North Europe Base Ports", name_cn: "欧洲基本港" },
  { code: "MED", name_en: "Mediterranean", name_cn: "地中海" },
  { code: "BSEA", name_en: "Black Sea", name_cn: "黑海" },
  { code: "MEG", name_en: "Middle East Gulf", name_cn: "中东" },
  { code: "RSEA", name_en: "Red Sea", name_cn: "红海" },
  { code: "ISC", name_en: "Indian Subcontinent", name_cn: "印巴" },
  { code: "SEA", name_en: "Southeast Asia", name_cn: "东南亚" },
  { code: "JPK", name_en: "Japan and Korea", name_cn: "日韩" },
  { code: "ANZ", name_en: "Australia and New Zealand", name_cn: "澳新" },
  { code: "PI", name_en: "Pacific Islands", name_cn: "太平洋岛国" },
  { code: "EAF", name_en: "East Africa", name_cn: "东非" },
  { code: "WAF", name_en: "West Africa", name_cn: "西非" },
  { code: "SAF", name_en: "South Africa", name_cn: "南非" },
  { code: "NAF", name_en: "North Africa", name_cn: "北非" },
  { code: "RUS", name_en: "Russia", name_cn: "俄罗斯" },
];

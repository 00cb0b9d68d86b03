import type { RefItem } from "./types.js";

// The two methods SOLAS chapter VI, regulation 2 allows for obtaining the
// verified gross mass (VGM) of a packed container.
export const VGM_METHODS: readonly RefItem[] = [
  {
    code: "1",
    name_en: "Method 1: weighing the packed and sealed container",
    name_cn: "方法一：整箱称重",
  },
  {
    code: "2",
    name_en:
      "Method 2: weighing all packages and cargo items, including packing and securing material, and adding the container tare mass",
    name_cn: "方法二：累加计算（货物及包装、加固材料称重后加箱体皮重）",
  },
];

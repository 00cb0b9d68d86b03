// IMO dangerous-goods classes and divisions as DCSA's code list has them (imoclasses v3.1.0):
// class 1 with its division and compatibility group (1.1A … 1.6N), 2.1–2.3, 3, 4.1–4.3, 5.1, 5.2,
// 6.1, 6.2, 7, 8 and 9.

export const IMO_CLASSES = [
  ...["1.1A", "1.1B", "1.1C", "1.1D", "1.1E", "1.1F", "1.1G", "1.1J", "1.1L"],
  ...["1.2B", "1.2C", "1.2D", "1.2E", "1.2F", "1.2G", "1.2H", "1.2J", "1.2K", "1.2L"],
  ...["1.3C", "1.3F", "1.3G", "1.3H", "1.3J", "1.3K", "1.3L"],
  ...["1.4B", "1.4C", "1.4D", "1.4E", "1.4F", "1.4G", "1.4S", "1.5D", "1.6N"],
  ...["2.1", "2.2", "2.3", "3", "4.1", "4.2", "4.3", "5.1", "5.2", "6.1", "6.2", "7", "8", "9"],
] as const;
export type ImoClass = (typeof IMO_CLASSES)[number];

export const PACKING_GROUPS = ["I", "II", "III"] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

/** The class (the part before the dot): "1.4S" → "1", "6.1" → "6". */
export function imoMainClass(imoClass: string): string {
  return imoClass.split(".")[0] ?? "";
}

/**
 * Whether the IMDG Code assigns packing groups in this class: not to explosives (1), gases (2),
 * organic peroxides (5.2), infectious substances (6.2) or radioactive material (7).
 */
export function hasPackingGroup(imoClass: string): boolean {
  if (!imoClass) return true;
  return !["1", "2", "7"].includes(imoMainClass(imoClass)) && !["5.2", "6.2"].includes(imoClass);
}

/** Flammable liquids (class 3) are declared with their flash point. */
export function needsFlashPoint(imoClass: string): boolean {
  return imoMainClass(imoClass) === "3";
}

/** Explosives (class 1) are declared with their net explosive content. */
export function needsNetExplosiveContent(imoClass: string): boolean {
  return imoMainClass(imoClass) === "1";
}

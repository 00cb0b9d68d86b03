// What a container type can carry, read from its ISO 6346 size-type code (the reference data's
// `iso_code`): the third character is the type group — G general, R/H thermal (reefer), U open
// top, P platform (flat rack), T tank.

export type ContainerKind = "dry" | "reefer" | "open_top" | "flat_rack" | "tank";

export function containerKind(isoCode: string | null | undefined): ContainerKind {
  const group = (isoCode ?? "").toUpperCase()[2];
  if (group === "R" || group === "H") return "reefer";
  if (group === "U") return "open_top";
  if (group === "P") return "flat_rack";
  if (group === "T") return "tank";
  return "dry";
}

export const isReeferType = (isoCode: string | null | undefined) => containerKind(isoCode) === "reefer";

/** Cargo may stand out of gauge only on an open top or a flat rack. */
export const takesOutOfGauge = (isoCode: string | null | undefined) => ["open_top", "flat_rack"].includes(containerKind(isoCode));

/** Usual tare weights (kg) by size-type code, as the boxes' CSC plates commonly read. */
const USUAL_TARE: Record<string, number> = {
  "22G1": 2200,
  "25G1": 2350,
  "42G1": 3750,
  "45G1": 3900,
  L5G1: 4800,
  "22R1": 3050,
  "42R1": 4300,
  "45R1": 4500,
  "22U1": 2300,
  "42U1": 3850,
  "22P1": 2750,
  "42P1": 5200,
  "22T1": 3600,
};

/** By length when the exact code is not listed: 20 ft, 40 ft, 45 ft (the first character). */
const TARE_BY_LENGTH: Record<string, number> = { "2": 2300, "4": 3900, L: 4800 };

/** The tare to propose for a box of this type (kg), or null when the code names no length we know. */
export function usualTare(isoCode: string | null | undefined): number | null {
  const code = (isoCode ?? "").toUpperCase();
  return USUAL_TARE[code] ?? TARE_BY_LENGTH[code[0] ?? ""] ?? null;
}

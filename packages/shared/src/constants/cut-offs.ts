// DCSA's cut-off date-time codes (CutOffDateTimeCodeList 1.0.0): the deadlines a carrier sets for
// a booking, each kept as an instant and read in the port of loading's time zone
// (docs/PRODUCT-RULES.md, "Cut-offs"). The first four are the ones operations enter by default.

export const CUT_OFF_CODES = [
  "DCO",
  "VCO",
  "FCO",
  "LCO",
  "PCO",
  "ECP",
  "EFC",
  "RCO",
  "DGC",
  "OBC",
  "TCO",
  "STA",
  "SPA",
  "CUA",
  "AFC",
] as const;
export type CutOffCode = (typeof CUT_OFF_CODES)[number];

/** Each code's name in both languages, as the pages and the mail show it. */
export const CUT_OFF_NAMES: Record<CutOffCode, { cn: string; en: string }> = {
  DCO: { cn: "截单（截补料）", en: "Documentation cut-off" },
  VCO: { cn: "截 VGM", en: "VGM cut-off" },
  FCO: { cn: "截港（整箱进港）", en: "FCL delivery cut-off" },
  LCO: { cn: "拼箱截货", en: "LCL delivery cut-off" },
  PCO: { cn: "港口截止", en: "Port cut-off" },
  ECP: { cn: "提空箱时间", en: "Empty container pick-up" },
  EFC: { cn: "开港（最早进重箱）", en: "Earliest full-container delivery" },
  RCO: { cn: "冷箱截止", en: "Reefer cut-off" },
  DGC: { cn: "危险品截止", en: "Dangerous goods cut-off" },
  OBC: { cn: "超限/散杂货截止", en: "OOG/BB cut-off" },
  TCO: { cn: "中转截止", en: "Transhipment cut-off" },
  STA: { cn: "普通订舱截止", en: "Standard booking acceptance" },
  SPA: { cn: "特殊订舱截止", en: "Special booking acceptance" },
  CUA: { cn: "截关（海关放行）", en: "Customs acceptance" },
  AFC: { cn: "截舱单预申报", en: "Advance filing cut-off" },
};

/** What the old fixed fields stood for: the SI, VGM and CY cut-offs. */
export const LEGACY_CUT_OFFS = { si_cutoff: "DCO", vgm_cutoff: "VCO", cy_cutoff: "FCO" } as const;
export type LegacyCutOffField = keyof typeof LEGACY_CUT_OFFS;

/**
 * The delivery cut-off of an order: the container yard's (FCO) for full containers, the freight
 * station's (LCO) for consolidated cargo. The old `cy_cutoff` field stands for it.
 */
export const deliveryCutOff = (containerMode: number): "FCO" | "LCO" => (containerMode === 2 ? "LCO" : "FCO");

/**
 * Whether a code applies to an order of this mode: the container yard's delivery cut-off (FCO) is
 * for full containers only and the freight station's (LCO) for consolidated cargo only, so neither
 * is set or printed on an order of the other mode.
 */
export const cutOffFitsMode = (code: string, containerMode: number): boolean =>
  code === "FCO" ? containerMode !== 2 : code === "LCO" ? containerMode === 2 : true;

/** The codes operations are offered first for an order of this mode. */
export const defaultCutOffCodes = (containerMode: number): CutOffCode[] => ["DCO", "VCO", deliveryCutOff(containerMode)];

export const isCutOffCode = (value: unknown): value is CutOffCode =>
  typeof value === "string" && (CUT_OFF_CODES as readonly string[]).includes(value);

/**
 * The VGM cut-off (VCO) once it has passed at `now` (ms): the declared weights can no longer
 * change. Null before it or without one. The form locks on it; the server refuses on it.
 */
export function passedVgmCutOff<C extends { code: string; at: string }>(cutOffs: readonly C[], now: number): C | null {
  const cutOff = cutOffs.find((item) => item.code === "VCO");
  return cutOff && new Date(cutOff.at).getTime() <= now ? cutOff : null;
}

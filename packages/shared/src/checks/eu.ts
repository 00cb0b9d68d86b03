// The member states of the European Union by ISO 3166-1 alpha-2 (Greece is GR here, not the EU's
// own EL). Goods bound there are filed in ICS2 before loading, which refuses generic cargo
// descriptions and wants the HS code of each item.

export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
]);

/** Whether a UN/LOCODE (its first two letters are the country) lies in the EU. */
export function isEuLocation(locode: string | null | undefined): boolean {
  if (typeof locode !== "string") return false;
  return EU_COUNTRIES.has(locode.trim().slice(0, 2).toUpperCase());
}

/** Whether the cargo enters the EU: discharged or delivered there. */
export function isBoundForEu(ctx: { podCode?: string | null; deliveryCode?: string | null }): boolean {
  return isEuLocation(ctx.podCode) || isEuLocation(ctx.deliveryCode);
}

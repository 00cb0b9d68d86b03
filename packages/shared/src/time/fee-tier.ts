import { z } from "zod";
import { businessDate } from "./business-date";

// Fee tiers (docs/PRODUCT-RULES.md, "Fee tiers"): what a change after submission costs depends on
// where the shipment stands. Free before the documentation (SI) cut-off, tier 1 after it, tier 2
// once the vessel has sailed — the ETD's calendar day over in the port of loading's time zone.
// The amounts and currency are admin settings per kind; the server computes, the web shows.

export const FEE_TIERS = [0, 1, 2] as const;
export type FeeTier = (typeof FEE_TIERS)[number];

export const FEE_KINDS = ["si_revision", "cancellation"] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** A fee as the API answers it: its tier, the amount as a decimal string, the currency. */
export const feeSchema = z.object({
  tier: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  amount: z.string(),
  currency: z.string(),
});
export type Fee = z.infer<typeof feeSchema>;

export interface FeeClock {
  /** the moment the fee is judged at (injected in tests) */
  now: Date | number;
  /** the documentation cut-off (DCSA DCO) as an instant; null: not set, so never passed */
  documentationCutOff: Date | null;
  /** the estimated departure as a calendar date (YYYY-MM-DD); null: not confirmed */
  etd: string | null;
  /** the port of loading's IANA time zone, in which the ETD's day is judged */
  timeZone: string;
}

/** The tier at `clock.now`. */
export function feeTier({ now, documentationCutOff, etd, timeZone }: FeeClock): FeeTier {
  if (etd && businessDate(now, timeZone) > etd) return 2;
  if (documentationCutOff && new Date(now).getTime() >= documentationCutOff.getTime()) return 1;
  return 0;
}

/** The config keys of a kind's amount in each tier and its currency. */
export function feeConfigKeys(kind: FeeKind) {
  return {
    amounts: [`${kind}_fee_tier0`, `${kind}_fee_tier1`, `${kind}_fee_tier2`] as const,
    currency: `${kind}_fee_currency` as const,
  };
}

/** A kind's fee in a tier, from the site's settings. */
export function feeOf(kind: FeeKind, tier: FeeTier, config: Record<string, string>): Fee {
  const keys = feeConfigKeys(kind);
  const amount = Number(config[keys.amounts[tier]] ?? "0");
  return { tier, amount: (Number.isFinite(amount) ? amount : 0).toFixed(2), currency: config[keys.currency] ?? "USD" };
}

// Messages of the DCSA customer API (booking part), in both languages.

type Catalogue = Record<string, { cn: string; en: string }>;

export const DCSA_BOOKING_MESSAGES = {} satisfies Catalogue;

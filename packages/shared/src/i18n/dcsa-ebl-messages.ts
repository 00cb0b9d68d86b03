// Messages of the DCSA customer API (ebl part), in both languages.

type Catalogue = Record<string, { cn: string; en: string }>;

export const DCSA_EBL_MESSAGES = {} satisfies Catalogue;

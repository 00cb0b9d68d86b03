// Messages of the DCSA customer API (webhook part), in both languages.

type Catalogue = Record<string, { cn: string; en: string }>;

export const DCSA_WEBHOOK_MESSAGES = {} satisfies Catalogue;

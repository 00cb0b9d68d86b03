import type { CONTACT_TYPES, ContactView } from "@haiyun/shared/schemas/contact";
import type { Language } from "../../../lib/i18n";

export type ContactType = (typeof CONTACT_TYPES)[number];

/** A contact as GET /customer/contact lists it: the server's response schema (a contact is a party). */
export type Contact = ContactView;

export interface ContactFilters {
  keyword?: string;
  type?: ContactType;
}

export type ContactQuery = ContactFilters & { page: number; size: number };

export const contactKeys = {
  all: () => ["contacts"] as const,
  lists: () => ["contacts", "list"] as const,
  // type_name and country_name come translated: each language is its own entry
  list: (query: ContactQuery, language: Language) => ["contacts", "list", query, language] as const,
};

import type { CONTACT_TYPES } from "@haiyun/shared/schemas/contact";

export type ContactType = (typeof CONTACT_TYPES)[number];

/** A contact as GET /customer/contact lists it (spec §3 Contact / party). */
export interface Contact {
  id: number;
  type: ContactType;
  type_name: string;
  company1: string;
  company2: string;
  linkman: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  country_id: number | null;
  country_name: string;
  zip_code: string;
  e_code: string;
  create_time: string;
  update_time: string;
}

export interface ContactQuery {
  keyword?: string;
  type?: ContactType;
  page: number;
  size: number;
}

export const contactKeys = {
  all: () => ["contacts"] as const,
  lists: () => ["contacts", "list"] as const,
  list: (query: ContactQuery) => ["contacts", "list", query] as const,
};

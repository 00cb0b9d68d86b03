import { PARTY_TYPE } from "@haiyun/shared/constants/order-kinds";
import type { ContactInput } from "@haiyun/shared/schemas/contact";
import { PARTY_FIELDS } from "../../../contacts";

// The pieces of an order's form that the booking form and the shipping instruction share: the
// parties by role, the booking's head fields, and the rows of spaces, containers and cargo as antd
// holds them.

export const PARTY_ROLES = ["shipper", "consignee", "notify1", "notify2"] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
/** A contact's party type: 1 shipper, 2 consignee, 3 notify 1, 4 notify 2. */
export const PARTY_TYPES = {
  shipper: PARTY_TYPE.SHIPPER,
  consignee: PARTY_TYPE.CONSIGNEE,
  notify1: PARTY_TYPE.NOTIFY_1,
  notify2: PARTY_TYPE.NOTIFY_2,
} as const;

/**
 * A booking's head fields (everything but its parties and rows), in the form's order: the booking
 * form reads and sends them, and operations name them when asking the customer for an update.
 */
export const BOOKING_HEAD_FIELDS = [
  "cust_ref_no",
  "ready_date",
  "inco_term_id",
  "freight_term_id",
  "ship_mode",
  "from_id",
  "pol_id",
  "pod_id",
  "to_id",
  "carrier_id",
  "remark",
] as const;

/** A party as chosen: a snapshot of the contact, with its country's name when the picker named it. */
export type Party = Omit<ContactInput, "type"> & { country_name?: string };

type Id = number | null;
export interface SpaceRow {
  container_id?: Id;
  count?: Id;
}
export interface CargoRow {
  hs_code?: string;
  description?: string;
  package?: Id;
  package_uid?: Id;
  weight?: Id;
  volume?: Id;
}
export interface ContainerRow extends CargoRow {
  container_id?: Id;
  container_no?: string;
  seal_no?: string;
  quantity?: Id;
}

export function partyOf(contact: Partial<ContactInput> & { country_name?: string }): Party {
  const party = {} as Record<string, unknown>;
  for (const field of PARTY_FIELDS) party[field] = contact[field] ?? (field === "country_id" ? null : "");
  if (contact.country_name) party.country_name = contact.country_name;
  return party as Party;
}

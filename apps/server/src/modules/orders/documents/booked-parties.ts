import { PARTY_TYPE } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { lastVersionOf } from "../booking";
import { countryNamesOf } from "../core/order-documents.repository";
import { bothNames, partyBlock, partyRole } from "./print-text";

// The parties the booking named, as its newest version keeps them (booking-snapshot.ts): the
// confirmation prints those, not the order's current parties, which the shipping instruction
// replaces — saving an instruction is no reason to write the confirmation again.

const ROLE_KEYS: readonly [string, number][] = [
  ["shipper", PARTY_TYPE.SHIPPER],
  ["consignee", PARTY_TYPE.CONSIGNEE],
  ["notify_1", PARTY_TYPE.NOTIFY_1],
  ["notify_2", PARTY_TYPE.NOTIFY_2],
];

type KeptParty = Record<string, string | number | null>;
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The booked parties as rows (role, block), or null for an order without a kept version. */
export async function bookedPartyRows(db: Db, orderId: number): Promise<string[][] | null> {
  const snapshot = (await lastVersionOf(db, orderId))?.snapshot as Record<string, unknown> | undefined;
  if (!snapshot) return null;
  const kept = ROLE_KEYS.flatMap(([key, type]) => {
    const party = snapshot[key] as KeptParty | undefined;
    return party && typeof party === "object" ? [{ type, party }] : [];
  });
  const ids = kept.map(({ party }) => party.country_id).filter((id): id is number => typeof id === "number");
  const names = ids.length ? await countryNamesOf(db, ids) : [];
  return kept.map(({ type, party }) => {
    const country = names.find((row) => row.id === party.country_id);
    return [
      partyRole(type),
      partyBlock({
        company1: text(party.company1),
        company2: text(party.company2),
        address1: text(party.address1),
        address2: text(party.address2),
        city: text(party.city),
        province: text(party.province),
        zip_code: text(party.zip_code),
        country_name: bothNames(country?.cn, country?.en),
        linkman: text(party.linkman),
        phone: text(party.phone),
        email: text(party.email),
      }),
    ];
  });
}

import { contactSchema, PARTY_TYPE } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { createOwnContact } from "../../modules/contacts/contacts.service";
import { findUserByUsername } from "../../modules/users/users.service";
import type { Db } from "../client";
import { appMeta, contacts, countries } from "../schema";

// The demo shipper's address book: the parties a booking picks from (shipper, consignee, notify
// parties), so the first contact picker of the booking form has something to offer. Written once:
// a marker in app_meta remembers it, so a contact the demo user deletes does not come back at the
// next start (and an address book already filled gets none). Each goes through the contact form's own schema and service.

const MARKER = "demo_contacts";

/** The demo shipper's own company: the first of its address book and the shipper of its demo orders. */
export const DEMO_SHIPPER_PARTY = {
  type: PARTY_TYPE.SHIPPER,
  company1: "NINGBO EVERBRIGHT TRADING CO., LTD.",
  company2: "宁波永辉贸易有限公司",
  linkman: "LI MING",
  phone: "+8657487000000",
  email: "shipper@haiyun.demo",
  address1: "NO. 1 ZHONGSHAN EAST ROAD",
  address2: "HAISHU DISTRICT",
  city: "NINGBO",
  province: "ZHEJIANG",
  country: "CN",
  zip_code: "315000",
} as const;

/** The demo shipper's consignee in Rotterdam: in its address book and on its demo orders. */
export const DEMO_CONSIGNEE_PARTY = {
  type: PARTY_TYPE.CONSIGNEE,
  company1: "ROTTERDAM HOME IMPORTS B.V.",
  company2: "",
  linkman: "JAN DE VRIES",
  phone: "+31104000000",
  email: "imports@rotterdam-home.example",
  address1: "WILHELMINAKADE 1",
  address2: "",
  city: "ROTTERDAM",
  province: "ZUID-HOLLAND",
  country: "NL",
  zip_code: "3072 AP",
} as const;

const CONTACTS = [
  DEMO_SHIPPER_PARTY,
  {
    type: PARTY_TYPE.SHIPPER,
    company1: "YIWU HUAXIN CRAFTS CO., LTD.",
    company2: "义乌华鑫工艺品有限公司",
    linkman: "CHEN JING",
    phone: "+8657985210000",
    email: "chen.jing@huaxin-crafts.example",
    address1: "NO. 88 CHOUZHOU NORTH ROAD",
    address2: "",
    city: "YIWU",
    province: "ZHEJIANG",
    country: "CN",
    zip_code: "322000",
  },
  DEMO_CONSIGNEE_PARTY,
  {
    type: PARTY_TYPE.CONSIGNEE,
    company1: "PACIFIC COAST FURNISHINGS INC.",
    company2: "",
    linkman: "MARIA GARCIA",
    phone: "+13105550142",
    email: "",
    address1: "2100 E. CARSON STREET",
    address2: "SUITE 200",
    city: "LONG BEACH",
    province: "CA",
    country: "US",
    zip_code: "90810",
  },
  {
    type: PARTY_TYPE.NOTIFY_1,
    company1: "NORTHSEA CUSTOMS BROKERS B.V.",
    company2: "",
    linkman: "PIETER BAKKER",
    phone: "+31102001234",
    email: "notify@northsea-customs.example",
    address1: "WAALHAVEN O.Z. 85",
    address2: "",
    city: "ROTTERDAM",
    province: "",
    country: "NL",
    zip_code: "3087 BM",
  },
  {
    type: PARTY_TYPE.NOTIFY_2,
    company1: "HAMBURG TRADE SERVICES GMBH",
    company2: "",
    linkman: "ANNA SCHMIDT",
    phone: "+4940300000",
    email: "",
    address1: "AM SANDTORKAI 50",
    address2: "",
    city: "HAMBURG",
    province: "",
    country: "DE",
    zip_code: "20457",
  },
] as const;

export async function seedDemoContacts(db: Db): Promise<void> {
  const shipper = await findUserByUsername(db, "shipper@haiyun.demo");
  if (!shipper) return;
  const ids = new Map((await db.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [c.code, c.id]));
  await db.transaction(async (tx) => {
    // the marker first: of instances starting together, only the one whose insert created it
    // writes the contacts (another waits on the row, then finds it taken); in the same
    // transaction, so a start that fails midway leaves neither the marker nor some contacts
    const created = await tx
      .insert(appMeta)
      .values({ name: MARKER, value: "1" })
      .onConflictDoNothing()
      .returning({ name: appMeta.name });
    if (created.length === 0) return;
    // an address book the demo user already filled is left as it is
    if ((await tx.$count(contacts, eq(contacts.owner_id, shipper.id))) > 0) return;
    for (const { country, ...contact } of CONTACTS) {
      const countryId = ids.get(country);
      if (!countryId) continue;
      await createOwnContact(tx, shipper.id, contactSchema.parse({ ...contact, country_id: countryId, e_code: "" }), "en");
    }
  });
}

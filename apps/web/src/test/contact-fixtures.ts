import type { ContactView } from "@haiyun/shared/schemas/contact";
import { PARTY_TYPE } from "@haiyun/shared/schemas/contact";

// The address book as the tests of every feature see it (the names the server gives in English):
// the contacts feature lists it, the booking form and an order's parties copy from it.

/** GET /system/dictionary?field=contact_type. */
export const CONTACT_TYPE_DICTIONARY = [
  { name: "Shipper", value: 1 },
  { name: "Consignee", value: 2 },
  { name: "Notify party 1", value: 3 },
  { name: "Notify party 2", value: 4 },
];

/** A contact as the server lists it, with overrides: a shipper in Ningbo. */
export function contactOf(overrides: Partial<ContactView> = {}): ContactView {
  return {
    id: 1,
    type: PARTY_TYPE.SHIPPER,
    type_name: "Shipper",
    company1: "NINGBO EVERBRIGHT TRADING CO., LTD.",
    company2: "",
    linkman: "LI MING",
    phone: "+8657487000000",
    email: "li.ming@example.com",
    address1: "NO. 1 ZHONGSHAN EAST ROAD",
    address2: "",
    city: "NINGBO",
    province: "ZHEJIANG",
    country_id: 45,
    country_name: "China",
    zip_code: "315000",
    e_code: "",
    create_time: "2026-03-01T08:00:00Z",
    update_time: "2026-03-02T09:30:00Z",
    ...overrides,
  };
}

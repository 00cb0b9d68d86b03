import { PARTY_TYPE } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { bookingInputOf, type CodeBook, containerTypeFor } from "../src/modules/dcsa/booking-input";
import { dcsaBookingRequestSchema } from "../src/modules/dcsa/booking-request";
import { example, CONTAINER_TYPES as TYPES } from "./dcsa-booking-fixtures";

// The DCSA booking mapping on its own (no database): a request as the portal's booking form
// (the way back: dcsa-booking-output.test.ts).

const CODES: CodeBook = {
  port: new Map([
    ["NLAMS", 10],
    ["SGSIN", 11],
    ["CNNGB", 12],
  ]),
  carrier: new Map([["MAEU", 20]]),
  unit: new Map([
    ["PK", 30],
    ["CT", 31],
  ]),
  incoterm: new Map([
    ["FOB", 40],
    ["CIF", 41],
  ]),
  country: new Map([
    ["CN", 50],
    ["NL", 51],
  ]),
  containers: TYPES,
};
const PROFILE = {
  company1: "NINGBO EXPORT CO",
  company2: "",
  linkman: "LI LEI",
  phone: "+86 574 8888 0000",
  email: "",
  address1: "88 ZHONGSHAN ROAD",
  address2: "",
  city: "NINGBO",
  province: "",
  country_id: 50,
  zip_code: "",
};
const TODAY = "2026-11-27";
const parse = (body: unknown) => dcsaBookingRequestSchema.parse(body);

describe("ISO equipment codes", () => {
  it.each([
    ["22G1", false, "20GP"],
    ["22GP", false, "20GP"],
    ["45G1", false, "40HQ"],
    ["22RT", false, "20RF"],
    ["45R1", false, "40RH"],
    ["45R1", true, "40NOR"],
    ["22RT", true, "20RF"],
    ["22T1", false, null],
    ["99X9", false, null],
  ])("%s (non-operating %s) is the portal's %s", (iso, nor, code) => {
    expect(containerTypeFor(iso, nor, TYPES)?.code ?? null).toBe(code);
  });
});

describe("a DCSA request as the booking form", () => {
  it("maps the regular example: ports, equipment, goods, the profile as shipper, a consignee to order", () => {
    const { form, faults } = bookingInputOf(parse(example("regular")), CODES, PROFILE, TODAY);
    expect(faults).toEqual([]);
    expect(form).toMatchObject({
      container_mode: 1,
      cust_ref_no: "HHL51800000",
      ready_date: TODAY,
      inco_term_id: 40,
      ship_mode: 1,
      from_id: 10,
      pol_id: 10,
      pod_id: 11,
      to_id: 11,
      carrier_id: null,
      spaces: [{ container_id: 1, count: 1, dangerous_goods: [], reefer: null }],
      containers: [{ container_id: 1, description: "Dry cargo, Freight all kinds", weight: 3000 }],
    });
    expect(form.contacts?.map((c) => [c.type, c.company1])).toEqual([
      [PARTY_TYPE.SHIPPER, "NINGBO EXPORT CO"],
      [PARTY_TYPE.CONSIGNEE, "TO ORDER OF SHIPPER"],
    ]);
  });

  it("maps reefer settings, a non-operating reefer and dangerous goods onto the special cargo", () => {
    const reefer = bookingInputOf(parse(example("reefer")), CODES, PROFILE, TODAY).form;
    expect(reefer.spaces?.[0]).toMatchObject({
      container_id: 3,
      reefer: { is_non_operating: false, temperature: 5, temperature_unit: "CEL" },
    });
    const nor = bookingInputOf(parse(example("non-operating reefer")), CODES, PROFILE, TODAY).form;
    expect(nor.spaces?.[0]).toMatchObject({ container_id: 3, reefer: { is_non_operating: true } });
    const dg = bookingInputOf(parse(example("dangerous goods")), CODES, PROFILE, TODAY);
    expect(dg.faults).toEqual([]);
    expect(dg.form.spaces?.[0]?.dangerous_goods).toEqual([
      expect.objectContaining({
        un_number: "1950",
        proper_shipping_name: "AEROSOLS,NON-FLAMMABLE",
        imo_class: "2.2",
        packing_group: null,
        is_marine_pollutant: false,
        is_limited_quantity: false,
        emergency_contact: { name: "Josephine Jackson", phone: "+4570262970" },
      }),
    ]);
    // 2Q is no package unit of the portal's list: the goods row takes the generic package (PK)
    expect(dg.form.containers?.[0]).toMatchObject({ package: 1, package_uid: 30, weight: 6.28 });
  });

  it("converts pounds and cubic feet, reads the customer's reference and door services", () => {
    const body = example("regular") as Record<string, any>;
    body.requestedEquipments[0].commodities[0].cargoGrossWeight = { value: 1000, unit: "LBR" };
    body.requestedEquipments[0].commodities[0].cargoGrossVolume = { value: 100, unit: "FTQ" };
    body.references = [{ type: "CR", value: "PO-77" }];
    body.receiptTypeAtOrigin = "SD";
    const { form } = bookingInputOf(parse(body), CODES, PROFILE, TODAY);
    expect(form).toMatchObject({ cust_ref_no: "PO-77", ship_mode: 3 });
    expect(form.containers?.[0]).toMatchObject({ weight: 453.592, volume: 2.832 });
  });

  it("names each code it cannot map with its jsonPath", () => {
    const body = example("dangerous goods") as Record<string, any>;
    body.shipmentLocations[1].location.UNLocationCode = "ZZZZZ";
    body.requestedEquipments[0].ISOEquipmentCode = "22T1";
    body.carrierCode = "ZZZZ";
    body.incoTerms = "XXX";
    body.cargoMovementTypeAtOrigin = "LCL";
    const { faults } = bookingInputOf(parse(body), CODES, null, TODAY);
    expect(faults.map((f) => f.jsonPath)).toEqual([
      "$.cargoMovementTypeAtOrigin",
      "$.shipmentLocations[1].location.UNLocationCode",
      "$.carrierCode",
      "$.incoTerms",
      "$.requestedEquipments[0].ISOEquipmentCode",
      "$.documentParties.shipper",
    ]);
  });
});

import { ORDER_STATUS, PARTY_TYPE } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import type { BookingChildren, BookingOrder, ContainerTypeCode } from "../src/modules/dcsa/booking-codes.repository";
import { bookingInputOf, type CodeBook, containerTypeFor } from "../src/modules/dcsa/booking-input";
import { dcsaBookingFrom } from "../src/modules/dcsa/booking-output";
import { dcsaBookingRequestSchema } from "../src/modules/dcsa/booking-request";
import { example, expectValid } from "./dcsa-booking-fixtures";

// The DCSA booking mapping on its own (no database): a request as the portal's booking form, and
// an order back as DCSA's Booking, valid against the standard.

const TYPES: ContainerTypeCode[] = [
  { id: 1, code: "20GP", iso_code: "22G1", status: 1 },
  { id: 2, code: "40HQ", iso_code: "45G1", status: 1 },
  { id: 3, code: "20RF", iso_code: "22R1", status: 1 },
  { id: 4, code: "40RH", iso_code: "45R1", status: 1 },
  { id: 5, code: "40NOR", iso_code: "45R1", status: 1 },
  { id: 6, code: "20TK", iso_code: "22T1", status: 2 },
];
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

describe("an order as DCSA's Booking", () => {
  const order = {
    id: 1,
    dcsa_reference: "0123456789ABCDEF",
    status: ORDER_STATUS.AWAITING_SUPPLY,
    ship_mode: 1,
    from_id: 12,
    pol_id: 12,
    pod_id: 10,
    to_id: 10,
    carrier_id: 20,
    inco_term_id: 41,
    freight_term_id: 60,
    cust_ref_no: "PO-1",
    so_no: "MAEU1234",
    vessel: "MAERSK ESSEX",
    voyage: "612W",
    etd: "2026-12-10",
    cut_offs: [{ code: "DCO", at: "2026-12-07T02:00:00.000Z" }],
    update_status: null,
    feedbacks: null,
    amendment_status: "requested",
    cancellation_status: null,
  } as unknown as BookingOrder;
  const children = {
    contacts: [
      {
        type: 1,
        company1: "NINGBO EXPORT CO",
        linkman: "LI LEI",
        phone: "+86 1",
        email: "",
        address1: "88 ROAD",
        city: "NINGBO",
        province: "",
        zip_code: "",
        country_id: 50,
      },
      {
        type: 2,
        company1: "AMS IMPORT BV",
        linkman: "JAN",
        phone: "+31 2",
        email: "",
        address1: "1 DAM",
        city: "AMSTERDAM",
        province: "",
        zip_code: "1012",
        country_id: 51,
      },
      {
        type: 3,
        company1: "NOTIFY BV",
        linkman: "",
        phone: "",
        email: "",
        address1: "",
        city: "",
        province: "",
        zip_code: "",
        country_id: null,
      },
    ],
    spaces: [
      {
        container_id: 4,
        count: 2,
        dangerous_goods: [],
        reefer: {
          is_non_operating: false,
          temperature: -18,
          temperature_unit: "CEL",
          o2: null,
          co2: null,
          humidity: null,
          air_exchange: null,
          air_exchange_unit: null,
          is_ventilation_open: false,
          is_pre_cooling: true,
          is_generator_set: false,
        },
        oog: null,
      },
    ],
    containers: [
      {
        container_id: 4,
        description: "FROZEN FISH",
        hs_code: "030389",
        package: 100,
        package_uid: 31,
        weight: "20000.000",
        volume: "50.000",
      },
    ],
  } as unknown as BookingChildren;
  const names = {
    port: new Map([
      [10, "NLAMS"],
      [12, "CNNGB"],
    ]),
    carrier: new Map([[20, "MAEU"]]),
    unit: new Map([[31, "CT"]]),
    incoterm: new Map([[41, "CIF"]]),
    freight_term: new Map([[60, "PP"]]),
    country: new Map([
      [50, "CN"],
      [51, "NL"],
    ]),
    containers: TYPES,
  };

  it("answers a confirmed reefer booking with its amendment, sailing, equipments and cut-offs", () => {
    const booking = dcsaBookingFrom(order, children, names, null);
    expectValid("Booking", booking);
    expect(booking).toMatchObject({
      carrierBookingRequestReference: "0123456789ABCDEF",
      carrierBookingReference: "MAEU1234",
      bookingStatus: "CONFIRMED",
      amendedBookingStatus: "AMENDMENT_RECEIVED",
      vessel: { name: "MAERSK ESSEX" },
      carrierExportVoyageNumber: "612W",
      carrierCode: "MAEU",
      incoTerms: "CIF",
      freightPaymentTermCode: "PRE",
      references: [{ type: "CR", value: "PO-1" }],
      shipmentLocations: [
        { location: { UNLocationCode: "CNNGB" }, locationTypeCode: "PRE" },
        { location: { UNLocationCode: "CNNGB" }, locationTypeCode: "POL" },
        { location: { UNLocationCode: "NLAMS" }, locationTypeCode: "POD" },
        { location: { UNLocationCode: "NLAMS" }, locationTypeCode: "PDE" },
      ],
      requestedEquipments: [
        {
          ISOEquipmentCode: "45R1",
          units: 2,
          isNonOperatingReefer: false,
          activeReeferSettings: { temperatureSetpoint: -18, temperatureUnit: "CEL", isPreCoolingRequired: true },
          commodities: [
            {
              commodityType: "FROZEN FISH",
              HSCodes: ["030389"],
              cargoGrossWeight: { value: 20000, unit: "KGM" },
              outerPackaging: { packageCode: "CT", numberOfPackages: 100 },
            },
          ],
        },
      ],
      confirmedEquipments: [{ ISOEquipmentCode: "45R1", units: 2 }],
      shipmentCutOffTimes: [{ cutOffDateTimeCode: "DCO", cutOffDateTime: "2026-12-07T02:00:00.000Z" }],
      documentParties: {
        shipper: { partyName: "NINGBO EXPORT CO", address: { countryCode: "CN" } },
        consignee: { partyName: "AMS IMPORT BV", address: { postCode: "1012", countryCode: "NL" } },
        other: [{ partyFunction: "N1", party: { partyName: "NOTIFY BV" } }],
      },
    });
  });

  it("has no Booking for a draft, and no sailing before confirmation", () => {
    expect(dcsaBookingFrom({ ...order, status: ORDER_STATUS.DRAFT }, children, names, null)).toBeNull();
    const received = dcsaBookingFrom(
      { ...order, status: ORDER_STATUS.AWAITING_BOOKING, so_no: "", vessel: "" },
      children,
      names,
      null,
    );
    expectValid("Booking", received);
    expect(received).not.toHaveProperty("vessel");
    expect(received).not.toHaveProperty("confirmedEquipments");
    expect(received).not.toHaveProperty("carrierBookingReference");
  });
});

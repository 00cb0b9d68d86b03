import { ORDER_STATUS } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import type { BookingChildren, BookingOrder } from "../src/modules/dcsa/booking-codes.repository";
import { dcsaBookingFrom } from "../src/modules/dcsa/booking-output";
import { expectValid, CONTAINER_TYPES as TYPES } from "./dcsa-booking-fixtures";

// The DCSA booking mapping's way back on its own (no database): an order as DCSA's Booking, valid
// against the standard.

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

import { z } from "zod";

// What the DCSA booking routes read of a request: Booking 2.0.4's CreateBooking / UpdateBooking
// (the same shape) and CancelBookingRequest. Only the properties the portal maps are typed here;
// the standard's others are accepted and not kept (docs/PRODUCT-RULES.md, "Bookings"). A wrong
// type or a missing required property is a 400 naming it, in DCSA's ErrorResponse.

const text = (max: number) => z.string({ error: "v.invalid" }).trim().min(1, "v.required").max(max, "v.max_length");
const flag = z.boolean({ error: "v.invalid" });
const amount = z.number({ error: "v.invalid" }).finite("v.invalid");
const positive = amount.gt(0, "v.greater_than_zero");
const date = z.string({ error: "v.invalid" }).regex(/^\d{4}-\d{2}-\d{2}$/, "v.date");

const measure = z.looseObject({ value: positive, unit: text(3) });

const address = z.looseObject({
  street: text(70),
  streetNumber: text(50).optional(),
  postCode: text(10).optional(),
  city: text(35),
  stateRegion: text(65).optional(),
  countryCode: z.string({ error: "v.invalid" }).regex(/^[A-Z]{2}$/, "v.invalid"),
});

const contactDetail = z.looseObject({ name: text(35), phone: text(30).optional(), email: text(100).optional() });

const party = z.looseObject({
  partyName: text(70),
  address: address.optional(),
  addressLines: z.array(text(35)).max(5, "v.max_items").optional(),
  partyContactDetails: z.array(contactDetail).max(10, "v.max_items").optional(),
});
export type DcsaParty = z.output<typeof party>;

const dangerousGoods = z.looseObject({
  UNNumber: z
    .string({ error: "v.invalid" })
    .regex(/^\d{4}$/, "v.un_number")
    .optional(),
  NANumber: z
    .string({ error: "v.invalid" })
    .regex(/^\d{4}$/, "v.invalid")
    .optional(),
  properShippingName: text(250),
  imoClass: text(4),
  packingGroup: z.number({ error: "v.invalid" }).int("v.invalid").min(1, "v.min_value").max(3, "v.max_value").optional(),
  isMarinePollutant: flag,
  isLimitedQuantity: flag,
  EMSNumber: text(7).optional(),
  limits: z
    .looseObject({ temperatureUnit: z.enum(["CEL", "FAH"], { error: "v.enum" }), flashPoint: amount.optional() })
    .optional(),
  innerPackagings: z
    .array(
      z.looseObject({
        quantity: z.number({ error: "v.invalid" }).int("v.invalid").positive("v.greater_than_zero"),
        description: text(100),
      }),
    )
    .optional(),
  netExplosiveContent: measure.optional(),
  emergencyContactDetails: z.looseObject({ contact: text(255), phone: text(30) }),
});
export type DcsaDangerousGoods = z.output<typeof dangerousGoods>;

const commodity = z.looseObject({
  commodityType: text(550),
  HSCodes: z
    .array(z.string({ error: "v.invalid" }).trim())
    .max(100, "v.max_items")
    .optional(),
  cargoGrossWeight: measure.optional(),
  cargoGrossVolume: measure.optional(),
  outerPackaging: z
    .looseObject({
      packageCode: z
        .string({ error: "v.invalid" })
        .regex(/^[A-Z0-9]{2}$/, "v.invalid")
        .optional(),
      numberOfPackages: z.number({ error: "v.invalid" }).int("v.invalid").positive("v.greater_than_zero").optional(),
      dangerousGoods: z.array(dangerousGoods).max(10, "v.max_items").optional(),
    })
    .optional(),
});

const reeferSettings = z.looseObject({
  temperatureSetpoint: amount,
  temperatureUnit: z.enum(["CEL", "FAH"], { error: "v.enum" }),
  o2Setpoint: amount.optional(),
  co2Setpoint: amount.optional(),
  humiditySetpoint: amount.optional(),
  airExchangeSetpoint: amount.optional(),
  airExchangeUnit: z.enum(["MQH", "FQH"], { error: "v.enum" }).optional(),
  isVentilationOpen: flag.optional(),
  isPreCoolingRequired: flag.optional(),
  isGeneratorSetRequired: flag.optional(),
});

const equipment = z.looseObject({
  ISOEquipmentCode: text(4),
  units: z.number({ error: "v.invalid" }).int("v.invalid").positive("v.greater_than_zero").max(999, "v.max_value"),
  isShipperOwned: flag,
  isNonOperatingReefer: flag.optional(),
  activeReeferSettings: reeferSettings.optional(),
  commodities: z.array(commodity).max(200, "v.max_items").optional(),
});
export type DcsaEquipment = z.output<typeof equipment>;

const serviceType = z.enum(["CY", "SD", "CFS"], { error: "v.enum" });

/** CreateBooking (and UpdateBooking, which adds the references of the booking it updates). */
export const dcsaBookingRequestSchema = z.looseObject({
  carrierBookingRequestReference: text(100).optional(),
  carrierBookingReference: text(35).optional(),
  receiptTypeAtOrigin: serviceType,
  deliveryTypeAtDestination: serviceType,
  cargoMovementTypeAtOrigin: text(3),
  cargoMovementTypeAtDestination: text(3),
  isEquipmentSubstitutionAllowed: flag,
  serviceContractReference: text(30).optional(),
  contractQuotationReference: text(35).optional(),
  bookingChannelReference: text(20).optional(),
  carrierCode: text(4).optional(),
  carrierCodeListProvider: z.enum(["SMDG", "NMFTA"], { error: "v.enum" }).optional(),
  expectedDepartureDate: date.optional(),
  incoTerms: text(3).optional(),
  freightPaymentTermCode: z.enum(["PRE", "COL"], { error: "v.enum" }).optional(),
  references: z
    .array(z.looseObject({ type: text(3), value: text(100) }))
    .max(100, "v.max_items")
    .optional(),
  documentParties: z.looseObject({
    shipper: party.optional(),
    consignee: party.optional(),
    other: z
      .array(z.looseObject({ party, partyFunction: text(3) }))
      .max(100, "v.max_items")
      .optional(),
  }),
  shipmentLocations: z
    .array(
      z.looseObject({
        location: z.looseObject({
          UNLocationCode: z
            .string({ error: "v.invalid" })
            .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, "v.invalid")
            .optional(),
        }),
        locationTypeCode: text(3),
      }),
    )
    .min(1, "v.min_items")
    .max(100, "v.max_items"),
  requestedEquipments: z.array(equipment).min(1, "v.min_items").max(20, "v.max_items"),
});
export type DcsaBookingRequest = z.output<typeof dcsaBookingRequestSchema>;

/** CancelBookingRequest: one of the three statuses a consumer may set, with an optional reason. */
export const dcsaCancelSchema = z.union(
  [
    z.strictObject({ bookingStatus: z.literal("CANCELLED", { error: "v.enum" }), reason: z.string().max(5000).optional() }),
    z.strictObject({
      amendedBookingStatus: z.literal("AMENDMENT_CANCELLED", { error: "v.enum" }),
      reason: z.string().max(5000).optional(),
    }),
    z.strictObject({
      bookingCancellationStatus: z.literal("CANCELLATION_RECEIVED", { error: "v.enum" }),
      reason: z.string().max(5000).optional(),
    }),
  ],
  { error: "v.invalid" },
);
export type DcsaCancelRequest = z.output<typeof dcsaCancelSchema>;

export const dcsaReferenceParamSchema = z.strictObject({
  bookingReference: z
    .string()
    .regex(/^\S(?:.*\S)?$/, "v.invalid")
    .max(100, "v.max_length"),
});

import { z } from "zod";
import { type DcsaDetail, DcsaFault, jsonPathOf } from "./dcsa-errors";

// The parts of eBL 3.0.3's CreateShippingInstructions / UpdateShippingInstructions the portal's
// instruction keeps, checked with the standard's limits. Every other property the standard allows
// is accepted and not kept (docs/PRODUCT-RULES.md, "Shipping instructions, transport documents
// and VGM (DCSA)").

const text = (max: number) => z.string().trim().min(1).max(max);
const weight = z.looseObject({ value: z.number().positive().max(99_999_999), unit: z.enum(["KGM", "LBR"]) });
const volume = z.looseObject({ value: z.number().positive().max(999_999), unit: z.enum(["MTQ", "FTQ"]) });
const contact = z.looseObject({ name: text(35), email: z.string().max(100).optional(), phone: z.string().max(30).optional() });
const address = z.looseObject({
  street: text(70),
  streetNumber: z.string().max(50).optional(),
  postCode: z.string().max(10).optional(),
  city: text(35),
  stateRegion: z.string().max(65).optional(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
});
export const partySchema = z.looseObject({
  partyName: text(70),
  address: address.optional(),
  partyContactDetails: z.array(contact).optional(),
});
const seal = z.looseObject({ number: text(15) });
const equipmentReference = z.string().trim().min(1).max(11);

export const siBodySchema = z.looseObject({
  transportDocumentTypeCode: z.enum(["BOL", "SWB"]),
  isShippedOnBoardType: z.boolean(),
  isElectronic: z.boolean(),
  isToOrder: z.boolean(),
  freightPaymentTermCode: z.enum(["PRE", "COL"]),
  isCargoDeliveredInICS2Zone: z.boolean(),
  partyContactDetails: z.array(contact).min(1),
  documentParties: z.looseObject({
    shipper: partySchema,
    consignee: partySchema.optional(),
    notifyParties: z.array(partySchema).max(2).optional(),
  }),
  consignmentItems: z
    .array(
      z.looseObject({
        carrierBookingReference: text(35),
        descriptionOfGoods: z.array(z.string().max(35)).min(1).max(150),
        HSCodes: z.array(z.string().regex(/^\d{6,10}$/)).min(1),
        shippingMarks: z.array(z.string().max(35)).max(50).optional(),
        cargoItems: z
          .array(
            z.looseObject({
              equipmentReference,
              cargoGrossWeight: weight,
              cargoGrossVolume: volume.optional(),
              outerPackaging: z
                .looseObject({
                  packageCode: z.string().max(2).optional(),
                  numberOfPackages: z.number().int().positive().max(9_999_999),
                  description: z.string().max(100).optional(),
                })
                .optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1)
    .max(500),
  utilizedTransportEquipments: z
    .array(
      z.looseObject({
        isShipperOwned: z.boolean(),
        equipmentReference: equipmentReference.optional(),
        equipment: z.looseObject({ equipmentReference, ISOEquipmentCode: z.string().max(4).optional() }).optional(),
        shippingMarks: z.array(z.string().max(35)).max(50).optional(),
        seals: z.array(seal).min(1),
      }),
    )
    .min(1)
    .max(500),
});
export type SiBody = z.output<typeof siBodySchema>;
export type SiParty = z.output<typeof partySchema>;

/** The zod issues of a DCSA body as the 400 naming each property (its JSONPath in the request). */
export function issuesFault(issues: readonly z.core.$ZodIssue[]): DcsaFault {
  const details: DcsaDetail[] = issues.slice(0, 50).map((issue) => {
    const path = issue.path.map(String);
    const property = [...path].reverse().find((s) => !/^\d+$/.test(s)) ?? "";
    return {
      key: issue.code === "invalid_type" && issue.input === undefined ? "dcsa.ebl.required" : "dcsa.ebl.invalid",
      property,
      jsonPath: jsonPathOf(path.join(".")),
    };
  });
  return new DcsaFault(400, details);
}

/** The body checked, or the 400 naming what is wrong. */
export function parseSiBody(body: unknown): SiBody {
  const parsed = siBodySchema.safeParse(body);
  if (!parsed.success) throw issuesFault(parsed.error.issues);
  return parsed.data;
}

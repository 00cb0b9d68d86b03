import { SPECIAL_LIMITS } from "@haiyun/shared";
import { z } from "zod";
import { issuesFault } from "./si-schema";

// VGM 1.0's PostVGMDeclarationsRequest, the parts the portal keeps per container: the booking,
// the container, the VGM and its method, date, signatory, weighing party and tare. The standard
// marks nothing required; the portal needs the booking, the container and the weight.

const weight = z.looseObject({ value: z.number().positive().max(99_999_999), unit: z.enum(["KGM", "LBR"]) });

export const vgmBodySchema = z.looseObject({
  VGMDeclarations: z
    .array(
      z.looseObject({
        isRetracted: z.boolean().optional(),
        shipmentDetails: z.looseObject({ carrierBookingReference: z.string().trim().min(1).max(35) }),
        equipmentDetails: z.looseObject({
          equipmentReference: z.string().trim().min(1).max(11),
          tareWeight: weight.optional(),
        }),
        VGM: z
          .looseObject({
            weight,
            method: z.enum(["SM1", "SM2"]).optional(),
            dateTime: z.iso.datetime({ offset: true }).optional(),
          })
          .optional(),
        authorizedPersonSignatory: z.string().trim().max(SPECIAL_LIMITS.SIGNATORY_MAX).optional(),
        weighingParty: z.looseObject({ partyName: z.string().trim().max(70).optional() }).optional(),
      }),
    )
    .min(1)
    .max(500),
});
export type VgmBody = z.output<typeof vgmBodySchema>;
export type VgmItem = VgmBody["VGMDeclarations"][number];

export function parseVgmBody(body: unknown): VgmBody {
  const parsed = vgmBodySchema.safeParse(body);
  if (!parsed.success) throw issuesFault(parsed.error.issues);
  return parsed.data;
}

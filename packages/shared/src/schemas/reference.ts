import { z } from "zod";

// Every reference list is bilingual; `name` is in the request's language, both names
// travel beside it. A list's own columns follow; status, sort and the timestamps stay on the server.
const referenceItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.number().int(),
  name: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
});

/** Each reference list's entry as answered, by the name its route takes (`freight_term` → /freight-term). */
export const referenceViewSchemas = {
  country: referenceItemSchema.extend({ code3: z.string() }),
  port: referenceItemSchema.extend({ country_id: z.number().int().nullable() }),
  carrier: referenceItemSchema,
  // teu is a numeric column: a decimal string, never a float
  container: referenceItemSchema.extend({ iso_code: z.string(), teu: z.string() }),
  unit: referenceItemSchema,
  currency: referenceItemSchema,
  charge: referenceItemSchema,
  industry: referenceItemSchema,
  business: referenceItemSchema,
  route: referenceItemSchema,
  forwarder: referenceItemSchema.extend({ user_id: z.number().int().nullable() }),
  incoterm: referenceItemSchema,
  freight_term: referenceItemSchema,
  vgm_method: referenceItemSchema,
};
export type ReferenceKind = keyof typeof referenceViewSchemas;
export type ReferenceView<K extends ReferenceKind = ReferenceKind> = z.infer<(typeof referenceViewSchemas)[K]>;

/** An item of GET /system/dictionary?field=…; order_status adds a colour. */
export const dictionaryItemSchema = z.object({
  value: z.union([z.string(), z.number()]),
  name: z.string(),
  color: z.string().optional(),
});
export type DictionaryItem = z.infer<typeof dictionaryItemSchema>;

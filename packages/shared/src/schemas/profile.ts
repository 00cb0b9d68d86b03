import { z } from "zod";
import { idListSchema, idSchema, MAX_ID, optionalString, phoneSchema, requiredString } from "./common";

// spec §5 "Profile": phone required (digits and plus); linkman, company1, address1, city and
// country required; password optional (blank keeps the current one) and then at least 6.
export const profileSchema = z.strictObject({
  linkman: requiredString(100),
  phone: phoneSchema,
  company1: requiredString(200),
  company2: optionalString(200),
  address1: requiredString(300),
  address2: optionalString(300),
  city: requiredString(100),
  province: optionalString(100),
  country_id: z.number({ error: "v.required" }).int("v.invalid").positive("v.required").max(MAX_ID, "v.invalid"),
  zip_code: optionalString(20),
  credit_no: optionalString(50),
  profile: optionalString(5000),
  logo: idSchema.nullable().optional(),
  license: idSchema.nullable().optional(),
  password: z.string().max(200, "v.max_length").optional(),
  industries: idListSchema,
  businesses: idListSchema,
  routes: idListSchema,
  ports: idListSchema,
});
export type ProfileBody = z.infer<typeof profileSchema>;

import { z } from "zod";
import { idListSchema, idSchema, MAX_ID, optionalString } from "./common";
import { memberContactFields } from "./member";

const passwordPair = z.object({
  password: z.string().max(200, "v.max_length").optional(),
  current_password: z.string().max(200, "v.max_length").optional(),
});

// A new password on the profile needs the current one, as on the security tab, so
// a stolen session cannot take the account; a blank password changes nothing and needs nothing.
const hasCurrentPasswordIfNeeded = (body: z.infer<typeof passwordPair>) => !body.password?.trim() || !!body.current_password;
const currentPasswordRequired = {
  path: ["current_password"],
  message: "v.required",
  // Zod skips a refinement once any field is wrong; this one speaks as long as the pair itself is
  // well formed, so every error comes back in one answer
  when: (payload: { value: unknown }) => passwordPair.safeParse(payload.value).success,
};

/** The profile's password pair alone, for a form that checks it field by field. */
export const profilePasswordSchema = passwordPair.refine(hasCurrentPasswordIfNeeded, currentPasswordRequired);

// The profile: phone required (digits and plus); linkman, company1, address1, city and
// country required; password optional (blank keeps the current one). The server holds a new
// password to the config's password_min, like the security tab.
export const profileSchema = z
  .strictObject({
    ...memberContactFields,
    country_id: z.number({ error: "v.required" }).int("v.invalid").positive("v.required").max(MAX_ID, "v.invalid"),
    zip_code: optionalString(20),
    credit_no: optionalString(50),
    profile: optionalString(5000),
    logo: idSchema.nullable().optional(),
    license: idSchema.nullable().optional(),
    ...passwordPair.shape,
    industries: idListSchema,
    businesses: idListSchema,
    routes: idListSchema,
    ports: idListSchema,
  })
  .refine(hasCurrentPasswordIfNeeded, currentPasswordRequired);
export type ProfileBody = z.infer<typeof profileSchema>;

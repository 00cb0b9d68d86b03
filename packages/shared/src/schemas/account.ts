import { z } from "zod";
import { ROLES, type Role } from "../constants/authorities";
import { LIMITS } from "../constants/limits";
import { emailSchema, formInt, idListSchema, optionalString, pageQuerySchema, requiredString } from "./common";
import { memberContactFields } from "./member";

// Registration, forgotten password and password change; the password policy is the config's password_min.

/** The shortest password the config may ask for: 6, never lower. */
export const PASSWORD_FLOOR = LIMITS.PASSWORD_MIN;

export const passwordSchema = (min: number = LIMITS.PASSWORD_DEFAULT_MIN) =>
  z
    .string({ error: "v.required" })
    .min(1, "v.required")
    .min(Math.max(min, PASSWORD_FLOOR), "v.min_length")
    .max(200, "v.max_length");

/** Multipart text fields of POST /userinfo (registration); files `logo` and `license` travel beside them. */
export const registrationSchema = (passwordMin: number = LIMITS.PASSWORD_DEFAULT_MIN) =>
  z.strictObject({
    username: emailSchema,
    password: passwordSchema(passwordMin),
    ...memberContactFields,
    first_name: optionalString(100),
    // multipart fields are text: the id is read as a number, but only from plain digits
    country_id: formInt(),
    zip_code: optionalString(20),
    credit_no: optionalString(50),
    profile: optionalString(5000),
    industries: idListSchema,
    businesses: idListSchema,
    routes: idListSchema,
    ports: idListSchema,
    // the terms of use and the privacy policy must be accepted
    agree: z.literal("true", { error: "v.agree" }),
  });
export type RegistrationBody = z.output<ReturnType<typeof registrationSchema>>;

export const forgotSchema = z.strictObject({ username: emailSchema });

export const resetPasswordSchema = (passwordMin: number = LIMITS.PASSWORD_DEFAULT_MIN) =>
  z.strictObject({
    username: emailSchema,
    vcode: z
      .string({ error: "v.required" })
      .trim()
      .min(1, "v.required")
      .regex(/^\d{6}$/, "v.vcode"),
    password: passwordSchema(passwordMin),
  });

export const changePasswordSchema = (passwordMin: number = LIMITS.PASSWORD_DEFAULT_MIN) =>
  z.strictObject({
    current_password: z.string({ error: "v.required" }).min(1, "v.required").max(200, "v.max_length"),
    password: passwordSchema(passwordMin),
  });

export const contactUsSchema = z.strictObject({
  email: emailSchema,
  name: requiredString(100),
  subject: requiredString(200),
  content: requiredString(5000),
});

export const adminUserQuerySchema = pageQuerySchema().extend({
  keyword: z.string().trim().max(100, "v.max_length").optional(),
  role: z.enum(ROLES as [Role, ...Role[]], { error: "v.enum" }).optional(),
  enabled: z.enum(["true", "false"], { error: "v.enum" }).optional(),
});

export const adminUserUpdateSchema = z
  .strictObject({
    roles: z
      .array(z.enum(ROLES as [Role, ...Role[]], { error: "v.enum" }))
      .min(1, "v.required")
      .max(ROLES.length)
      .optional(),
    enabled: z.boolean({ error: "v.invalid" }).optional(),
  })
  .refine((body) => body.roles !== undefined || body.enabled !== undefined, "v.required");

/** POST /admin/users: an account opened by an admin, without a password (a mail sets it). */
export const adminUserCreateSchema = z.strictObject({
  username: emailSchema,
  linkman: z.string({ error: "v.required" }).trim().min(1, "v.required").max(100, "v.max_length"),
  company1: z.string().trim().max(200, "v.max_length").optional().default(""),
  roles: z
    .array(z.enum(ROLES as [Role, ...Role[]], { error: "v.enum" }))
    .min(1, "v.required")
    .max(ROLES.length),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

export const adminConfigUpdateSchema = z.strictObject({ values: z.record(z.string(), z.string({ error: "v.invalid" })) });

import { z } from "zod";
import { AUTHORITY } from "../constants/authorities";
import { timestamp } from "./response";

// The user aggregate as answered. Roles are the stored text[] as they
// are: authoritiesOf ignores a role it does not know, and so must the answer, not fail on it.

const id = z.number().int();

/** The member's profile as stored and shown: what GET /userinfo answers and PUT /userinfo takes back. */
export const profileViewSchema = z.object({
  linkman: z.string(),
  phone: z.string(),
  company1: z.string(),
  company2: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  province: z.string(),
  // an account made by the CLI or the seed may have none yet
  country_id: id.nullable(),
  zip_code: z.string(),
  credit_no: z.string(),
  profile: z.string(),
  logo: id.nullable(),
  license: id.nullable(),
  // business lists travel as comma-separated ids
  industries: z.string(),
  businesses: z.string(),
  routes: z.string(),
  ports: z.string(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** GET/PUT /userinfo: the profile, the country and image links named for it, and the authorities the web's guards read. */
export const userInfoSchema = profileViewSchema.extend({
  id,
  username: z.string(),
  roles: z.array(z.string()),
  authorities: z.array(z.enum(AUTHORITY)),
  // first_name equals linkman
  first_name: z.string(),
  country_name: z.string(),
  logo_url: z.string(),
  logo_thumb: z.string(),
  license_url: z.string(),
  license_thumb: z.string(),
  lang: z.string(),
  last_login_at: timestamp.nullable(),
  last_login_ip: z.string(),
  create_time: timestamp,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST /userinfo (registration). */
export const registeredUserSchema = z.object({ id, username: z.string() });
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

/** GET /system/forget, POST /system/forget: the same answer whether or not the account exists. */
export const resetCodeSentSchema = z.object({ resend_after: z.number().int() });
export type ResetCodeSent = z.infer<typeof resetCodeSentSchema>;

/** A row of GET /admin/users, and the answer of PUT /admin/users/{id}. */
export const adminUserViewSchema = z.object({
  id,
  username: z.string(),
  linkman: z.string(),
  company1: z.string(),
  company2: z.string(),
  roles: z.array(z.string()),
  enabled: z.boolean(),
  last_login_at: timestamp.nullable(),
  create_time: timestamp,
});
export type AdminUserView = z.infer<typeof adminUserViewSchema>;

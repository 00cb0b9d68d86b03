import { z } from "zod";
import { CONFIG_KEYS, type ConfigKey } from "../constants/config";

const bool = z.enum(["true", "false"]);
const text = (max: number) => z.string().max(max);
/** A fee: 0 to 999999.99 with at most 2 decimals. */
const fee = z.string().regex(/^\d{1,6}(\.\d{1,2})?$/);
const currency = z.string().regex(/^[A-Z]{3}$/);
/** An IANA time zone name this runtime knows (Asia/Shanghai, Europe/Rotterdam). */
const timeZone = z.string().refine((value) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(value) || value === "UTC";
  } catch {
    return false;
  }
});

/** How an admin's value for each config key is checked (the admin console). */
export const CONFIG_SCHEMA = {
  app_close: bool,
  app_close_tips: text(2000),
  app_title: text(100),
  def_sort: z.string().regex(/^\d{1,6}$/),
  def_status: bool,
  def_bool: bool,
  def_rules: text(50),
  app_ver: text(50),
  web_contact_email: z.union([z.literal(""), z.email()]),
  web_contact_phone: text(50),
  web_contact_fax: text(50),
  im_rate: text(500),
  im_contact: text(500),
  terms_of_use: text(50000),
  privacy_and_security: text(50000),
  app_mode: z.enum(["1", "2"]),
  app_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  freight_collect: z.string().regex(/^[A-Z]{3}(,[A-Z]{3})*$/),
  app_icon: text(500),
  booking_login_logo: text(500),
  booking_logo: text(500),
  // "platform:key"; an empty value turns the overlay off
  online_service: z.union([z.literal(""), z.string().regex(/^[a-z0-9_-]+:[A-Za-z0-9_.-]+$/)]),
  password_min: z
    .string()
    .regex(/^\d{1,2}$/)
    .refine((v) => Number(v) >= 6 && Number(v) <= 64),
  payee_name: text(200),
  payee_bank: text(200),
  payee_account: text(100),
  // a SWIFT/BIC code: 8 or 11 letters and digits
  payee_swift: z.union([z.literal(""), z.string().regex(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/)]),
  payee_bank_address: text(500),
  payee_note: text(1000),
  app_timezone: timeZone,
  si_revision_fee_tier0: fee,
  si_revision_fee_tier1: fee,
  si_revision_fee_tier2: fee,
  si_revision_fee_currency: currency,
  cancellation_fee_tier0: fee,
  cancellation_fee_tier1: fee,
  cancellation_fee_tier2: fee,
  cancellation_fee_currency: currency,
  webhook_allow_private: bool,
} satisfies Record<ConfigKey, z.ZodType>;

/** GET /system/config, GET and PUT /admin/config: every key with its value in force (name/value pairs). */
export const configPairSchema = z.object({ name: z.enum(CONFIG_KEYS), value: z.string() });
export type ConfigPair = z.infer<typeof configPairSchema>;

/** GET /system/payee: the account customers pay into (the admin's settings; "" when not set). */
export const payeeSchema = z.object({
  name: z.string(),
  bank: z.string(),
  account: z.string(),
  swift: z.string(),
  bank_address: z.string(),
  note: z.string(),
});
export type Payee = z.infer<typeof payeeSchema>;

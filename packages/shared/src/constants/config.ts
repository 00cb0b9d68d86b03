import { z } from "zod";

// spec §3 config keys with the defaults of spec §9; DESIGN §7 keeps them in a table an admin edits.
// Every value travels as a string (spec §3: "a list of name/value pairs").
const bool = z.enum(["true", "false"]);
const text = (max: number) => z.string().max(max);

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
} as const;

export type ConfigKey = keyof typeof CONFIG_SCHEMA;
export const CONFIG_KEYS = Object.keys(CONFIG_SCHEMA) as ConfigKey[];

export const CONFIG_DEFAULTS: Record<ConfigKey, string> = {
  app_close: "false",
  app_close_tips: "",
  app_title: "海运订舱平台",
  def_sort: "100",
  def_status: "true",
  def_bool: "true",
  def_rules: "1",
  app_ver: "1.0.0",
  web_contact_email: "",
  web_contact_phone: "",
  web_contact_fax: "",
  im_rate: "",
  im_contact: "",
  terms_of_use: "",
  privacy_and_security: "",
  app_mode: "1",
  app_color: "#6cbaa9",
  freight_collect: "EXW,FCA,FOB",
  app_icon: "",
  booking_login_logo: "",
  booking_logo: "",
  online_service: "",
};

/** The one customer-service platform the web knows how to load (spec §1, §9). */
export const SUPPORTED_SERVICE_PLATFORMS = ["crisp"] as const;

export function parseOnlineService(value: string | undefined): { platform: string; key: string } | null {
  if (!value) return null;
  const at = value.indexOf(":");
  if (at <= 0) return null;
  const platform = value.slice(0, at).trim().toLowerCase();
  const key = value.slice(at + 1).trim();
  if (!key || !(SUPPORTED_SERVICE_PLATFORMS as readonly string[]).includes(platform)) return null;
  return { platform, key };
}

import { CONFIG_KEYS, type ConfigKey } from "@haiyun/shared/constants/config";

export type ConfigGroup = "site" | "contact" | "payee" | "texts" | "fees" | "business";
export type ConfigControl = "text" | "textarea" | "longText" | "switch" | "mode" | "color";

const GROUPS: Record<ConfigGroup, ConfigKey[]> = {
  site: ["app_title", "app_close", "app_close_tips", "app_mode", "app_color", "app_icon", "booking_login_logo", "booking_logo"],
  contact: ["web_contact_email", "web_contact_phone", "web_contact_fax", "online_service"],
  // shown to signed-in customers in the Pay dialog, never in the public config
  payee: ["payee_name", "payee_bank", "payee_account", "payee_swift", "payee_bank_address", "payee_note"],
  texts: ["terms_of_use", "privacy_and_security"],
  // what a revision of the shipping instruction and a cancellation after confirmation cost, by tier
  fees: [
    "si_revision_fee_tier0",
    "si_revision_fee_tier1",
    "si_revision_fee_tier2",
    "si_revision_fee_currency",
    "cancellation_fee_tier0",
    "cancellation_fee_tier1",
    "cancellation_fee_tier2",
    "cancellation_fee_currency",
  ],
  business: [
    "app_timezone",
    "freight_collect",
    "password_min",
    "def_sort",
    "def_status",
    "def_bool",
    "def_rules",
    "app_ver",
    "im_rate",
    "im_contact",
  ],
};

const CONTROLS: Partial<Record<ConfigKey, ConfigControl>> = {
  app_close: "switch",
  def_status: "switch",
  def_bool: "switch",
  webhook_allow_private: "switch",
  app_close_tips: "textarea",
  payee_bank_address: "textarea",
  payee_note: "textarea",
  terms_of_use: "longText",
  privacy_and_security: "longText",
  app_mode: "mode",
  app_color: "color",
};

/** Every config key in a group; a key added to the shared list later lands under "business" as text. */
export function configGroups(): { group: ConfigGroup; keys: ConfigKey[] }[] {
  const placed = new Set(Object.values(GROUPS).flat());
  const rest = CONFIG_KEYS.filter((key) => !placed.has(key));
  return (Object.keys(GROUPS) as ConfigGroup[]).map((group) => ({
    group,
    keys: group === "business" ? [...GROUPS[group], ...rest] : GROUPS[group],
  }));
}

export const controlOf = (key: ConfigKey): ConfigControl => CONTROLS[key] ?? "text";

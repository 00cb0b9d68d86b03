// Config keys and their defaults (a table an admin edits). Values
// travel as strings ("a list of name/value pairs"); schemas/config.ts validates each one.
export const CONFIG_DEFAULTS = {
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
  // the shortest password accepted; an admin may lower it to 6
  password_min: "8",
  // the account customers pay into (the Pay dialog): empty until an admin fills it in
  payee_name: "",
  payee_bank: "",
  payee_account: "",
  payee_swift: "",
  payee_bank_address: "",
  payee_note: "",
  // the business time zone (IANA): "today" for ready dates, rate validity, order numbers, reminders
  app_timezone: "Asia/Shanghai",
  // fees by tier (docs/PRODUCT-RULES.md, "Fee tiers"): 0 before the documentation cut-off,
  // 1 after it, 2 after departure; decimal strings in the currency beside them
  si_revision_fee_tier0: "0",
  si_revision_fee_tier1: "50",
  si_revision_fee_tier2: "100",
  si_revision_fee_currency: "USD",
  cancellation_fee_tier0: "0",
  cancellation_fee_tier1: "100",
  cancellation_fee_tier2: "200",
  cancellation_fee_currency: "USD",
  // webhooks may reach loopback and private networks (tests, closed networks): off on a public site
  webhook_allow_private: "false",
};

export type ConfigKey = keyof typeof CONFIG_DEFAULTS;
export const CONFIG_KEYS = Object.keys(CONFIG_DEFAULTS) as ConfigKey[];

/** The payee's bank details: served to signed-in users only (GET /system/payee), never in the public config. */
export const PAYEE_CONFIG_KEYS = [
  "payee_name",
  "payee_bank",
  "payee_account",
  "payee_swift",
  "payee_bank_address",
  "payee_note",
] as const satisfies readonly ConfigKey[];

/** Settings only the admin console reads and writes (never in the public config). */
export const ADMIN_ONLY_CONFIG_KEYS = ["webhook_allow_private"] as const satisfies readonly ConfigKey[];

/** What GET /system/config (and the page's embedded copy) answers anyone, signed in or not. */
export const PUBLIC_CONFIG_KEYS = CONFIG_KEYS.filter(
  (key) =>
    !(PAYEE_CONFIG_KEYS as readonly string[]).includes(key) && !(ADMIN_ONLY_CONFIG_KEYS as readonly string[]).includes(key),
);

/** The one customer-service platform the web knows how to load. */
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

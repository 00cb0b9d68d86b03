import {
  CONFIG_DEFAULTS,
  CONFIG_KEYS,
  CONFIG_SCHEMA,
  type ConfigKey,
  type ConfigPair,
  type Lang,
  type Payee,
  PUBLIC_CONFIG_KEYS,
  setBusinessTimeZone,
  translate,
} from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { selectConfigRows, upsertConfig } from "./config.repository";

export type SystemConfig = Record<ConfigKey, string>;

/**
 * Config travels as a list of name/value pairs, in the order of CONFIG_KEYS. Anyone may
 * read these (GET /system/config, the page's embedded copy): the payee's bank details are left out.
 */
export const configPairs = (config: SystemConfig): ConfigPair[] =>
  PUBLIC_CONFIG_KEYS.map((name) => ({ name, value: config[name] }));

/** Every key, for the admin console. */
export const allConfigPairs = (config: SystemConfig): ConfigPair[] => CONFIG_KEYS.map((name) => ({ name, value: config[name] }));

/** The account customers pay into, for a signed-in user (GET /system/payee). */
export const payeeOf = (config: SystemConfig): Payee => ({
  name: config.payee_name,
  bank: config.payee_bank,
  account: config.payee_account,
  swift: config.payee_swift.toUpperCase(),
  bank_address: config.payee_bank_address,
  note: config.payee_note,
});

// Read on most requests (site-closed check), so kept for a moment in memory; a write through
// this module clears it at once, other instances see it within CACHE_MS.
const CACHE_MS = 3000;

export class ConfigService {
  private cached: { at: number; value: SystemConfig } | null = null;

  constructor(private readonly db: Db) {}

  async get(): Promise<SystemConfig> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    const rows = await selectConfigRows(this.db);
    const value = { ...CONFIG_DEFAULTS };
    for (const row of rows) {
      if ((CONFIG_KEYS as string[]).includes(row.name)) value[row.name as ConfigKey] = row.value;
    }
    this.cached = { at: Date.now(), value };
    // "today" of the forms' checks, the quotes and the order numbers follows the setting
    setBusinessTimeZone(value.app_timezone);
    return value;
  }

  async set(values: Partial<SystemConfig>): Promise<void> {
    const entries = Object.entries(values);
    if (entries.length > 0) {
      await upsertConfig(
        this.db,
        entries.map(([name, value]) => ({ name, value: String(value) })),
      );
    }
    this.invalidate();
  }

  invalidate() {
    this.cached = null;
  }
}

/** The admin's change: every key checked by its own rule; one bad value and nothing is saved. */
export async function updateConfig(configService: ConfigService, values: Record<string, string>, lang: Lang) {
  const errors: { field: string; message: string }[] = [];
  const accepted: Partial<Record<ConfigKey, string>> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!(CONFIG_KEYS as string[]).includes(name)) {
      errors.push({ field: name, message: translate("v.unknown_field", lang) ?? "" });
      continue;
    }
    const key = name as ConfigKey;
    if (!CONFIG_SCHEMA[key].safeParse(value).success) {
      errors.push({ field: name, message: translate("CONFIG_INVALID", lang) ?? "" });
      continue;
    }
    accepted[key] = value;
  }
  if (errors.length > 0) throw new AppError("VALIDATION_FAILED", { errors });
  await configService.set(accepted);
  return configService.get();
}

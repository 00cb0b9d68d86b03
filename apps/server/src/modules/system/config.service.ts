import { CONFIG_DEFAULTS, CONFIG_KEYS, type ConfigKey } from "@haiyun/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { systemConfig } from "../../db/schema";

export type SystemConfig = Record<ConfigKey, string>;

// Read on most requests (site-closed check), so kept for a moment in memory; a write through
// this module clears it at once, other instances see it within CACHE_MS.
const CACHE_MS = 3000;

export class ConfigService {
  private cached: { at: number; value: SystemConfig } | null = null;

  constructor(private readonly db: Db) {}

  async get(): Promise<SystemConfig> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    const rows = await this.db.select().from(systemConfig);
    const value = { ...CONFIG_DEFAULTS };
    for (const row of rows) {
      if ((CONFIG_KEYS as string[]).includes(row.name)) value[row.name as ConfigKey] = row.value;
    }
    this.cached = { at: Date.now(), value };
    return value;
  }

  async set(values: Partial<SystemConfig>): Promise<void> {
    const entries = Object.entries(values);
    if (entries.length > 0) {
      await this.db
        .insert(systemConfig)
        .values(entries.map(([name, value]) => ({ name, value: String(value) })))
        .onConflictDoUpdate({
          target: systemConfig.name,
          set: { value: sql`excluded.value`, update_time: sql`now()` },
        });
    }
    this.invalidate();
  }

  invalidate() {
    this.cached = null;
  }
}

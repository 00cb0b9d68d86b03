import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { isPostgresUrl } from "./db/client";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const boolFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

// Every variable has a safe default; a bad value stops the server naming the variable.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine(
      (v) => !v || isPostgresUrl(v),
      "must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)",
    ),
  DATA_DIR: z.string().min(1).default("data"),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z.string().min(3).default("Haiyun <no-reply@haiyun.local>"),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: boolFlag.optional(),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^rediss?:\/\//.test(v), "must be a redis:// or rediss:// URL"),
  REDIS_KEY_PREFIX: z.string().min(1).default("haiyun:"),
  // 30 s is far above any one statement the portal sends while serving (the largest,
  // a 10,000-row rates import's, inserts 5,000 rows in well under a second), and still short
  // enough that a database that stopped answering frees the request, and its pooled connection,
  // within the time a user would wait. Migrations at start-up run without it (db/open.ts).
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  QUOTE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(200),
  LIST_MEMORY_MB: z.coerce.number().int().min(0).max(4096).default(32),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if (trust === undefined) {
        ctx.addIssue({
          code: "custom",
          message: "must be off, true, or the proxies' addresses or CIDR ranges, comma-separated (no hop count)",
        });
        return z.NEVER;
      }
      return trust;
    }),
});

export interface AppConfig {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** DATA_DIR=:memory: keeps the embedded database in memory only */
  inMemory: boolean;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  /** rate limits shared by every instance through this Redis; per process without it */
  redisUrl?: string;
  redisKeyPrefix: string;
  /** how long one PostgreSQL statement may take before the request answers 503 DB_UNAVAILABLE */
  dbQueryTimeoutMs: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For is believed for the client's address */
  trustProxy: TrustProxy;
  /** how many quote search answers each process keeps for the current generation of rates (0: none) */
  quoteCacheEntries: number;
  /** how much memory each process gives the list pages it keeps (0: none, every page written by the database) */
  listMemoryBytes: number;
}

/** false (the socket's peer is the client), true (any proxy), or the proxies' addresses and ranges */
export type TrustProxy = boolean | string[];

// off unless asked: believing X-Forwarded-For from anyone lets a client choose its own address,
// and with it a fresh rate limit on every request. No hop count: Fastify 5.12 trusts no hop for
// one (a count cannot tell a proxy from a client that sent the header itself), so "1" would
// silently do nothing; the proxies are named by address instead.
function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim().toLowerCase() ?? "";
  if (["", "0", "false", "no", "off"].includes(text)) return false;
  if (["true", "yes", "on"].includes(text)) return true;
  const entries = text.split(",").map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name])}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const base = env.INIT_CWD ?? process.cwd();
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR === ":memory:" ? ":memory:" : path.resolve(env.DATA_DIR ? base : REPO_ROOT, e.DATA_DIR),
    inMemory: e.DATA_DIR === ":memory:",
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    // demo data is on by default for the embedded database, off for PostgreSQL
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    webDist: path.resolve(base, e.WEB_DIST ?? path.join(REPO_ROOT, "apps/web/dist")),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    dbQueryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    quoteCacheEntries: e.QUOTE_CACHE_ENTRIES,
    listMemoryBytes: e.LIST_MEMORY_MB * 1024 * 1024,
    trustProxy: e.TRUST_PROXY,
  };
}

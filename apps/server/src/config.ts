import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { isPostgresUrl } from "./db/client";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const boolFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

// DESIGN §3: every variable has a safe default; a bad value stops the server naming the variable.
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
  /** issue 12: rate limits shared by every instance through this Redis; per process without it */
  redisUrl?: string;
  redisKeyPrefix: string;
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
    // DESIGN §7: demo data is on by default for the embedded database, off for PostgreSQL
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    webDist: path.resolve(base, e.WEB_DIST ?? path.join(REPO_ROOT, "apps/web/dist")),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
  };
}

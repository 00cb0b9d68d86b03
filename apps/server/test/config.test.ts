import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

// Environment variables with safe defaults; a bad value stops the server naming it.
describe("loadConfig defaults", () => {
  it("starts on port 3000 with the embedded database and demo data", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: "development",
      port: 3000,
      host: "127.0.0.1",
      seedDemo: true,
      logLevel: "info",
      publicUrl: "http://localhost:3000",
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(path.isAbsolute(config.webDist)).toBe(true);
  });

  it("turns demo data off by default for PostgreSQL, and on again when asked", () => {
    const url = "postgres://haiyun@db.internal:5432/haiyun";
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ databaseUrl: url, seedDemo: false });
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: "1" }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "off" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgresql://x@y/z" }).seedDemo).toBe(false);
  });

  it("reads the values it is given", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/haiyun",
      SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
      PUBLIC_URL: "https://booking.example.com",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/haiyun",
      smtpUrl: "smtps://mailer:secret@smtp.example.com:465",
      publicUrl: "https://booking.example.com",
      logLevel: "warn",
      nodeEnv: "production",
    });
  });

  it("makes a relative DATA_DIR absolute and derives PUBLIC_URL from PORT", () => {
    const config = loadConfig({ DATA_DIR: "relative/data", PORT: "4100" });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith(path.join("relative", "data"))).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:4100");
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "", SEED_DEMO: "" })).toMatchObject({ port: 3000, seedDemo: true });
  });
});

describe("loadConfig refuses a bad value, naming the variable", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["PORT", "80.5"],
    ["DATABASE_URL", "mysql://x"],
    ["SMTP_URL", "http://x"],
    ["LOG_LEVEL", "loud"],
    ["PUBLIC_URL", "not-a-url"],
    ["SEED_DEMO", "maybe"],
    ["NODE_ENV", "staging"],
  ])("%s=%s", (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(`${name}=${JSON.stringify(value)}`);
    // one line per bad variable: the others are not blamed
    const blamed = message.split("\n").filter((line) => /^\s+[A-Z_]+=/.test(line));
    expect(blamed).toHaveLength(1);
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "abc", LOG_LEVEL: "loud" })).toThrow(/PORT="abc"[\s\S]*LOG_LEVEL="loud"/);
  });
});

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { templateDump } from "./template-dump";

const SERVER_ROOT = fileURLToPath(new URL("..", import.meta.url));
const REPO_ROOT = path.resolve(SERVER_ROOT, "../..");
const UNIT = path.join(REPO_ROOT, "deploy/haiyun.service");
const USER_CREATE_ARGS = ["--email", "a@example.com", "--password", "Long-enough-pass-42", "--role", "admin"];

interface Spawned {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const spawned: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of spawned.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function start(script: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(SERVER_ROOT, script), ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, SEED_DEMO: "0", LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  spawned.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

async function startServer(env: Record<string, string>) {
  const port = 3900 + Math.floor(Math.random() * 200);
  const server = start("src/server.ts", [], { PORT: String(port), ...env });
  let hasExited = false;
  void server.exited.then(() => {
    hasExited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  for (const startedAt = Date.now(); Date.now() - startedAt < 60_000 && !hasExited; ) {
    const isHealthy = await fetch(`${url}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (isHealthy) return { ...server, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy:\n${server.stdout()}\n${server.stderr()}`);
}

const userCreate = (dataDir: string) =>
  start("src/cli/user-create.ts", USER_CREATE_ARGS, { DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "silent" });

/** A data directory holding a migrated database, copied from the suite's template (a fresh one costs seconds). */
async function dataDirWithDatabase() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "haiyun-supervision-"));
  dirs.push(dir);
  const db = await PGlite.create({
    dataDir: path.join(dir, "db"),
    loadDataDir: await templateDump(),
  });
  await db.close();
  return dir;
}

// Process-level behaviour, once per run: it does not depend on the database engine under test.
describe.skipIf(process.env.TEST_ENGINE === "postgres")("supervision", () => {
  it("ships a systemd unit that verifies and restarts the server the way `npm start` runs it", () => {
    const unit = readFileSync(UNIT, "utf8");
    const setting = (key: string) => unit.match(new RegExp(`^${key}=(.*)$`, "m"))?.[1];
    expect(setting("Restart")).toBe("always");

    const execStart = setting("ExecStart") ?? "";
    // the compiled server that `npm run build` writes (scripts/build-server.mjs)
    expect(execStart.split(" ").at(-1)).toBe("apps/server/dist/server.js");
    // the same node command and flags as the server's start script after its build step, run from the checkout's root
    const startScript: string = JSON.parse(readFileSync(path.join(SERVER_ROOT, "package.json"), "utf8")).scripts.start;
    const nodeCommand = startScript.split(" && ").at(-1) ?? "";
    expect(execStart).toMatch(/^\/usr\/bin\/env node /);
    expect(execStart.replace("/usr/bin/env ", "")).toBe(nodeCommand.replace(" dist/", " apps/server/dist/"));

    const hasAnalyze = spawnSync("systemd-analyze", ["--version"]).status === 0;
    if (hasAnalyze) {
      const verify = spawnSync("systemd-analyze", ["verify", UNIT], { encoding: "utf8" });
      // unknown keys and bad values are only warnings (exit 0), each naming the file
      const complaints = `${verify.stdout}${verify.stderr}`.split("\n").filter((line) => line.includes("haiyun.service"));
      expect(complaints).toEqual([]);
      expect(verify.status).toBe(0);
    }
  });

  it("exits with code 1 after logging a fatal error thrown outside any request", async () => {
    const server = await startServer({ NODE_ENV: "test", DATA_DIR: ":memory:" });
    await fetch(`${server.url}/api/test/crash`, { method: "POST" }).catch(() => {});
    expect(await server.exited).toBe(1);
    const fatal = server
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line))
      .find((entry) => entry.level === 60);
    expect(fatal?.err?.message ?? "no fatal log line").toContain("simulated fatal error");
  }, 120_000);

  it("refuses user:create while the server holds the data directory, and allows it once the server stopped", async () => {
    const dataDir = await dataDirWithDatabase();
    const server = await startServer({ NODE_ENV: "production", DATA_DIR: dataDir });
    const pid = server.child.pid;

    const refused = userCreate(dataDir);
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toContain(`is in use by another Haiyun process (pid ${pid}`);
    expect(refused.stderr()).toContain(`Stop the server (Ctrl-C in its terminal, \`kill ${pid}\``);
    expect(refused.stderr()).not.toMatch(/\n\s+at /);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);

    const created = userCreate(dataDir);
    expect(await created.exited).toBe(0);
    expect(created.stdout()).toContain("Created admin account a@example.com");
  }, 180_000);

  it("takes over the lock of a process that died without removing it", async () => {
    const dataDir = await dataDirWithDatabase();
    const { pid } = spawnSync(process.execPath, ["-e", ""]);
    const bootId = existsSync("/proc/sys/kernel/random/boot_id")
      ? readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()
      : null;
    const stale = { pid, hostname: os.hostname(), boot_id: bootId, started_at: new Date().toISOString(), nonce: "killed" };
    writeFileSync(path.join(dataDir, "db.lock"), JSON.stringify(stale));

    const created = userCreate(dataDir);
    expect(await created.exited).toBe(0);
    expect(created.stdout()).toContain("Created admin account a@example.com");
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  }, 120_000);
});

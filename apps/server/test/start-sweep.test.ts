import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";

const SERVER = fileURLToPath(new URL("../src/server.ts", import.meta.url));

// The upload sweep, on the process itself: bytes a killed upload left without a row are gone once the
// server has started again on the same data directory (once per run: PGlite on disk only).
describe.skipIf(process.env.TEST_ENGINE === "postgres")("server start on an existing data directory", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-start-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let child: ReturnType<typeof spawn> | null = null;
  afterEach(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    child = null;
  });

  async function start() {
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = spawn(process.execPath, ["--import", "tsx", SERVER], {
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "0" },
      stdio: "ignore",
    });
    child = server;
    // up to 60 s: a loaded machine starts slowly
    for (let i = 0; i < 600; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (up) return server;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the server did not answer /api/health within 60 s");
  }

  async function stop(server: ReturnType<typeof spawn>) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }

  it("removes stored bytes no row names and unfinished writes, before it answers", async () => {
    await stop(await start());
    const bytes = Buffer.from("bytes of an upload whose row never committed");
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const folder = path.join(dataDir, "files", sha256.slice(0, 2));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, sha256), bytes);
    writeFileSync(path.join(folder, `${sha256}.1a2b.tmp`), bytes.subarray(0, 10));

    const again = await start();
    expect(existsSync(path.join(folder, sha256))).toBe(false);
    expect(existsSync(path.join(folder, `${sha256}.1a2b.tmp`))).toBe(false);
    await stop(again);
  }, 180_000);
});

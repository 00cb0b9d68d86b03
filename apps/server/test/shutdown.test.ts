import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SERVER = fileURLToPath(new URL("../src/server.ts", import.meta.url));

// The process itself, once per run (it does not depend on the database engine under test).
describe.skipIf(process.env.TEST_ENGINE === "postgres")("server process", () => {
  it("answers /api/health, then on SIGTERM finishes and exits 0", async () => {
    const port = 3700 + Math.floor(Math.random() * 200);
    const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: ":memory:",
        SEED_DEMO: "0",
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
      },
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    let healthy = false;
    for (let i = 0; i < 300 && !healthy; i++) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy).toBe(true);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 60_000);
});

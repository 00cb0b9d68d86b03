import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const SERVER = fileURLToPath(new URL("../src/server.ts", import.meta.url));

// The process itself, once per run (it does not depend on the database engine under test).
describe.skipIf(process.env.TEST_ENGINE === "postgres")("server process", () => {
  // whatever an assertion does, no server process outlives the test
  let child: ReturnType<typeof spawn> | null = null;
  afterEach(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    child = null;
  });

  it("answers /api/health, then on SIGTERM finishes and exits 0", async () => {
    const port = 3700 + Math.floor(Math.random() * 200);
    child = spawn(process.execPath, ["--import", "tsx", SERVER], {
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
    const server = child;
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    let healthy = false;
    // up to 60 s: a loaded machine starts slowly, and a poll costs nothing when it is quick
    for (let i = 0; i < 600 && !healthy; i++) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy).toBe(true);
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 120_000);
});

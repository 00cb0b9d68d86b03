import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "../src/db/data-dir-lock";

const MODULE_URL = new URL("../src/db/data-dir-lock.ts", import.meta.url).href;
const BOOT_ID = readOrNull("/proc/sys/kernel/random/boot_id")?.trim() ?? null;
const HAS_PROC = existsSync(`/proc/${process.pid}/stat`);

const dirs: string[] = [];
const locks: DataDirLock[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const lock of locks.splice(0)) lock.release();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "haiyun-lock-"));
  dirs.push(dir);
  return dir;
}

async function acquire(dir: string, options?: Parameters<typeof acquireDataDirLock>[1]) {
  const lock = await acquireDataDirLock(dir, options);
  locks.push(lock);
  return lock;
}

/** A pid that named a process a moment ago: the child has exited and been collected. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  if (!pid) throw new Error("could not spawn a child");
  return pid;
}

const lockFile = (dir: string) => path.join(dir, "db.lock");

function writeLock(dir: string, overrides: Record<string, unknown>) {
  const owner = {
    pid: deadPid(),
    hostname: os.hostname(),
    boot_id: BOOT_ID,
    started_at: new Date().toISOString(),
    nonce: "left-by-hand",
    ...overrides,
  };
  writeFileSync(lockFile(dir), JSON.stringify(owner));
}

function readOrNull(file: string) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

describe("data directory lock", () => {
  it("refuses a second holder, naming the first one's pid, until the first releases", async () => {
    const dir = tempDir();
    const first = await acquire(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({ pid: process.pid, hostname: os.hostname() });

    const second = acquire(dir);
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(`pid ${process.pid}`);
    await expect(second).rejects.toThrow(`kill ${process.pid}`);

    first.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    await acquire(dir);
    expect(existsSync(lockFile(dir))).toBe(true);
  });

  it("takes over a lock whose process has exited, and leaves no other file behind", async () => {
    const dir = tempDir();
    writeLock(dir, {});
    const lock = await acquire(dir);
    expect(JSON.parse(readFileSync(lock.file, "utf8")).nonce).not.toBe("left-by-hand");
    expect(readdirSync(dir)).toEqual(["db.lock"]);
  });

  it.skipIf(!BOOT_ID)("takes over a lock written before the machine rebooted, even if its pid is alive now", async () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.pid, boot_id: "a-previous-boot" });
    await acquire(dir);
  });

  it.skipIf(!HAS_PROC)("takes over a lock whose pid now belongs to a later process", async () => {
    const dir = tempDir();
    // what a restarted container sees: the killed server had the very pid its successor has
    writeLock(dir, { pid: process.pid, proc_start: "1" });
    await acquire(dir);
  });

  it("never takes over a lock from another host, and says so", async () => {
    const dir = tempDir();
    writeLock(dir, { hostname: "other-host.example" });
    const before = readFileSync(lockFile(dir), "utf8");
    const attempt = acquire(dir);
    await expect(attempt).rejects.toThrow(DataDirLockedError);
    await expect(attempt).rejects.toThrow("on another machine (host other-host.example");
    expect(readFileSync(lockFile(dir), "utf8")).toBe(before);
  });

  it("takes over a half-written lock file once it is old", async () => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), "");
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), aMinuteAgo, aMinuteAgo);
    await acquire(dir);
  });

  it("refuses while a fresh lock file is still unreadable, asking to try again shortly", async () => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), "{");
    const attempt = acquire(dir);
    await expect(attempt).rejects.toThrow(DataDirLockedError);
    await expect(attempt).rejects.toThrow("Run the command again in a few seconds");
    expect(readFileSync(lockFile(dir), "utf8")).toBe("{");
  });

  it("releases only a lock that is still its own", async () => {
    const dir = tempDir();
    const lock = await acquire(dir);
    writeLock(dir, { nonce: "someone-else" });
    lock.release();
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).nonce).toBe("someone-else");
  });

  it("lets exactly one of two takers that judged the same lock stale hold it", async () => {
    const dir = tempDir();
    writeLock(dir, {});
    // both have judged the stale lock before either acts; then the slower one acts only once the
    // faster one holds the lock: a check-then-delete would delete the faster one's fresh lock
    const gates = [deferred(), deferred()];
    const judged = [deferred(), deferred()];
    let arrivals = 0;
    const beforeTakeover = async () => {
      const turn = arrivals++;
      if (turn > 1) return;
      judged[turn].resolve();
      await gates[turn].promise;
    };
    const first = settle(acquire(dir, { beforeTakeover }));
    const second = settle(acquire(dir, { beforeTakeover }));
    await Promise.all(judged.map((d) => d.promise));
    gates[0].resolve();
    const faster = await first;
    gates[1].resolve();
    const slower = await second;

    expect(faster.status).toBe("fulfilled");
    expect(slower.status).toBe("rejected");
    expect(slower.status === "rejected" && slower.reason).toBeInstanceOf(DataDirLockedError);
    // the file on disk is the winner's: its release removes it
    if (faster.status === "fulfilled") faster.value.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it("lets exactly one of several processes that judged the same lock stale hold it, and its exit frees it", async () => {
    const dir = tempDir();
    writeLock(dir, {});
    // each racer stops once it has judged the lock stale; all then act at the same moment
    const script = `
      const { acquireDataDirLock } = await import(${JSON.stringify(MODULE_URL)});
      const nextLine = () => new Promise((resolve) => process.stdin.once("data", resolve));
      let hasJudged = false;
      const beforeTakeover = async () => {
        if (hasJudged) return;
        hasJudged = true;
        console.log("judged");
        await nextLine();
      };
      console.log("ready");
      await nextLine();
      try {
        await acquireDataDirLock(process.argv[1], { beforeTakeover });
        console.log("won");
        // hold it until the test closes stdin, then exit without releasing by hand
        process.stdin.on("data", () => {}).on("end", () => process.exit(0));
      } catch (err) {
        console.log(\`lost \${err.name}: \${err.message}\`);
        process.exit(0);
      }`;
    const racers = [0, 1, 2].map(() => {
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dir], {
        stdio: ["pipe", "pipe", "inherit"],
      });
      children.push(child);
      let out = "";
      child.stdout?.on("data", (chunk) => {
        out += chunk;
      });
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      return { child, output: () => out, exited };
    });
    const tellAll = async (line: string, answer: RegExp) => {
      for (const racer of racers) racer.child.stdin?.write(`${line}\n`);
      await waitFor(() => racers.every((r) => answer.test(r.output())));
    };
    await waitFor(() => racers.every((r) => r.output().includes("ready")));
    await tellAll("go", /judged/);
    await tellAll("take", /won|lost/);

    const winners = racers.filter((r) => r.output().includes("won"));
    expect(winners).toHaveLength(1);
    const winnerPid = winners[0].child.pid;
    for (const racer of racers.filter((r) => r !== winners[0])) {
      expect(racer.output()).toContain(`lost DataDirLockedError: The database in ${dir} is in use by another Haiyun process`);
      expect(racer.output()).toContain(`pid ${winnerPid}`);
    }
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).pid).toBe(winnerPid);

    winners[0].child.stdin?.end();
    expect(await winners[0].exited).toBe(0);
    expect(existsSync(lockFile(dir))).toBe(false);
  }, 120_000);
});

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function settle<T>(promise: Promise<T>) {
  return Promise.allSettled([promise]).then(([result]) => result);
}

async function waitFor(condition: () => boolean, timeoutMs = 60_000) {
  for (const start = Date.now(); !condition(); ) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

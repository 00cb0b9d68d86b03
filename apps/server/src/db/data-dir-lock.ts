import { createHash, randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// One process at a time may open the embedded database: PGlite does not lock its directory, and a
// second writer (e.g. `npm run user:create` while the server runs) would go unseen or corrupt it.
const LOCK_NAME = "db.lock";
// a lock file is unreadable for the instant between its creation and its write; one unreadable for
// this long was left half-written by a process that died
const UNREADABLE_STALE_MS = 10_000;
const ATTEMPTS = 50;
const PAUSE_MS = 100;
const MAX_TAKEOVER_DEPTH = 3;

interface LockOwner {
  pid: number;
  hostname: string;
  boot_id: string | null;
  /** the owner's start time in clock ticks since boot, to tell it from a later process given the same pid */
  proc_start: string | null;
  started_at: string;
  nonce: string;
}

interface Found {
  raw: string;
  owner: LockOwner | null;
  ageMs: number;
}

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export interface DataDirLock {
  file: string;
  /** removes the lock file if it is still ours; safe to call more than once */
  release: () => void;
}

export interface DataDirLockOptions {
  /** test seam: awaited after a stale lock was judged and before it is taken over */
  beforeTakeover?: () => Promise<void>;
}

interface Attempt extends DataDirLockOptions {
  self: LockOwner;
  budget: { left: number };
}

export async function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_NAME);
  const self = describeSelf();
  const outcome = await claim(file, { ...options, self, budget: { left: ATTEMPTS } });
  if (outcome !== "won") throw new DataDirLockedError(explain(dataDir, file, outcome, self));
  const release = () => {
    process.off("exit", release);
    removeIfOurs(file, self.nonce);
  };
  // a normal exit, or a fatal error that ends in process.exit, never leaves the lock behind
  process.on("exit", release);
  return { file, release };
}

async function claim(file: string, attempt: Attempt, depth = 0): Promise<"won" | Found | null> {
  let seen: Found | null = null;
  while (attempt.budget.left-- > 0) {
    if (createExclusive(file, attempt.self)) return "won";
    seen = inspect(file);
    if (!seen) continue;
    const verdict = judge(seen, attempt.self);
    if (verdict === "held") return seen;
    if (verdict === "stale" && depth < MAX_TAKEOVER_DEPTH && (await takeOver(file, seen, attempt, depth))) continue;
    await sleep(PAUSE_MS);
  }
  return seen;
}

// Two processes may judge the same lock stale at once. If each simply deleted it, the slower one
// would delete the lock the faster one had just created, and both would open the database. So the
// right to remove one particular stale file is itself a lock, named after that file's content: only
// its holder removes the file, and only while it still holds exactly the content that was judged.
async function takeOver(file: string, stale: Found, attempt: Attempt, depth: number): Promise<boolean> {
  await attempt.beforeTakeover?.();
  const digest = createHash("sha256").update(stale.raw).digest("hex").slice(0, 16);
  const right = path.join(path.dirname(file), `${LOCK_NAME}.takeover-${digest}`);
  if ((await claim(right, attempt, depth + 1)) !== "won") return false;
  try {
    if (readOrNull(file) === stale.raw) unlinkSync(file);
  } finally {
    removeIfOurs(right, attempt.self.nonce);
  }
  return true;
}

function judge({ owner, ageMs }: Found, self: LockOwner): "held" | "stale" | "unsettled" {
  if (!owner) return ageMs > UNREADABLE_STALE_MS ? "stale" : "unsettled";
  // another machine sharing the disk: whether its process lives cannot be seen from here
  if (owner.hostname !== self.hostname) return "held";
  if (owner.boot_id && self.boot_id && owner.boot_id !== self.boot_id) return "stale";
  if (!isAlive(owner.pid)) return "stale";
  // a restarted container gives its new process the pid of the one that was killed
  const start = procStat(owner.pid)?.[PROC_START];
  if (owner.proc_start && start && owner.proc_start !== start) return "stale";
  return "held";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user
    return errorCode(err) !== "ESRCH";
  }
  // a zombie has exited; only its parent has not collected it yet
  return procStat(pid)?.[PROC_STATE] !== "Z";
}

function describeSelf(): LockOwner {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    boot_id: readOrNull("/proc/sys/kernel/random/boot_id")?.trim() || null,
    proc_start: procStat(process.pid)?.[PROC_START] ?? null,
    started_at: new Date().toISOString(),
    nonce: randomBytes(16).toString("hex"),
  };
}

// fields of /proc/<pid>/stat counted from the one after the command name (which may itself hold
// spaces or parentheses): 3 (state) and 22 (start time in clock ticks since boot) in proc(5)
const PROC_STATE = 0;
const PROC_START = 19;

function procStat(pid: number): string[] | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  return stat ? stat.slice(stat.lastIndexOf(")") + 2).split(" ") : null;
}

function createExclusive(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (err) {
    if (errorCode(err) === "EEXIST") return false;
    throw err;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } catch (err) {
    unlinkSync(file);
    throw err;
  } finally {
    closeSync(fd);
  }
  return true;
}

function inspect(file: string): Found | null {
  try {
    const ageMs = Date.now() - statSync(file).mtimeMs;
    const raw = readFileSync(file, "utf8");
    return { raw, owner: parseOwner(raw), ageMs };
  } catch (err) {
    if (errorCode(err) === "ENOENT") return null;
    throw err;
  }
}

function parseOwner(raw: string): LockOwner | null {
  try {
    const value = JSON.parse(raw);
    // a pid of 0 or below would make process.kill address a whole process group
    const isValid = Number.isInteger(value?.pid) && value.pid > 0 && typeof value.hostname === "string";
    return isValid && typeof value.nonce === "string" ? (value as LockOwner) : null;
  } catch {
    return null;
  }
}

function removeIfOurs(file: string, nonce: string) {
  const owner = parseOwner(readOrNull(file) ?? "");
  if (owner?.nonce !== nonce) return;
  try {
    unlinkSync(file);
  } catch {
    // already gone; this also runs from the exit handler, which must not throw
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException)?.code;
}

function explain(dataDir: string, file: string, found: Found | null, self: LockOwner): string {
  const where = displayPath(dataDir);
  const owner = found?.owner;
  if (!owner || !found || judge(found, self) !== "held") {
    return (
      `The database in ${where} is being locked by another process right now. Run the command again in a few seconds. ` +
      `If this persists and no Haiyun process uses ${where}, delete ${displayPath(file)}.`
    );
  }
  if (owner.hostname !== self.hostname) {
    return (
      `The database in ${where} is in use by a Haiyun process on another machine (host ${owner.hostname}, pid ${owner.pid}, ` +
      `started ${owner.started_at}). Stop it there and run the command again. ` +
      `If no Haiyun process uses ${where} any more, delete ${displayPath(file)}.`
    );
  }
  return (
    `The database in ${where} is in use by another Haiyun process (pid ${owner.pid}, started ${owner.started_at}). ` +
    `Stop the server (Ctrl-C in its terminal, \`kill ${owner.pid}\`, or \`systemctl stop haiyun\` if it runs as a service) ` +
    "and run the command again, or, while it runs, use the web console / API instead."
  );
}

// relative to where the person typed the command (npm runs scripts from the workspace's folder)
function displayPath(target: string): string {
  const relative = path.relative(process.env.INIT_CWD ?? process.cwd(), target);
  if (!relative) return ".";
  return relative.startsWith("..") || path.isAbsolute(relative) ? target : `./${relative}`;
}

// Build stamps: a build's output directory holds a stamp with the hash of the inputs it was built
// from and the files it wrote, so that `npm start` skips a build whose inputs have not changed.
// The stamp is written last: a failed or interrupted build leaves none, and the next start rebuilds.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const STAMP = ".build-stamp.json";
const SKIPPED_DIRS = new Set(["node_modules", "dist", ".git"]);
// tests are never part of a build's output
const TEST_FILE = /(\.test\.[cm]?[jt]sx?|^vitest\.config\.ts)$/;

function listFiles(root, dir, out) {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listFiles(root, relative, out);
    } else if (!TEST_FILE.test(entry.name)) {
      out.push(relative);
    }
  }
  return out;
}

/** sha256 over the path and content of every file under `inputs` (files or directories, relative to root) and `extra`. */
export function hashInputs(root, inputs, extra = "") {
  const hash = createHash("sha256").update(extra).update("\0");
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!existsSync(full)) {
      hash.update(`${input}\0missing\0`);
      continue;
    }
    const files = statSync(full).isDirectory() ? listFiles(root, input, []) : [input];
    for (const file of files) {
      hash
        .update(`${file}\0`)
        .update(readFileSync(path.join(root, file)))
        .update("\0");
    }
  }
  return hash.digest("hex");
}

/** Why outDir needs a build for these inputs, or null when its stamp matches them and every file it lists is there. */
export function staleReason(outDir, inputsHash) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(outDir, STAMP), "utf8"));
  } catch {
    return "no finished build";
  }
  if (stamp?.inputs !== inputsHash) return "sources changed since the last build";
  const files = Array.isArray(stamp.files) ? stamp.files : [];
  if (files.length === 0 || !files.every((file) => existsSync(path.join(outDir, file)))) return "output incomplete";
  return null;
}

export function clearStamp(outDir) {
  rmSync(path.join(outDir, STAMP), { force: true });
}

export function writeStamp(outDir, inputsHash) {
  const files = listFiles(outDir, ".", []).filter((file) => file !== STAMP);
  const stamp = { inputs: inputsHash, builtAt: new Date().toISOString(), files };
  writeFileSync(path.join(outDir, STAMP), `${JSON.stringify(stamp, null, 1)}\n`);
}

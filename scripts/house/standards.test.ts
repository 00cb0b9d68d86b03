import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The DCSA standard files the server tests validate against are part of the repository: every file
// the folder's README lists is there, with DCSA's licence, and every example a test reads exists.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DCSA = path.join(ROOT, "standards/dcsa");

describe("standards/dcsa", () => {
  it("holds every file its README lists, and the licence", () => {
    const listed = [...readFileSync(path.join(DCSA, "README.md"), "utf8").matchAll(/^\| `([^`*]+)`/gm)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThanOrEqual(7);
    for (const file of [...listed, "LICENSE"]) expect(existsSync(path.join(DCSA, file)), file).toBe(true);
    expect(readFileSync(path.join(DCSA, "LICENSE"), "utf8")).toContain("Apache License");
  });

  it("holds every conformance example a server test reads", () => {
    const examples = new Set(readdirSync(path.join(DCSA, "examples")));
    const tests = path.join(ROOT, "apps/server/test");
    const read = new Set<string>();
    for (const name of readdirSync(tests).filter((file) => file.endsWith(".ts"))) {
      for (const m of readFileSync(path.join(tests, name), "utf8").matchAll(
        /\b((?:booking|ebl|tnt|commercialschedules)-[\w.-]+\.json)\b/g,
      )) {
        read.add(m[1] as string);
      }
    }
    expect(read.size).toBeGreaterThan(0);
    for (const file of read) expect(examples.has(file), file).toBe(true);
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The recipe "Add an order action" (docs/ARCHITECTURE.md) promises that the type check names every
// place a new action must be added. The places are the maps keyed by every OrderAction; this test
// finds them in the code and holds the recipe's list to what it found, and every file the recipe
// names to one that exists — so the recipe cannot drift from the code again.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SKIP = new Set(["node_modules", "dist", "test-results", "playwright-report", "fixtures"]);
const DIRS = ["apps/server/src", "apps/server/test", "apps/web/src", "packages/shared/src", "e2e/specs"];

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(rel));
    else if (/\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

const sources = new Map(DIRS.flatMap(filesUnder).map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]));

/** Type aliases that are a whole map keyed by every action: `Record<OrderAction, …>` or `{ [A in OrderAction]: … }`. */
function wholeMapTypes(): string[] {
  const names: string[] = [];
  for (const text of sources.values()) {
    for (const match of text.matchAll(
      /\btype\s+(\w+)\s*=\s*(?:Record<\s*OrderAction\s*,|\{\s*\[\s*\w+\s+in\s+OrderAction\s*\]\s*:)/g,
    )) {
      // `{ [A in OrderAction]: … }[OrderAction]` is a union of actions, not a map
      const rest = text.slice(match.index);
      const end = rest.search(/\n(?:export\s+)?(?:type|interface|const|function)\s/);
      if (/\}\s*\[\s*OrderAction\s*\]\s*;?\s*$/.test(rest.slice(0, end < 0 ? undefined : end).trim())) continue;
      names.push(match[1] as string);
    }
  }
  return names;
}

interface Place {
  name: string;
  file: string;
}

/** Constants declared as, or checked against, a map keyed by every action (or whose keys are checked against every action). */
function actionMaps(): Place[] {
  const types = wholeMapTypes();
  const whole = `(?:Readonly<\\s*)?(?:Record<\\s*OrderAction\\s*,${types.length ? `|(?:${types.join("|")})\\b` : ""})`;
  const declared = new RegExp(`\\bconst\\s+([A-Z][A-Z0-9_]*)\\s*:\\s*${whole}`, "g");
  const checked = new RegExp(`\\bsatisfies\\s+${whole}`, "g");
  const places: Place[] = [];
  for (const [file, text] of sources) {
    for (const match of text.matchAll(declared)) places.push({ name: match[1] as string, file });
    // a key check that names the actions a map lacks: Exclude<OrderAction, keyof typeof MAP>
    for (const match of text.matchAll(/Exclude<\s*OrderAction\s*,\s*keyof\s+typeof\s+([A-Z][A-Z0-9_]*)\s*>/g)) {
      places.push({ name: match[1] as string, file });
    }
    for (const match of text.matchAll(checked)) {
      const before = [...text.slice(0, match.index).matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\b/g)].at(-1);
      if (before) places.push({ name: before[1] as string, file });
    }
  }
  return places;
}

const architecture = readFileSync(path.join(ROOT, "docs/ARCHITECTURE.md"), "utf8");
const recipe = architecture.slice(architecture.indexOf("### Add an order action"), architecture.indexOf("### Add a list"));
const promise = recipe.slice(recipe.indexOf("Run `npm run typecheck` after step 1"));
const promised = [...promise.matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)].map((match) => match[1] as string);

describe("the recipe 'Add an order action'", () => {
  it("is where the test looks for it", () => {
    expect(recipe.length).toBeGreaterThan(500);
    expect(promise).toMatch(/names every place keyed by `OrderAction`/);
  });

  it("lists every map keyed by every action, and no other", () => {
    const found = [...new Set(actionMaps().map((place) => place.name))].sort();
    expect(found).toContain("ORDER_ACTION_CONTRACT");
    expect(found).toContain("ORDER_HANDLERS");
    expect([...new Set(promised)].sort()).toEqual(found);
  });

  it("names the file each map lives in where it names one", () => {
    const maps = actionMaps();
    for (const match of promise.matchAll(/`([A-Z][A-Z0-9_]{2,})` in `([^`]+)`/g)) {
      const [, name, file] = match as unknown as [string, string, string];
      expect(
        maps.filter((place) => place.name === name).map((place) => place.file),
        `${name} in ${file}`,
      ).toContain(file);
    }
  });

  it("names only files that exist", () => {
    const named = [...recipe.matchAll(/`([\w./<>-]+\.tsx?)`/g)]
      .map((match) => match[1] as string)
      .filter((f) => !f.includes("<"));
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter((file) => {
      if (existsSync(path.join(ROOT, file))) return false;
      // a path the recipe gives from a folder it named before (schemas/order-actions.ts, features/…)
      return ![...sources.keys()].some((source) => source.endsWith(`/${file}`));
    });
    expect(missing).toEqual([]);
  });
});

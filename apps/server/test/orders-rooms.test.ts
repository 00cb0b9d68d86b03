import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The orders module is kept in rooms (core/, booking/, instruction/, ...): the folders' imports
// form no cycle (one folder importing another that imports it back, or a longer ring), and the
// module's top level stays a few files. Biome's noImportCycles sees files; this sees folders.

const ORDERS = fileURLToPath(new URL("../src/modules/orders", import.meta.url));
const TOP_LEVEL_FILES_AT_MOST = 15;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const folderOf = (file: string) => path.relative(ORDERS, path.dirname(file)) || ".";

/** The folder a relative specifier lands in (a folder itself when it names the folder's index). */
function targetFolder(from: string, specifier: string): string {
  const target = path.resolve(path.dirname(from), specifier);
  const isFolder = statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false;
  return isFolder ? path.relative(ORDERS, target) || "." : folderOf(target);
}

/** Folder -> the folders its files import, each with the files that do. */
function folderImports(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(ORDERS)) {
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}(?:\/[^"]*)?)"/g)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(ORDERS)) continue;
      const from = folderOf(file);
      const to = targetFolder(file, specifier);
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), path.relative(ORDERS, file)]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Every ring of folders, each as the path that closes it (a -> b -> a). */
function rings(graph: Map<string, Map<string, string[]>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (folder: string, trail: string[]) => {
    const at = trail.indexOf(folder);
    if (at >= 0) {
      found.push([...trail.slice(at), folder]);
      return;
    }
    if (done.has(folder)) return;
    for (const next of graph.get(folder)?.keys() ?? []) walk(next, [...trail, folder]);
    done.add(folder);
  };
  for (const folder of graph.keys()) walk(folder, []);
  return found;
}

describe("the orders module's rooms", () => {
  it("import one another without a cycle between folders", () => {
    const graph = folderImports();
    expect(graph.size).toBeGreaterThan(5);
    const described = rings(graph).map((ring) =>
      ring
        .slice(1)
        .map((to, i) => `${ring[i]} -> ${to} (${graph.get(ring[i])?.get(to)?.join(", ")})`)
        .join("; "),
    );
    expect(described).toEqual([]);
  });

  it(`keep the module's top level to ${TOP_LEVEL_FILES_AT_MOST} files at most`, () => {
    const files = readdirSync(ORDERS, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeLessThanOrEqual(TOP_LEVEL_FILES_AT_MOST);
  });

  it("sees a cycle when there is one (the check is not blind)", () => {
    const graph = new Map([
      ["actions", new Map([["core", ["actions/a.ts"]]])],
      ["core", new Map([["actions", ["core/b.ts"]]])],
    ]);
    expect(rings(graph)).toEqual([["actions", "core", "actions"]]);
  });
});

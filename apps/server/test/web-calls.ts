import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// Reads the web app's source for the API calls it makes, so a test can hold each one against the
// server's route table. Only calls whose URL is written out are read (a string, a template, or
// buildUrl() of one); a URL computed elsewhere (an order action's, built from the shared contract)
// is skipped here and checked through the contract itself.

export interface WebCall {
  method: string;
  /** the path as the client sends it, under /api, without the query; each `${…}` as written */
  path: string;
  /** the same with each `${…}` as one character, ID_HOLE for an id, HOLE for anything else, for matching */
  pattern: string;
  /** file:line, for the failure message */
  at: string;
}

export const WEB_SRC = path.resolve(import.meta.dirname, "../../web/src");

/** The verb each method of the web's `api` client (lib/api-client.ts) sends. */
const CLIENT_METHODS: Record<string, string> = {
  get: "GET",
  post: "POST",
  put: "PUT",
  delete: "DELETE",
  upload: "POST",
  download: "GET",
  blob: "GET",
};

/** Every .ts/.tsx file under `dir`, test files and the test helpers (src/test) left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).includes("test"))
    .sort();
}

/** a `${…}` that may spell any segment (a reference list's kind, an action's name) */
const HOLE = "\u0000";
/** a `${…}` that is an id (`id`, `order.id`, `orderId`): it fills a `:param` segment only */
const ID_HOLE = "\u0001";
const holeFor = (expression: string) => (/(^|\.)id$|Id$/.test(expression) ? ID_HOLE : HOLE);

/** The URL an argument spells out (each `${…}` as `hole` gives it), or null when it is not written there. */
function literalUrl(node: ts.Expression, file: ts.SourceFile, hole: (expression: ts.Expression) => string): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => hole(span.expression) + span.literal.text).join("");
  }
  // buildUrl("/rate/export", filters): the path is its first argument
  if (ts.isCallExpression(node) && node.expression.getText(file) === "buildUrl" && node.arguments[0]) {
    return literalUrl(node.arguments[0], file, hole);
  }
  return null;
}

/** What lib/api-client.ts's buildUrl sends: /api in front of a relative path, no query. */
function apiPath(url: string): string | null {
  const withoutQuery = url.split("?")[0] ?? "";
  if (/^https?:/.test(withoutQuery)) return null;
  if (withoutQuery.startsWith("/api")) return withoutQuery;
  return `/api${withoutQuery.startsWith("/") ? "" : "/"}${withoutQuery}`;
}

/** The method a fetch(url, init) call names in its init, GET without one. */
function fetchMethod(init: ts.Expression | undefined): string {
  if (!init || !ts.isObjectLiteralExpression(init)) return "GET";
  for (const property of init.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === "method" && ts.isStringLiteral(property.initializer)) {
      return property.initializer.text.toUpperCase();
    }
  }
  return "GET";
}

export interface ScanResult {
  calls: WebCall[];
  /** calls through the client whose URL is not written at the call (file:line) */
  skipped: string[];
}

/** The API calls of one source text: the `api` client's, and fetch() of an /api URL. */
export function scanSource(fileName: string, text: string): ScanResult {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const result: ScanResult = { calls: [], skipped: [] };
  const at = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [first, second] = node.arguments;
      const isClient = ts.isPropertyAccessExpression(callee) && callee.expression.getText(file) === "api";
      const method = isClient
        ? CLIENT_METHODS[callee.name.text]
        : ts.isIdentifier(callee) && callee.text === "fetch"
          ? ""
          : undefined;
      if (method !== undefined && first) {
        const shown = literalUrl(first, file, (expression) => `\${${expression.getText(file)}}`);
        const bare = literalUrl(first, file, (expression) => holeFor(expression.getText(file)));
        const path = shown === null ? null : apiPath(shown);
        const pattern = bare === null ? null : apiPath(bare);
        // fetch() counts only for an /api URL written out; the client's calls are all API calls
        if (path && pattern && (isClient || path.startsWith("/api/"))) {
          result.calls.push({ method: method || fetchMethod(second), path, pattern, at: at(node) });
        } else if (isClient) {
          result.skipped.push(at(node));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return result;
}

/** The API calls of every source file under `dir`, file names relative to the repository. */
export function scanWebSources(dir = WEB_SRC): ScanResult {
  const root = path.resolve(dir, "../../..");
  const all: ScanResult = { calls: [], skipped: [] };
  for (const file of sourceFiles(dir)) {
    const found = scanSource(path.relative(root, file), readFileSync(file, "utf8"));
    all.calls.push(...found.calls);
    all.skipped.push(...found.skipped);
  }
  return all;
}

/**
 * Whether a call's path (its `pattern`) can reach a registered route. A route's `:param` segment
 * (an id, a token) takes a `${…}` or a number; a literal one takes the same text, or a segment
 * whose `${…}` parts, none of them an id, may spell it (the reference lists and the ops steps
 * pick their route by a variable: `/admin/reference/${kind}`, `/ops/order/${id}/${route}`).
 */
export function pathMatches(pattern: string, routeUrl: string): boolean {
  const call = pattern.replace(/\/$/, "").split("/");
  const route = routeUrl.replace(/\/$/, "").split("/");
  if (call.length !== route.length) return false;
  return route.every((segment, i) => {
    const sent = call[i] ?? "";
    if (segment.startsWith(":")) return sent === HOLE || sent === ID_HOLE || /^\d+$/.test(sent);
    if (sent.includes(ID_HOLE)) return false;
    if (!sent.includes(HOLE)) return sent === segment;
    const spelled = sent
      .split(HOLE)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[^/]+");
    return new RegExp(`^${spelled}$`).test(segment);
  });
}

import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { fieldError } from "../lib/app-error";

const BODY_METHODS = new Set<string>(["POST", "PUT", "PATCH", "DELETE"]);
// A call that takes no body still refuses one (unknown fields are a 400).
const NO_BODY = z.strictObject({}).nullish();

function takesMultipart(route: RouteOptions): boolean {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
  return !!consumes?.includes("multipart/form-data");
}

function hasBodyMethod(method: HTTPMethods | HTTPMethods[]): boolean {
  return (Array.isArray(method) ? method : [method]).some((m) => BODY_METHODS.has(m));
}

/**
 * The path of the first string (value or key) holding U+0000, or null. PostgreSQL cannot store
 * that character in text, so it must be refused before any query: walked without recursion, as
 * a body may nest deeply.
 */
export function findNulCharacter(root: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: "" }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path;
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key.replaceAll("\u0000", "")}` : key.replaceAll("\u0000", "");
      if (key.includes("\u0000")) return childPath;
      stack.push({ value: child, path: childPath });
    }
  }
  return null;
}

function assertNoNul(request: FastifyRequest) {
  for (const input of [request.params, request.query, request.body]) {
    const field = findNulCharacter(input);
    if (field !== null) throw fieldError(field, "v.nul_char", request.lang);
  }
}

// Input rules every route gets without asking: one place, so a new route cannot forget them.
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith("/api/") || !hasBodyMethod(route.method) || takesMultipart(route)) return;
      route.schema ??= {};
      route.schema.body ??= NO_BODY;
    });
    // after the routes' own onRequest guards: a stranger hears 401 before any word on the input
    app.addHook("preValidation", async (request) => {
      if (request.url.startsWith("/api/")) assertNoNul(request);
    });
  },
  { name: "input-guard" },
);

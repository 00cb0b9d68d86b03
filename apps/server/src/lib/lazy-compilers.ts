import { createRequire } from "node:module";
import type { FastifyServerOptions } from "fastify";

// Fastify loads Ajv and fast-json-stringify when an instance is made, to build the validators and
// serializers of routes with JSON schemas. This app's routes are compiled by Zod's compilers
// (app.ts sets them before any route), so those packages are loaded only if some route ever
// asks Fastify's own compilers for one: a restart spares their loading (docs/PERFORMANCE.md).
// Resolved beside fastify, whose dependencies they are.
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve("fastify"));

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;
type CompilerBuilder = (...args: unknown[]) => unknown;

function loadedOnFirstUse<T>(pkg: string): T {
  let build: CompilerBuilder | undefined;
  const lazy: CompilerBuilder = (...args) => {
    // the package exports a selector that makes the builder Fastify would have made itself
    build ??= (requireFromFastify(pkg) as () => CompilerBuilder)();
    return build(...args);
  };
  return lazy as T;
}

/** For Fastify's `schemaController.compilersFactory`: its default compilers, loaded on first use. */
export const LAZY_COMPILERS: CompilersFactory = {
  buildValidator: loadedOnFirstUse("@fastify/ajv-compiler"),
  buildSerializer: loadedOnFirstUse("@fastify/fast-json-stringify-compiler"),
};

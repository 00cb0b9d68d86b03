import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    webVersion: () => string;
    setWebVersion: (version: string) => void;
    hasWebBuild: boolean;
  }
}

// Serves the built portal: hashed assets cached for a year, index.html never cached, and every
// non-API path falls back to index.html so the client router can take it (spec §2 routes).
export default fp(async function webStatic(app: FastifyInstance, opts: { root: string; fallbackVersion: string }) {
  const hasBuild = existsSync(path.join(opts.root, "index.html"));
  const versionFile = path.join(opts.root, "build-info.json");
  let version = opts.fallbackVersion;
  if (existsSync(versionFile)) {
    try {
      version = JSON.parse(readFileSync(versionFile, "utf8")).version ?? version;
    } catch {
      app.log.warn("web build-info.json unreadable; using the server version");
    }
  }
  app.decorate("hasWebBuild", hasBuild);
  app.decorate("webVersion", () => version);
  app.decorate("setWebVersion", (next: string) => {
    version = next;
  });

  app.get("/version.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { version };
  });

  if (!hasBuild) {
    app.log.warn({ root: opts.root }, "no built web app found; run `npm run build` to serve the portal");
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    // /version.json is answered above (tests may override it); a file of that name must not clash
    globIgnore: ["**/version.json"],
    // our setHeaders decides caching; the plugin's own max-age=0 would overwrite it
    cacheControl: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", isHashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
});

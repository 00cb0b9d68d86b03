import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type FirstPages, inlineScriptHashes, linkHeader, pageLanguage, withSiteConfig } from "../lib/web-page";
import { within } from "../lib/within";
import { configPairs } from "../modules/system/config.service";
import { contentSecurityPolicy } from "./security-headers";

declare module "fastify" {
  interface FastifyInstance {
    webVersion: () => string;
    setWebVersion: (version: string) => void;
    hasWebBuild: boolean;
    /** the web app's page for a client route (the SPA fallback) */
    sendWebPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

// Serves the built portal: hashed assets cached for a year, index.html never cached, and every
// non-API path falls back to index.html so the client router can take it (the web's routes).
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
  // read once: a new build is served by a new process (its hashed assets replace the old ones)
  const indexHtml = readFileSync(path.join(opts.root, "index.html"), "utf8");
  const firstPages = readFirstPages(app, path.join(opts.root, "first-pages.json"));
  const pageScripts = [...new Set([...firstPages.scripts, ...inlineScriptHashes(indexHtml)])];
  const pagePolicy = contentSecurityPolicy(pageScripts);
  app.decorate("sendWebPage", async (request: FastifyRequest, reply: FastifyReply) => {
    const language = pageLanguage(request.query as Record<string, unknown>, request.headers["accept-language"]);
    const link = linkHeader(firstPages.pages[request.url.split("?")[0] ?? ""], firstPages.texts[language]);
    if (link) reply.header("link", link);
    // the page's own inline script (the first-page hints) is allowed by its hash
    if (pageScripts.length > 0) reply.header("content-security-policy", pagePolicy);
    let html = indexHtml;
    try {
      html = withSiteConfig(indexHtml, configPairs(await within(CONFIG_WAIT_MS, app.configService.get(), "site configuration")));
    } catch (error) {
      // the database is away or slow: the page goes out at once and asks for the configuration itself
      request.log.warn({ err: error }, "site configuration not embedded in the page");
    }
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  });
  const serveOptions = {
    index: false as const,
    // our setHeaders decides caching; the plugin's own max-age=0 would overwrite it
    cacheControl: false,
    // the build writes each asset's .br and .gz beside it, compressed harder than an answer can be
    preCompressed: true,
    setHeaders(res: { setHeader: (name: string, value: string) => unknown }, filePath: string) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", isHashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
      // the same path answers brotli, gzip or plain bytes: a cache between must keep them apart
      res.setHeader("vary", "accept-encoding");
    },
  };
  // The few files at the top of the build get a route each, so that any other path falls through
  // to the SPA fallback (the not-found handler).
  await app.register(fastifyStatic, {
    ...serveOptions,
    root: opts.root,
    wildcard: false,
    // /version.json is answered above (tests may override it); a file of that name must not clash
    globIgnore: ["**/version.json", "assets/**"],
  });
  // The hashed assets (hundreds of files, each with its .br and .gz) share one route: a route per
  // file cost ~0.2 s of a restart's processor time (docs/PERFORMANCE.md). A path under /assets/ that names no
  // file is handed to the not-found handler, as it was when it matched no route.
  const assetsDir = path.join(opts.root, "assets");
  if (!existsSync(assetsDir)) return;
  await app.register(fastifyStatic, {
    ...serveOptions,
    root: assetsDir,
    prefix: "/assets/",
    wildcard: true,
    // a folder is no asset (send would refuse it with a 403)
    allowedPath: (pathname: string) => !pathname.endsWith("/"),
    // the first registration decorated the reply already
    decorateReply: false,
  });
});

/** How long a page waits for the configuration (cached in memory, so normally no wait at all). */
const CONFIG_WAIT_MS = 1_000;

function readFirstPages(app: FastifyInstance, file: string): FirstPages {
  const none: FirstPages = { pages: {}, texts: {}, scripts: [] };
  if (!existsSync(file)) return none;
  try {
    const read = JSON.parse(readFileSync(file, "utf8"));
    // a source that is not a script's hash would change the policy's meaning: left out
    const isHash = (source: unknown) => typeof source === "string" && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source);
    const scripts: string[] = Array.isArray(read.scripts) ? read.scripts.filter(isHash) : [];
    return { pages: read.pages ?? {}, texts: read.texts ?? {}, scripts };
  } catch {
    app.log.warn("web first-pages.json unreadable; pages are sent without preload hints");
    return none;
  }
}

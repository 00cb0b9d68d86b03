import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { buildExtraApp, setupApp } from "./helpers";

const ctx = await setupApp();

// What helmet 8 sent with the options the app gave it (the app now computes them once instead).
const CRISP = "https://client.crisp.chat https://*.crisp.chat wss://client.relay.crisp.chat";
const SECURITY_HEADERS = {
  "content-security-policy": [
    "default-src 'self'",
    "base-uri 'self'",
    `font-src 'self' data: ${CRISP}`,
    "form-action 'self'",
    "frame-ancestors 'self'",
    `img-src 'self' data: blob: ${CRISP}`,
    "object-src 'none'",
    `script-src 'self' ${CRISP}`,
    "script-src-attr 'none'",
    `style-src 'self' 'unsafe-inline' ${CRISP}`,
    `connect-src 'self' ${CRISP}`,
    `frame-src 'self' blob: ${CRISP}`,
  ].join(";"),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

describe("health, docs and headers", () => {
  it("reports the server and database up", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: "ok", data: { status: "ok", db: "up" } });
  });

  it("serves the Swagger UI and an OpenAPI document of the API", async () => {
    const ui = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toMatch(/text\/html/);
    expect(ui.body).toContain("Swagger UI");

    const doc = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.info.title).toBe("Haiyun API");
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(["/api/system/login", "/api/userinfo", "/api/port"]));
    expect(spec.paths["/api/system/login"].post.requestBody).toBeDefined();
    // test-only routes are hidden from the document
    expect(Object.keys(spec.paths).some((p) => p.startsWith("/api/test/"))).toBe(false);
  });

  it("sends the helmet headers and a same-origin CSP on API answers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("sends exactly the same security headers on every kind of answer", async () => {
    const answers = [
      await ctx.app.inject({ method: "GET", url: "/api/health" }),
      await ctx.app.inject({ method: "GET", url: "/api/no-such-call" }),
      await ctx.app.inject({ method: "GET", url: "/api/port?size=ten" }),
      await ctx.app.inject({ method: "GET", url: "/api/userinfo" }),
      await ctx.app.inject({ method: "POST", url: "/api/system/login", payload: { username: "x@example.com" } }),
      await ctx.app.inject({ method: "GET", url: "/version.json" }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400, 401, 400, 200]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(value);
      expect(res.headers["strict-transport-security"]).toBeUndefined();
      expect(res.headers["cross-origin-embedder-policy"]).toBeUndefined();
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("adds HSTS over https and nothing else changes", async () => {
    const secure = await buildExtraApp(ctx.db, {}, { PUBLIC_URL: "https://booking.example.com" });
    const res = await secure.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(value);
  });

  it("lets the Swagger UI keep its own CSP, with the other security headers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.headers["content-security-policy"]).toContain("validator.swagger.io");
    const { "content-security-policy": _csp, ...others } = SECURITY_HEADERS;
    for (const [name, value] of Object.entries(others)) expect(res.headers[name], name).toBe(value);
  });
});

// JSON answers are compressed in one call, not through a stream per request.
describe("compressed API answers", () => {
  const ports = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url: "/api/port?size=50", headers: { lang: "en", ...headers } });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["*", "br"],
  ])("answers %s with %s, the same JSON inside", async (acceptEncoding, encoding) => {
    const plain = await ports();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const res = await ports({ "accept-encoding": acceptEncoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers.vary).toBe("lang, accept-encoding");
    const raw = res.rawPayload;
    expect(raw.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(Number(res.headers["content-length"])).toBe(raw.length);
    const body = encoding === "br" ? brotliDecompressSync(raw) : gunzipSync(raw);
    expect(JSON.parse(body.toString("utf8"))).toEqual(plain.json());
  });

  it("leaves an answer plain for identity, a refused encoding, or a body under 1 KB", async () => {
    for (const acceptEncoding of ["identity", "br;q=0, gzip;q=0"]) {
      const res = await ports({ "accept-encoding": acceptEncoding });
      expect(res.headers["content-encoding"], acceptEncoding).toBeUndefined();
      expect(res.json().data.list).toHaveLength(50);
    }
    const small = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "accept-encoding": "gzip, br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 0 });
  });

  it("leaves deflate to the plugin's stream, which still answers it", async () => {
    const res = await ports({ "accept-encoding": "deflate" });
    expect(res.headers["content-encoding"]).toBe("deflate");
    expect(JSON.parse(inflateSync(res.rawPayload).toString("utf8"))).toEqual((await ports()).json());
  });
});

// One log line per request at info, carrying what the two lines of Fastify's default did.
describe("request log", () => {
  it("writes one line per request with its method, path, status and time", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logged = await buildExtraApp(ctx.db, { logger: { level: "info", stream } });
    lines.length = 0;
    await logged.inject({ method: "GET", url: "/api/health" });
    await logged.inject({ method: "GET", url: "/api/no-such-call" });
    const requests = lines.filter((line) => line.reqId);
    expect(requests.map((line) => line.msg)).toEqual(["request completed", "request completed"]);
    expect(requests[0]).toMatchObject({ level: 30, req: { method: "GET", url: "/api/health" }, res: { statusCode: 200 } });
    expect(requests[0].responseTime).toEqual(expect.any(Number));
    expect(requests[1]).toMatchObject({ req: { method: "GET", url: "/api/no-such-call" }, res: { statusCode: 404 } });
    expect(requests[0].reqId).not.toBe(requests[1].reqId);
  });
});

describe("unexpected errors", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" });
    app = await buildApp({ config, db: ctx.db, ownsDb: false, logger: false });
    app.register(async (scope) => {
      scope.get("/api/boom", async () => {
        throw new Error("connection to 10.0.0.5:5432 refused; password=hunter2");
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers a 500 envelope with a request id and nothing of the error", async () => {
    for (const lang of ["en", "cn"] as const) {
      const res = await app.inject({ method: "GET", url: "/api/boom", headers: { lang } });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(["code", "error_code", "msg", "request_id"]);
      expect(body).toMatchObject({ code: 1, error_code: "INTERNAL" });
      expect(body.msg).toBe(lang === "cn" ? "服务器错误，请稍后重试" : "Server error, please try again later");
      expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).not.toMatch(/hunter2|10\.0\.0\.5|stack|Error:/);
    }
  });
});

describe("test-only routes", () => {
  it("exist under NODE_ENV=test", async () => {
    const res = await ctx.app.inject({ method: "PUT", url: "/api/test/version", payload: { version: "v-next" } });
    expect(res.statusCode).toBe(200);
    const version = await ctx.app.inject({ method: "GET", url: "/version.json" });
    expect(version.json()).toEqual({ version: "v-next" });
  });

  it("are absent in production", async () => {
    const prod = await buildExtraApp(ctx.db, {}, { NODE_ENV: "production" });
    expect(prod.config.nodeEnv).toBe("production");
    const probes = [
      { method: "PUT" as const, url: "/api/test/version", payload: { version: "x" } },
      {
        method: "POST" as const,
        url: "/api/test/users",
        payload: { username: "a@b.co", password: "Sturdy-pass-42", roles: ["admin"] },
      },
      { method: "PUT" as const, url: "/api/test/config", payload: { app_close: "true" } },
    ];
    for (const probe of probes) {
      const res = await prod.inject({ ...probe, headers: { lang: "en" } });
      expect(res.statusCode, probe.url).toBe(404);
      expect(res.json()).toMatchObject({ code: 1, error_code: "ROUTE_NOT_FOUND" });
    }
    // and nothing was done behind the 404s
    expect((await prod.inject({ method: "GET", url: "/api/system/config" })).json().data).toContainEqual({
      name: "app_close",
      value: "false",
    });
  });
});

describe("serving the built web app", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "haiyun-web-"));
  const INDEX =
    '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
  const SCRIPT = `console.log("haiyun");\n${"export const rows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];\n".repeat(400)}`;
  let web: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), INDEX);
    // the web build names its version in build-info.json; the server answers /version.json itself
    writeFileSync(path.join(dir, "build-info.json"), JSON.stringify({ version: "v-test" }));
    writeFileSync(path.join(dir, "assets", "app-abc123.js"), SCRIPT);
    web = await buildExtraApp(ctx.db, {}, { WEB_DIST: dir });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(["/", "/profile", "/some/deep/path", "/login?redirect=%2Fbookings"])("answers %s with index.html", async (url) => {
    const res = await web.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    // the page carries the site configuration (web-page.test.ts); the rest is the build's file
    expect(res.body.replace(/<script type="application\/json" id="site-config">.*?<\/script>/, "")).toBe(INDEX);
  });

  it("serves hashed assets with their content type", async () => {
    const res = await web.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.body).toBe(SCRIPT);
  });

  // the assets share one route (plugins/web-static.ts); a name it does not hold is any unknown path
  it.each(["/assets/gone-123.js", "/assets/", "/assets/.hidden"])(
    "answers %s, which names no asset, with index.html",
    async (url) => {
      const res = await web.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

  // @fastify/static's own "public, max-age=0" must not overwrite our policy
  it.each(["/", "/profile", "/some/deep/path"])("marks index.html at %s no-cache", async (url) => {
    const res = await web.inject({ method: "GET", url });
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the security headers with the web app's page and assets", async () => {
    for (const url of ["/", "/profile", "/assets/app-abc123.js"]) {
      const res = await web.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it("caches hashed assets for a year as immutable", async () => {
    const res = await web.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(res.headers["cache-control"]).toContain("max-age=31536000");
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("gzips a large asset for a client that accepts it", async () => {
    const res = await web.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("keeps the JSON 404 envelope for unknown /api paths", async () => {
    const res = await web.inject({ method: "GET", url: "/api/nothing", headers: { lang: "en" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 1, error_code: "ROUTE_NOT_FOUND", msg: "No such API endpoint" });
  });

  it("does not answer a POST to a page path with index.html", async () => {
    const res = await web.inject({ method: "POST", url: "/profile", payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<html");
  });

  it("serves the web build's version, never cached", async () => {
    const res = await web.inject({ method: "GET", url: "/version.json" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: "v-test" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  // the server answers /version.json itself; a file of that name in the build must not clash
  it("starts when the build directory also holds a version.json", async () => {
    const other = mkdtempSync(path.join(tmpdir(), "haiyun-web-"));
    try {
      writeFileSync(path.join(other, "index.html"), INDEX);
      writeFileSync(path.join(other, "version.json"), JSON.stringify({ version: "v-file" }));
      const app = await buildExtraApp(ctx.db, {}, { WEB_DIST: other });
      expect((await app.inject({ method: "GET", url: "/version.json" })).statusCode).toBe(200);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inlineScriptHashes, linkHeader, withSiteConfig } from "../src/lib/web-page";
import { buildExtraApp, setupApp } from "./helpers";

const ctx = await setupApp();

const SCRIPT = `export const rows = [${"1, 2, 3, 4, 5, 6, 7, 8, 9, 10, ".repeat(300)}];\n`;
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head><body></body></html>';
const FIRST_PAGES = {
  "/login": {
    signedIn: false,
    links: [
      ["modulepreload", "assets/login-page-1.js"],
      ["stylesheet", "assets/login-page-1.css"],
      ["preload", "assets/login-bg-1.webp", "image"],
    ],
  },
  "/bookings": { signedIn: true, links: [["modulepreload", "assets/bookings-page-1.js"]] },
};

const TEXTS = { "zh-CN": "assets/zh-CN-1.js", "en-US": "assets/en-US-1.js" };
// the hash of the page's own inline script, as the web build writes it; and a source that is no hash
const HASH = "'sha256-AbCd+/01EfGh23IjKl45MnOp67QrSt89UvWxYz012345='";
const NOT_A_HASH = "'unsafe-inline'; default-src *";

/** The configuration a page carries, as the web app reads it. */
function embedded(html: string): unknown {
  const json = /<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe("the web app's page", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "haiyun-page-"));
  let web: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), INDEX);
    writeFileSync(
      path.join(dir, "first-pages.json"),
      JSON.stringify({ pages: FIRST_PAGES, texts: TEXTS, scripts: [HASH, NOT_A_HASH] }),
    );
    writeFileSync(path.join(dir, "assets", "app-1.js"), SCRIPT);
    writeFileSync(path.join(dir, "assets", "app-1.js.br"), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, "assets", "app-1.js.gz"), gzipSync(SCRIPT, { level: 9 }));
    web = await buildExtraApp(ctx.db, {}, { WEB_DIST: dir });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("carries the same configuration GET /system/config answers", async () => {
    const api = (await web.inject({ method: "GET", url: "/api/system/config" })).json().data;
    for (const url of ["/", "/login", "/bookings?page=2"]) {
      const res = await web.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(embedded(res.body), url).toEqual(api);
    }
  });

  it("sends a signed-out first page's hints as a Link header, and no other page's", async () => {
    const login = await web.inject({ method: "GET", url: "/login?redirect=%2Fquotes" });
    expect(login.headers.link).toBe(
      "</assets/zh-CN-1.js>; rel=modulepreload; crossorigin, " +
        "</assets/login-page-1.js>; rel=modulepreload; crossorigin, " +
        "</assets/login-page-1.css>; rel=preload; as=style; crossorigin, " +
        "</assets/login-bg-1.webp>; rel=preload; as=image; fetchpriority=high",
    );
    for (const url of ["/bookings", "/register", "/"]) {
      expect((await web.inject({ method: "GET", url })).headers.link, url).toBeUndefined();
    }
  });

  it("goes out compressed to a browser that takes brotli or gzip", async () => {
    const plain = await web.inject({ method: "GET", url: "/bookings" });
    for (const [encoding, unpack] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await web.inject({ method: "GET", url: "/bookings", headers: { "accept-encoding": encoding } });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(unpack(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it("allows the page's own inline script by its hash, and nothing else more", async () => {
    const page = await web.inject({ method: "GET", url: "/bookings" });
    const policy = String(page.headers["content-security-policy"]);
    const scriptSrc = policy.split(";").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc?.split(" ")).toContain(HASH);
    expect(policy).not.toContain("unsafe-inline';");
    expect(policy).not.toContain("default-src *");
    // the same policy as every other answer, but for that one source
    const api = await web.inject({ method: "GET", url: "/api/health" });
    expect(policy.replace(` ${HASH}`, "")).toBe(api.headers["content-security-policy"]);
  });

  it("names the texts of the language the page will be shown in", async () => {
    const texts = async (url: string, acceptLanguage?: string) => {
      const res = await web.inject({ method: "GET", url, headers: acceptLanguage ? { "accept-language": acceptLanguage } : {} });
      return /<\/assets\/(zh-CN|en-US)-1\.js>/.exec(String(res.headers.link))?.[1];
    };
    expect(await texts("/login")).toBe("zh-CN");
    expect(await texts("/login", "en-US,en;q=0.9")).toBe("en-US");
    expect(await texts("/login", "fr-FR, en-GB;q=0.8, zh;q=0.5")).toBe("en-US");
    expect(await texts("/login", "zh-TW,zh;q=0.9,en;q=0.8")).toBe("zh-CN");
    expect(await texts("/login", "de-DE")).toBe("zh-CN");
    expect(await texts("/login?lng=en", "zh-CN")).toBe("en-US");
    expect(await texts("/login?lang=cn", "en-US")).toBe("zh-CN");
  });

  it("sends an asset's compressed copies from the build as they are, the plain file to anyone else", async () => {
    const asset = (encoding: string) =>
      web.inject({ method: "GET", url: "/assets/app-1.js", headers: { "accept-encoding": encoding } });
    const br = await asset("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload).toEqual(brotliCompressSync(SCRIPT));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await asset("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await asset("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gz, plain]) {
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it("goes out without the configuration when the database cannot give it", async () => {
    const get = vi.spyOn(web.configService, "get").mockRejectedValueOnce(new Error("connection refused"));
    const res = await web.inject({ method: "GET", url: "/login" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    get.mockRestore();
  });

  it("goes out after a second at most when the database is slow to give it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const get = vi.spyOn(web.configService, "get").mockReturnValueOnce(new Promise(() => {}));
      const answer = web.inject({ method: "GET", url: "/profile" });
      await vi.advanceTimersByTimeAsync(1_000);
      const res = await answer;
      expect(res.body).toBe(INDEX);
      get.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("page configuration and hints", () => {
  it("keeps an admin's text from closing the script element or opening a comment", () => {
    const hostile = [{ name: "app_title", value: "</script><script>alert(1)</script><!-- & \u2028" }];
    const html = withSiteConfig(INDEX, hostile as never);
    const json = /id="site-config">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("hashes the page's own inline scripts, not its scripts from files nor its JSON", () => {
    const html =
      '<head><script type="module" src="/assets/a.js"></script></head><body><script type="application/json" id="x">{}</script>' +
      "<script>start()</script></body>";
    // sha256 of "start()", base64
    expect(inlineScriptHashes(html)).toEqual(["'sha256-DIm7WJS6ZKDYe5qFLPy+h4JFI9Bol5QmYC57mt3Fb00='"]);
    expect(inlineScriptHashes(INDEX)).toEqual([]);
  });

  it("leaves a page without a head as it is", () => {
    expect(withSiteConfig("<p>plain</p>", [])).toBe("<p>plain</p>");
  });

  it("gives no header for a signed-in page, an unknown one or one without hints", () => {
    expect(linkHeader(undefined)).toBeUndefined();
    expect(linkHeader({ signedIn: true, links: [["modulepreload", "assets/a.js"]] })).toBeUndefined();
    expect(linkHeader({ signedIn: false, links: [] })).toBeUndefined();
    expect(linkHeader({ signedIn: true, links: [["modulepreload", "assets/a.js"]] }, "assets/en-US-1.js")).toBeUndefined();
  });
});

// DESIGN §11: first-load JavaScript of /login, gzip, measured in a real Chromium against the built app.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath, emit, startServer, stopServer } from "./lib.mjs";

const executablePath = chromiumPath();
if (!executablePath) {
  console.error("first-load: no Chromium found (CHROME_PATH or /usr/bin/chromium); skipped");
  process.exit(0);
}
const port = 3201;
const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-"));
const { child } = await startServer({ DATA_DIR: dataDir }, port);
const browser = await chromium.launch({
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  for (const route of ["/login"]) {
    const context = await browser.newContext({ extraHTTPHeaders: { "accept-encoding": "gzip" } });
    const page = await context.newPage();
    const sizes = [];
    page.on("response", async (res) => {
      if (res.request().resourceType() !== "script") return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      const headers = await res.allHeaders();
      sizes.push({
        url: res.url(),
        encoding: headers["content-encoding"] ?? "identity",
        bytes: Number(headers["content-length"] ?? 0),
        raw: body.length,
      });
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "networkidle" });
    const { gzipSync } = await import("node:zlib");
    let total = 0;
    for (const s of sizes) {
      // chunked gzip responses carry no length: measure by compressing the body the same way
      total +=
        s.encoding === "gzip" && s.bytes > 0
          ? s.bytes
          : gzipSync(await (await fetch(s.url)).arrayBuffer().then((b) => Buffer.from(b))).length;
    }
    if (process.env.BENCH_VERBOSE) for (const s of sizes) console.error(s.url.split("/").pop(), s.bytes);
    emit(`first_load_js_gzip${route.replace(/\//g, "_")}`, Math.round(total / 1024), "KB", { files: sizes.length, budget: 200 });
    await context.close();
  }
} finally {
  await browser.close();
  await stopServer(child);
}

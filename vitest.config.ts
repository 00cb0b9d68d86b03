import { defineConfig } from "vitest/config";

// One Vitest run, several projects: shared and web units, and the server suite on embedded
// PGlite — again on PostgreSQL when TEST_DATABASE_URL is set.
const serverProject = (name: string, engine: "pglite" | "postgres") => ({
  test: {
    name,
    root: "apps/server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    env: { TEST_ENGINE: engine, NODE_ENV: "test" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

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
      serverProject("server", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [serverProject("server-postgres", "postgres")] : []),
    ],
  },
});

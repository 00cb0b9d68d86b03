import { defineConfig } from "vitest/config";

// One Vitest run, several projects: shared and web units, and the server suite on embedded
// PGlite — again on PostgreSQL when TEST_DATABASE_URL is set (DESIGN §3).
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
    projects: [
      { test: { name: "shared", root: "packages/shared", include: ["src/**/*.test.ts"], environment: "node" } },
      "apps/web/vitest.config.ts",
      serverProject("server", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [serverProject("server-postgres", "postgres")] : []),
    ],
  },
});

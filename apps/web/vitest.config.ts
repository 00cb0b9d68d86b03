import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    // antd forms validate asynchronously; a full registration walk-through takes a few seconds in
    // jsdom, and several times that when both cores are busy
    testTimeout: 60_000,
  },
});

import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    // A worker runs file after file in one jsdom with React, antd and the rest loaded once (loading
    // them again for each file was over half of this project's time); fresh-modules.ts evaluates the
    // app's own modules again for every file, and setup.ts clears what a file may leave behind.
    isolate: false,
    setupFiles: ["src/test/fresh-modules.ts", "src/test/setup.ts"],
    // antd forms validate asynchronously; a full registration walk-through takes a few seconds in
    // jsdom, and several times that when both cores are busy
    testTimeout: 60_000,
  },
});

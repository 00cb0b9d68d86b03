import { execSync } from "node:child_process";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The build's identity: the new-version dialog (spec §2) compares it with /version.json.
function buildVersion(): string {
  let commit = "dev";
  try {
    commit = execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    // not a git checkout; the timestamp alone identifies the build
  }
  return `${commit}-${Date.now().toString(36)}`;
}

const version = buildVersion();

function versionFile(): Plugin {
  return {
    name: "haiyun-version-file",
    apply: "build",
    generateBundle() {
      // not "version.json": the server answers that path itself (it may override it in tests)
      this.emitFile({ type: "asset", fileName: "build-info.json", source: JSON.stringify({ version }) });
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { proxy: { "/api": "http://localhost:3000", "/version.json": "http://localhost:3000" } },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});

// A worker thread's start when the server runs from source (tsx, Vitest): tsx's loader registered
// in this thread, then the TypeScript script the pool named (lib/worker-pool.ts). tsx started on
// the command line (`tsx server.ts`, `node --import tsx`) loads itself only in the main thread on
// Node 20. The built server starts its bundled scripts directly.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.script);

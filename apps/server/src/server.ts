import { setFlagsFromString } from "node:v8";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { openDatabase } from "./db/open";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/seed/demo";
import { sweepUnnamedFiles } from "./modules/files/files.service";
import { startReminderScheduler } from "./modules/notifications/reminder-scheduler";

// V8 compiles a WebAssembly function with its optimising compiler once the function has run this
// much (bytes of code executed, roughly); the default (1,800,000) has it optimise hundreds of
// PGlite's functions that only Postgres's start-up runs, ~0.4 s of processor time a start. The
// budget is spent per loop turn by the loop's whole size, so Postgres's few huge functions (the
// SQL parser, raw_parser, 100 KB; copyObjectImpl) used up ten times the default on the handful of
// statements a start parses, and their optimised compiles took another ~0.3 s, on threads
// beside the start; a hundred times the default leaves them to the first queries. The functions
// queries keep running still get optimised within the first few hundred queries, after which
// they run as fast (docs/PERFORMANCE.md: 1,500 API calls after a start ran no slower).
// Set before the embedded database's module is instantiated (openDatabase below); an option of
// node's command line would need repeating wherever the server is started.
setFlagsFromString("--wasm-tiering-budget=180000000");
// and checks a WebAssembly function when it is first compiled rather than all of PGlite's at once
// (its module comes from the package, not from a user): ~30 ms of a restart's processor time
setFlagsFromString("--wasm-lazy-validation");

// after a fatal error the app gets this long to close (and release the database) before the exit
const FATAL_CLOSE_MS = 3_000;
// the background work a start finds (mail and webhooks left queued, the cut-off reminders' first
// scan) waits this long, so that the first requests are answered without it beside them (docs/PERFORMANCE.md:
// ~60 ms of a restart's processor time); mail queued meanwhile wakes its worker at once
const BACKGROUND_FIRST_PASS_MS = 3_000;

let app: FastifyInstance | undefined;
let closing: Promise<unknown> | undefined;
let isFailing = false;
const closeApp = () => {
  closing ??= app ? app.close() : Promise.resolve();
  return closing;
};

// A throw outside any request (a timer, a stream callback) leaves the process in an unknown state:
// exit 1 so that the supervisor (deploy/haiyun.service, a container's restart policy) starts a
// fresh one, rather than limping on or hanging.
function exitOnFatal(err: unknown, origin: string) {
  process.exitCode = 1;
  if (app) app.log.fatal({ err, origin }, "fatal error; exiting");
  else console.error(`Fatal error (${origin}):`, err);
  if (isFailing) return;
  isFailing = true;
  setTimeout(() => process.exit(1), FATAL_CLOSE_MS);
  closeApp()
    .catch(() => {})
    .then(() => process.exit(1));
}
process.on("uncaughtException", (err, origin) => exitOnFatal(err, origin));
process.on("unhandledRejection", (reason) => exitOnFatal(reason, "unhandledRejection"));

async function main() {
  const config = loadConfig();
  const handle = await openDatabase(config);
  app = await buildApp({ config, db: handle, workersFirstPassMs: BACKGROUND_FIRST_PASS_MS });
  const log = app.log;
  // this process holds the data directory (its lock): no upload is under way yet
  const swept = await sweepUnnamedFiles(handle.db, app.fileStore);
  if (swept.files + swept.partial > 0) log.info(swept, "removed stored bytes no file row names");

  const shutdown = async (signal: string) => {
    if (closing) return;
    log.info({ signal }, "shutting down");
    // stop accepting, let requests in flight finish, then close the database
    const timer = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    timer.unref();
    await closeApp();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  // the cut-off reminders: every instance scans, the reminders_sent key lets one send each
  const reminders = startReminderScheduler(app, { firstScanMs: BACKGROUND_FIRST_PASS_MS });
  app.addHook("onClose", () => reminders.stop());

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? "PostgreSQL"
    : config.inMemory
      ? "embedded PGlite in memory"
      : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nHaiyun is running on ${config.publicUrl} (database: ${where})`);
  if (config.seedDemo) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(10)} ${account.username}`);
  }
}

main().catch((err) => {
  // a person at a terminal needs the sentence, not a stack
  const isExplained = err instanceof ConfigError || err instanceof DataDirLockedError;
  console.error(isExplained ? err.message : err);
  process.exit(1);
});

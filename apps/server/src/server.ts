import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/open";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/seed/demo";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const handle = await openDatabase(config);
  const app = await buildApp({ config, db: handle });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // stop accepting, let requests in flight finish, then close the database
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

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
  console.error(err);
  process.exit(1);
});

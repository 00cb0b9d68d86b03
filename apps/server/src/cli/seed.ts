import { loadConfig } from "../config";
import { DataDirLockedError } from "../db/data-dir-lock";
import { openDatabase } from "../db/open";

// `npm run db:seed`: migrate and seed (idempotently) the configured database, then exit.
const config = loadConfig();
const handle = await openDatabase(config).catch((err) => {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(err.message);
  process.exit(1);
});
await handle.close();
console.log(`Seeded ${config.databaseUrl ? "PostgreSQL" : config.dataDir}${config.seedDemo ? " with demo accounts" : ""}.`);

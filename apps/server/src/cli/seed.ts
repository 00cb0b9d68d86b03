import { loadConfig } from "../config";
import { openDatabase } from "../db/open";

// `npm run db:seed`: migrate and seed (idempotently) the configured database, then exit.
const config = loadConfig();
const handle = await openDatabase(config);
await handle.close();
console.log(`Seeded ${config.databaseUrl ? "PostgreSQL" : config.dataDir}${config.seedDemo ? " with demo accounts" : ""}.`);

import { parseArgs } from "node:util";
import { ROLES, type Role, translate } from "@haiyun/shared";
import { ConfigError, loadConfig } from "../config";
import type { DbHandle } from "../db/client";
import { DataDirLockedError } from "../db/data-dir-lock";
import { openDatabase } from "../db/open";
import { AppError } from "../lib/app-error";
import { createUser } from "../modules/users/users.service";

// How a real install gets its first admin (or any account):
//   npm run user:create -- --email E --password P --role admin
const USAGE = `Usage: npm run user:create -- --email <e-mail> --password <password> --role <${ROLES.join("|")}> [--name <contact person>]`;

export async function runUserCreate(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let args: ReturnType<typeof parseOptions>;
  try {
    args = parseOptions(argv);
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { email, password, role, name } = args.values;
  if (!email || !password || !role) {
    console.error(USAGE);
    return 2;
  }
  if (!(ROLES as string[]).includes(role)) {
    console.error(`Unknown role "${role}". Choose one of: ${ROLES.join(", ")}`);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    // never seed demo accounts as a side effect of creating a real one
    config = { ...loadConfig(env), seedDemo: false };
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    return 1;
  }
  let handle: DbHandle;
  try {
    handle = await openDatabase(config);
  } catch (err) {
    // the server runs on the same data directory: say how to proceed instead of a stack
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  try {
    const user = await createUser(handle.db, { username: email, password, roles: [role as Role], linkman: name ?? "" });
    console.log(`Created ${role} account ${user.username} (id ${user.id}).`);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      const detail = err.errors?.map((e) => e.message).join("; ");
      console.error(detail || translate(err.code, "en", err.params) || err.code);
      return 1;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
    },
    strict: true,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runUserCreate(process.argv.slice(2)).then((code) => process.exit(code));
}

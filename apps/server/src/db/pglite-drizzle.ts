import type { PGlite } from "@electric-sql/pglite";
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  NoopLogger,
  type Query,
  type RelationalSchemaConfig,
  type TablesRelationalConfig,
} from "drizzle-orm";
import { NoopCache } from "drizzle-orm/cache/core";
import { PgDialect, type PgTransactionConfig, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import { PgliteDatabase, PglitePreparedQuery, PgliteSession, PgliteTransaction } from "drizzle-orm/pglite";

// Drizzle's PGlite session ignores the name given to `.prepare(name)` (node-postgres makes it a
// named statement). This session hands a named query to a client that runs it as a prepared
// statement (db/pglite-statements.ts); unnamed and ad-hoc queries go the usual way.

/** The PGlite, or one of its transactions, as this session uses it. */
export interface StatementClient {
  query: PGlite["query"];
  exec: PGlite["exec"];
  /** a client whose `query` runs its text as the prepared statement `name` */
  named(name: string): Pick<PGlite, "query">;
  /** absent on a transaction's client (Drizzle nests transactions as savepoints) */
  transaction?<T>(callback: (tx: StatementClient) => Promise<T>): Promise<T>;
}

type Relations = RelationalSchemaConfig<TablesRelationalConfig>;
type Schema = Record<string, unknown>;
type SessionArgs = Parameters<PgliteSession<Schema, TablesRelationalConfig>["prepareQuery"]>;

// the session's own defaults: the app gives Drizzle no logger and no cache
const LOGGER = new NoopLogger();
const CACHE = new NoopCache();

class NamedStatementSession extends PgliteSession<Schema, TablesRelationalConfig> {
  constructor(
    private readonly statements: StatementClient,
    private readonly relations: Relations | undefined,
    dialect: PgDialect,
  ) {
    super(statements as unknown as PGlite, dialect, relations);
  }

  override prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(
    query: Query,
    fields: SessionArgs[1],
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => T["execute"],
    queryMetadata?: SessionArgs[5],
    cacheConfig?: SessionArgs[6],
  ): PglitePreparedQuery<T> {
    const client = name ? this.statements.named(name) : this.statements;
    return new PglitePreparedQuery<T>(
      client as PGlite,
      query.sql,
      query.params,
      LOGGER,
      CACHE,
      queryMetadata,
      cacheConfig,
      fields,
      name,
      isResponseInArrayMode,
      customResultMapper,
    );
  }

  // as Drizzle's own, but the transaction's statements go through this session too
  override transaction<T>(
    transaction: (tx: PgliteTransaction<Schema, TablesRelationalConfig>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    const begin = this.statements.transaction;
    if (!begin) throw new Error("a transaction within a transaction is a savepoint (PgliteTransaction.transaction)");
    return begin.call<StatementClient, [(tx: StatementClient) => Promise<T>], Promise<T>>(this.statements, async (client) => {
      const session = new NamedStatementSession(client, this.relations, this.dialect);
      const tx = new PgliteTransaction<Schema, TablesRelationalConfig>(this.dialect, session, this.relations);
      if (config) await tx.setTransaction(config);
      return transaction(tx);
    });
  }
}

/** Drizzle over `client` (as drizzle-orm/pglite's `drizzle({ client, schema })`), named queries prepared. */
export function drizzleWithStatements(client: StatementClient, schema: Schema): PgliteDatabase<Schema> {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relations: Relations = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  const session = new NamedStatementSession(client, relations, dialect);
  return new PgliteDatabase(dialect, session, relations as never);
}

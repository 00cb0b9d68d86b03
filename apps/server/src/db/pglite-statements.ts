import { type messages, type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

// PGlite's `query` sends an unnamed Parse with every call, so PostgreSQL parses, analyses and plans
// the statement anew each time (the order list, with its LATERAL and json_agg, spends milliseconds
// there), and it talks to the WASM backend six times a statement. A named statement is parsed once
// per database session (PGlite has one per open database) and then runs as one Bind, Execute and
// Sync in a single call into the backend; PostgreSQL's plan cache decides between custom and
// generic plans as it does for node-postgres' named statements.

type BackendMessage = messages.BackendMessage;
type Parsers = PGlite["parsers"];

interface Statement {
  text: string;
  paramTypes: number[];
  /** the statement's columns as Describe told them once; absent for a statement returning no rows */
  rowDescription?: BackendMessage;
}

// 26000: the named statement is gone (DEALLOCATE, DISCARD); 0A000 "cached plan must not change
// result type": a migration changed a column the statement returns. Either way PostgreSQL no longer
// runs the statement as it was prepared: it is parsed again.
const STALE_CODES = new Set(["26000", "0A000"]);

const { serialize } = protocol;

/** The named statements of one PGlite, each prepared on its first call. */
export class PgliteStatements {
  private readonly prepared = new Map<string, Statement>();
  /** the client's parsers with a query's own over them, per query's parsers (Drizzle's are one object per prepared query) */
  private readonly parsersWith = new WeakMap<object, Parsers>();

  constructor(private readonly client: PGlite) {}

  /**
   * Runs `text` as the statement `name`, like `client.query` (same parsers, serializers and result
   * shape). `inTransaction`: the caller holds PGlite's transaction (its lock, and no file sync after
   * each statement); otherwise the statement waits for any transaction as `query` does.
   */
  async query<T>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const known = this.prepared.get(name);
    if (known && known.text !== text) {
      // node-postgres refuses the same; one name is one statement
      throw new Error(`Prepared statements must be unique - '${name}' was prepared with other text`);
    }
    if (inTransaction) return this.exclusive(name, text, params, options, false);
    await this.client._checkReady();
    return this.client._runExclusiveTransaction(() => this.exclusive(name, text, params, options, true));
  }

  private exclusive<T>(name: string, text: string, params: unknown[], options: QueryOptions | undefined, autocommit: boolean) {
    return this.client._runExclusiveQuery(async () => {
      try {
        const results = await this.run<T>(name, text, params, options).catch((err: unknown) => {
          if (!isStale(err)) throw err;
          this.prepared.delete(name);
          // in a transaction the failure aborted it: the statement is parsed again on its next call
          if (!autocommit) throw err;
          return this.run<T>(name, text, params, options);
        });
        if (autocommit) await this.client.syncToFs();
        return results;
      } catch (err) {
        throw withQuery(err, text, params, options);
      }
    });
  }

  private async run<T>(name: string, text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = this.prepared.get(name) ?? (await this.prepare(name, text, options));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? this.client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await this.exchange(
      [serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()],
      options,
    );
    const messages = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    // the parsers merged once (PGlite's parseResults would spread both objects on every call)
    return parse.parseResults(messages, this.parsersOf(options), options && { rowMode: options.rowMode })[0] as Results<T>;
  }

  private parsersOf(options: QueryOptions | undefined): Parsers {
    const own = options?.parsers;
    if (!own) return this.client.parsers;
    let merged = this.parsersWith.get(own);
    if (!merged) {
      merged = { ...this.client.parsers, ...own };
      this.parsersWith.set(own, merged);
    }
    return merged;
  }

  private async prepare(name: string, text: string, options: QueryOptions | undefined): Promise<Statement> {
    // a statement of this name may still live in the session (left by a transaction that failed
    // after preparing it): closing a statement that does not exist is no error
    const answer = await this.exchange(
      [
        serialize.close({ type: "S", name }),
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ],
      options,
    );
    const statement: Statement = {
      text,
      paramTypes: parse.parseDescribeStatementResults(answer),
      rowDescription: answer.find((message) => message.name === "rowDescription"),
    };
    this.prepared.set(name, statement);
    return statement;
  }

  /** One call into the backend; a database error is thrown once the whole batch (Sync too) ran. */
  private exchange(batch: Uint8Array[], options: QueryOptions | undefined): Promise<BackendMessage[]> {
    return this.client.execProtocolStream(Buffer.concat(batch), { syncToFs: false, onNotice: options?.onNotice });
  }
}

function isStale(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    typeof code === "string" && STALE_CODES.has(code) && (code !== "0A000" || /cached plan/i.test(String((err as Error).message)))
  );
}

/** Like PGlite's own errors: the statement and its values ride along. */
function withQuery(err: unknown, query: string, params: unknown[], queryOptions: QueryOptions | undefined): unknown {
  if (err instanceof Error && "code" in err) Object.assign(err, { query, params, queryOptions });
  return err;
}

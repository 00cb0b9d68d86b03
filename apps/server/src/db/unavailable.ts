// A database that cannot be reached is the service's 503, not a bug's 500.
// These are the failures of the connection itself; a query the database refused (a constraint, a
// syntax error) is none of them.

/** Socket failures (node's errno codes) and PostgreSQL's connection-class SQLSTATEs. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // class 08: connection exception
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  // too many connections; the server shutting down or starting up
  "53300",
  "57P01",
  "57P02",
  "57P03",
  // query_canceled: a statement past DB_QUERY_TIMEOUT_MS, cancelled by the database's statement_timeout
  "57014",
]);

// node-postgres says these in words only (no code): a cut connection, a pool that waited too long
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection timeout/i,
  /pglite is closed/i,
  // query_timeout: no answer at all within DB_QUERY_TIMEOUT_MS (db/client.ts)
  /query read timeout/i,
];

/** Whether `error`, or anything it wraps (Drizzle wraps the driver's error as `cause`), says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // an AggregateError of every address tried (node's happy eyeballs) tells the cause in its members
    if (Array.isArray(errors) && errors.some((member) => isDatabaseUnavailable(member))) return true;
    current = cause;
  }
  return false;
}

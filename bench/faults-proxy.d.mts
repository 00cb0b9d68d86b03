// Types for faults-proxy.mjs, which the server's fault tests import too (apps/server/test).

export interface DatabaseProxy {
  /** The local port it listens on, the same after every `up()`. */
  port: number;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /** Refuses new connections and cuts the open ones. */
  down(): Promise<void>;
}

/** A TCP forwarder to `target` on 127.0.0.1, listening when it answers. */
export function startDatabaseProxy(target: { host: string; port: number }): Promise<DatabaseProxy>;

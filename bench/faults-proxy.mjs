// A TCP forwarder to PostgreSQL that bench/faults.mjs and the server's fault tests
// (apps/server/test/faults-database.test.ts) take down and bring back: the database "goes away"
// for one server while the shared PostgreSQL itself keeps running for everyone else. Its types
// are in faults-proxy.d.mts.
import { createConnection, createServer } from "node:net";

export async function startDatabaseProxy(target) {
  const sockets = new Set();
  let server = null;
  let port = 0;

  const up = () =>
    new Promise((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = createConnection(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        port = next.address().port;
        server = next;
        resolve();
      });
    });

  /** Refuses new connections and cuts the open ones. */
  const down = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await up();
  return { port, up, down };
}

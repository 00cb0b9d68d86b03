import { randomBytes } from "node:crypto";
import { type AddressInfo, createConnection, createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { inject } from "vitest";

/**
 * A TCP forwarder to a database that a test can take down and bring back: `down()` stops
 * listening (new connections are refused) and cuts every open one; `up()` listens on the same port
 * again. The shared PostgreSQL itself is never stopped (other people use it).
 */
export async function startDatabaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
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
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const down = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await listen();
  return { port, up: listen, down, close: down };
}

/**
 * A copy of the suite's migrated, seeded template on the test PostgreSQL, as a URL (so each
 * "instance" can open its own pool on it), dropped after the file's tests.
 */
export async function postgresCopy(): Promise<{ url: URL; drop: () => Promise<void> }> {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `haiyun_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return {
    url: copy,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

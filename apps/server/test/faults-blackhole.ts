import { type AddressInfo, createConnection, createServer, type Socket } from "node:net";

/**
 * A TCP forwarder to a database that can fall silent: connections stay open and new ones are
 * accepted, but nothing either side sends goes through — a database that hangs without hanging
 * up, which no refused or cut connection shows. What is sent while silent is dropped, not held:
 * a connection that lost bytes is past saving, and the app must let go of it. Closing either end
 * of a connection closes the other, so the database rolls back what such a connection left open.
 */
export async function startBlackHoleProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let silent = false;
  let silentFrom: string | null = null;
  const silentConnections = new WeakSet<Socket>();

  const server = createServer((client) => {
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on("error", () => socket.destroy());
    }
    const isSilent = () => silent || silentConnections.has(client);
    client.on("data", (chunk: Buffer) => {
      if (silentFrom && chunk.includes(silentFrom)) silentConnections.add(client);
      if (!isSilent()) upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (!isSilent()) client.write(chunk);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });

  return {
    port: (server.address() as AddressInfo).port,
    /** from now on, nothing goes through */
    silence: () => {
      silent = true;
    },
    /** each connection falls silent from the first packet the app sends on it that holds `text` (that one included); the others go on */
    silenceEachFrom: (text: string) => {
      silentFrom = text;
    },
    resume: () => {
      silent = false;
      silentFrom = null;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

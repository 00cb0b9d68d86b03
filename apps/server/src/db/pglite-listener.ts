import type { PGlite } from "@electric-sql/pglite";
import type { Listen } from "./notify-listener";

/**
 * The embedded database: NOTIFY is delivered within the statement that commits, before its
 * answer, so a memory that hears it is exact from the start.
 */
export function listenPglite(client: PGlite): Listen {
  return async (channels, subscriber) => {
    const stops = await Promise.all(
      channels.map((channel) => client.listen(channel, (payload) => subscriber.heard(channel, payload))),
    );
    subscriber.setTrusted(true);
    return {
      // delivered within the committing statement: nothing is ever behind
      catchUp: async () => {},
      stop: async () => {
        subscriber.setTrusted(false);
        // a database closed first has nothing left to unlisten
        await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
      },
    };
  };
}

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db, DbHandle } from "../db/client";
import type { Listening, NotificationSubscriber } from "../db/notify-listener";

/** A memory that hears the database's notifications on one channel (the payload only). */
export interface ChannelSubscriber {
  heard(payload: string): void;
  setTrusted(trusted: boolean): void;
}

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbKind: DbHandle["kind"];
    /** Subscribes to a NOTIFY channel for the app's life; call while the app is being built. */
    listenTo(channel: string, subscriber: ChannelSubscriber): void;
    /** Resolves once every notification committed before the call was heard (Listening.catchUp). */
    catchUpNotifications(): Promise<void>;
  }
}

export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { handle: DbHandle; closeOnShutdown: boolean }) {
    app.decorate("db", opts.handle.db);
    app.decorate("dbKind", opts.handle.kind);

    // one listener for every channel the app's memories hear (on PostgreSQL one connection)
    const subscribers = new Map<string, ChannelSubscriber[]>();
    app.decorate("listenTo", (channel: string, subscriber: ChannelSubscriber) => {
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), subscriber]);
    });
    const everyone: NotificationSubscriber = {
      heard: (channel, payload) => {
        for (const subscriber of subscribers.get(channel) ?? []) subscriber.heard(payload);
      },
      setTrusted: (trusted) => {
        for (const list of subscribers.values()) for (const subscriber of list) subscriber.setTrusted(trusted);
      },
    };
    let listening: Listening | undefined;
    app.decorate("catchUpNotifications", async () => listening?.catchUp());
    app.addHook("onReady", async () => {
      if (subscribers.size > 0) listening = await opts.handle.listen([...subscribers.keys()], everyone, app.log);
    });
    // stopping is safe after the database closed too (a closed embedded database has nothing to unlisten)
    app.addHook("onClose", async () => listening?.stop());
    if (opts.closeOnShutdown) app.addHook("onClose", () => opts.handle.close());
  },
  { name: "db" },
);

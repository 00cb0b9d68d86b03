import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db, DbHandle } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbKind: DbHandle["kind"];
  }
}

export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { handle: DbHandle; closeOnShutdown: boolean }) {
    app.decorate("db", opts.handle.db);
    app.decorate("dbKind", opts.handle.kind);
    if (opts.closeOnShutdown) app.addHook("onClose", () => opts.handle.close());
  },
  { name: "db" },
);

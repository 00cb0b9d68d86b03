import type { Authority } from "@haiyun/shared";
import type { FastifyInstance, FastifySchema, HTTPMethods } from "fastify";
import fp from "fastify-plugin";
import { guardAuthorities } from "./auth";

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  multipart: boolean;
  /** null: public; []: any signed-in user; else every authority listed */
  authorities: readonly Authority[] | null;
}

declare module "fastify" {
  interface FastifyInstance {
    /** every route as registered, read by the tests that must cover each one */
    routeTable: RouteEntry[];
  }
}

export default fp(
  async function routeTable(app: FastifyInstance) {
    const entries: RouteEntry[] = [];
    app.decorate("routeTable", entries);
    app.addHook("onRoute", (route) => {
      const onRequest = Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : [];
      const guard = onRequest.map(guardAuthorities).find((authorities) => authorities !== null) ?? null;
      const schema = route.schema as (FastifySchema & { consumes?: string[] }) | undefined;
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (method === "HEAD" || method === "OPTIONS") continue;
        entries.push({
          method,
          url: route.url,
          schema,
          multipart: !!schema?.consumes?.includes("multipart/form-data"),
          authorities: guard,
        });
      }
    });
  },
  { name: "route-table" },
);

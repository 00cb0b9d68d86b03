import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { DbHandle } from "../src/db/client";
import type { RouteEntry } from "../src/plugins/route-table";
import { queryRows } from "./helpers";
import type { Refs } from "./order-fixtures";

// What the security suite shares: the app's own routes, a digest of every table
// to prove a refused request changed nothing, and one way to send a request.

/** Tables a refused request may still touch: a session's last-seen time, login counters, captchas. */
const VOLATILE = new Set(["sessions", "login_attempts", "captchas"]);

/** Row count and an MD5 of every row, per table: equal digests mean no row was written. */
export async function tableDigest(db: DbHandle["db"]): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    const [row] = await queryRows<{ n: number; digest: string }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
      ),
    );
    out[name] = `${row.n}:${row.digest}`;
  }
  return out;
}

/** Every API route of the app, read from the app itself, but the docs and the test-only routes. */
export function apiRoutes(app: FastifyInstance): RouteEntry[] {
  return app.routeTable.filter((r) => r.url.startsWith("/api/") && !/^\/api\/(docs|test)(\/|$)/.test(r.url));
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
export const hasBody = (route: RouteEntry) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method);

/** An id no record has, inside the integer range, so a handler that runs finds nothing. */
export const NO_SUCH_ID = 2147483647;

/** The route's URL with its `:id` (and a capability `:token`) filled in. */
export function pathOf(route: { url: string }, id: number | string = NO_SUCH_ID): string {
  return route.url.replace(/:(\w+)/g, (_m, name: string) => (name === "token" ? "t".repeat(24) : String(id)));
}

/** A contact a customer may save (it passes validation), so an answer is about the record, not the input. */
export const contactBody = (refs: Pick<Refs, "china">) => ({
  type: 1,
  company1: "ACME TRADING LTD.",
  linkman: "LI MING",
  phone: "+86 21 5888 0000",
  address1: "NO. 1 ZHONGSHAN EAST ROAD",
  city: "NINGBO",
  country_id: refs.china,
});

/** A random address, so no per-address limit adds up across the suite's many requests. */
export const anyAddress = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

export interface Request {
  method: string;
  url: string;
  /** a bearer token, or a whole Authorization header value with `authorization` */
  token?: string;
  authorization?: string;
  /** sent as JSON unless it is a string or a Buffer */
  payload?: unknown;
  headers?: Record<string, string>;
  lang?: "cn" | "en";
}

export function send(app: FastifyInstance, request: Request): Promise<LightMyRequestResponse> {
  const raw = typeof request.payload === "string" || Buffer.isBuffer(request.payload);
  const json = request.payload !== undefined && !raw;
  const authorization = request.authorization ?? (request.token === undefined ? undefined : `Bearer ${request.token}`);
  return app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: {
      lang: request.lang ?? "en",
      ...(authorization === undefined ? {} : { authorization }),
      ...(json ? { "content-type": "application/json" } : {}),
      ...request.headers,
    },
    payload: json ? JSON.stringify(request.payload) : (request.payload as string | Buffer | undefined),
    remoteAddress: anyAddress(),
  });
}

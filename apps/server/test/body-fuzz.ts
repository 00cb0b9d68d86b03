import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import type { RouteEntry } from "../src/plugins/route-table";
import { malformedBodies } from "./body-arbitraries";
import { createTestUser, loginAs, setupApp, type TestContext } from "./helpers";
import { apiRoutes, hasBody, pathOf, routeKey, send, tableDigest } from "./security-kit";

// The property-based body run of the security suite: each write endpoint with a
// JSON body gets BODIES_PER_ROUTE bodies its own schema refuses, drawn with a fixed seed, sent as
// the role that may call it. None may be answered 5xx; none may get past validation to a success;
// and the tables are the same after the endpoint's run as before it.

export const BODIES_PER_ROUTE = 1000;
const SEED = 20261122;
/** requests in flight at once: PGlite answers one at a time, but the app's own work overlaps */
const IN_FLIGHT = 25;

export const jsonWriteRoutes = (ctx: TestContext) =>
  apiRoutes(ctx.app).filter((r) => hasBody(r) && !r.multipart && (r.schema as { body?: unknown } | undefined)?.body);

function roleFor(route: RouteEntry): string[] | null {
  if (route.authorities === null) return null;
  if (route.authorities.some((a) => a.startsWith("admin_"))) return ["admin"];
  if (route.authorities.some((a) => a.startsWith("ops_"))) return ["operator"];
  // a forwarder holds every customer authority and `rate` (whose routes want a forwarder account)
  return ["forwarder"];
}

const tokens = new WeakMap<TestContext, Map<string, Promise<string>>>();
/** One signed-in user per role and app, reused by every route the role calls. */
function tokenOf(ctx: TestContext, roles: string[]): Promise<string> {
  const mine = tokens.get(ctx) ?? new Map<string, Promise<string>>();
  tokens.set(ctx, mine);
  const key = roles.join(",");
  if (!mine.has(key))
    mine.set(
      key,
      createTestUser(ctx.db, roles).then((user) => loginAs(ctx.app, user.username)),
    );
  return mine.get(key) as Promise<string>;
}

export interface RouteRun {
  route: string;
  bodies: number;
  failures: string[];
  rowsChanged: boolean;
  ms: number;
}

/** Sends the route its malformed bodies and says what went wrong. */
export async function fuzzRoute(ctx: TestContext, route: RouteEntry, index: number): Promise<RouteRun> {
  const started = performance.now();
  const roles = roleFor(route);
  const token = roles ? await tokenOf(ctx, roles) : undefined;
  const bodies = malformedBodies((route.schema as { body: ZodType }).body, BODIES_PER_ROUTE, SEED + index);
  const before = await tableDigest(ctx.db.db);
  const failures: string[] = [];
  for (let start = 0; start < bodies.length; start += IN_FLIGHT) {
    const batch = bodies.slice(start, start + IN_FLIGHT);
    const answers = await Promise.all(
      batch.map((payload) => send(ctx.app, { method: route.method, url: pathOf(route), token, payload })),
    );
    answers.forEach((res, i) => {
      // 401/403/429: turned away before the body was read, so the body was never tested
      const refusedByValidation = res.statusCode >= 400 && res.statusCode < 500 && ![401, 403, 429].includes(res.statusCode);
      // the JSON body "" passes as no body at all where none is taken (logout answers 200): noted,
      // allowed, and so is a 429 where that work is bounded (a bill draft drawn one a user at a time)
      const emptyOnNoBody = batch[i] === "" && (res.statusCode < 300 || res.statusCode === 429);
      if (!refusedByValidation && !emptyOnNoBody && failures.length < 5) {
        failures.push(`${res.statusCode} ${res.body.slice(0, 160)} ← ${JSON.stringify(batch[i])?.slice(0, 200)}`);
      }
    });
  }
  const after = await tableDigest(ctx.db.db);
  return {
    route: routeKey(route),
    bodies: bodies.length,
    failures,
    rowsChanged: JSON.stringify(after) !== JSON.stringify(before),
    ms: Math.round(performance.now() - started),
  };
}

// The endpoints are shared among four files by URL; "records" takes whatever no other group
// names, so a new write endpoint is never left out.
const GROUPS = {
  account: /^\/api\/(system\/(login|logout|contact_us|forget|password)|userinfo)(\/|$)/,
  orders: /^\/api\/(order|attachment)(\/|$)/,
  desk: /^\/api\/(ops|admin)\//,
};
export type BodyGroup = keyof typeof GROUPS | "records";
const groupOf = (route: RouteEntry): BodyGroup =>
  (Object.keys(GROUPS) as (keyof typeof GROUPS)[]).find((group) => GROUPS[group].test(route.url)) ?? "records";

/**
 * The run as a test file's suite: the app on its own database, and one test per write endpoint
 * `which` picks (the endpoints are shared among a few files, so they run in parallel).
 */
export async function bodyFuzzSuite(title: string, group: BodyGroup, atLeast: number) {
  const ctx = await setupApp();
  const routes = jsonWriteRoutes(ctx).filter((route) => groupOf(route) === group);
  describe(title, () => {
    it("has the write endpoints it is about", () => {
      expect(routes.length).toBeGreaterThanOrEqual(atLeast);
    });

    it.each(routes.map((route, i) => [routeKey(route), route, i] as const))(
      `%s: ${BODIES_PER_ROUTE} malformed bodies, no 5xx, each refused, no row changed`,
      async (_name, route, i) => {
        const run = await fuzzRoute(ctx, route, i);
        console.info(`security-bodies: ${run.route} ${run.bodies} bodies in ${run.ms} ms`);
        expect(run.failures).toEqual([]);
        expect(run.bodies).toBe(BODIES_PER_ROUTE);
        expect(run.rowsChanged).toBe(false);
      },
      180_000,
    );
  });
}

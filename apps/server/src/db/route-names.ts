import { eq } from "drizzle-orm";
import { type AnyPgColumn, alias, type PgSelect } from "drizzle-orm/pg-core";
import { carriers, ports } from "./schema";

// A quote and an order both name their carrier and the ports of their route beside the ids; one
// join for each, so a renamed port or carrier shows at once (the quote list keeps its names
// otherwise, quote-list.repository.ts; the order lists look them up by id, order-list-json.repository.ts).

/** The ports of a route, each its own alias so that one query can join all three. */
export const routePorts = { pol: alias(ports, "pol"), pod: alias(ports, "pod"), to: alias(ports, "dest") };

/** The columns of a row that hold its carrier's and route's ids. */
export interface RouteIds {
  carrier_id: AnyPgColumn;
  pol_id: AnyPgColumn;
  pod_id: AnyPgColumn;
  to_id: AnyPgColumn;
}

/** Left-joins `carriers` and `routePorts` on the row's ids (a missing one leaves its names null). */
export function joinRouteNames<T extends PgSelect>(query: T, ids: RouteIds) {
  const { pol, pod, to } = routePorts;
  return query
    .leftJoin(carriers, eq(carriers.id, ids.carrier_id))
    .leftJoin(pol, eq(pol.id, ids.pol_id))
    .leftJoin(pod, eq(pod.id, ids.pod_id))
    .leftJoin(to, eq(to.id, ids.to_id));
}

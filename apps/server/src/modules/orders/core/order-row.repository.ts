import { ORDER_STATUS } from "@haiyun/shared";
import { and, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { joinRouteNames, routePorts } from "../../../db/route-names";
import { carriers, freightTerms, incoterms, orders, ports, users } from "../../../db/schema";
import type { OrderScope } from "./order-access";

// One order as the detail, the copy of its form and the transitions read it: its columns, and the names
// of what it refers to joined as they are now (the lists take the same columns in one JSON
// statement instead, order-list.repository.ts).

/** The columns of an order a list row and the detail both show. */
export const pageColumns = {
  id: orders.id,
  order_no: orders.order_no,
  owner_id: orders.owner_id,
  cust_ref_no: orders.cust_ref_no,
  status: orders.status,
  container_mode: orders.container_mode,
  ship_mode: orders.ship_mode,
  carrier_id: orders.carrier_id,
  from_id: orders.from_id,
  pol_id: orders.pol_id,
  pod_id: orders.pod_id,
  to_id: orders.to_id,
  inco_term_id: orders.inco_term_id,
  freight_term_id: orders.freight_term_id,
  vessel: orders.vessel,
  voyage: orders.voyage,
  etd: orders.etd,
  eta: orders.eta,
  ready_date: orders.ready_date,
  so_no: orders.so_no,
  mbl_no: orders.mbl_no,
  remark: orders.remark,
  cut_offs: orders.cut_offs,
  // the booking amount: written with the spaces when the booking is saved
  quote_amount: orders.quote_amount,
  quote_currency: orders.quote_currency,
  amendment_status: orders.amendment_status,
  cancellation_status: orders.cancellation_status,
  revision_status: orders.revision_status,
  special_cargo_status: orders.special_cargo_status,
  has_dg: orders.has_dg,
  has_reefer: orders.has_reefer,
  has_oog: orders.has_oog,
  create_time: orders.create_time,
  update_time: orders.update_time,
};

const fromPort = alias(ports, "from_port");
const customerColumns = { company1: users.company1, linkman: users.linkman, username: users.username };

/** One order (the detail) with the names of what it refers to, as they are now. */
function rowQuery(db: Db, where: SQL | undefined) {
  const named = (table: typeof fromPort | typeof carriers | typeof incoterms | typeof freightTerms) => ({
    cn: table.name_cn,
    en: table.name_en,
  });
  const query = db
    .select({
      ...pageColumns,
      from_name: named(fromPort),
      pol_name: named(routePorts.pol),
      pod_name: named(routePorts.pod),
      to_name: named(routePorts.to),
      // the zone the cut-offs are read in (order-cut-offs.ts)
      pol_time_zone: routePorts.pol.time_zone,
      carrier_name: named(carriers),
      inco_term_name: named(incoterms),
      freight_term_name: named(freightTerms),
      customer: customerColumns,
      // the detail's quote snapshot (the list names only the amount)
      quote: {
        id: orders.quote_id,
        forwarder_id: orders.quote_forwarder_id,
        sdate: orders.quote_sdate,
        edate: orders.quote_edate,
        prices: orders.quote_prices,
      },
    })
    .from(orders)
    .leftJoin(fromPort, eq(fromPort.id, orders.from_id))
    .$dynamic();
  return joinRouteNames(query, orders)
    .leftJoin(incoterms, eq(incoterms.id, orders.inco_term_id))
    .leftJoin(freightTerms, eq(freightTerms.id, orders.freight_term_id))
    .leftJoin(users, eq(users.id, orders.owner_id))
    .where(where)
    .limit(1);
}
export type OrderListRow = Awaited<ReturnType<typeof rowQuery>>[number];

/** The database's side of the access policy (order-access.ts): the orders a scope sees. */
export function scopeCondition(scope: OrderScope): SQL | undefined {
  const own = scope.ownerId === null ? undefined : eq(orders.owner_id, scope.ownerId);
  const submitted = scope.ops ? ne(orders.status, ORDER_STATUS.DRAFT) : undefined;
  if (own && submitted) return or(own, submitted);
  return own ?? submitted ?? sql`false`;
}

/** One order with the names of what it refers to, if the scope sees it. */
export async function findOrderRow(db: Db, id: number, scope: OrderScope) {
  const [row] = await rowQuery(db, and(eq(orders.id, id), scopeCondition(scope)));
  return row as OrderListRow | undefined;
}

/** The order's columns as stored, if the scope sees it (no scope: the caller already checked). */
export async function findOrder(db: Db, id: number, scope?: OrderScope) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), scope ? scopeCondition(scope) : undefined))
    .limit(1);
  return row;
}

import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containerTypes, orderContainers, orders } from "../../db/schema";

// What the VGM routes read: the container rows of orders with their ISO codes, an order's
// carrier, and the caller's orders holding a container number.

/** The container rows of these orders, in the order they were entered. */
export function containerRowsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ row: orderContainers, iso: containerTypes.iso_code })
    .from(orderContainers)
    .leftJoin(containerTypes, eq(containerTypes.id, orderContainers.container_id))
    .where(inArray(orderContainers.order_id, orderIds))
    .orderBy(asc(orderContainers.order_id), asc(orderContainers.id));
}
export type VgmContainerRow = Awaited<ReturnType<typeof containerRowsOf>>[number];

/** The owner's orders that have a container row numbered `number` (confirmed ones: a booking number). */
export function ownOrdersWithContainer(db: Db, ownerId: number, number: string) {
  return db
    .selectDistinct({ order: orders })
    .from(orders)
    .innerJoin(orderContainers, eq(orderContainers.order_id, orders.id))
    .where(
      and(eq(orders.owner_id, ownerId), sql`upper(${orderContainers.container_no}) = ${number}`, sql`${orders.so_no} <> ''`),
    );
}

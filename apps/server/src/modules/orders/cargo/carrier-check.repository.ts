import { CLOSED_STATUSES, ORDER_STATUS } from "@haiyun/shared";
import { and, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orderContainers, orders, ports } from "../../../db/schema";

// What the carrier-ready check reads besides the body: port codes and the owner's boxes elsewhere.

/** The UN/LOCODE of a port id (null: none or unknown). */
export async function portCodeOf(db: Db, portId: number | null | undefined): Promise<string | null> {
  if (!portId) return null;
  const [row] = await db.select({ code: ports.code }).from(ports).where(eq(ports.id, portId));
  return row?.code ?? null;
}

/** An order that still moves: neither a draft nor completed nor cancelled. */
const CLOSED = [ORDER_STATUS.DRAFT, ...CLOSED_STATUSES];

/** Which of `numbers` are on the owner's other open orders. */
export async function containerNosElsewhere(
  db: Db,
  ownerId: number,
  exceptOrderId: number | null,
  numbers: readonly string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ no: orderContainers.container_no })
    .from(orderContainers)
    .innerJoin(orders, eq(orders.id, orderContainers.order_id))
    .where(
      and(
        eq(orders.owner_id, ownerId),
        notInArray(orders.status, CLOSED),
        exceptOrderId === null ? undefined : ne(orders.id, exceptOrderId),
        inArray(orderContainers.container_no, [...new Set(numbers)]),
      ),
    );
  return new Set(rows.map((row) => row.no));
}

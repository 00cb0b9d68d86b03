import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type SiRevisionRow, siRevisions } from "../../../db/schema";

export type { SiRevisionRow };

// The rows of si_revisions (docs/PRODUCT-RULES.md, "SI revisions"). Written inside the action's
// transaction that carries them (submit, amend_si, revise_si and its decisions).

export type NewRevision = Omit<typeof siRevisions.$inferInsert, "id" | "created_at">;

export async function insertRevision(tx: Db, values: NewRevision): Promise<SiRevisionRow> {
  const [row] = await tx.insert(siRevisions).values(values).returning();
  return row as SiRevisionRow;
}

/** Every revision of an order, oldest first. */
export function revisionsOf(db: Db, orderId: number): Promise<SiRevisionRow[]> {
  return db.select().from(siRevisions).where(eq(siRevisions.order_id, orderId)).orderBy(asc(siRevisions.revision));
}

/** The newest revision in one of `statuses` (the open request; the instruction in force). */
export async function latestRevision(db: Db, orderId: number, statuses: readonly string[]): Promise<SiRevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(siRevisions)
    .where(and(eq(siRevisions.order_id, orderId), inArray(siRevisions.status, [...statuses])))
    .orderBy(desc(siRevisions.revision))
    .limit(1);
  return row;
}

/** The highest revision number an order has (0: none yet). */
export async function lastRevisionNumber(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ revision: siRevisions.revision })
    .from(siRevisions)
    .where(eq(siRevisions.order_id, orderId))
    .orderBy(desc(siRevisions.revision))
    .limit(1);
  return row?.revision ?? 0;
}

export async function updateRevision(
  tx: Db,
  id: number,
  values: Partial<Pick<SiRevisionRow, "status" | "body" | "decision_reason" | "decided_by" | "decided_at">>,
): Promise<void> {
  await tx.update(siRevisions).set(values).where(eq(siRevisions.id, id));
}

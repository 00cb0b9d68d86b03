import { CONTAINER_MODE, ORDER_STATUS } from "@haiyun/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderContainers, orders, remindersSent } from "../../db/schema";
import type { ReminderCode } from "./notification-texts";

/** An order whose cut-off is less than two days away while what it needs is still missing. */
export interface DueCutOff {
  order_id: number;
  owner_id: number;
  order_no: string;
  code: ReminderCode;
  cut_off_at: Date;
}

const S = ORDER_STATUS;
// a shipping instruction in these statuses has been submitted; an order past them is billed or closed
const SI_IN = [S.AWAITING_BILL, S.AWAITING_BILL_CHECK, S.BILL_REJECTED];

/**
 * The cut-offs of the next `withinMs` whose requirement is unmet: the documentation cut-off (DCO,
 * orders.si_cutoff) while the shipping instruction is not submitted (awaiting supply), and the VGM
 * cut-off (VCO, orders.vgm_cutoff) of an FCL order while the instruction is not submitted or one
 * of its containers has no VGM. The one query that knows where cut-offs are stored.
 */
export async function findCutOffsWithin(db: Db, now: Date, withinMs: number): Promise<DueCutOff[]> {
  const until = new Date(now.getTime() + withinMs);
  const noVgm = sql`EXISTS (SELECT 1 FROM ${orderContainers} c WHERE c.order_id = ${orders.id} AND c.vgm IS NULL)`;
  const siIn = sql.join(
    SI_IN.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT ${orders.id} AS order_id, ${orders.owner_id} AS owner_id, ${orders.order_no} AS order_no,
           'DCO' AS code, ${orders.si_cutoff} AS cut_off_at
    FROM ${orders}
    WHERE ${orders.status} = ${S.AWAITING_SUPPLY}
      AND ${orders.si_cutoff} > ${now.toISOString()}::timestamptz AND ${orders.si_cutoff} <= ${until.toISOString()}::timestamptz
    UNION ALL
    SELECT ${orders.id}, ${orders.owner_id}, ${orders.order_no}, 'VCO', ${orders.vgm_cutoff}
    FROM ${orders}
    WHERE ${orders.container_mode} = ${CONTAINER_MODE.FCL}
      AND ${orders.vgm_cutoff} > ${now.toISOString()}::timestamptz AND ${orders.vgm_cutoff} <= ${until.toISOString()}::timestamptz
      AND (${orders.status} = ${S.AWAITING_SUPPLY} OR (${orders.status} IN (${siIn}) AND ${noVgm}))
    ORDER BY order_id, code`);
  const rows = (result as unknown as { rows: (Omit<DueCutOff, "cut_off_at"> & { cut_off_at: string | Date })[] }).rows;
  // raw rows carry timestamps as text on both drivers
  return rows.map((row) => ({ ...row, cut_off_at: new Date(row.cut_off_at) }));
}

/**
 * Records a reminder as sent, once: true when this call recorded it, false when it already was
 * (another scan, another instance, a run before a restart).
 */
export async function claimReminder(
  db: Db,
  row: { order_id: number; kind: string; cut_off_at: Date; sent_at: Date },
): Promise<boolean> {
  const inserted = await db.insert(remindersSent).values(row).onConflictDoNothing().returning({ id: remindersSent.id });
  return inserted.length > 0;
}

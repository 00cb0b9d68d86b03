import { BUSINESS_TIME_ZONE, CONTAINER_MODE, ORDER_STATUS } from "@haiyun/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderContainers, orders, ports, remindersSent } from "../../db/schema";
import type { ReminderCode } from "./notification-texts";

/** An order whose cut-off is less than two days away while what it needs is still missing. */
export interface DueCutOff {
  order_id: number;
  owner_id: number;
  order_no: string;
  code: ReminderCode;
  cut_off_at: Date;
  /** the port of loading's IANA zone */
  time_zone: string;
}

const S = ORDER_STATUS;
// a shipping instruction in these statuses has been submitted; an order past them is billed or closed
const SI_IN = [S.AWAITING_BILL, S.AWAITING_BILL_CHECK, S.BILL_REJECTED];

/**
 * The cut-offs of the next `withinMs` whose requirement is unmet: the documentation cut-off (DCO)
 * while the shipping instruction is not submitted (awaiting supply), and the VGM cut-off (VCO) of
 * an FCL order while the instruction is not submitted or one of its containers has no VGM. Each
 * with its port of loading's time zone, the one its time is shown in. The cut-offs are the order's
 * `cut_offs` list (code and instant); only orders in the statuses that can still miss one are read.
 */
export async function findCutOffsWithin(db: Db, now: Date, withinMs: number): Promise<DueCutOff[]> {
  const until = new Date(now.getTime() + withinMs);
  const noVgm = sql`EXISTS (SELECT 1 FROM ${orderContainers} c WHERE c.order_id = o.id AND c.vgm IS NULL)`;
  const list = (statuses: readonly number[]) =>
    sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    );
  const result = await db.execute(sql`
    SELECT o.id AS order_id, o.owner_id AS owner_id, o.order_no AS order_no, c.code AS code,
           c.at AS cut_off_at, coalesce(p.time_zone, ${BUSINESS_TIME_ZONE}) AS time_zone
    FROM ${orders} o
    CROSS JOIN LATERAL jsonb_to_recordset(o.cut_offs) AS c(code text, at text)
    LEFT JOIN ${ports} p ON p.id = o.pol_id
    WHERE o.status IN (${list([S.AWAITING_SUPPLY, ...SI_IN])})
      AND c.code IN ('DCO', 'VCO')
      AND c.at::timestamptz > ${now.toISOString()}::timestamptz AND c.at::timestamptz <= ${until.toISOString()}::timestamptz
      AND ((c.code = 'DCO' AND o.status = ${S.AWAITING_SUPPLY})
        OR (c.code = 'VCO' AND o.container_mode = ${CONTAINER_MODE.FCL}
          AND (o.status = ${S.AWAITING_SUPPLY} OR (o.status IN (${list(SI_IN)}) AND ${noVgm}))))
    ORDER BY order_id, code`);
  const rows = (result as unknown as { rows: (Omit<DueCutOff, "cut_off_at"> & { cut_off_at: string | Date })[] }).rows;
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

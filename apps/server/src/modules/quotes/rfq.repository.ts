import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { carriers, ports, rfqs, users } from "../../db/schema";
import { pageOf, totalCount } from "../../lib/pagination";

export type NewRfq = typeof rfqs.$inferInsert;

/** The account an RFQ is mailed to: its login e-mail and language, if enabled. */
export async function findRecipient(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.username, lang: users.lang })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.enabled, true)))
    .limit(1);
  return row;
}

export async function insertRfq(db: Pick<Db, "insert">, values: NewRfq): Promise<number> {
  const [row] = await db.insert(rfqs).values(values).returning({ id: rfqs.id });
  return row.id;
}

const requester = alias(users, "requester");
const pol = alias(ports, "pol");
const pod = alias(ports, "pod");
const dest = alias(ports, "dest");
const names = (table: typeof ports | typeof carriers) => ({ name_cn: table.name_cn, name_en: table.name_en });

/** The RFQs one forwarder received, newest first. */
export async function listReceived(db: Db, forwarderId: number, page: { offset: number; limit: number }) {
  const rows = await db
    .select({
      id: rfqs.id,
      rate_id: rfqs.rate_id,
      ready_date: rfqs.ready_date,
      description: rfqs.description,
      booking_space: rfqs.booking_space,
      target_rate: rfqs.target_rate,
      potential_vol: rfqs.potential_vol,
      sales: rfqs.sales,
      create_time: rfqs.create_time,
      requester: {
        company1: requester.company1,
        company2: requester.company2,
        linkman: requester.linkman,
        email: requester.username,
        phone: requester.phone,
      },
      carrier: names(carriers),
      pol: { name_cn: pol.name_cn, name_en: pol.name_en },
      pod: { name_cn: pod.name_cn, name_en: pod.name_en },
      to: { name_cn: dest.name_cn, name_en: dest.name_en },
      total: totalCount(),
    })
    .from(rfqs)
    .innerJoin(requester, eq(requester.id, rfqs.requester_id))
    .leftJoin(carriers, eq(carriers.id, rfqs.carrier_id))
    .leftJoin(pol, eq(pol.id, rfqs.pol_id))
    .leftJoin(pod, eq(pod.id, rfqs.pod_id))
    .leftJoin(dest, eq(dest.id, rfqs.to_id))
    .where(eq(rfqs.forwarder_id, forwarderId))
    .orderBy(desc(rfqs.id))
    .offset(page.offset)
    .limit(page.limit);
  return pageOf(rows, page.offset, async () => {
    const [row] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(rfqs)
      .where(eq(rfqs.forwarder_id, forwarderId));
    return row?.count ?? 0;
  });
}

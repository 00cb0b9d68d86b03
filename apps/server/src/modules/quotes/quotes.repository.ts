import { and, arrayContains, eq, gte, type SQL, sql } from "drizzle-orm";
import { accountName } from "../../db/account-name";
import type { Db } from "../../db/client";
import { rateWithNames } from "../../db/rate-columns";
import { joinRouteNames } from "../../db/route-names";
import { forwarders, rates, users } from "../../db/schema";

// One live quote — a live rate (edate ≥ today) of an enabled forwarder account — with
// its names, for GET /quote/{id}, the estimate and an order's snapshot. The list is
// quote-list.repository.ts.

// the forwarder's name: its directory entry when it has one, else the account's (db/account-name.ts)
const forwarderName = (column: "name_cn" | "name_en") =>
  sql<string>`coalesce((select nullif(btrim(f.${sql.raw(column)}), '') from ${forwarders} f where f.user_id = ${rates.owner_id} order by f.id limit 1),
    ${accountName(users)})`;

const columns = {
  ...rateWithNames,
  owner_id: rates.owner_id,
  forwarder: { name_cn: forwarderName("name_cn"), name_en: forwarderName("name_en") },
};

function liveWhere(today: string): SQL | undefined {
  return and(gte(rates.edate, today), eq(users.enabled, true), arrayContains(users.roles, ["forwarder"]));
}

export async function findQuote(db: Db, id: number, today: string) {
  const [row] = await joinRouteNames(
    db.select(columns).from(rates).innerJoin(users, eq(users.id, rates.owner_id)).$dynamic(),
    rates,
  )
    .where(and(eq(rates.id, id), liveWhere(today)))
    .limit(1);
  return row;
}

export type QuoteRow = NonNullable<Awaited<ReturnType<typeof findQuote>>>;

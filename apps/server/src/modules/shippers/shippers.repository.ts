import { ROLE } from "@haiyun/shared";
import { and, arrayContains, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businesses, files, ports, routes, users } from "../../db/schema";
import { keywordMatch, pageOf, totalCount } from "../../lib/pagination";

export interface DirectoryFilter {
  company?: string;
  businessId?: number;
  portId?: number;
  routeId?: number;
  offset: number;
  limit: number;
}

const directoryColumns = {
  id: users.id,
  username: users.username,
  company1: users.company1,
  company2: users.company2,
  linkman: users.linkman,
  phone: users.phone,
  address1: users.address1,
  address2: users.address2,
  profile: users.profile,
  businesses: users.businesses,
  routes: users.routes,
  ports: users.ports,
  logo_id: files.id,
  logo_token: files.token,
};
export interface DirectoryRow {
  id: number;
  username: string;
  company1: string;
  company2: string;
  linkman: string;
  phone: string;
  address1: string;
  address2: string;
  profile: string;
  businesses: number[];
  routes: number[];
  ports: number[];
  logo_id: number | null;
  logo_token: string | null;
}

// The directory holds enabled forwarder accounts that filled in business information: a shipper
// (or anyone else without the forwarder role) never shows. `roles @>` is served by the GIN index.
function listedForwarder(): SQL {
  return and(
    arrayContains(users.roles, [ROLE.FORWARDER]),
    eq(users.enabled, true),
    or(sql`cardinality(${users.businesses}) > 0`, sql`cardinality(${users.routes}) > 0`, sql`cardinality(${users.ports}) > 0`),
  ) as SQL;
}

function whereOf(filter: DirectoryFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listedForwarder()];
  conditions.push(keywordMatch([users.company1, users.company2], filter.company));
  if (filter.businessId !== undefined) conditions.push(arrayContains(users.businesses, [filter.businessId]));
  if (filter.portId !== undefined) conditions.push(arrayContains(users.ports, [filter.portId]));
  if (filter.routeId !== undefined) conditions.push(arrayContains(users.routes, [filter.routeId]));
  return and(...conditions);
}

export async function listDirectory(db: Db, filter: DirectoryFilter) {
  const where = whereOf(filter);
  const rows = await db
    .select({ ...directoryColumns, total: totalCount() })
    .from(users)
    .leftJoin(files, eq(files.id, users.logo))
    .where(where)
    .orderBy(desc(users.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const page = await pageOf(rows, filter.offset, () => db.$count(users, where));
  return { rows: page.rows as DirectoryRow[], total: page.total };
}

export async function findDirectoryEntry(db: Db, id: number): Promise<DirectoryRow | undefined> {
  const [row] = await db
    .select(directoryColumns)
    .from(users)
    .leftJoin(files, eq(files.id, users.logo))
    .where(and(eq(users.id, id), listedForwarder()))
    .limit(1);
  return row as DirectoryRow | undefined;
}

export interface ReferenceNames {
  id: number;
  name_cn: string;
  name_en: string;
}

const namesOf = (table: typeof businesses | typeof routes | typeof ports) => (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as ReferenceNames[])
    : db.select({ id: table.id, name_cn: table.name_cn, name_en: table.name_en }).from(table).where(inArray(table.id, ids));

export const businessNames = namesOf(businesses);
export const routeNames = namesOf(routes);
export const portNames = namesOf(ports);

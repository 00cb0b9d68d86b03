import { type Lang, ROLE } from "@haiyun/shared";
import { and, arrayContains, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jsonFields, pageText, type ReferenceTable } from "../../db/json-text";
import { businesses, files, ports, routes, users } from "../../db/schema";
import { keywordMatch } from "../../lib/pagination";
import { fileUrlSql } from "../files/files.service";

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

/** The names of a row's ids in the forwarder's order, ", "-joined; ids of since-removed entries skipped. */
function namesText(ids: SQL, table: ReferenceTable, lang: Lang): SQL {
  return sql`coalesce((select string_agg(${lang === "cn" ? table.name_cn : table.name_en}, ', ' order by "u"."n")
    from unnest(${ids}) with ordinality as "u"("id", "n") join ${table} on ${table.id} = "u"."id"), '')`;
}

/** A directory row as answered (shipperViewSchema's keys and order; presentAll in shippers.service.ts answers one alike). */
function directoryFields(lang: Lang): SQL {
  return jsonFields([
    ["id", users.id],
    ["company1", users.company1],
    ["company2", users.company2],
    ["logo_thumb", fileUrlSql(files.id, files.token)],
    ["linkman", users.linkman],
    ["phone", users.phone],
    ["username", users.username],
    ["address1", users.address1],
    ["address2", users.address2],
    ["profile", users.profile],
    ["businesses_name", namesText(sql`${users.businesses}`, businesses, lang)],
    ["routes_name", namesText(sql`${users.routes}`, routes, lang)],
    ["ports_name", namesText(sql`${users.ports}`, ports, lang)],
    ["businesses", users.businesses],
    ["routes", users.routes],
    ["ports", users.ports],
  ]);
}

/** The directory's page, newest first, as the JSON text of `{ list, total }` in the reader's language: one statement. */
export async function listDirectory(db: Db, filter: DirectoryFilter, lang: Lang): Promise<string> {
  const where = whereOf(filter);
  const rows = sql`select ${directoryFields(lang)} from ${users} left join ${files} on ${files.id} = ${users.logo}
    where ${where} order by ${users.id} desc limit ${filter.limit} offset ${filter.offset}`;
  const [{ text }] = await pageText(db, rows, sql`"row"."id" desc`, sql`select count(*) from ${users} where ${where}`);
  return text;
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

import type { Lang, ShipperQuery, ShipperView } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { offsetOf } from "../../lib/pagination";
import { fileUrl } from "../files/files.service";
import {
  businessNames,
  type DirectoryRow,
  findDirectoryEntry,
  listDirectory,
  portNames,
  type ReferenceNames,
  routeNames,
} from "./shippers.repository";

type NameMap = Map<number, string>;

async function nameMap(db: Db, lookup: (db: Db, ids: number[]) => Promise<ReferenceNames[]>, ids: Iterable<number>, lang: Lang) {
  const rows = await lookup(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, lang === "cn" ? row.name_cn : row.name_en])) as NameMap;
}

/** Names in the order the forwarder chose them; ids of since-removed entries are skipped. */
function joinNames(ids: number[], names: NameMap): string {
  return ids
    .map((id) => names.get(id))
    .filter((name): name is string => name !== undefined)
    .join(", ");
}

/** A directory entry with its business, route and port names (three queries; the list writes the same in SQL). */
async function presentAll(db: Db, rows: DirectoryRow[], lang: Lang): Promise<ShipperView[]> {
  const [businessMap, routeMap, portMap] = await Promise.all([
    nameMap(
      db,
      businessNames,
      rows.flatMap((row) => row.businesses),
      lang,
    ),
    nameMap(
      db,
      routeNames,
      rows.flatMap((row) => row.routes),
      lang,
    ),
    nameMap(
      db,
      portNames,
      rows.flatMap((row) => row.ports),
      lang,
    ),
  ]);
  // Forwarder (shipper alliance) company, plus the id lists the web's filters use
  return rows.map((row) => ({
    id: row.id,
    company1: row.company1,
    company2: row.company2,
    logo_thumb: row.logo_id !== null && row.logo_token !== null ? fileUrl({ id: row.logo_id, token: row.logo_token }) : "",
    linkman: row.linkman,
    phone: row.phone,
    username: row.username,
    address1: row.address1,
    address2: row.address2,
    profile: row.profile,
    businesses_name: joinNames(row.businesses, businessMap),
    routes_name: joinNames(row.routes, routeMap),
    ports_name: joinNames(row.ports, portMap),
    businesses: row.businesses,
    routes: row.routes,
    ports: row.ports,
  }));
}

/** GET /shipper: the directory's page as JSON text (shipperViewSchema's rows), written by the database. */
export function listShippers(db: Db, query: ShipperQuery, lang: Lang): Promise<string> {
  const filter = {
    company: query.company || undefined,
    businessId: query.business_id,
    portId: query.port_id,
    routeId: query.route_id,
    offset: offsetOf(query.page, query.size),
    limit: query.size,
  };
  return listDirectory(db, filter, lang);
}

export async function getShipper(db: Db, id: number, lang: Lang) {
  const row = await findDirectoryEntry(db, id);
  // a shipper, a disabled forwarder or one without business information is not in the directory
  if (!row) throw notFound();
  const [entry] = await presentAll(db, [row], lang);
  return entry;
}

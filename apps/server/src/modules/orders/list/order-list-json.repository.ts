import { CARGO_FLAGS, DICTIONARIES, type Lang, ORDER_STATUSES, REQUEST_STATE } from "@haiyun/shared";
import { type SQL, sql } from "drizzle-orm";
import { isoInZone, isoUtc, jsonFields, literal, nameOfCode, type ReferenceTable, referenceName } from "../../../db/json-text";
import { carriers, freightTerms, incoterms, ports, users } from "../../../db/schema";
import { FALLBACK_PORT_TIME_ZONE } from "../../../db/seed/data/port-time-zones";

// A row of the order lists as the database writes it: every field of orderRowSchema (and, for the
// desk, opsOrderRowSchema) in the schema's order, with the values presentRow / presentOpsRow
// (order-present.ts) give the same row — names in the reader's language, the request states, the
// cargo flags and the next cut-off read in the port of loading's zone. The page's rows are
// `"page"`; order-list-text.test.ts holds the two to the same answer.

const column = (name: string) => sql.raw(`"page"."${name}"`);

/** A side request's state as answered: a known state, else null (requestState in order-sides.ts). */
function requestStateOf(name: string): SQL {
  const known = sql.join(Object.values(REQUEST_STATE).map(literal), sql`, `);
  return sql`(case when ${column(name)} in (${known}) then ${column(name)} end)`;
}

/** dg, reefer, oog in that order, for the flags the order carries. */
function cargoFlags(): SQL {
  const flags = CARGO_FLAGS.map((flag) => sql`case when ${column(`has_${flag}`)} then ${literal(flag)} end`);
  return sql`to_json(array_remove(array[${sql.join(flags, sql`, `)}]::text[], null))`;
}

/** The earliest cut-off still ahead, in the port of loading's zone (nextCutOff in order-cut-offs.ts). */
function nextCutOff(): SQL {
  // Most listed orders have no cut-off ahead (drafts, and every order past its sailing): a
  // jsonpath test over the stored ISO texts (fixed width, so ordered as text) rules them out
  // without the per-row subquery below, which sorts and reads the port's zone (measured on the
  // embedded database: half the page's cost when every row ran it).
  const now = sql`jsonb_build_object('now', ${isoUtc(sql`now()`)})`;
  const ahead = sql`jsonb_path_exists(${column("cut_offs")}, '$[*] ? (@.at > $now)', ${now})`;
  const zone = sql`coalesce((select ${ports.time_zone} from ${ports} where ${ports.id} = "page"."pol_id"), ${literal(FALLBACK_PORT_TIME_ZONE)})`;
  // the other mode's delivery cut-off is not the order's (cutOffFitsMode): FCO only on FCL, LCO only on LCL
  const otherDelivery = sql`case when ${column("container_mode")} = 2 then 'FCO' else 'LCO' end`;
  const next = sql`select "c"."value"->>'code' as "code", ("c"."value"->>'at')::timestamptz as "at"
    from jsonb_array_elements(${column("cut_offs")}) as "c"
    where ("c"."value"->>'at')::timestamptz > now() and "c"."value"->>'code' <> ${otherDelivery}
    order by "c"."value"->>'at' collate "C", "c"."value"->>'code' collate "C" limit 1`;
  const at = isoInZone(sql`"next"."at"`, sql`"zone"."name"`);
  return sql`case when ${ahead} then
    (select json_build_object('code', "next"."code", 'at', ${at}, 'time_zone', "zone"."name")
      from (${next}) as "next" cross join (select ${zone} as "name" offset 0) as "zone") end`;
}

/** The desk's customer (`"customer"`, see orderRowsFrom): the company, else the contact person; the login beside it. */
function customerFields(): [string, SQL][] {
  return [
    ["owner_id", column("owner_id")],
    ["customer_name", sql`coalesce(nullif("customer"."company1", ''), nullif("customer"."linkman", ''), '')`],
    ["customer_username", sql`coalesce("customer"."username", '')`],
  ];
}

/**
 * The page's orders (`page`, a select of the order's columns) as rows of the answer. The desk's
 * customer is read once a row (LIMIT 1 keeps the lookup an index probe per row: the planner can
 * not turn it into a join hashing every user).
 */
export function orderRowsFrom(page: SQL, lang: Lang, forDesk: boolean): SQL {
  if (!forDesk) return sql`select ${orderRowColumns(lang, false)} from (${page}) as "page"`;
  const customer = sql`select ${users.company1} as "company1", ${users.linkman} as "linkman", ${users.username} as "username"
    from ${users} where ${users.id} = "page"."owner_id" limit 1`;
  return sql`select ${orderRowColumns(lang, true)} from (${page}) as "page" left join lateral (${customer}) as "customer" on true`;
}

/**
 * A list row's fields as the columns of a select (`"page"` the order's columns), named as the
 * schema's keys and in its order: the row as a record is the row's JSON (`json_agg` of records
 * writes no spaces, unlike `json_build_object`). The desk's rows carry the customer.
 */
function orderRowColumns(lang: Lang, forDesk: boolean): SQL {
  const name = (table: ReferenceTable, id: string) => referenceName(table, column(id), lang);
  const fields: [string, SQL][] = [
    ["id", column("id")],
    ["order_no", column("order_no")],
    ["cust_ref_no", column("cust_ref_no")],
    ["status", column("status")],
    ["status_name", nameOfCode(column("status"), ORDER_STATUSES, lang)],
    ["container_mode", column("container_mode")],
    ["container_mode_name", nameOfCode(column("container_mode"), DICTIONARIES.container_mode, lang)],
    ["ship_mode", column("ship_mode")],
    ["ship_mode_name", nameOfCode(column("ship_mode"), DICTIONARIES.ship_mode, lang)],
    ["carrier_id", column("carrier_id")],
    ["carrier_name", name(carriers, "carrier_id")],
    ["from_id", column("from_id")],
    ["from_name", name(ports, "from_id")],
    ["pol_id", column("pol_id")],
    ["pol_name", name(ports, "pol_id")],
    ["pod_id", column("pod_id")],
    ["pod_name", name(ports, "pod_id")],
    ["to_id", column("to_id")],
    ["to_name", name(ports, "to_id")],
    ["vessel", column("vessel")],
    ["voyage", column("voyage")],
    ["etd", sql`${column("etd")}::text`],
    ["eta", sql`${column("eta")}::text`],
    ["ready_date", sql`${column("ready_date")}::text`],
    ["freight_term_name", name(freightTerms, "freight_term_id")],
    ["inco_term_name", name(incoterms, "inco_term_id")],
    ["so_no", column("so_no")],
    ["mbl_no", column("mbl_no")],
    // numeric as text: a JSON number would lose "6200.50"'s trailing zero
    ["booking_amount", sql`${column("quote_amount")}::text`],
    ["booking_currency", column("quote_currency")],
    ["amendment_status", requestStateOf("amendment_status")],
    ["cancellation_status", requestStateOf("cancellation_status")],
    ["revision_status", requestStateOf("revision_status")],
    ["special_cargo_status", requestStateOf("special_cargo_status")],
    ["cargo_flags", cargoFlags()],
    ["next_cut_off", nextCutOff()],
    ["create_time", isoUtc(column("create_time"))],
    ["update_time", isoUtc(column("update_time"))],
  ];
  return jsonFields(forDesk ? [...fields, ...customerFields()] : fields);
}

/**
 * When the earliest next cut-off a page of rows shows passes (ms since the epoch; Infinity when
 * none does): past it the page would show another one (a kept page expires then, plugins/kept-lists.ts).
 * A cut-off it cannot read gives 0, so the page is not kept. (Inside a JSON string the quotes of
 * the marker would be escaped: only the field itself matches.)
 */
export function firstCutOffPassing(text: string): number {
  const marker = '"next_cut_off":{';
  let earliest = Number.POSITIVE_INFINITY;
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + marker.length)) {
    const found = /^[^}]*?"at" ?: ?"([^"]+)"/.exec(text.slice(at + marker.length, at + marker.length + 200));
    const time = found ? Date.parse(found[1]) : Number.NaN;
    if (Number.isNaN(time)) return 0;
    earliest = Math.min(earliest, time);
  }
  return earliest;
}

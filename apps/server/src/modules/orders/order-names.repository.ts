import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carriers, freightTerms, incoterms, ports } from "../../db/schema";

// The names an order list row shows beside its ids (ports, carrier, incoterm, freight term),
// kept in memory per database rather than joined into every list query. Joining them cost more
// than the page itself: eight joins are eight lookups a row (on PostgreSQL a generic plan may
// even hash whole tables), and on the embedded PGlite planning the nine-table query took
// milliseconds on every request. An id seen for the first time is read once, with the others of
// its page; the whole memory is dropped after TTL_MS, so a renamed port shows in the lists within
// a minute — as the reference lists themselves do on another server (reference.service.ts). The
// order detail still joins, and so names the current value at once.

export interface RefName {
  cn: string;
  en: string;
  /** a port's IANA time zone (its cut-offs are read in it); absent for the other kinds */
  time_zone?: string;
}

const TABLES = { port: ports, carrier: carriers, incoterm: incoterms, freight_term: freightTerms };
type Kind = keyof typeof TABLES;
const TTL_MS = 60_000;

/** The ids a row refers to, by the kind of name they stand for. */
export interface RefIds {
  from_id: number | null;
  pol_id: number | null;
  pod_id: number | null;
  to_id: number | null;
  carrier_id: number | null;
  inco_term_id: number | null;
  freight_term_id: number | null;
}

const KIND_OF: Record<keyof RefIds, Kind> = {
  from_id: "port",
  pol_id: "port",
  pod_id: "port",
  to_id: "port",
  carrier_id: "carrier",
  inco_term_id: "incoterm",
  freight_term_id: "freight_term",
};
const REF_KEYS = Object.keys(KIND_OF) as (keyof RefIds)[];

interface Memory {
  at: number;
  // null: no such row (a reference id carries no foreign key); remembered too, for TTL_MS
  names: Record<Kind, Map<number, RefName | null>>;
}

const memories = new WeakMap<Db, Memory>();

function memoryOf(db: Db): Memory {
  let memory = memories.get(db);
  if (!memory || Date.now() - memory.at >= TTL_MS) {
    memory = { at: Date.now(), names: { port: new Map(), carrier: new Map(), incoterm: new Map(), freight_term: new Map() } };
    memories.set(db, memory);
  }
  return memory;
}

/** The name an id stands for, once `loadNames` has run for the rows that carry it. */
export type NameLookup = (key: keyof RefIds, id: number | null) => RefName | null;

/** Reads the names of the rows' ids not yet in memory (one query per kind that has any). */
export async function loadNames<R>(
  db: Db,
  rows: readonly R[],
  idOf: (row: R, key: keyof RefIds) => number | null,
): Promise<NameLookup> {
  const memory = memoryOf(db);
  const missing: Record<Kind, Set<number>> = {
    port: new Set(),
    carrier: new Set(),
    incoterm: new Set(),
    freight_term: new Set(),
  };
  for (const row of rows) {
    for (const key of REF_KEYS) {
      const id = idOf(row, key);
      if (id !== null && !memory.names[KIND_OF[key]].has(id)) missing[KIND_OF[key]].add(id);
    }
  }
  await Promise.all(
    (Object.keys(missing) as Kind[])
      .filter((kind) => missing[kind].size > 0)
      .map(async (kind) => {
        const table = TABLES[kind];
        const ids = [...missing[kind]];
        const found: (RefName & { id: number })[] =
          kind === "port"
            ? await db
                .select({ id: ports.id, cn: ports.name_cn, en: ports.name_en, time_zone: ports.time_zone })
                .from(ports)
                .where(inArray(ports.id, ids))
            : await db.select({ id: table.id, cn: table.name_cn, en: table.name_en }).from(table).where(inArray(table.id, ids));
        const names = memory.names[kind];
        for (const id of ids) names.set(id, null);
        for (const { id, ...name } of found) names.set(id, name);
      }),
  );
  return (key, id) => (id === null ? null : (memory.names[KIND_OF[key]].get(id) ?? null));
}

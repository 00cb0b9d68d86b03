import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { containerTypes } from "../../../db/schema";

/** The ISO size-type codes of the container types `ids`, by id. */
export async function isoCodesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: containerTypes.id, iso_code: containerTypes.iso_code })
    .from(containerTypes)
    .where(inArray(containerTypes.id, unique));
  return new Map(rows.map((row) => [row.id, row.iso_code]));
}

import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ports } from "../../../db/schema";
import { FALLBACK_PORT_TIME_ZONE } from "../../../db/seed/data/port-time-zones";

/** The zone a port keeps (an order without a port of loading, or a port gone: the fallback). */
export async function portTimeZoneOf(db: Db, portId: number | null): Promise<string> {
  if (portId === null) return FALLBACK_PORT_TIME_ZONE;
  const [row] = await db.select({ time_zone: ports.time_zone }).from(ports).where(eq(ports.id, portId)).limit(1);
  return row?.time_zone ?? FALLBACK_PORT_TIME_ZONE;
}

/** The port of loading as a cut-off names it: its name in the reader's language and the zone it keeps. */
export async function portPlaceOf(
  db: Db,
  portId: number | null,
): Promise<{ time_zone: string; name_cn: string; name_en: string }> {
  const [row] =
    portId === null
      ? []
      : await db
          .select({ time_zone: ports.time_zone, name_cn: ports.name_cn, name_en: ports.name_en })
          .from(ports)
          .where(eq(ports.id, portId))
          .limit(1);
  return row ?? { time_zone: FALLBACK_PORT_TIME_ZONE, name_cn: "", name_en: "" };
}

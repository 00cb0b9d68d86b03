import { diffFields, type FieldChange, isoInZone, type Lang, type OrderActor, type OrderVersion } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { type OrderScope, visibleOr404 } from "../core/order-access";
import { portTimeZoneOf } from "../core/order-cut-offs";
import { findOrder } from "../core/order-row.repository";
import type { OrderRow } from "../core/orders.repository";
import { currentSnapshot } from "./booking-snapshot";
import { insertVersion, lastVersionOf, listVersions } from "./order-versions.repository";

// Booking versions (docs/PRODUCT-RULES.md, "Booking versions"): version 1 is the booking as
// submitted; each update, the confirmation, an accepted amendment and each change of the
// confirmation adds the next, in the transaction of its action, by whoever took it. An order
// submitted before versions were kept gets its version 1 from the state it is in when the first
// later version is written.

export interface VersionAuthor {
  id: number;
  role: OrderActor;
}

/** Writes the order as it now stands as its next version; answers the version's number. */
export async function recordVersion(tx: Db, orderId: number, by: VersionAuthor, reason = ""): Promise<number> {
  const version = ((await lastVersionOf(tx, orderId))?.version ?? 0) + 1;
  const snapshot = await currentSnapshot(tx, orderId);
  await insertVersion(tx, { order_id: orderId, version, created_by: by.id, created_role: by.role, reason, snapshot });
  return version;
}

/**
 * Before an action writes a version, the order's present state must be one: version 1 for an
 * order that has none yet (submitted before versions were kept), or — for an order confirmed
 * before the confirmation wrote its own version — a version of that confirmation, by operations
 * at the order's last change, so the action's own version shows only its own changes.
 */
export async function ensureBaseVersion(tx: Db, order: OrderRow): Promise<void> {
  const last = await lastVersionOf(tx, order.id);
  const snapshot = await currentSnapshot(tx, order.id);
  if (last && diffFields(last.snapshot, snapshot).length === 0) return;
  await insertVersion(tx, {
    order_id: order.id,
    version: (last?.version ?? 0) + 1,
    created_at: last ? order.update_time : order.create_time,
    created_by: last ? null : order.owner_id,
    created_role: last ? "ops" : "owner",
    reason: "",
    snapshot,
  });
}

const OPS_NAME = { cn: "操作部", en: "Operations" };

/**
 * A snapshot keeps a cut-off as an instant in UTC (so a version compares with the next whatever the
 * port's zone); a reader reads it in the port of loading's own time, offset and all, as every
 * other answer writes a cut-off ("2026-12-01T17:00:00+08:00").
 */
function inPortTime(change: FieldChange, timeZone: string): FieldChange {
  if (!change.field.startsWith("cut_offs.")) return change;
  const local = (value: unknown) => (typeof value === "string" && value ? isoInZone(value, timeZone) : value);
  return { ...change, before: local(change.before), after: local(change.after) };
}

/** GET /order/{id}/versions: each version with its field-level changes against the one before. */
export async function orderVersions(db: Db, orderId: number, scope: OrderScope, lang: Lang): Promise<OrderVersion[]> {
  const order = visibleOr404(scope, await findOrder(db, orderId, scope));
  const timeZone = await portTimeZoneOf(db, order.pol_id);
  const rows = await listVersions(db, orderId);
  return rows.map((row, index) => ({
    version: row.version,
    created_at: row.created_at.toISOString(),
    // the customer reads operations' contact person, never their login
    by: row.linkman || (row.created_role === "ops" ? OPS_NAME[lang] : (row.username ?? "")),
    reason: row.reason,
    diff: index === 0 ? [] : diffFields(rows[index - 1]?.snapshot, row.snapshot).map((change) => inPortTime(change, timeZone)),
  }));
}

import {
  type Fee,
  type FieldChange,
  REQUEST_STATE,
  type RevisionInstruction,
  type RevisionView,
  revisionDiff,
  type SupplyFields,
} from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { type OrderScope, visibleOr404 } from "../core/order-access";
import { partyOf } from "../core/order-present";
import { findOrder } from "../core/order-row.repository";
import { findOrderChildren, type OrderRow } from "../core/orders.repository";
import { insertRevision, lastRevisionNumber, latestRevision, revisionsOf, type SiRevisionRow } from "./si-revisions.repository";

// Shipping-instruction revisions (docs/PRODUCT-RULES.md, "SI revisions"): what a revision keeps,
// the instruction in force a new one is compared with, and the list both sides read.

/** The instruction a revision keeps: PUT /order/shipment/{id}'s body without `action`, one shape always. */
export type StoredInstruction = RevisionInstruction & Pick<SupplyFields, "contacts" | "containers">;

/** States whose instruction was (or is) in force: the submitted one, an accepted request. */
export const IN_FORCE = ["submitted", REQUEST_STATE.ACCEPTED] as const;

/** The instruction in one shape (defaults filled, parties by role, no absent keys) so two compare alike. */
export function instructionOf(form: SupplyFields): StoredInstruction {
  return {
    contacts: [...form.contacts].sort((a, b) => a.type - b.type),
    marks_no: form.marks_no,
    description: form.description,
    manifest_file: form.manifest_file ?? null,
    vgm_method: form.vgm_method,
    containers: form.containers.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      container_no: row.container_no ?? "",
      seal_no: row.seal_no ?? "",
      container_id: row.container_id ?? null,
      package: row.package,
      package_uid: row.package_uid,
      weight: row.weight ?? null,
      volume: row.volume,
      vgm: row.vgm ?? null,
      // kept only when declared, so instructions from before declarations compare alike
      ...(row.vgm_declaration ? { vgm_declaration: row.vgm_declaration } : {}),
    })),
  };
}

/** The instruction the order holds now, as a revision keeps it (its container rows by their ids). */
export async function storedInstruction(db: Db, locked: OrderRow): Promise<StoredInstruction> {
  // read again: a handler that just wrote the instruction holds the row as it was locked
  const order = (await findOrder(db, locked.id)) ?? locked;
  const children = await findOrderChildren(db, order.id);
  return instructionOf({
    contacts: children.contacts.map(({ contact }) => partyOf(contact)),
    marks_no: order.marks_no,
    description: order.description,
    manifest_file: order.manifest_file,
    vgm_method: order.vgm_method as SupplyFields["vgm_method"],
    containers: children.containers.map(({ container }) => ({
      id: container.id,
      container_no: container.container_no,
      seal_no: container.seal_no,
      container_id: container.container_id,
      package: container.package ?? 0,
      package_uid: container.package_uid ?? 0,
      weight: container.weight,
      volume: container.volume ?? 0,
      vgm: container.vgm,
      vgm_declaration: container.vgm_declaration,
    })),
  });
}

/** The instruction a new revision is compared with: the last one in force, else the order's own. */
export async function baselineOf(db: Db, order: OrderRow): Promise<StoredInstruction> {
  const row = await latestRevision(db, order.id, IN_FORCE);
  return row ? (row.body as StoredInstruction) : storedInstruction(db, order);
}

export interface RevisionAuthor {
  role: "owner" | "ops";
  id: number;
}

/** Records the order's instruction as it now stands as the next revision in force (a submit, an amendment). */
export async function recordInForce(tx: Db, order: OrderRow, author: RevisionAuthor, reason = ""): Promise<number> {
  const revision = (await lastRevisionNumber(tx, order.id)) + 1;
  await insertRevision(tx, {
    order_id: order.id,
    revision,
    status: "submitted",
    body: await storedInstruction(tx, order),
    reason,
    created_role: author.role,
    created_by: author.id,
  });
  return revision;
}

/**
 * An order submitted before revisions were kept has none: its stored instruction becomes
 * revision 1 the first time one is needed (a request, an amendment).
 */
export async function ensureFirstRevision(tx: Db, order: OrderRow): Promise<void> {
  if ((await lastRevisionNumber(tx, order.id)) > 0) return;
  await insertRevision(tx, {
    order_id: order.id,
    revision: 1,
    status: "submitted",
    body: await storedInstruction(tx, order),
    created_role: "owner",
    created_by: order.owner_id,
    ...(order.si_submit_time ? { created_at: order.si_submit_time } : {}),
  });
}

const feeOfRow = (row: SiRevisionRow): Fee | null =>
  row.fee_tier === null || row.fee_amount === null
    ? null
    : { tier: row.fee_tier as Fee["tier"], amount: row.fee_amount, currency: row.fee_currency ?? "" };

/** Each revision with its difference against the one in force before it. */
export function presentRevisions(rows: readonly SiRevisionRow[]): RevisionView[] {
  let inForce: StoredInstruction | null = null;
  return rows.map((row) => {
    const body = row.body as StoredInstruction;
    const diff: FieldChange[] = inForce ? revisionDiff(inForce, body) : [];
    if ((IN_FORCE as readonly string[]).includes(row.status)) inForce = body;
    return {
      revision: row.revision,
      status: row.status as RevisionView["status"],
      by: row.created_role === "ops" ? "ops" : "owner",
      created_at: row.created_at.toISOString(),
      decided_at: row.decided_at ? row.decided_at.toISOString() : null,
      fee: feeOfRow(row),
      reason: row.reason,
      decision_reason: row.decision_reason,
      diff,
    };
  });
}

/** GET /order/shipment/{id}/revisions: its owner or operations; another's order a 404. */
export async function listRevisions(db: Db, scope: OrderScope, orderId: number): Promise<RevisionView[]> {
  const order = visibleOr404(scope, await findOrder(db, orderId));
  const rows = await revisionsOf(db, order.id);
  if (rows.length > 0 || !order.si_submit_time) return presentRevisions(rows);
  // submitted before revisions were kept: its instruction reads as revision 1, not yet stored
  const body = await storedInstruction(db, order);
  return presentRevisions([
    {
      id: 0,
      order_id: order.id,
      revision: 1,
      status: "submitted",
      body,
      fee_tier: null,
      fee_amount: null,
      fee_currency: null,
      reason: "",
      decision_reason: "",
      created_role: "owner",
      created_by: order.owner_id,
      created_at: order.si_submit_time,
      decided_by: null,
      decided_at: null,
    },
  ]);
}

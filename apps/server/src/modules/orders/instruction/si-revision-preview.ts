import {
  canTransition,
  type Lang,
  type OrderStatus,
  type RevisionPreview,
  type RevisionPreviewBody,
  revisionDiff,
  transitionOf,
} from "@haiyun/shared";
import type { OrdersContext } from "../core/context";
import { ownerScope, visibleOr404 } from "../core/order-access";
import { findOrder } from "../core/order-row.repository";
import { invalidTransition, requestRefused, sidesOf } from "../core/order-transition.service";
import type { OrderRow } from "../core/orders.repository";
import { feeFor } from "../payment";
import { baselineOf, instructionOf } from "./si-revisions.service";
import { assertSupply } from "./supply-write";

// POST /order/shipment/{id}/revision/preview: what a revision would change and cost, before the
// customer confirms it. A read: nothing is written, and it answers as revise_si would refuse.

/** Refuses as the transition table would refuse revise_si on this order (409), else nothing. */
export function assertMayRevise(order: OrderRow, lang: Lang): void {
  const status = order.status as OrderStatus;
  if (!canTransition("revise_si", "owner", status)) throw invalidTransition(status, lang);
  if (!canTransition("revise_si", "owner", status, sidesOf(order))) throw requestRefused(transitionOf("revise_si").guard, lang);
}

export async function previewRevision(
  ctx: OrdersContext,
  caller: { id: number; lang: Lang },
  orderId: number,
  body: RevisionPreviewBody,
): Promise<RevisionPreview> {
  const order = visibleOr404(ownerScope(caller.id), await findOrder(ctx.db, orderId));
  assertMayRevise(order, caller.lang);
  // the rules that need the order (FCL columns, the booked spaces, references) answer here already
  await assertSupply(ctx.db, order, body, { lang: caller.lang, uploaderId: caller.id, submit: false });
  const diff = revisionDiff(await baselineOf(ctx.db, order), instructionOf(body));
  return { diff, fee: await feeFor(ctx, "si_revision", order) };
}

import { AUTHORITY, type Authority, hasAuthority, ORDER_STATUS, type OrderActor } from "@haiyun/shared";
import { AppError, notFound } from "../../../lib/app-error";

/**
 * The one access policy of orders (docs/PRODUCT-RULES.md, "Who sees an order"). A customer sees
 * their own orders, drafts included; operations see every customer's order once it is submitted —
 * a draft is its customer's business, so to operations it does not exist. Whatever a caller may not
 * see answers exactly as a missing id (404) and changes nothing. Every read of an order, its
 * shipping instruction, timeline, documents, downloads and uploads asks this policy; the
 * repositories turn a scope into the same condition for the database (order-row.repository.ts).
 */
export interface OrderScope {
  /** the customer whose own orders the caller sees; null: none */
  ownerId: number | null;
  /** true: every customer's submitted orders too */
  ops: boolean;
}

/** A customer acting on their own orders. */
export const ownerScope = (ownerId: number): OrderScope => ({ ownerId, ops: false });

/** Operations acting on every customer's submitted orders. */
export const OPS_SCOPE: OrderScope = { ownerId: null, ops: true };

/**
 * The scope of a signed-in user on what both sides read (the timeline, documents, downloads,
 * payment): their own orders, every submitted order if they work the desk (`ops_order`), or both.
 */
export function scopeOfUser(user: { id: number; authorities: readonly Authority[] }): OrderScope {
  return { ownerId: user.id, ops: hasAuthority(user.authorities, AUTHORITY.OPS_ORDER) };
}

/**
 * The scope on the order reads that need an order authority: `order` for one's own orders,
 * `ops_order` for every submitted one. Neither is a 403.
 */
export function orderReaderScope(user: { id: number; authorities: readonly Authority[] }): OrderScope {
  const scope = {
    ownerId: hasAuthority(user.authorities, AUTHORITY.ORDER) ? user.id : null,
    ops: hasAuthority(user.authorities, AUTHORITY.OPS_ORDER),
  };
  if (scope.ownerId === null && !scope.ops) throw new AppError("AUTH_FORBIDDEN");
  return scope;
}

/** The scope an actor of the transition table acts in. */
export function scopeOfActor(actor: OrderActor, userId: number): OrderScope {
  return actor === "owner" ? ownerScope(userId) : OPS_SCOPE;
}

/** Whether operations may see an order in `status` at all (never a draft). */
function opsMaySee(order: { status: number }): boolean {
  return order.status !== ORDER_STATUS.DRAFT;
}

/** Whether a caller in `scope` may see `order`. */
export function maySee(scope: OrderScope, order: { owner_id: number; status: number }): boolean {
  return order.owner_id === scope.ownerId || (scope.ops && opsMaySee(order));
}

/** The order if the scope may see it; else the 404 of a missing id. */
export function visibleOr404<T extends { owner_id: number; status: number }>(scope: OrderScope, order: T | undefined | null): T {
  if (!order || !maySee(scope, order)) throw notFound();
  return order;
}
